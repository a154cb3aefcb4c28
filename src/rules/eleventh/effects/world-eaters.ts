/**
 * The World Eaters' 11th-edition rules whose texts are in hand (RULINGS 10): BSData wh40k-11e "Chaos - World
 * Eaters.json" (commit 54c189f4), each cited by its entry id. The army rule's Blessings of Khorne, each its own
 * effect (the Blessings of Khorne roll is the player's: naming one says it was activated); Wrath of Khorne
 * (Vessels of Wrath); the detachments' rules and enhancements (the datasheets' abilities: world-eaters-datasheets.ts).
 * Rules that change no attack, or that the engine has no model for, are listed with `change` absent and the reason.
 */
import { parseAbility } from '../profiles/abilities.js';
import type { Effect, EffectKind, EffectSource } from './types.js';

const FILE = 'Chaos - World Eaters.json';
export const source = (entry: string, text: string): EffectSource => ({ file: FILE, entry, text });
const WE = { faction: 'World Eaters' } as const;

/** 'Blessings of Khorne' (e68b-b42f-6f7c-4670): "each Blessing of Khorne applies to all units from your army with this ability". */
const BLESSED = 'Blessings of Khorne';
const ROLLED = 'the Blessings of Khorne roll activated it this battle round (the player\'s roll: naming it says so)';
const blessing = (id: string, name: string, entry: string, text: string, rest: Partial<Effect> & Pick<Effect, 'summary'>): Effect => ({
  id,
  name,
  ...WE,
  kind: 'Blessing of Khorne' as EffectKind,
  from: 'Blessings of Khorne',
  source: source(entry, text),
  side: 'attacker',
  asserts: ROLLED,
  ...rest,
});
const melee = { phase: 'melee', attackerAbility: BLESSED } as const;
const MELEE_ONLY = 'changes no attack';

export const BLESSINGS: readonly Effect[] = [
  blessing('unbridled-bloodlust', 'Unbridled Bloodlust', '51f5-e7af-9e0f-b904', 'Roll: Double 1+ | Effect: This unit has +1 to charge rolls.', { summary: `+1 to charge rolls: ${MELEE_ONLY}` }),
  blessing('rage-fuelled-invigoration', 'Rage-fuelled Invigoration', '4ba4-2d3a-a3b2-2a0c', 'Roll: Double 2+ | Effect: Each time a model in this unit makes a Pile-In or Consolidation move, it can move up to 6" instead of up to 3".', { summary: `6" Pile-In and Consolidation moves: ${MELEE_ONLY}` }),
  blessing('death-to-cowards', 'Death To Cowards', 'f23a-0b72-1e57-53c4', 'Roll: Double 3+ | Effect: Each time an enemy unit (excluding Monsters and Vehicles) within Engagement Range of one or more units from your army with this ability is selected to Fall Back, models in that enemy unit must take Desperate Escape tests.', { summary: `Desperate Escape tests on Falling Back: ${MELEE_ONLY}` }),
  blessing('total-carnage', 'Total Carnage', 'a2db-113d-0cc8-8d7d', 'Roll: Double 3+ | Effect: Each time a model in this unit is destroyed by a melee attack, if it has not fought this phase, roll one D6: on a 4+, do not remove it from play. The destroyed model can fight after the attacking model\'s unit has finished making its attacks, and is then removed from play.', { side: 'target', summary: 'destroyed models fight back on a 4+: 11th edition has no fight-back model yet' }),
  blessing('blistering-fury', 'Blistering Fury', 'd46f-8e73-ab0e-91b0', 'Roll: Double 4+ | Effect: Each time this unit ends a Charge move, select one enemy unit within Engagement Range of it, then roll one D6 for each model in this unit that is within Engagement Range of that enemy unit: for each 5+, that enemy unit suffers 1 mortal wound (to a maximum of 6 mortal wounds).', { summary: 'mortal wounds at the end of a Charge move, before the attacks: 11th edition has no such action yet' }),
  blessing('blood-soaked-nightmares', 'Blood-soaked Nightmares', 'a8d3-95e9-0b4b-f080', 'Roll: Double 4+ | Effect: At the start of each player\'s Command phase, each enemy unit that is within Engagement Range of one or more units with this ability must take a Battle-shock test.', { summary: `Battle-shock tests: ${MELEE_ONLY}` }),
  blessing('martial-excellence', 'Martial Excellence', '35da-066e-5d34-b312', 'Roll: Double 4+ or Triple 1+ | Effect: Melee weapons equipped by models in this unit have the [SUSTAINED HITS 1] ability.', {
    summary: 'melee weapons gain [SUSTAINED HITS 1]',
    when: melee,
    change: { weapons: { abilities: [parseAbility('sustained hits 1')] } },
  }),
  blessing('bloodthirst', 'Bloodthirst', 'ad61-03a2-83ba-de85', 'Roll: Double 5+ | Effect: Add 2" to the Move characteristic of models in this unit.', { summary: `+2" Move: ${MELEE_ONLY}` }),
  blessing('savage-guidance', 'Savage Guidance', '846e-6aae-d69e-f7b0', 'Roll: Double 5+ | Effect: Improve the Weapon Skill characteristic of melee weapons equipped by models in this unit by 1.', {
    summary: 'melee weapons: WS improved by 1 (3+ becomes 2+; a characteristic, outside the hit-roll cap)',
    when: melee,
    change: { modifiers: { skill: 1 } },
  }),
  blessing('warp-blades', 'Warp Blades', 'fbfe-9079-46e0-0cbf', 'Roll: Double 5+ or Triple 2+ | Effect: Melee weapons equipped by models in this unit have the [LETHAL HITS] ability.', {
    summary: 'melee weapons gain [LETHAL HITS]',
    when: melee,
    change: { weapons: { abilities: [parseAbility('lethal hits')] } },
  }),
  blessing('cleaving-blows', 'Cleaving Blows', 'b9a1-ded0-e94b-ad11', 'Roll: Double 6+ | Effect: Improve the Armour Penetration characteristic of melee weapons equipped by models in this unit by 1.', {
    summary: 'melee weapons: AP improved by 1',
    when: melee,
    change: { weapons: { ap: 1 } },
  }),
  blessing('decapitating-strikes', 'Decapitating Strikes', '3444-f024-bee5-e731', 'Roll: Double 6+ or Triple 3+ | Effect: Each time a model in this unit makes a melee attack that targets an Infantry unit, that attack has the [DEVASTATING WOUNDS] ability.', {
    summary: 'melee attacks at an INFANTRY unit gain [DEVASTATING WOUNDS]',
    when: { ...melee, targetKeywords: ['INFANTRY'] },
    change: { weapons: { abilities: [parseAbility('devastating wounds')] } },
  }),
];

