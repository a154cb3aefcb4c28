import { z } from 'zod';
import type { CalcOptions, MatchupOptionKey } from '../matchup/options.js';
import type { Matchup } from '../matchup/run.js';
import { GOAL_FORMS, GOAL_KINDS, parseGoal, type Goal, type GoalKind } from '../../need-goal.js';
import { CALC_OPTION_FIELDS, NEED_FIELDS, TURN_SETTING_FIELDS } from '../matchup/option-schema.js';
import { REFUSED } from '../matchup/turn-options.js';
import { turnSettings, type TurnSettings } from '../matchup/turn-result.js';
import type { Unit } from '../types.js';
import { InputError, placed } from '../../../profiles/errors.js';
import { MAX_YAML_BYTES, readUserText } from '../../../profiles/read-file.js';
import { toUnit } from './load.js';
import { fieldName, type Path } from '../../../profiles/positions.js';
import { resolveUnit, type Roster } from './registry.js';
import { KNOWN_FIELDS, unitSchema } from './schema.js';
import { parseValidated } from '../../../profiles/yaml.js';

/** The calc options a matchup can set, as in `wh40k calc --help` (camelCase): the command line's and the library's schema (rules/tenth/matchup/option-schema.ts). */
const { simulate: _simulate, seed: _seed, leader: _leader, ...options } = CALC_OPTION_FIELDS;

// Every option a scenario file can set is one the JSON's `options` reports (rules/tenth/matchup/options.ts).
type Expect<T extends true> = T;
export type ScenarioOptionsAreReported = Expect<keyof typeof options extends MatchupOptionKey ? true : false>;

const unitRef = z.union([z.string().min(1), unitSchema]);

/** A goal of `wh40k need` (matchup/need-goal.ts): `wipe: 90%` or `0.9`, `kills: 3@90%`. */
const goal = (kind: GoalKind) =>
  z.union([z.string(), z.number()]).transform((v, ctx): Goal => {
    const parsed = parseGoal(kind, String(v));
    if (!parsed) ctx.addIssue({ code: 'custom', message: `expected ${GOAL_FORMS[kind]}, got ${JSON.stringify(v)}` });
    return parsed ?? { kind: 'wipe', probability: 1 };
  });

/** A `need:` entry (issue 15 section 2): one goal, and `wh40k need`'s --any-size and --with-options. */
const needEntry = z
  .strictObject({
    name: z.string().min(1).optional(),
    attacker: unitRef,
    target: unitRef,
    ...Object.fromEntries(GOAL_KINDS.map((k) => [k, goal(k).optional()])),
    ...z.strictObject(NEED_FIELDS).partial().shape,
    ...z.strictObject(options).partial().shape,
  })
  .superRefine((entry, ctx) => {
    const given = GOAL_KINDS.filter((k) => (entry as Record<string, unknown>)[k] !== undefined);
    if (given.length !== 1) ctx.addIssue({ code: 'custom', message: `give one goal, ${GOAL_KINDS.join(', ')} (e.g. wipe: 90%)${given.length ? `, got ${given.join(' and ')}` : ''}` });
  });

/** calc's options a turn refuses (rules/tenth/matchup/turn-options.ts), each named with its reason where it is set. */
function refuseInTurn(entry: Record<string, unknown>, refuse: (key: string, message: string) => void): void {
  for (const [key, why] of REFUSED) {
    const v = entry[key];
    if (v !== undefined && v !== false && !(Array.isArray(v) && v.length === 0)) refuse(key, `not available in a turn (${why})`);
  }
}

/** A `turn:` entry (issue 15 section 1): one `wh40k turn`, its phases, Overwatch and fight back, and calc's options. */
const turnEntry = z
  .strictObject({
    name: z.string().min(1).optional(),
    attacker: unitRef,
    target: unitRef,
    ...z.strictObject(TURN_SETTING_FIELDS).partial().shape,
    ...z.strictObject(options).partial().shape,
  })
  .superRefine((entry, ctx) => {
    refuseInTurn(entry, (key, message) => ctx.addIssue({ code: 'custom', path: [key], message }));
    if (entry.overwatch && entry.phases && !entry.phases.includes('fight')) ctx.addIssue({ code: 'custom', path: ['overwatch'], message: 'Overwatch is fired at a charging unit, and without the fight phase the attacker does not charge' });
  });

