/**
 * 11th edition's matchup options (rules/flags.ts): calc's, compare's, need's and --vary's flags under
 * `--ruleset 11th`, in --help's order, as plain descriptors. matchup.ts turns them into the engine's
 * Conditions and Modifiers (types.ts); the rules each stands for are cited there.
 */
import { SIMULATION_FIELDS, type Field, type Flag } from '../flags.js';

const switchField: Field = { kind: 'switch' };
const whole = (min: number, max: number): Field => ({ kind: 'whole', min, max });
const mod = whole(-6, 6);
const effects: Field = { kind: 'names', effects: true };
const reroll: Field = { kind: 'choice', values: ['none', 'ones', 'failed'] };

/** 11e 10.04-10.07 and 15.09: how a unit shoots. */
export const SHOOTING_TYPES = ['normal', 'assault', 'close-quarters', 'indirect', 'snap'] as const;

export const ELEVENTH_FLAGS = [
  { key: 'melee', flag: '--melee', description: 'the Fight phase: melee weapons', field: switchField, conflicts: 'ranged', vary: false },
  { key: 'ranged', flag: '--ranged', description: 'the Shooting phase: ranged weapons', field: switchField, conflicts: 'melee', vary: false },
  { key: 'charged', flag: '--charged', description: 'the attacking unit charged this turn (Lance; melee by default)', field: switchField },
  { key: 'halfRange', flag: '--half-range', description: 'the target is within half range (Melta, Rapid Fire)', field: switchField },
  { key: 'heavy', flag: '--heavy', description: "Heavy's condition: unengaged, not set up this turn, no model moved more than 3\" (+1 to hit)", field: switchField },
  { key: 'cover', flag: '--cover', description: 'the target has the Benefit of Cover: -1 BS to ranged attacks (11e 13.08)', field: switchField },
  { key: 'plunging', flag: '--plunging', description: 'plunging fire: +1 BS (11e 22.05)', field: switchField },
  { key: 'shooting', flag: '--shooting <type>', description: 'how the unit shoots: normal, assault, close-quarters, indirect or snap (Snap Shooting, Fire Overwatch)', field: { kind: 'choice', values: SHOOTING_TYPES } },
  { key: 'spotter', flag: '--spotter', description: 'indirect: the unit remained stationary and a friendly unit sees the target (only 1-3 fail)', field: switchField },
  { key: 'targetEngaged', flag: '--target-engaged', description: 'the target is a MONSTER or VEHICLE engaged with friendly units: -1 to hit, but close-quarters (11e 17.03)', field: switchField },
  { key: 'models', flag: '--models <n>', description: "attacking models (default: as its unit file lists them; the group with a min and max changes)", field: whole(1, 200) },
  { key: 'targetModels', flag: '--target-models <n>', description: "models in the target unit (default: as its unit file lists them)", field: whole(1, 200) },
  { key: 'attackerWounded', flag: '--attacker-wounded <n>', description: "one model of the attacker has already lost N wounds (Damaged X, 11e 24.39: -1 to its hit rolls at X or fewer left)", field: whole(0, 199) },
  { key: 'targetWounded', flag: '--target-wounded <n>', description: 'one model of the target has already lost N wounds (its group goes first: 11e 05.03)', field: whole(0, 199) },
  { key: 'groupOrder', flag: '--group-order <order>', description: "the defender's order of the target's allocation groups, their numbers as the output lists them, e.g. 2,1 (default: RULINGS 6)", field: { kind: 'name' }, vary: false },
  { key: 'profile', flag: '--profile <name>', description: 'the profile a model fires of a weapon with several, e.g. "Bolt rifle - saturation" (repeatable; default: the first its unit file lists)', field: { kind: 'names' }, vary: false },
  { key: 'lethalHits', flag: '--lethal-hits <choice>', description: 'use or decline Lethal Hits: use, decline, or per weapon "Bolt rifle=decline" (default: the better: RULINGS 5)', field: { kind: 'name' } },
  { key: 'with', flag: '--with <effects>', description: "effects in play for the attacker's player, comma-separated, e.g. warp-blades (`wh40k --ruleset 11th effects`)", field: effects },
  { key: 'targetWith', flag: '--target-with <effects>', description: "effects in play for the target's player, comma-separated", field: effects },
  { key: 'without', flag: '--without <effects>', description: 'leave out effects a unit carries in its file (e.g. an aura)', field: effects },
  { key: 'explosives', flag: '--explosives', description: 'the Explosives stratagem before the unit shoots: six D6, each 4+ one mortal wound (11e 15.05)', field: switchField },
  { key: 'crushingImpact', flag: '--crushing-impact', description: 'the Crushing Impact stratagem after the charge: T dice, each 5+ one mortal wound, each 1 one to the attacker (11e 15.06)', field: switchField },
  { key: 'commandReroll', flag: '--command-reroll', description: "the attacker's Command Re-roll on one hit, wound or Attacks roll, where it gains most (11e 15.02)", field: switchField },
  { key: 'targetCommandReroll', flag: '--target-command-reroll', description: "the defender's Command Re-roll on one save roll (11e 15.02)", field: switchField },
  { key: 'attacksMod', flag: '--attacks-mod <n>', description: 'added to the Attacks of every weapon (never below 1)', field: whole(-20, 20) },
  { key: 'bsMod', flag: '--bs-mod <n>', description: 'modifier to BS/WS, a characteristic: 1 makes 3+ into 2+ (not in the hit-roll cap; 2+ to 6+)', field: mod },
  { key: 'hitMod', flag: '--hit-mod <n>', description: 'modifier to hit rolls (capped at +1/-1 with the others)', field: mod },
  { key: 'woundMod', flag: '--wound-mod <n>', description: 'modifier to wound rolls (capped at +1/-1 with the others)', field: mod },
  { key: 'saveMod', flag: '--save-mod <n>', description: 'modifier to save rolls, against Sv and InSv (not capped: 11e 02.02.01)', field: mod },
  { key: 'strengthMod', flag: '--strength-mod <n>', description: 'added to the Strength of every weapon (never below 1)', field: whole(-20, 20) },
  { key: 'apMod', flag: '--ap-mod <n>', description: 'improves AP: 1 makes AP -1 into AP -2 (never worse than 0)', field: mod },
  { key: 'damageMod', flag: '--damage-mod <n>', description: 'added to Damage before halving (11e 02.02.01); never below 1', field: mod },
  { key: 'rerollHits', flag: '--reroll-hits <which>', description: 'ones | failed', field: reroll },
  { key: 'rerollWounds', flag: '--reroll-wounds <which>', description: 'ones | failed', field: reroll },
  { key: 'critHit', flag: '--crit-hit <n>', description: 'critical hits on an unmodified N+ (default 6; RULINGS 4)', field: { kind: 'd6' } },
  { key: 'critWound', flag: '--crit-wound <n>', description: 'critical wounds on an unmodified N+ (default 6; RULINGS 4)', field: { kind: 'd6' } },
] as const satisfies readonly Flag[];