export const rule = (kind: EffectKind, from: string, e: Omit<Effect, 'faction' | 'kind' | 'from'>): Effect => ({ ...WE, kind, from, ...e });
const WRATH_TEXT = "When a friendly WORLD EATERS CHARACTER unit (excluding EPIC HERO units) is selected to fight, that unit's CHARACTER models' melee attacks can have: [CLEAVE 1]. Or: +1 AP.";
const wrathWhen = { phase: 'melee', attackerAllKeywords: ['WORLD EATERS', 'CHARACTER'], attackerNotKeywords: ['EPIC HERO'] } as const;
const ONE_MODEL = 'the bearer: exact only for a target of one model';

export const DETACHMENTS: readonly Effect[] = [
  rule('detachment rule', 'Vessels of Wrath', {
    id: 'wrath-of-khorne-cleave',
    name: 'Wrath of Khorne: [CLEAVE 1]',
    source: source('269f-6b39-4a8e-0872', WRATH_TEXT),
    side: 'attacker',
    summary: "a WORLD EATERS CHARACTER unit (not EPIC HERO): its CHARACTER models' melee weapons gain [CLEAVE 1]",
    when: wrathWhen,
    change: { scope: { characterModels: true }, weapons: { abilities: [parseAbility('cleave 1')] } },
    excludes: ['wrath-of-khorne-ap'],
    asserts: 'the player chose [CLEAVE 1] when the unit was selected to fight',
  }),
  rule('detachment rule', 'Vessels of Wrath', {
    id: 'wrath-of-khorne-ap',
    name: 'Wrath of Khorne: +1 AP',
    source: source('269f-6b39-4a8e-0872', WRATH_TEXT),
    side: 'attacker',
    summary: "a WORLD EATERS CHARACTER unit (not EPIC HERO): its CHARACTER models' melee weapons' AP improved by 1",
    when: wrathWhen,
    change: { scope: { characterModels: true }, weapons: { ap: 1 } },
    excludes: ['wrath-of-khorne-cleave'],
    asserts: 'the player chose +1 AP when the unit was selected to fight',
  }),
  rule('detachment rule', 'Berzerker Warband', {
    id: 'relentless-rage',
    name: 'Relentless Rage',
    source: source('5fc9-9ee8-8657-65b6', 'Each time a World Eaters unit from your army makes a Charge move, until the end of the turn, add 1 to the Attacks characteristic and add 2 to the Strength characteristic of melee weapons equipped by models in that unit.'),
    side: 'attacker',
    summary: 'a WORLD EATERS unit that charged: +1 Attacks and +2 Strength to its melee weapons',
    when: { phase: 'melee', charged: true, attackerKeywords: ['WORLD EATERS'] },
    change: { weapons: { attacks: 1, strength: 2 } },
  }),
  rule('detachment rule', 'Goretrack Onslaught', {
    id: 'rush-to-the-fray',
    name: 'Rush to the Fray',
    source: source('2b4b-2f29-7f3f-e161', "Each time a World Eaters unit from your army disembarks from a Transport, until then end of the turn, add 1 to Charge rolls made for that unit and that unit's melee weapons have the [Lance] ability."),
    side: 'attacker',
    summary: 'a WORLD EATERS unit that disembarked this turn: melee weapons gain [LANCE] (it acts when the unit charged)',
    when: { phase: 'melee', attackerKeywords: ['WORLD EATERS'] },
    change: { weapons: { abilities: [parseAbility('lance')] } },
    asserts: 'the unit disembarked from a Transport this turn',
  }),
  rule('detachment rule', 'Cult of Blood', {
    id: 'idol-of-infinite-rage',
    name: 'Idol of Infinite Rage (Aura)',
    source: source('a16e-406b-5111-da3f', 'While a friendly Jakhals or Goremongers unit is within 6" of this model (or within 9" if this model is Titanic), each time a model in that unit makes an attack, add 1 to the Hit roll and add 1 to the Wound roll.'),
    side: 'attacker',
    summary: 'a JAKHALS or GOREMONGERS unit: +1 to Hit and Wound rolls',
    when: { attackerKeywords: ['JAKHALS', 'GOREMONGERS'] },
    change: { modifiers: { hit: 1, wound: 1 } },
    asserts: "the Idol was selected this Command phase and the unit is within the aura's range",
  }),
  rule('detachment rule', 'Cult of Blood', {
    id: 'idol-of-blessed-blood',
    name: 'Idol of Blessed Blood (Aura)',
    source: source('a16e-406b-5111-da3f', 'While a friendly Jakhals or Goremongers unit is within 6" of this model (or within 9" if this model is Titanic), models in that unit have a 4+ invulnerable save.'),
    side: 'target',
    summary: 'target (a JAKHALS or GOREMONGERS unit): a 4+ invulnerable save',
    when: { targetKeywords: ['JAKHALS', 'GOREMONGERS'] },
    change: { defence: { InSv: 4 } },
    asserts: "the Idol was selected this Command phase and the unit is within the aura's range",
  }),
  rule('detachment rule', 'Khorne Daemonkin', {
    id: 'enraged-abjuration',
    name: 'Blood Tithe: Enraged Abjuration',
    source: source('ece7-477d-069f-b782', 'Blood Legions and World Eaters models from your army have the Feel No Pain 5+ ability against Psychic Attacks and mortal wounds.'),
    side: 'target',
    summary: 'target (BLOOD LEGIONS or WORLD EATERS): Feel No Pain 5+ against mortal wounds (against Psychic Attacks: not modelled)',
    when: { targetKeywords: ['BLOOD LEGIONS', 'WORLD EATERS'] },
    change: { defence: { mortalFeelNoPain: 5 } },
    asserts: '2 Blood Tithe points were spent on it; its Feel No Pain against Psychic Attacks is not modelled',
  }),
  rule('detachment rule', 'Khorne Daemonkin', {
    id: 'daemonic-rage',
    name: 'Blood Tithe: Daemonic Rage',
    source: source('ece7-477d-069f-b782', 'Melee weapons equipped by Blood Legions units from your army have the [Lance] ability.'),
    side: 'attacker',
    summary: 'a BLOOD LEGIONS unit: melee weapons gain [LANCE]',
    when: { phase: 'melee', attackerKeywords: ['BLOOD LEGIONS'] },
    change: { weapons: { abilities: [parseAbility('lance')] } },
    asserts: '3 Blood Tithe points were spent on it',
  }),
  rule('detachment rule', 'Khorne Daemonkin', {
    id: 'boon-of-blood',
    name: 'Blood Tithe: Boon of Blood',
    source: source('ece7-477d-069f-b782', 'Blood Legions units from your army have a 4+ invulnerable save.'),
    side: 'target',
    summary: 'target (a BLOOD LEGIONS unit): a 4+ invulnerable save',
    when: { targetKeywords: ['BLOOD LEGIONS'] },
    change: { defence: { InSv: 4 } },
    asserts: '4 Blood Tithe points were spent on it',
  }),
];