export const scenarioSchema = z
  .strictObject({
    /** The report's title (`wh40k report`; `--title` overrides it). */
    title: z.string().min(1).optional(),
    /** Options every matchup starts from. */
    defaults: z.strictObject(options).partial().optional(),
    matchups: z.array(z.strictObject({ name: z.string().min(1).optional(), attacker: unitRef, target: unitRef, ...z.strictObject(options).partial().shape })).optional(),
    /** `wh40k need` searches (`run` prints each after the matchups). */
    need: z.array(needEntry).min(1).optional(),
    /** `wh40k turn`s (`run` prints each after the matchups; `report` draws them). */
    turn: z.array(turnEntry).min(1).optional(),
  })
  .superRefine((file, ctx) => {
    if (!file.matchups?.length && !file.need && !file.turn) ctx.addIssue({ code: 'custom', path: ['matchups'], message: 'expected at least one matchup (or a need: or turn: entry)' });
    // The defaults reach the turn: entries too: an option a turn refuses is named where the defaults set it.
    if (file.turn && file.defaults) refuseInTurn(file.defaults, (key, message) => ctx.addIssue({ code: 'custom', path: ['defaults', key], message: `${message}, and the turn: entries start from the defaults` }));
  });

const SCENARIO_FIELDS = [...KNOWN_FIELDS, 'title', 'defaults', 'matchups', 'need', 'turn', 'name', 'attacker', 'target', ...GOAL_KINDS, 'anySize', 'withOptions', 'phases', 'overwatch', 'fightBack', ...Object.keys(options)];

export interface NamedMatchup extends Matchup {
  readonly name: string;
}

/** A scenario file's `need:` entry: the units, options and goal of one `wh40k need`. */
export interface NamedNeed extends NamedMatchup {
  readonly goal: Goal;
  readonly anySize?: number | true;
  readonly withOptions?: readonly string[];
}

/** A scenario file's `turn:` entry: the units and options of one `wh40k turn`, and its settings. */
export interface NamedTurn extends NamedMatchup {
  readonly settings: TurnSettings;
}

/**
 * A scenario file: matchups with their conditions, effects and sizes, units by name (any case,
 * aliases) or defined inline with the unit schema. Problems name file:line:col and the field.
 */
export function loadScenario(file: string, roster: Roster): NamedMatchup[] {
  return loadScenarioFile(file, roster).matchups;
}

/** A scenario file's matchups (loadScenario), its `need:` entries and its `title:`, if it has one. */
export function loadScenarioFile(file: string, roster: Roster): { title?: string; matchups: NamedMatchup[]; need: NamedNeed[]; turn: NamedTurn[] } {
  const text = readUserText(file, MAX_YAML_BYTES);
  const { data, where } = parseValidated(text, file, scenarioSchema, SCENARIO_FIELDS, 'a scenario file needs matchups: a list of { attacker, target }');
  const unit = (ref: string | z.output<typeof unitSchema>, path: Path): Unit => {
    if (typeof ref !== 'string') return toUnit(ref, file, where, path);
    try {
      return resolveUnit(roster, ref);
    } catch (e) {
      if (e instanceof InputError) throw placed(e, `${where(path)} ${fieldName(path)}: `);
      throw e;
    }
  };
  // The options' fields are made from plain descriptors (rules/flags.ts), so zod types them unknown: the values are checked, the type is CalcOptions.
  const matchupOf = (list: 'matchups' | 'need' | 'turn', i: number, entry: { name?: string; attacker: UnitRef; target: UnitRef }): NamedMatchup => {
    const { name, attacker, target, ...own } = entry as { name?: string; attacker: UnitRef; target: UnitRef } & Partial<CalcOptions>;
    const a = unit(attacker, [list, i, 'attacker']);
    const t = unit(target, [list, i, 'target']);
    // Lists add up (defaults' effects plus the matchup's); everything else the matchup overrides.
    const lists = { with: [], targetWith: [], without: [], wargear: [] } as Record<'with' | 'targetWith' | 'without' | 'wargear', string[]>;
    for (const k of Object.keys(lists) as (keyof typeof lists)[]) lists[k] = [...((data.defaults as CalcOptions | undefined)?.[k] ?? []), ...(own[k] ?? [])];
    const merged: CalcOptions = { ...(data.defaults as CalcOptions | undefined), ...own, ...lists };
    return { name: name ?? `${a.name} vs ${t.name}`, attacker: a, target: t, options: merged };
  };
  const matchups = (data.matchups ?? []).map((m, i) => matchupOf('matchups', i, m));
  const need = (data.need ?? []).map((entry, i) => {
    const { anySize, withOptions, ...rest } = entry as typeof entry & Record<(typeof GOAL_KINDS)[number], Goal | undefined>;
    const goals = GOAL_KINDS.map((k) => rest[k]).filter((g) => g !== undefined);
    for (const k of GOAL_KINDS) delete rest[k];
    return { ...matchupOf('need', i, rest), goal: goals[0], anySize, withOptions };
  });
  const turn = (data.turn ?? []).map((entry, i) => {
    const { phases, overwatch, fightBack, ...rest } = entry;
    return { ...matchupOf('turn', i, rest), settings: turnSettings({ phases, overwatch, fightBack }) };
  });
  return { title: data.title, matchups, need, turn };
}

type UnitRef = z.output<typeof unitRef>;
