/** A need search's JSON (README 'JSON output', kind "need"), as `wh40k need --format json` prints it and the library returns it. */
import { SCHEMA_VERSION } from './contract.js';
import type { Unit } from '../rules/tenth/types.js';
import type { Goal } from './need-goal.js';
import { need, type NeedResult } from './need.js';
import { optionsSet, type CalcOptions } from './options.js';

export type NeedJson = ReturnType<typeof needJson>;

/** The documented JSON (README 'JSON output'): every candidate tried, the answer (or null) and the best. */
export function needJson(r: NeedResult, names: { attacker: string; target: string }, options: CalcOptions) {
  return {
    schemaVersion: SCHEMA_VERSION,
    kind: 'need' as const,
    attacker: { name: names.attacker },
    target: { name: names.target },
    goal: r.goal,
    search: r.search,
    // Every candidate is computed: the chance need not rise with size (matchup/need.ts).
    evaluated: 'all' as const,
    candidates: r.candidates,
    answer: r.answer,
    best: r.best,
    options: optionsSet(options),
    notes: r.notes,
  };
}

/** One search: the units, their options and the goal (a `need` command line, or a scenario's `need:` entry). */
export interface NeedAsked {
  readonly attacker: Unit;
  readonly target: Unit;
  readonly options: CalcOptions;
  readonly goal: Goal;
  readonly anySize?: number | true;
  readonly withOptions?: readonly string[];
}

export function needOf(a: NeedAsked): NeedJson {
  const withOptions = a.withOptions?.length ? a.withOptions : undefined;
  return needJson(need({ ...a, withOptions }), { attacker: a.attacker.name, target: a.target.name }, a.options);
}