export const ENHANCEMENTS: readonly Effect[] = [
  rule('enhancement', 'Enhancements', {
    id: 'berzerker-glaive',
    name: 'Berzerker Glaive',
    source: source('7c39-79a3-1f05-dae0', 'Add 1 to the Attacks and Damage characteristics of melee weapons (excluding Extra Attacks weapons) equipped by the bearer.'),
    side: 'attacker',
    summary: "the bearer (the unit's CHARACTER model): +1 Attacks and +1 Damage to its melee weapons but [EXTRA ATTACKS] ones",
    when: { phase: 'melee', attackerOneCharacter: true },
    change: { scope: { characterModels: true, notAbility: 'extra attacks' }, weapons: { attacks: 1, damage: 1 } },
  }),
  rule('enhancement', 'Enhancements', {
    id: 'blade-of-endless-bloodshed',
    name: 'Blade of Endless Bloodshed',
    source: source('eaa0-009a-7cd2-91fe', "Add 1 to the Attacks, Strength and Damage characteristics of the bearer's melee weapons."),
    side: 'attacker',
    summary: "the bearer (the unit's CHARACTER model): +1 Attacks, Strength and Damage to its melee weapons",
    when: { phase: 'melee', attackerOneCharacter: true },
    change: { scope: { characterModels: true }, weapons: { attacks: 1, strength: 1, damage: 1 } },
  }),
  rule('enhancement', 'Enhancements', {
    id: 'frenzied-focus',
    name: 'Frenzied Focus',
    source: source('a6d2-c5ec-a163-159e', "Each time a model in the bearer's unit makes an attack, a Critical Hit is scored on an unmodified Hit roll of 5+, instead of only a 6."),
    side: 'attacker',
    summary: "the bearer's unit: Critical Hits on an unmodified 5+",
    change: { modifiers: { critHit: 5 } },
  }),
  rule('enhancement', 'Enhancements', {
    id: 'helm-of-brazen-ire',
    name: 'Helm of Brazen Ire',
    source: source('d3de-dea9-ed71-fb84', 'Each time an attack is allocated to the bearer, subtract 1 from the Damage characteristic of that attack.'),
    side: 'target',
    summary: `target, ${ONE_MODEL}: -1 to the Damage of attacks allocated to it (never Devastating Wounds: RULINGS 3)`,
    when: { targetOneModel: true },
    change: { defence: { damageReduction: 1 } },
  }),
  rule('enhancement', 'Enhancements', {
    id: 'brazen-form',
    name: 'Brazen Form',
    source: source('5c4c-7d0c-a725-865b', "Add 1 to the bearer's Toughness characteristic and the bearer has the Feel No Pain 5+ ability."),
    side: 'target',
    summary: `target, ${ONE_MODEL}: +1 Toughness and Feel No Pain 5+`,
    when: { targetOneModel: true },
    change: { defence: { toughness: 1, feelNoPain: 5 } },
  }),
  rule('enhancement', 'Enhancements', {
    id: 'blood-forged-armour',
    name: 'Blood-forged Armour',
    source: source('625a-6240-a85b-86db', 'The bearer has a Save characteristic of 2+.'),
    side: 'target',
    summary: `target, ${ONE_MODEL}: Save 2+`,
    when: { targetOneModel: true },
    change: { defence: { Sv: 2 } },
  }),
  rule('enhancement', 'Enhancements', {
    id: 'unleash-hell',
    name: 'Unleash Hell',
    source: source('3f72-66e9-bdce-7448', 'Until the start of your next turn, that enemy unit is suppressed. While a unit is suppressed, each time a model in that unit makes an attack, subtract 1 from the Hit roll.'),
    side: 'target',
    summary: "target's player: the attacking unit is suppressed, -1 to its Hit rolls",
    change: { modifiers: { hit: -1 } },
    asserts: 'the attacking unit was hit by the selected VEHICLE model and is suppressed',
  }),
];