export type EleventhOptionKey = (typeof ELEVENTH_FLAGS)[number]['key'];

/**
 * Options of calc only, declared by calc for every ruleset, a script's too but not a scenario file's: its seeded
 * cross-check (`--simulate RUNS --seed S`) and the batches' order (`--order "bolt pistol, bolt rifle"`: RULINGS 7).
 */
export const ELEVENTH_COMMAND_FIELDS = { ...SIMULATION_FIELDS, order: { kind: 'names' } } as const satisfies Record<string, Field>;

/** calc's own options: the simulator's runs and seed, the attacker's order of its batches (every weapon that attacks, named once). */
export interface EleventhCalcOptions extends EleventhOptions {
  readonly simulate?: number;
  readonly seed?: number;
  readonly order?: readonly string[];
}

/** The options of an 11th-edition matchup (calc, compare, need, run, scripts), by their flags' keys. */
export interface EleventhOptions {
  readonly melee?: boolean;
  readonly ranged?: boolean;
  readonly charged?: boolean;
  readonly halfRange?: boolean;
  readonly heavy?: boolean;
  readonly cover?: boolean;
  readonly plunging?: boolean;
  readonly shooting?: (typeof SHOOTING_TYPES)[number];
  readonly spotter?: boolean;
  readonly targetEngaged?: boolean;
  readonly models?: number;
  readonly targetModels?: number;
  /** Wounds one model of the attacker lost (Damaged X, 11e 24.39). */
  readonly attackerWounded?: number;
  readonly targetWounded?: number;
  /** The groups' numbers, 1 first, comma-separated: "2,1". */
  readonly groupOrder?: string;
  /** The profiles fired of weapons with several (default: the first the unit file lists). */
  readonly profile?: readonly string[];
  /** use, decline, or "Weapon=use,Other=decline". */
  readonly lethalHits?: string;
  /** Effect ids (effects.ts), each entry comma-separated too: the attacker's player's, the target's, and those a unit carries left out. */
  readonly with?: readonly string[];
  readonly targetWith?: readonly string[];
  readonly without?: readonly string[];
  readonly explosives?: boolean;
  readonly crushingImpact?: boolean;
  readonly commandReroll?: boolean;
  readonly targetCommandReroll?: boolean;
  readonly attacksMod?: number;
  readonly bsMod?: number;
  readonly hitMod?: number;
  readonly woundMod?: number;
  readonly saveMod?: number;
  readonly strengthMod?: number;
  readonly apMod?: number;
  readonly damageMod?: number;
  readonly rerollHits?: 'none' | 'ones' | 'failed';
  readonly rerollWounds?: 'none' | 'ones' | 'failed';
  readonly critHit?: number;
  readonly critWound?: number;
}

/** Nothing assumed beyond what leaving an option out means (normal shooting, no modifiers). */
export const ELEVENTH_DEFAULTS: Partial<EleventhOptions> = {};

// Every option has its flag and every flag its option: a missing one fails to compile.
type Expect<T extends true> = T;
export type EleventhOptionsHaveFlags = Expect<[keyof EleventhOptions] extends [EleventhOptionKey] ? ([EleventhOptionKey] extends [keyof EleventhOptions] ? true : false) : false>;
