/**
 * Space Marines detachment rules that change attacks, from the catalogue's text (Imperium - Space Marines.cat).
 * A condition the calculator has no input for (a unit within 12", disembarked this turn, within a terrain feature,
 * a Saga completed) is the player's word: naming the effect with --with says it holds.
 */
import { once } from '../../maps.js';
import { parseAbility } from '../abilities.js';
import { marines } from './space-marines.js';
import type { Effect, OneRoll } from './types.js';

const ASTARTES = ['ADEPTUS ASTARTES'];
const ASTARTES_UNIT = { attackerKeywords: ASTARTES };
const REROLL_ONES = { rerollHits: 'ones', rerollWounds: 'ones' } as const;
const HIT_WOUND_DAMAGE: readonly OneRoll[] = [
  { roll: 'hit', action: 'reroll' },
  { roll: 'wound', action: 'reroll' },
  { roll: 'damage', action: 'reroll' },
];
/** 'Close-Range Eradication', 'Vulkan's Quest': "each time an attack made such a weapon targets a unit within 12", add 1 to the Strength". */
const STRENGTH_WITHIN_12: Pick<Effect, 'summary' | 'attacker'> = {
  summary: 'ADEPTUS ASTARTES ranged attacks against a unit within 12" (the player says so): +1 Strength',
  attacker: { when: ASTARTES_UNIT, weapons: { range: 'ranged' }, adjust: { strength: 1 } },
};
/** 'Shadow Masters', 'Masters of Shadow': "unless the attacking model is within 12", subtract 1 from the Hit roll and the target has the Benefit of Cover". */
/** "if the Strength characteristic of that attack is greater than the Toughness characteristic of that unit, subtract 1 from the Wound roll". */
const strongerThanToughness = (rule: string) => ({ woundByStrength: [{ strength: 'above', part: [rule, -1] }] }) as const;
const SHADOW: Pick<Effect, 'summary' | 'target'> = {
  summary: 'target (ADEPTUS ASTARTES), a ranged attack from beyond 12" (the player says so): -1 to the Hit roll and the Benefit of Cover',
  target: { when: { phase: 'ranged', targetKeywords: ASTARTES }, adjust: { hit: [['shadow (beyond 12")', -1]] }, defence: { cover: true } },
};

