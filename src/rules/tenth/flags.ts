/**
 * 10th edition's matchup options (rules/flags.ts): the flags of calc, compare, need, roster and turn, in
 * --help's order, with the values each takes (issue 26 section 4's bounds). `simulate`, `seed` and
 * `targetLoadout` are options of some commands only (calc's and turn's own flags), listed in
 * TENTH_COMMAND_FIELDS so that scripts read them in the same words.
 */
import { SIMULATION_FIELDS, type Field, type Flag } from '../flags.js';

const whole = (min: number, max: number): Field => ({ kind: 'whole', min, max });
const switchField: Field = { kind: 'switch' };
const mod: Field = whole(-6, 6);
const effects: Field = { kind: 'names', effects: true };
const names: Field = { kind: 'names' };

export const TENTH_FLAGS = [
  { key: 'charged', flag: '--charged', description: 'the attacking unit made a Charge move (Lance; melee by default)', field: switchField },
  { key: 'stationary', flag: '--stationary', description: 'the attacking unit Remained Stationary (Heavy)', field: switchField },
  { key: 'halfRange', flag: '--half-range', description: 'target within half range (Rapid Fire, Melta)', field: switchField },
  { key: 'cover', flag: '--cover', description: 'target has the Benefit of Cover (ranged attacks)', field: switchField },
  { key: 'indirect', flag: '--indirect', description: 'no target model visible: only Indirect Fire weapons, -1 to hit, 1-3 fail, cover', field: switchField },
  { key: 'models', flag: '--models <n>', description: 'attacking models', field: whole(1, 100) },
  { key: 'targetModels', flag: '--target-models <n>', description: 'models in the target unit', field: whole(1, 200) },
  { key: 'targetWounded', flag: '--target-wounded <n>', description: 'one model of the target has already lost N wounds (it takes the next attack)', field: whole(0, 99) },
  { key: 'targetWoundedModel', flag: '--target-wounded-model <name>', description: 'which model is wounded (a model name; default: the first the allocation order takes)', field: { kind: 'name' }, vary: false },
  { key: 'attackerWounded', flag: '--attacker-wounded <n>', description: "one model of the attacker has already lost N wounds (read by a datasheet's damaged profile)", field: whole(0, 99) },
  { key: 'attacksMod', flag: '--attacks-mod <n>', description: 'added to the Attacks of every weapon (never below 1)', field: whole(-20, 20) },
  { key: 'hitMod', flag: '--hit-mod <n>', description: 'modifier to Hit rolls (clamped to +1/-1 with the others)', field: mod },
  { key: 'woundMod', flag: '--wound-mod <n>', description: 'modifier to Wound rolls (clamped to +1/-1 with the others)', field: mod },
  { key: 'saveMod', flag: '--save-mod <n>', description: 'modifier to armour saving throws (improvement capped at +1)', field: mod },
  { key: 'strengthMod', flag: '--strength-mod <n>', description: 'added to the Strength of every weapon (never below 1)', field: whole(-20, 20) },
  { key: 'apMod', flag: '--ap-mod <n>', description: 'improves AP: 1 makes AP -1 into AP -2, -1 makes it AP 0 (never worse than 0)', field: mod },
  { key: 'damageMod', flag: '--damage-mod <n>', description: 'added to Damage after halving (RULINGS 6); negative subtracts; never below 1', field: mod },
  { key: 'rerollHits', flag: '--reroll-hits <which>', description: 'ones | failed', field: { kind: 'choice', values: ['none', 'ones', 'failed'] } },
  { key: 'rerollWounds', flag: '--reroll-wounds <which>', description: 'ones | failed', field: { kind: 'choice', values: ['none', 'ones', 'failed'] } },
  { key: 'rerollDamage', flag: '--reroll-damage <which>', description: 'ones: re-roll a Damage roll of 1 | any: re-roll the whole Damage roll when a fresh roll is expected to do more', field: { kind: 'choice', values: ['none', 'ones', 'any'] } },
  { key: 'critHit', flag: '--crit-hit <n>', description: 'Critical Hits on an unmodified N+ (default 6)', field: { kind: 'd6' } },
  { key: 'critWound', flag: '--crit-wound <n>', description: 'Critical Wounds on an unmodified N+ (default 6)', field: { kind: 'd6' } },
  { key: 'melee', flag: '--melee', description: 'use melee weapons', field: switchField, conflicts: 'ranged', vary: false },
  { key: 'ranged', flag: '--ranged', description: 'use ranged weapons', field: switchField, conflicts: 'melee', vary: false },
  { key: 'wargear', flag: '--wargear <option>', description: "apply a wargear option from the attacker's profile (repeatable)", field: { kind: 'names', effects: false }, vary: true },
  { key: 'with', flag: '--with <effects>', description: "effects in play for the attacker's player, comma-separated (see `wh40k effects`)", field: effects },
  { key: 'targetWith', flag: '--target-with <effects>', description: "effects in play for the target's player, comma-separated", field: effects },
  { key: 'without', flag: '--without <effects>', description: 'leave out effects a unit carries in its profile (e.g. an aura)', field: effects },
  { key: 'targetBelowHalf', flag: '--target-below-half', description: 'the target unit is Below Half-strength', field: switchField },
  { key: 'targetOnObjective', flag: '--target-on-objective', description: 'the target unit is within range of an objective marker', field: switchField },
  { key: 'engaged', flag: '--engaged', description: 'the target is within Engagement Range of the attacking army: no Blast; -1 to hit a MONSTER or VEHICLE except with Pistols', field: switchField },
  { key: 'attackerEngaged', flag: '--attacker-engaged', description: 'the attacking unit is within Engagement Range of enemy units (effect big-guns-never-tire)', field: switchField },
  { key: 'fate', flag: '--fate <dice>', description: 'Fate dice: a pool like 6,6,2 (best use chosen) or a roll like wound:6; one per phase', field: { kind: 'fate' } },
  { key: 'targetFate', flag: '--target-fate <dice>', description: "the target's Fate die for a saving throw, e.g. save:6", field: { kind: 'fate' } },
  { key: 'leader', flag: '--leader <unit>', description: 'attach a Leader to the target (repeatable, at most two); or write TARGET+LEADER', field: names, vary: false },
  { key: 'allocation', flag: '--allocation <order>', description: 'which target models take attacks first: toughest-last | listed | precision', field: { kind: 'choice', values: ['toughest-last', 'listed', 'precision'] }, vary: false },
  { key: 'precision', flag: '--precision', description: 'attacks go to the Leaders first (as [PRECISION])', field: switchField, vary: false },
  { key: 'loadout', flag: '--loadout <name>', description: "a named loadout from the attacker's profile", field: { kind: 'name' }, vary: false },
  { key: 'profile', flag: '--profile <name>', description: 'the weapon or profile to use where a model has alternatives (repeatable; default: the best)', field: names, vary: false },
] as const satisfies readonly Flag[];

/** The option keys of 10th edition's flags and command fields. */
export type TenthOptionKey = (typeof TENTH_FLAGS)[number]['key'] | keyof typeof TENTH_COMMAND_FIELDS;

/** Options of some commands only (calc's and turn's own flags), with the values they take. */
export const TENTH_COMMAND_FIELDS = {
  targetLoadout: { kind: 'name' },
  ...SIMULATION_FIELDS,
} as const satisfies Record<string, Field>;
