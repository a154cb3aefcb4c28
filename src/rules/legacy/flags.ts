/**
 * The legacy ruleset's matchup options (rules/flags.ts): calc's and compare's flags under
 * `--ruleset legacy`, in --help's order. `--cover 4+` is a save here, a switch in 10th edition.
 */
import { SIMULATION_FIELDS, type Field, type Flag } from '../flags.js';

/** Why `--vehicle-speed` (vehicleSpeed) is refused. */
export const VEHICLE_SPEED_GONE =
  "how far a vehicle moved no longer counts: the 7th edition core rules ('Vehicles and Close Combat') hit it in close combat as WS 1 (a Walker by its WS), automatically if it is Immobilised: say so with --immobilised (immobilised: true)";

const switchField: Field = { kind: 'switch' };
const models: Field = { kind: 'whole', min: 1, max: 200 };

export const LEGACY_FLAGS = [
  { key: 'charged', flag: '--charged', description: 'the attacker charged this turn (+1 Attack; Furious Charge, Rage, Hammer of Wrath; melee by default)', field: switchField },
  { key: 'halfRange', flag: '--half-range', description: 'the target is within half range (Rapid Fire, Melta)', field: switchField },
  { key: 'moved', flag: '--moved', description: 'the attacker moved (Heavy: Snap Shots unless Relentless; Salvo: the lower count; a vehicle: Combat Speed)', field: switchField },
  { key: 'models', flag: '--models <n>', description: "the attacker's models in all (default: as its unit file lists them; the group with a min and max changes)", field: models },
  { key: 'targetModels', flag: '--target-models <n>', description: "the target's models in all (default: as its unit file lists them)", field: models },
  { key: 'cover', flag: '--cover <save>', description: "the target's cover save, e.g. 4+", field: { kind: 'd6', save: true } },
  { key: 'blastHits', flag: '--blast-hits <n>', description: 'models hit by each Blast or Template shot (default: the engine states it in a note)', field: { kind: 'whole', min: 1, max: 200, noneAllowed: true } },
  { key: 'barrageCircles', flag: '--barrage-circles <a,b,c,d,e>', description: 'models under circles 1, 2, 3, 4 and 5-6 of an Apocalyptic Barrage marker (default: stated in a note)', field: { kind: 'counts', parts: 5, min: 0, max: 200 } },
  { key: 'megaBlastZones', flag: '--mega-blast-zones <a,b,c>', description: "models in an Apocalyptic Mega-blast's inner, middle and outer zone (default: stated in a note)", field: { kind: 'counts', parts: 3, min: 0, max: 200 } },
  { key: 'melee', flag: '--melee', description: 'the Fight: melee weapons', field: switchField, conflicts: 'ranged' },
  { key: 'ranged', flag: '--ranged', description: 'the Shooting phase: ranged weapons', field: switchField, conflicts: 'melee' },
  { key: 'firstRound', flag: '--first-round', description: 'the first round of the combat (Hatred, Zealot; the default)', field: switchField },
  { key: 'firstRound', flag: '--no-first-round', description: 'a later round of the combat', field: switchField, vary: false },
  { key: 'supercharge', flag: '--supercharge', description: 'Gets Hot weapons fire supercharged shots (+1 S; unmodified 1s To Hit wound the firer)', field: switchField },
  { key: 'wasCharged', flag: '--was-charged', description: 'the attacker was charged this turn (Counter-attack)', field: switchField },
  { key: 'jink', flag: '--jink', description: 'the target Jinks (its models with Jink get a 4+ cover save)', field: switchField },
  { key: 'force', flag: '--force', description: 'the attacker manifested Force: its Force weapons have Instant Death', field: switchField },
  { key: 'precisionTarget', flag: '--precision-target <group>', description: "the target's model group that Precision Shots and Strikes (and Sniper's) go to, e.g. \"Boss Nob\"", field: { kind: 'name' } },
  { key: 'facing', flag: '--facing <facing>', description: "the vehicle's facing shot at (default front)", field: { kind: 'choice', values: ['front', 'side', 'rear'] } },
  { key: 'vectorStrike', flag: '--vector-strike', description: "the attacker's models with Vector Strike make it: their hits alone (1 each, D3 at a Flyer or Flying Monstrous Creature)", field: switchField },
  { key: 'smashAttack', flag: '--smash-attack', description: 'models with Smash make a single Smash Attack: double Strength, armour penetration re-rolled', field: switchField },
  { key: 'krakGrenades', flag: '--krak-grenades', description: 'models with krak grenades fight a vehicle or Monstrous Creature with one: a single Attack at S6 AP4', field: switchField },
  { key: 'immobilised', flag: '--immobilised', description: 'the target vehicle is Immobilised (close combat attacks hit it automatically, a Walker on its rear armour)', field: switchField },
  { key: 'vehicleSpeed', flag: '--vehicle-speed <speed>', description: '', field: { kind: 'gone', why: VEHICLE_SPEED_GONE }, hidden: true, vary: false },
] as const satisfies readonly Flag[];

/**
 * What a legacy matchup assumes where its options say nothing: the first round of a combat (Hatred,
 * Zealot) and a vehicle's front armour, as `--no-first-round` and `--facing` change them (matchup.ts
 * applies them to every matchup: scripts, calc, compare, run, --vary).
 */
export const LEGACY_DEFAULTS = { firstRound: true, facing: 'front' } as const;

/**
 * Options of calc only, with the values they take: its seeded cross-check (`--simulate RUNS --seed S`, declared
 * by calc itself for every ruleset), a script's too but not a scenario file's, as 10th edition's command fields.
 */
export const LEGACY_COMMAND_FIELDS = { ...SIMULATION_FIELDS } as const satisfies Record<string, Field>;

/** The option keys of the legacy flags. */
export type LegacyOptionKey = (typeof LEGACY_FLAGS)[number]['key'];

// Every option has its flag or command field: a missing one fails to compile (and the old vehicleSpeed its refusal).
type Expect<T extends true> = T;
export type LegacyOptionsHaveFlags = Expect<keyof import('./contract.js').LegacyCalcOptions | 'vehicleSpeed' extends LegacyOptionKey | keyof typeof LEGACY_COMMAND_FIELDS ? true : false>;