export const SPACE_MARINES_DETACHMENTS = once((): readonly Effect[] => [
  {
    ...marines('furor-tactics', 'Black Spear Task Force', 'Mission Tactics', 'ab94-6f80-af0b-a719', 'Furor Tactics'),
    summary: 'Mission Tactic: weapons of ADEPTUS ASTARTES units have [SUSTAINED HITS 1]',
    attacker: { when: ASTARTES_UNIT, adjust: { abilities: [parseAbility('sustained hits 1')] } },
  },
  {
    ...marines('malleus-tactics', 'Black Spear Task Force', 'Mission Tactics', 'ab94-6f80-af0b-a719', 'Malleus Tactics'),
    summary: 'Mission Tactic: weapons of ADEPTUS ASTARTES units have [LETHAL HITS]',
    attacker: { when: ASTARTES_UNIT, adjust: { abilities: [parseAbility('lethal hits')] } },
  },
  {
    ...marines('the-red-thirst', 'Liberator Assault Group', 'The Red Thirst', 'dd40-813b-fd7b-951e'),
    summary: 'an ADEPTUS ASTARTES unit that made a Charge move: +2 Strength and +1 Attacks to melee weapons',
    attacker: { when: { ...ASTARTES_UNIT, charged: true }, weapons: { range: 'melee' }, adjust: { strength: 2, attacks: 1 } },
  },
  {
    ...marines('shield-of-the-imperium', 'Anvil Siege Force', 'Shield of the Imperium', '8251-e4d0-085f-8e04'),
    summary: 'ADEPTUS ASTARTES ranged weapons have [HEAVY]; a weapon that already has it: +1 to the Wound roll if the unit Remained Stationary',
    attacker: {
      when: ASTARTES_UNIT,
      weapons: { range: 'ranged' },
      adjust: { abilities: [parseAbility('heavy')] },
      // "If such a weapon already has this ability": its own profile's [HEAVY] (the filter reads the profile, not what rules grant).
      also: [{ when: { ...ASTARTES_UNIT, stationary: true }, weapons: { range: 'ranged', ability: 'heavy' }, adjust: { wound: [['Shield of the Imperium', 1]] } }],
    },
  },
  {
    ...marines('armoured-wrath', 'Ironstorm Spearhead', 'Armoured Wrath', 'feb7-0eb3-c8b1-d047'),
    // As Command Re-roll: the roll type and weapon are fixed before the dice, where they help most (a lower bound).
    summary: 'once per phase for an ADEPTUS ASTARTES unit: re-roll one Hit roll, one Wound roll or one Damage roll (the roll fixed before the dice where it helps most: a lower bound)',
    attacker: { when: ASTARTES_UNIT, oneRollIsChoice: true, oneRollAnyWeapon: true, oneRolls: HIT_WOUND_DAMAGE },
  },
  { ...marines('close-range-eradication', 'Firestorm Assault Force', 'Close-Range Eradication', 'e672-dc17-371d-4537'), ...STRENGTH_WITHIN_12 },
  { ...marines('vulkans-quest', "Forgefather's Seekers", "Vulkan's Quest", '317f-19b4-6fb6-0761'), ...STRENGTH_WITHIN_12 },
  { ...marines('shadow-masters', 'Vanguard Spearhead', 'Shadow Masters', '0bc2-634e-53c5-9d03'), ...SHADOW },
  { ...marines('masters-of-shadow', 'Shadowmark Talon', 'Masters of Shadow', '1869-3566-2284-e685'), ...SHADOW },
  {
    ...marines('vowed-target', 'Inner Circle Task Force', 'Vowed Target', 'faf6-7377-c475-6b73'),
    summary: 'DEATHWING INFANTRY attacks against a unit within range of a Vowed objective marker (--target-on-objective): +1 to the Wound roll',
    attacker: { when: { attackerAllKeywords: ['DEATHWING', 'INFANTRY'], targetOnObjective: true }, adjust: { wound: [['Vowed Target', 1]] } },
  },
  {
    ...marines('divination-discipline', 'Librarius Conclave', 'Psychic Disciplines', '2411-57fb-be70-86dd', 'Divination Discipline'),
    summary: 'Psychic Discipline, an ADEPTUS ASTARTES PSYKER unit: re-roll Hit rolls of 1 and Wound rolls of 1',
    attacker: { when: { attackerAllKeywords: [...ASTARTES, 'PSYKER'] }, adjust: REROLL_ONES },
  },
  {
    ...marines('pyromancy-discipline', 'Librarius Conclave', 'Psychic Disciplines', '2411-57fb-be70-86dd', 'Pyromancy Discipline'),
    summary: 'Psychic Discipline, an ADEPTUS ASTARTES PSYKER unit: ranged attacks against a unit within 12" (the player says so) improve AP by 1',
    attacker: { when: { attackerAllKeywords: [...ASTARTES, 'PSYKER'] }, weapons: { range: 'ranged' }, adjust: { ap: 1 } },
  },
  {
    ...marines('telekinesis-discipline', 'Librarius Conclave', 'Psychic Disciplines', '2411-57fb-be70-86dd', 'Telekinesis Discipline'),
    summary: 'Psychic Discipline, target (an ADEPTUS ASTARTES PSYKER unit): -1 to the Strength of ranged attacks',
    target: { when: { phase: 'ranged', targetAllKeywords: [...ASTARTES, 'PSYKER'] }, adjust: { strength: -1 } },
  },
  {
    ...marines('telepathy-discipline', 'Librarius Conclave', 'Psychic Disciplines', '2411-57fb-be70-86dd', 'Telepathy Discipline'),
    summary: 'Psychic Discipline, an ADEPTUS ASTARTES PSYKER unit: ignore modifiers to BS/WS and the Hit roll (the negative ones: the player may keep the rest)',
    attacker: { when: { attackerAllKeywords: [...ASTARTES, 'PSYKER'] }, adjust: { ignoreHitPenalties: true } },
  },
  {
    ...marines('rite-of-perfervid-wrath', 'Wrathful Procession', 'Wrathful Procession', '759e-8e05-2de3-5528', 'Rite of Perfervid Wrath'),
    summary: 'Litany, an ADEPTUS ASTARTES INFANTRY or MOUNTED unit: +1 Strength to melee weapons',
    attacker: { when: { attackerAllKeywords: ASTARTES, attackerKeywords: ['INFANTRY', 'MOUNTED'] }, weapons: { range: 'melee' }, adjust: { strength: 1 } },
  },
  {
    ...marines('chant-of-deathless-devotion', 'Wrathful Procession', 'Wrathful Procession', '759e-8e05-2de3-5528', 'Chant of Deathless Devotion'),
    summary: 'Litany, target (an ADEPTUS ASTARTES INFANTRY or MOUNTED unit): a 5+ invulnerable save against ranged attacks',
    target: { when: { phase: 'ranged', targetAllKeywords: ASTARTES, targetKeywords: ['INFANTRY', 'MOUNTED'] }, defence: { invulnerable: 5 } },
  },
  {
    ...marines('carmine-wrath', 'Angelic Inheritors', 'Legacy of the Angel', 'fe54-db84-ea4e-a5be', 'Carmine Wrath'),
    summary: 'Angelic Legacy, an ADEPTUS ASTARTES CHARACTER unit: re-roll Hit rolls of 1 and Wound rolls of 1',
    attacker: { when: { attackerAllKeywords: [...ASTARTES, 'CHARACTER'] }, adjust: REROLL_ONES },
  },
  {
    ...marines('packs-quarry', 'Saga of the Hunter', "Pack's Quarry", '8a9f-c3a2-2102-25d0'),
    summary: 'SPACE WOLVES melee attacks against a unit engaged with other ADEPTUS ASTARTES or outnumbered (the player says so): +1 to the Hit roll',
    attacker: { when: { attackerKeywords: ['SPACE WOLVES'] }, weapons: { range: 'melee' }, adjust: { hit: [["Pack's Quarry", 1]] } },
  },
  {
    ...marines('packs-quarry-saga', 'Saga of the Hunter', "Pack's Quarry", '8a9f-c3a2-2102-25d0', "Pack's Quarry (Saga completed)"),
    summary: "as packs-quarry, the Saga of the Hunter completed: +1 to the Hit roll and +1 to the Wound roll",
    attacker: { when: { attackerKeywords: ['SPACE WOLVES'] }, weapons: { range: 'melee' }, adjust: { hit: [["Pack's Quarry", 1]], wound: [["Pack's Quarry", 1]] } },
  },
  {
    ...marines('heroes-all', 'Saga of the Bold', 'Heroes All', '29e9-7df4-5d59-24ce', 'Heroes All (Saga completed)'),
    summary: 'the Saga of the Bold completed, an ADEPTUS ASTARTES unit: re-roll one Hit roll, one Wound roll and one Damage roll',
    attacker: { when: ASTARTES_UNIT, oneRollAnyWeapon: true, oneRolls: HIT_WOUND_DAMAGE },
  },
  {
    ...marines('heroes-all-character', 'Saga of the Bold', 'Heroes All', '29e9-7df4-5d59-24ce', 'Heroes All (Space Wolves Character)'),
    summary: 'the Saga not completed, a SPACE WOLVES CHARACTER unit: re-roll one Hit roll, one Wound roll or one Damage roll',
    attacker: { when: { attackerAllKeywords: ['SPACE WOLVES', 'CHARACTER'] }, oneRollIsChoice: true, oneRollAnyWeapon: true, oneRolls: HIT_WOUND_DAMAGE },
  },
  {
    ...marines('legendary-slayers', 'Saga of the Beastslayer', 'Legendary Slayers', '9b1b-c1c9-2f94-c66f'),
    summary: 'ADEPTUS ASTARTES attacks against a CHARACTER, MONSTER or VEHICLE unit have [LETHAL HITS]',
    attacker: { when: { ...ASTARTES_UNIT, targetKeywords: ['CHARACTER', 'MONSTER', 'VEHICLE'] }, adjust: { abilities: [parseAbility('lethal hits')] } },
  },
  {
    ...marines('legendary-slayers-saga', 'Saga of the Beastslayer', 'Legendary Slayers', '9b1b-c1c9-2f94-c66f', 'Legendary Slayers (Saga completed)'),
    summary: 'the Saga of the Beastslayer completed: ADEPTUS ASTARTES attacks have [LETHAL HITS] against any unit',
    attacker: { when: ASTARTES_UNIT, adjust: { abilities: [parseAbility('lethal hits')] } },
  },
  {
    ...marines('shock-and-awe', 'Godhammer Assault Force', 'Shock and Awe', '1f6a-184a-3834-b6c0'),
    summary: 'an ADEPTUS ASTARTES unit that disembarked from a TRANSPORT this turn (the player says so): +1 to the Hit roll of melee attacks',
    attacker: { when: ASTARTES_UNIT, weapons: { range: 'melee' }, adjust: { hit: [['Shock and Awe', 1]] } },
  },
  {
    ...marines('hunters-eye', 'Saga of the Great Wolf', 'Master of Wolves', 'd02f-b1eb-9dcc-fd33', "Hunter's Eye"),
    summary: 'Hunting Pack, an ADEPTUS ASTARTES unit: +1 to the Hit roll of ranged attacks',
    attacker: { when: ASTARTES_UNIT, weapons: { range: 'ranged' }, adjust: { hit: [["Hunter's Eye", 1]] } },
  },
  {
    ...marines('ferocious-strike-lethal', 'Saga of the Great Wolf', 'Master of Wolves', 'd02f-b1eb-9dcc-fd33', 'Ferocious Strike (Lethal Hits)'),
    summary: 'Hunting Pack, an ADEPTUS ASTARTES unit selected to fight: its weapons have [LETHAL HITS] (or, the other choice, [SUSTAINED HITS 1])',
    attacker: { when: { ...ASTARTES_UNIT, phase: 'melee' }, adjust: { abilities: [parseAbility('lethal hits')] } },
  },
  {
    ...marines('ferocious-strike-sustained', 'Saga of the Great Wolf', 'Master of Wolves', 'd02f-b1eb-9dcc-fd33', 'Ferocious Strike (Sustained Hits)'),
    summary: 'Hunting Pack, an ADEPTUS ASTARTES unit selected to fight: its weapons have [SUSTAINED HITS 1]',
    attacker: { when: { ...ASTARTES_UNIT, phase: 'melee' }, adjust: { abilities: [parseAbility('sustained hits 1')] } },
  },
  {
    ...marines('maddened-ferocity', 'Rage-Cursed Onslaught', 'Maddened Ferocity', 'fb99-e1a1-e425-11ff'),
    summary: 'ADEPTUS ASTARTES melee attacks re-roll Wound rolls of 1; after a Charge move +1 Attacks to melee weapons (the +2 of a Battle-shocked unit is not modelled)',
    attacker: {
      when: ASTARTES_UNIT,
      weapons: { range: 'melee' },
      adjust: { rerollWounds: 'ones' },
      also: [{ when: { ...ASTARTES_UNIT, charged: true }, weapons: { range: 'melee' }, adjust: { attacks: 1 } }],
    },
  },
  {
    ...marines('interlocking-tactics', 'Bastion Task Force', 'Interlocking Tactics', '2c5b-d730-52b2-fe88'),
    summary: 'ADEPTUS ASTARTES attacks against an auspex scanned unit (the player says so): re-roll Hit rolls of 1',
    attacker: { when: ASTARTES_UNIT, adjust: { rerollHits: 'ones' } },
  },
  {
    ...marines('rapid-drop-deployment', 'Orbital Assault Force', 'Rapid-drop Deployment', '5c5c-0ca2-874b-451a'),
    summary: 'ADEPTUS ASTARTES models set up on the battlefield this turn (the player says so): re-roll Wound rolls of 1',
    attacker: { when: ASTARTES_UNIT, adjust: { rerollWounds: 'ones' } },
  },
  {
    ...marines('rapid-drop-deployment-drop-pod', 'Orbital Assault Force', 'Rapid-drop Deployment', '5c5c-0ca2-874b-451a', 'Rapid-drop Deployment (Drop Pod)'),
    summary: 'ADEPTUS ASTARTES models that disembarked from a Drop Pod this turn: re-roll Hit rolls of 1 and Wound rolls of 1',
    attacker: { when: ASTARTES_UNIT, adjust: REROLL_ONES },
  },
  {
    ...marines('oath-of-reclamation', 'Reclamation Force', 'Oath of Reclamation', 'f539-0cec-c194-bb74'),
    summary:
      'ADEPTUS ASTARTES melee attacks against a unit within range of an objective marker (--target-on-objective) improve AP by 1; ' +
      'target (ADEPTUS ASTARTES, on an objective marker you controlled at the start of the phase): -1 to the Wound roll of attacks whose Strength is above its Toughness, or of every attack if TITUS',
    attacker: { when: { ...ASTARTES_UNIT, targetOnObjective: true }, weapons: { range: 'melee' }, adjust: { ap: 1 } },
    target: {
      when: { targetKeywords: ASTARTES, targetNotKeywords: ['TITUS'], targetOnObjective: true },
      adjust: strongerThanToughness('Oath of Reclamation'),
      also: [{ when: { targetAllKeywords: [...ASTARTES, 'TITUS'], targetOnObjective: true }, adjust: { wound: [['Oath of Reclamation', -1]] } }],
    },
  },
  {
    ...marines('dutiful-tenacity', 'Wrath of the Rock', 'Dutiful Tenacity', '8c2e-cb8c-57b1-729f'),
    summary: "target (an ADEPTUS ASTARTES INFANTRY or MOUNTED unit): -1 to the Wound roll of attacks whose Strength is above the unit's Toughness",
    target: { when: { targetAllKeywords: ASTARTES, targetKeywords: ['INFANTRY', 'MOUNTED'] }, adjust: strongerThanToughness('Dutiful Tenacity') },
  },
  {
    ...marines('purge-and-sanctify', 'Vindication Task Force', 'Purge and Sanctify', '16a0-2c74-41d0-cc5f'),
    summary: "target (an ANCIENT unit within range of an objective marker, --target-on-objective): -1 to the Wound roll of attacks whose Strength is above its Toughness",
    target: { when: { targetKeywords: ['ANCIENT'], targetOnObjective: true }, adjust: strongerThanToughness('Purge and Sanctify') },
  },
  {
    ...marines('adaptive-defence', 'Ceramite Sentinels', 'Adaptive Defence', '505c-7ce2-155c-682c'),
    summary: 'an ADEPTUS ASTARTES unit within a terrain feature (the player says so): re-roll Hit rolls of 1 and Wound rolls of 1',
    attacker: { when: ASTARTES_UNIT, adjust: REROLL_ONES },
  },
  {
    ...marines('target-sighted', 'Headhunter Task Force', 'Target Sighted', '6f1b-5e9c-ff8c-4704'),
    summary: 'a Tank Ace (an ADEPTUS ASTARTES VEHICLE, not a WALKER, DROP POD, FORTIFICATION or FLY unit) in your Shooting phase, not having Advanced: re-roll the Damage roll',
    attacker: {
      when: { phase: 'ranged', shootingPhase: true, attackerAllKeywords: [...ASTARTES, 'VEHICLE'], attackerNotKeywords: ['WALKER', 'DROP POD', 'FORTIFICATION', 'FLY'] },
      adjust: { rerollDamageAny: true },
    },
  },
]);
