import { once } from '../../maps.js';
import { parseAbility } from '../abilities.js';
import { COMMAND_RE_ROLL } from './core.js';
import type { Effect } from './types.js';

const source = (heading: string) => `002 '${heading}'`;
/** 002 'AURIC STORM': "TARGET: One DIRE AVENGERS, FIRE DRAGONS, SWOOPING HAWKS or WARP SPIDERS unit". */
const ASPECT_SHOOTERS = ['DIRE AVENGERS', 'FIRE DRAGONS', 'SWOOPING HAWKS', 'WARP SPIDERS'];
const SHURIKEN_STORM_WEAPONS = ['Avenger shuriken catapult', 'shuriken catapult', 'shuriken pistol', 'shuriken cannon'];
const MINUS_ONE_TO_BE_HIT = (name: string) => ({ adjust: { hit: [[name, -1] as const] } });
/** "TARGET: One AELDARI unit from your army", "AELDARI model only". */
const AELDARI_UNIT = ['AELDARI'];
/**
 * 002 'Strands of Fate': "a model or unit from your army with the Strands of Fate ability"; 'Seers’
 * Guidance': such units "replace that ability with this one".
 */
export const STRANDS_OF_FATE = 'Strands of Fate';

export const AELDARI = once((): readonly Effect[] => [
  {
    id: 'unparalleled-foresight',
    name: 'Unparalleled Foresight',
    faction: 'Aeldari',
    source: source('Unparalleled Foresight'),
    summary: 're-roll one Hit roll and one Wound roll for the unit (an AELDARI unit)',
    // "Each time an AELDARI unit from your army is selected to shoot or fight"; "when resolving those
    // attacks": the unit's, any weapon's (oneRollAnyWeapon).
    attacker: { when: { attackerKeywords: AELDARI_UNIT }, oneRollAnyWeapon: true, oneRolls: [{ roll: 'hit', action: 'reroll' }, { roll: 'wound', action: 'reroll' }] },
  },
  {
    id: 'soulsight',
    name: 'Soulsight',
    faction: 'Aeldari',
    source: source('SOULSIGHT'),
    cp: 1, // 002 'SOULSIGHT': 1CP
    summary: 'shooting (an AELDARI VEHICLE unit): re-roll one Hit roll, one Wound roll and one Damage roll',
    attacker: {
      // "TARGET: One AELDARI VEHICLE unit from your army".
      when: { phase: 'ranged', shootingPhase: true, attackerAllKeywords: ['AELDARI', 'VEHICLE'] },
      // "made for a model in your unit": any of the unit's weapons (oneRollAnyWeapon).
      oneRollAnyWeapon: true,
      oneRolls: [{ roll: 'hit', action: 'reroll' }, { roll: 'wound', action: 'reroll' }, { roll: 'damage', action: 'reroll' }],
    },
  },
  {
    id: 'bladestorm',
    name: 'Bladestorm',
    faction: 'Aeldari',
    source: source('BLADESTORM'),
    cp: 1, // 002 'BLADESTORM': 1CP
    summary: 'shooting (an AELDARI unit): a Critical Wound improves the AP of that attack by 2',
    // "TARGET: One AELDARI unit from your army".
    attacker: { when: { phase: 'ranged', shootingPhase: true, attackerKeywords: AELDARI_UNIT }, adjust: { criticalWoundAp: 2 } },
  },
  {
    id: 'lightning-fast-reactions',
    name: 'Lightning-Fast Reactions',
    faction: 'Aeldari',
    source: source('LIGHTNING-FAST REACTIONS'),
    cp: 1, // 002 'LIGHTNING-FAST REACTIONS': 1CP
    summary: 'target (an AELDARI unit, not a WRAITH CONSTRUCT unit): -1 to the Hit roll of attacks against the unit',
    // "TARGET: One AELDARI unit from your army (excluding WRAITH CONSTRUCT units)"; WHEN: "Your
    // opponent's Shooting phase or the Fight phase": not against Fire Overwatch (003 'Out-of-phase Rules').
    target: {
      when: { targetKeywords: AELDARI_UNIT, targetNotKeywords: ['WRAITH CONSTRUCT'], shootingPhase: true },
      ...MINUS_ONE_TO_BE_HIT('Lightning-Fast Reactions'),
    },
  },
  {
    id: 'void-ghosts',
    name: 'Void Ghosts',
    faction: 'Aeldari',
    source: source('VOID GHOSTS'),
    cp: 1, // 002 'VOID GHOSTS': 1CP
    summary: 'target (an AELDARI unit): -1 to the Hit roll of attacks against the unit',
    // "TARGET: One AELDARI unit from your army"; WHEN: "Your opponent's Shooting phase or the Fight
    // phase": not against Fire Overwatch (003 'Out-of-phase Rules').
    target: { when: { targetKeywords: AELDARI_UNIT, shootingPhase: true }, ...MINUS_ONE_TO_BE_HIT('Void Ghosts') },
  },
  {
    id: 'bladefocus',
    name: 'Bladefocus',
    faction: 'Aeldari',
    source: source('BLADEFOCUS'),
    cp: 1, // 002 'BLADEFOCUS': 1CP
    summary: 'Fight phase, HOWLING BANSHEES or STRIKING SCORPIONS after a Charge move: re-roll the Hit roll',
    attacker: {
      when: { phase: 'melee', charged: true, attackerKeywords: ['HOWLING BANSHEES', 'STRIKING SCORPIONS'] },
      adjust: { rerollHits: 'failed' },
    },
  },
  {
    id: 'auric-storm',
    name: 'Auric Storm',
    faction: 'Aeldari',
    source: source('AURIC STORM'),
    cp: 1, // 002 'AURIC STORM': 1CP
    summary: 'Shooting phase, DIRE AVENGERS, FIRE DRAGONS, SWOOPING HAWKS or WARP SPIDERS: +1 to the Wound roll',
    attacker: { when: { phase: 'ranged', shootingPhase: true, attackerKeywords: ASPECT_SHOOTERS }, adjust: { wound: [['Auric Storm', 1]] } },
  },
  {
    id: 'shuriken-storm',
    name: 'Shuriken Storm',
    faction: 'Aeldari',
    source: source('SHURIKEN STORM'),
    cp: 1, // 002 'SHURIKEN STORM': 1CP
    summary: 'an AELDARI unit: +1 Strength to Avenger shuriken catapults, shuriken catapults, shuriken pistols and shuriken cannons',
    // "add 1 to the Strength characteristic of Avenger shuriken catapults, shuriken catapults,
    // shuriken pistols and shuriken cannons": those weapons by name, no other weapon named shuriken.
    // "TARGET: One AELDARI unit from your army".
    attacker: { when: { phase: 'ranged', shootingPhase: true, attackerKeywords: AELDARI_UNIT }, weapons: { named: SHURIKEN_STORM_WEAPONS }, adjust: { strength: 1 } },
  },
  {
    id: 'shield-of-blades',
    name: 'Shield of Blades',
    faction: 'Aeldari',
    source: source('SHIELD OF BLADES'),
    cp: 1, // 002 'SHIELD OF BLADES': 1CP
    summary: 'DIRE AVENGERS or GUARDIAN DEFENDERS firing Overwatch: hits on an unmodified 5+ instead of 6',
    attacker: {
      when: { withEffect: 'fire-overwatch', attackerKeywords: ['DIRE AVENGERS', 'GUARDIAN DEFENDERS'] },
      weapons: { range: 'ranged' },
      adjust: { overwatch: 5 },
    },
  },
  {
    id: 'unflinching-fire',
    name: 'Unflinching Fire',
    faction: 'Aeldari',
    source: source('UNFLINCHING FIRE'),
    cp: 1, // 002 'UNFLINCHING FIRE': 1CP
    summary: 'an AELDARI unit firing Overwatch: hits on an unmodified 5+ instead of 6',
    // "TARGET: One AELDARI unit from your army that has not fired Overwatch this phase".
    attacker: { when: { withEffect: 'fire-overwatch', attackerKeywords: AELDARI_UNIT }, weapons: { range: 'ranged' }, adjust: { overwatch: 5 } },
  },
  {
    id: 'determined-defence',
    name: 'Determined Defence',
    faction: 'Aeldari',
    source: source('Determined Defence'),
    summary: 'target (GUARDIANS or DIRE AVENGERS within range of an objective): +1 to armour saving throws',
    target: {
      when: { targetOnObjective: true, targetKeywords: ['GUARDIANS', 'DIRE AVENGERS'] },
      adjust: { armourSave: [['Determined Defence', 1]] },
    },
  },
  {
    id: 'assured-destruction',
    name: 'Assured Destruction',
    faction: 'Aeldari',
    // The Fire Dragons datasheet is not among the rules texts: BSData's (Aeldari Library.cat, profile 6661-26b2-c0eb-985).
    source: "003 'Re-rolls'; Fire Dragons datasheet 'Assured Destruction' (BSData Aeldari - Aeldari Library.cat)",
    summary:
      "shooting at a MONSTER or VEHICLE unit: re-roll the Hit roll and the Wound roll (when failed) and the Damage roll (when a fresh roll is expected to remove more wounds)",
    // "In your Shooting phase, each time a model in this unit makes a ranged attack that targets a
    // MONSTER or VEHICLE unit, you can re-roll the Hit roll, you can re-roll the Wound roll and you can
    // re-roll the Damage roll." The engine re-rolls failed Hit and Wound rolls (its 'failed' policy:
    // a success, even a non-critical one with Sustained or Lethal Hits, is kept), and the whole Damage
    // roll by the policy of damage-reroll.ts.
    attacker: {
      // A datasheet ability: "each time a model in this unit" (the unit lists it).
      when: { phase: 'ranged', shootingPhase: true, targetKeywords: ['MONSTER', 'VEHICLE'], attackerAbility: 'Assured Destruction' },
      weapons: { range: 'ranged' },
      adjust: { rerollHits: 'failed', rerollWounds: 'failed', rerollDamageAny: true },
    },
  },
  {
    id: 'grace-of-khaine',
    name: 'Grace of Khaine',
    faction: 'Aeldari',
    source: source('Grace of Khaine'),
    summary: "re-roll Hit, Wound and Damage rolls of 1 (the bearer's attacks: an attacker of one model only)",
    // "Each time the bearer makes an attack": exact only when the bearer is the attacking unit.
    attacker: { when: { attackerOneModel: true }, adjust: { rerollHits: 'ones', rerollWounds: 'ones', rerollDamageOnes: true } },
  },
  {
    id: 'fates-messenger',
    name: "Fate's Messenger",
    faction: 'Aeldari',
    source: source('Fate’s Messenger'),
    summary:
      "once: treat one Hit or Wound roll, failed or successful (attacker), or one saving throw of a one-model target, as an unmodified 6; not told apart: the bearer's attacks from other models' with the same weapon",
    // "just after making a Hit roll, a Wound roll or a saving throw for the bearer, you can treat the
    // result as an unmodified roll of 6": a failed roll ('six') or any roll that is not yet a
    // Critical ('critical', e.g. a Devastating Wounds weapon's successful Wound roll); the chooser
    // keeps the placement that helps most. Each policy uses it on the first such roll of its kind,
    // or, "just after making" each roll, on the first Hit or Wound roll it helps (afterEachRoll).
    // "AELDARI model only".
    attacker: {
      when: { attackerKeywords: AELDARI_UNIT },
      oneRollIsChoice: true,
      oneRollAfterEachRoll: true,
      // "for the bearer": on any of its weapons (not told apart from other models', above).
      oneRollAnyWeapon: true,
      oneRolls: [
        { roll: 'hit', action: 'six' },
        { roll: 'hit', action: 'critical' },
        { roll: 'wound', action: 'six' },
        { roll: 'wound', action: 'critical' },
      ],
    },
    // "a saving throw for the bearer": exact only when the bearer is the whole target unit.
    target: { when: { targetKeywords: AELDARI_UNIT, targetOneModel: true }, oneRolls: [{ roll: 'save', action: 'six' }] },
  },
  {
    id: 'layered-wards',
    name: 'Layered Wards',
    faction: 'Aeldari',
    source: source('LAYERED WARDS'),
    cp: 1, // 002 'LAYERED WARDS': 1CP
    summary: 'target (an AELDARI VEHICLE unit): Feel No Pain 5+ against mortal wounds',
    // "TARGET: That AELDARI VEHICLE unit."
    target: { when: { targetAllKeywords: ['AELDARI', 'VEHICLE'] }, defence: { mortalFeelNoPain: 5 } },
  },
  {
    id: 'wraithsight',
    name: 'Wraithsight',
    faction: 'Aeldari',
    source: source('WRAITHSIGHT'),
    cp: 1, // 002 'WRAITHSIGHT': 1CP
    summary: 'an AELDARI unit: ranged weapons gain [IGNORES COVER]; negative modifiers to the Hit roll are ignored',
    // "TARGET: One AELDARI unit from your army".
    attacker: {
      when: { phase: 'ranged', shootingPhase: true, attackerKeywords: AELDARI_UNIT },
      adjust: { ignoreHitPenalties: true },
      also: [{ when: { phase: 'ranged', shootingPhase: true, attackerKeywords: AELDARI_UNIT }, weapons: { range: 'ranged' }, adjust: { abilities: [parseAbility('ignores cover')] } }],
    },
  },
  {
    id: 'guiding-presence',
    name: 'Guiding Presence',
    faction: 'Aeldari',
    source: source('Guiding Presence'),
    summary: "+1 to the Hit roll of one AELDARI VEHICLE model (an attacker of one model only)",
    // "select one friendly AELDARI VEHICLE model ... each time that model makes an attack": exact
    // only when that model is the attacking unit.
    attacker: {
      when: { phase: 'ranged', shootingPhase: true, attackerAllKeywords: ['AELDARI', 'VEHICLE'], attackerOneModel: true },
      adjust: { hit: [['Guiding Presence', 1]] },
    },
  },
  {
    id: 'darting-strikes',
    name: 'Darting Strikes',
    faction: 'Aeldari',
    source: source('DARTING STRIKES'),
    cp: 1, // 002 'DARTING STRIKES': 1CP
    summary: 'Fight phase (an AELDARI unit): re-roll the Wound roll',
    // "TARGET: One AELDARI unit from your army".
    attacker: { when: { phase: 'melee', attackerKeywords: AELDARI_UNIT }, adjust: { rerollWounds: 'failed' } },
  },
  {
    id: 'runes-of-sanctuary',
    name: 'Runes of Sanctuary',
    faction: 'Aeldari',
    source: source('Runes of Sanctuary (Psychic)'),
    summary: "target (an AELDARI unit, opponent's Shooting phase): worsen the AP of attacks against the unit by 1",
    // "in your opponents Shooting phase, when a friendly AELDARI unit ... is selected as the target of a
    // ranged attack": not against Fire Overwatch (003 'Out-of-phase Rules').
    target: { when: { phase: 'ranged', shootingPhase: true, targetKeywords: AELDARI_UNIT }, adjust: { ap: -1 } },
  },
  {
    id: 'path-of-eldanesh',
    name: 'Path of Eldanesh',
    faction: 'Aeldari',
    source: source('Path of Eldanesh'),
    summary: "after the bearer opens a Hatchway (--with opened-hatchway): improve the AP of the bearer's melee weapons by 1 (an attacker of one model only); Fights First is not maths",
    // "each time the bearer opens a Hatchway, until the end of the turn, improve the Armour
    // Penetration characteristic of melee weapons equipped by the bearer by 1".
    attacker: { when: { withEffect: 'opened-hatchway', attackerOneModel: true }, weapons: { range: 'melee' }, adjust: { ap: 1 } },
  },
  {
    id: 'opened-hatchway',
    name: 'Opened a Hatchway',
    faction: 'Aeldari',
    source: source('Path of Eldanesh'),
    summary: 'a condition, not a rule: the attacking model opened a Hatchway this turn (Path of Eldanesh needs it)',
    noEffect: true,
  },
  {
    id: 'guardian-constructs',
    name: 'Guardian Constructs',
    faction: 'Aeldari',
    source: source('GUARDIAN CONSTRUCTS'),
    cp: 1, // 002 'GUARDIAN CONSTRUCTS': 1CP
    summary:
      'target (a WRAITH CONSTRUCT unit), Fight phase, the attacking model across a Hatchway (--with across-hatchway, the user asserts it for every attacking model): -1 to the Wound roll',
    // "TARGET: One WRAITH CONSTRUCT unit from your army ... each time an attack targets your unit, if
    // the attacking model is wholly on the opposite side of a Hatchway from your unit, subtract 1
    // from the Wound roll" (WHEN: Fight phase: melee attacks).
    target: {
      when: { phase: 'melee', targetKeywords: ['WRAITH CONSTRUCT'], withEffect: 'across-hatchway' },
      adjust: { wound: [['Guardian Constructs', -1]] },
    },
  },
  {
    id: 'across-hatchway',
    name: 'Across a Hatchway',
    faction: 'Aeldari',
    source: source('GUARDIAN CONSTRUCTS'),
    summary:
      'a condition, not a rule: the attacking model is wholly on the opposite side of a Hatchway from the target (Guardian Constructs and Rapid Ambush need it; not the same as opened-hatchway)',
    noEffect: true,
  },
  {
    id: 'rapid-ambush',
    name: 'Rapid Ambush',
    faction: 'Aeldari',
    source: source('RAPID AMBUSH'),
    cp: 1, // 002 'RAPID AMBUSH': 1CP
    summary:
      "DIRE AVENGERS or GUARDIANS across the Hatchway the target just opened (--with across-hatchway), opponent's Movement phase: " +
      "roll one D6, 2-5 one mortal wound, 6 two, before the unit's melee attacks in that turn's Fight phase (it cannot shoot in the " +
      'opponent\'s turn, nor fire Overwatch); not checked: within 9" and visible; its D6" Normal move is not maths',
    // WHEN: "Your opponent's Movement phase, just after an enemy unit opens a Hatchway"; RESTRICTIONS:
    // "Until the end of the turn, your unit cannot fire Overwatch": in that turn it can only fight.
    attacker: {
      when: { opponentsTurn: true, attackerKeywords: ['DIRE AVENGERS', 'GUARDIANS'], withEffect: 'across-hatchway' },
      action: { name: 'Rapid Ambush (stratagem)', dice: 1, perFace: [0, 1, 1, 1, 1, 2] },
    },
  },
  {
    id: 'd-strike',
    name: 'D-Strike',
    faction: 'Aeldari',
    source: source('D-STRIKE'),
    cp: 1, // 002 'D-STRIKE': 1CP
    summary:
      "target: the attacking unit is stunned (a WRAITH CONSTRUCT unit's D-Strike, not checked: the user asserts it): -1 to the Hit roll of its attacks",
    // "While a unit is stunned, each time a model in that unit makes an attack, subtract 1 from the
    // Hit roll" (until the start of the Aeldari player's next Shooting phase: every phase). The
    // WRAITH CONSTRUCT unit that used it need not be the target, so no keyword is checked.
    target: MINUS_ONE_TO_BE_HIT('D-Strike'),
  },
  {
    id: 'faolchus-last-flight',
    name: 'Faolchú’s Last Flight',
    faction: 'Aeldari',
    source: source('Faolchú’s Last Flight'),
    summary: 'target (AELDARI models): each model destroyed by a melee attack fights back on a 3+',
    // "Each time an AELDARI model from your army is destroyed by a melee attack".
    target: { when: { phase: 'melee', targetKeywords: AELDARI_UNIT }, fightOnDeath: 3 },
  },
  {
    id: 'seers-guidance',
    name: 'Seers’ Guidance',
    faction: 'Aeldari',
    source: source('Seers’ Guidance'),
    cp: 0, // 002 'Seers’ Guidance': "the Command Re-roll Stratagem for 0CP"
    summary:
      'the Command Re-roll Stratagem for 0CP (once per battle round, a unit that had Strands of Fate): one Attacks, Hit, Wound or Damage roll ' +
      "(attacker) or one saving throw (target), placed as command-re-roll places it; replaces Strands of Fate: no Fate dice",
    // "Units from your army with the Strands of Fate ability replace that ability with this one. Once per
    // battle round, you can target one unit from your army with this ability with the Command Re-roll
    // Stratagem for 0CP." It is that Stratagem, so not beside command-re-roll (one use per phase); the
    // Fate dice are refused with it in calc (Strands of Fate is gone). The unit's file lists Strands of
    // Fate, the ability this one replaces.
    attacker: {
      when: { attackerAbility: STRANDS_OF_FATE, notWithEffect: 'command-re-roll' },
      oneRollIsChoice: true,
      oneRolls: COMMAND_RE_ROLL.attacker!.oneRolls,
    },
    target: { when: { targetAbility: STRANDS_OF_FATE, notWithEffect: 'command-re-roll' }, oneRolls: COMMAND_RE_ROLL.target!.oneRolls },
  },
  {
    id: 'prismatic-garb',
    name: 'Prismatic Garb',
    faction: 'Aeldari',
    source: source('Prismatic Garb'),
    summary: "target (Fire Overwatch at the unit): enemy units cannot fire Overwatch at the bearer's unit (wh40k turn --overwatch: none)",
    // Enhancement: "Enemy units cannot fire Overwatch at the bearer." A unit is what Overwatch targets.
    target: { when: { withEffect: 'fire-overwatch' }, stopsOverwatch: {} },
  },
  {
    id: 'phoenix-gem',
    name: 'The Phoenix Gem',
    faction: 'Aeldari',
    source: source('The Phoenix Gem'),
    summary:
      "target: the bearer (an AELDARI CHARACTER alone, or the one Leader of the unit), if destroyed, is back at the end of the phase on a 2+: " +
      'models destroyed are counted at the end of the phase; the damage dealt still counts its wounds',
    // "AELDARI model only. The first time the bearer is destroyed, roll one D6: on a 2+, keep it to one
    // side. At the end of the phase, set the bearer back up again ... with its full wounds remaining."
    target: { when: { targetKeywords: AELDARI_UNIT }, bearerReturnsOn: 2 },
  },
  {
    id: 'skilled-crews',
    name: 'Skilled Crews',
    faction: 'Aeldari',
    source: source('Skilled Crews'),
    summary: 'no effect on the maths (movement and action rules)',
    noEffect: true,
  },
]);
