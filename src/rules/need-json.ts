/** A need search's JSON (README 'JSON output', kind "need"), as `wh40k need --format json` prints it and the library returns it. */
import type { NeedMatchup } from './need.js';
import { SCHEMA_VERSION } from './contract.js';
import type { NeedResult } from './need-search.js';

export type NeedJson = ReturnType<typeof needJson>;

/** The documented JSON (README 'JSON output'): every candidate tried, the answer (or null) and the best. */
export function needJson(r: NeedResult, m: Pick<NeedMatchup, 'attacker' | 'target' | 'shownOptions'>) {
  return {
    schemaVersion: SCHEMA_VERSION,
    kind: 'need' as const,
    attacker: { name: m.attacker },
    target: { name: m.target },
    goal: r.goal,
    search: r.search,
    // Every candidate is computed: the chance need not rise with size (need-search.ts).
    evaluated: 'all' as const,
    candidates: r.candidates,
    answer: r.answer,
    best: r.best,
    options: m.shownOptions,
    notes: r.notes,
  };
}
