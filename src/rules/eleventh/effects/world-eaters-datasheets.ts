/**
 * The World Eaters' datasheet abilities whose texts are in hand (RULINGS 10; BSData wh40k-11e "Chaos - World
 * Eaters.json", by entry id) and that change attacks: auras for other units (the Eightbound's Beacons of Rage, a
 * unit file may carry it), and a unit's own abilities, for units whose file lists them.
 */
import type { Effect } from './types.js';
import { rule, source } from './world-eaters.js';

const BEACONS = 'While a friendly World Eaters unit is within 6" of this unit, each time a model in that unit makes a melee attack that targets a unit (excluding Monsters and Vehicles), add 1 to the Hit roll. If that attack targets a unit that is Below Half-strength, add 1 to the Wound roll as well.';
const beaconsWhen = { phase: 'melee', attackerKeywords: ['WORLD EATERS'], targetNotKeywords: ['MONSTER', 'VEHICLE'] } as const;

export const DATASHEETS: readonly Effect[] = [
  rule('datasheet ability', 'Eightbound', {
    id: 'beacons-of-rage',
    name: 'Beacons of Rage (Aura)',
    source: source('3070-b510-7093-db8f', BEACONS),
    side: 'attacker',
    summary: 'a WORLD EATERS unit within 6" of Eightbound: +1 to melee Hit rolls against a unit that is not a MONSTER or VEHICLE',
    when: beaconsWhen,
    change: { modifiers: { hit: 1 } },
  }),
  rule('datasheet ability', 'Eightbound', {
    id: 'beacons-of-rage-below-half',
    name: 'Beacons of Rage (Aura), target Below Half-strength',
    source: source('3070-b510-7093-db8f', BEACONS),
    side: 'attacker',
    summary: 'as beacons-of-rage, the target Below Half-strength: +1 to the Wound rolls as well',
    when: beaconsWhen,
    change: { modifiers: { hit: 1, wound: 1 } },
    replaces: 'beacons-of-rage',
    asserts: 'the target is Below Half-strength',
  }),
];

/** A unit's own datasheet ability: only for a unit whose file lists it (its `abilities:`). */
const own = (from: string, e: Omit<Effect, 'faction' | 'kind' | 'from' | 'side'> & { when?: Effect['when'] }): Effect =>
  rule('datasheet ability', from, { ...e, side: 'attacker', when: { ...e.when, attackerAbility: e.name } });
const CLOSEST = 'the attack targets the closest eligible target';

/** "ranged attacks that target the closest eligible target (within X) can re-roll the Hit roll": the player says the target is. */
const closest = (from: string, id: string, name: string, entry: string, text: string, within: string): Effect =>
  own(from, {
    id,
    name,
    source: source(entry, text),
    summary: `ranged attacks at the closest eligible target${within}: re-roll the Hit roll (failed ones)`,
    when: { phase: 'ranged' },
    change: { modifiers: { rerollHits: 'failed' } },
    asserts: `${CLOSEST}${within}`,
  });

export const OWN_ABILITIES: readonly Effect[] = [
  own('Exalted Eightbound', {
    id: 'rend-and-tear',
    name: 'Rend and Tear',
    source: source('6dfe-fb8a-bb6b-fd88', 'Each time a model in this unit makes a melee attack that targets a Monster or Vehicle unit, until the end of the phase, improve the Damage characteristic of that attack by 1.'),
    summary: 'melee attacks at a MONSTER or VEHICLE unit: +1 Damage',
    when: { phase: 'melee', targetKeywords: ['MONSTER', 'VEHICLE'] },
    change: { weapons: { damage: 1 } },
  }),
  own('Khârn the Betrayer', {
    id: 'legendary-killer',
    name: 'Legendary Killer',
    source: source('bf3d-552f-3273-5bad', 'While this model is leading a unit, each time a model in that unit makes a melee attack, re-roll a Hit roll of 1 and re-roll a Wound roll of 1.'),
    summary: "while Khârn leads the unit (khorne berzerkers+kharn): its melee attacks re-roll Hit rolls of 1 and Wound rolls of 1",
    when: { phase: 'melee', leading: 'Khârn the Betrayer' },
    change: { modifiers: { rerollHits: 'ones', rerollWounds: 'ones' } },
  }),
  own('Master of Executions', {
    id: 'a-worthy-skull',
    name: 'A Worthy Skull',
    source: source('4f7f-4559-76e4-b73a', 'Each time this model makes a melee attack that targets a Character unit, you can re-roll the Hit roll and you can re-roll the Wound roll.'),
    summary: 'melee attacks at a CHARACTER unit: re-roll the Hit roll and the Wound roll (failed ones)',
    when: { phase: 'melee', targetKeywords: ['CHARACTER'] },
    change: { modifiers: { rerollHits: 'failed', rerollWounds: 'failed' } },
  }),
  closest('Chaos Terminators', 'bloody-fury', 'Bloody Fury', 'cabc-c518-5262-d65e', "This unit's ranged attacks that target the closest eligible target can re-roll hit rolls.", ''),
  closest('Forgefiend', 'furious-onslaught', 'Furious Onslaught', 'd4f7-face-042b-a10d', 'Each time this model makes a ranged attack that targets the closest eligible target within 18", you can re-roll the Hit roll.', ' within 18"'),
  own('Heldrake', {
    id: 'airborne-predator',
    name: 'Airborne Predator',
    source: source('3ebe-135b-8cb0-76f5', 'Each time this model makes an attack that targets a unit that can Fly, add 1 to the Hit roll.'),
    summary: 'attacks at a FLY unit: +1 to hit',
    when: { targetKeywords: ['FLY'] },
    change: { modifiers: { hit: 1 } },
  }),
];

const legions = (from: string, id: string, name: string, entry: string, text: string, summary: string, change: Effect['change']): Effect =>
  rule('datasheet ability', from, {
    id,
    name,
    source: source(entry, text),
    side: 'attacker',
    summary,
    when: { phase: 'melee', attackerKeywords: ['BLOOD LEGIONS'] },
    change,
    asserts: 'the unit is within 6" of the model with the aura',
  });

export const AURAS: readonly Effect[] = [
  legions('Skarbrand', 'rage-embodied', 'Rage Embodied (Aura)', '727c-b62e-0603-2f54', 'While a friendly Blood Legions unit is within 6" of this model, add 1 to the Attacks characteristic of melee weapons equipped by models in that unit.', 'a BLOOD LEGIONS unit: +1 Attacks to its melee weapons', { weapons: { attacks: 1 } }),
  legions('Bloodthirster', 'daemon-lord-of-khorne', 'Daemon Lord of Khorne (Aura)', '03a9-d9fd-9407-779c', 'While a friendly Blood Legions unit is within 6" of this model, each time a model in that unit makes a melee attack, add 1 to the Hit roll.', 'a BLOOD LEGIONS unit: +1 to melee Hit rolls', { modifiers: { hit: 1 } }),
];
