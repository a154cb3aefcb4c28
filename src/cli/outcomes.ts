/**
 * Many matchups at once (compare, run, roster, report): one that cannot be computed, e.g. an attacker
 * with no melee weapons that can attack, gives its reason ("n/a") and every other is still computed.
 */
import { isTooMuchWork } from '../rules/errors.js';
import type { MatchupEngine, MatchupNumbers, Pairing } from '../rules/ruleset.js';
import { describeFailure, EXIT } from './errors.js';
import type { RunJson } from './merge.js';
import { runAll, wholeJson, type JsonView, type MatchupJson } from './pool.js';
import { NA, type Sheet } from './sheet.js';
import type { Uncomputed } from '../rules/contract.js';

export type { Uncomputed };

/** What runEach needs of a matchup's result, whatever view of its JSON a caller keeps (pool.ts JsonView). */
interface Viewed {
  readonly attacker: { readonly name: string };
  readonly target: { readonly name: string };
  readonly kills: unknown;
}

export type Outcome<T extends Viewed = MatchupJson> = T | Uncomputed;

export function uncomputed<T extends Viewed>(o: Outcome<T>): o is Uncomputed {
  return o.kills === null;
}

/**
 * The reason a matchup cannot be computed: an input it cannot use (exit 2 from calc) or work refused
 * as too large (exit 1). Anything else is a fault of the calculator and is thrown, never hidden.
 */
function reasonFor(e: unknown): string {
  const { code, message } = describeFailure(e);
  if (code === EXIT.usage || isTooMuchWork(e)) return message;
  throw e;
}

/**
 * Runs every matchup (on `jobs` threads when worth it), results in the order given. A matchup that cannot
 * be computed becomes an Uncomputed with its reason. When every one fails for the same reason, that is the
 * command's own error (a typo in an option, one pairing that cannot fight) and it is thrown as calc would,
 * unless these are one shard of a larger whole (`whole: false`), whose other shards may compute. A
 * matchup fails in the thread that computes it (most while put together) and the others still run.
 * Matchups with the same `sameResult` key are computed once (same-result.ts): by default the key holds
 * everything, names included; a key without names suits a caller that reads only names and numbers.
 * `view`: what to keep of each result's JSON (all of it by default).
 */
export async function runEach<T extends Viewed = MatchupJson, M extends Pairing = Pairing>(
  engine: MatchupEngine,
  matchups: readonly M[],
  jobs: number,
  explain: boolean,
  progress: (done: number, total: number) => void = () => {},
  whole = true,
  sameResult: (m: Pairing) => string = engine.sameResultKeys(true),
  view: JsonView<T> = wholeJson as unknown as JsonView<T>,
): Promise<Outcome<T>[]> {
  const outcomes: Outcome<T>[] = new Array(matchups.length);
  const errors = new Map<number, unknown>();
  const fail = (i: number, e: unknown) => {
    outcomes[i] = { attacker: { name: matchups[i].attacker.name }, target: { name: matchups[i].target.name }, kills: null, damage: null, reason: reasonFor(e) };
    errors.set(i, e);
  };
  // Matchups alike are computed once, as the first of them (same-result.ts): each matchup's first, looked up once.
  // Counted loops: a for-of makes an iterator result per matchup in the interpreter (a sweep has thousands, issue 30).
  const firstOf = new Map<string, number>();
  const firstIndex: number[] = new Array(matchups.length);
  const firsts: number[] = [];
  const standsFor: number[] = new Array(matchups.length).fill(0);
  for (let i = 0; i < matchups.length; i++) {
    const key = sameResult(matchups[i]);
    let first = firstOf.get(key);
    if (first === undefined) {
      firstOf.set(key, (first = i));
      firsts.push(i);
    }
    firstIndex[i] = first;
    standsFor[first]++;
  }
  let done = 0;
  const ran = (_: number, __: number, k: number) => progress((done += standsFor[firsts[k]]), matchups.length);
  const firstPairings = firsts.map((i) => matchups[i]);
  const results = await runAll(engine, firstPairings, engine.threads(jobs, firstPairings), explain, ran, view);
  firsts.forEach((i, k) => {
    const r = results[k];
    if ('failed' in r) return fail(i, r.failed);
    outcomes[i] = r.json;
    matchupsRun++;
  });
  for (let i = 0; i < matchups.length; i++) {
    const at = firstIndex[i];
    if (at === i) continue;
    const first = outcomes[at];
    // A failure's reason names its units: a copy of the first's failure could name the wrong ones.
    if (uncomputed(first)) runHere(i);
    else outcomes[i] = { ...first, attacker: { ...first.attacker, name: matchups[i].attacker.name }, target: { ...first.target, name: matchups[i].target.name } };
  }
  const reasons = new Set(outcomes.filter(uncomputed).map((o) => o.reason));
  if (whole && matchups.length > 0 && errors.size === matchups.length && reasons.size === 1) throw errors.get(0);
  return outcomes;

  function runHere(i: number): void {
    try {
      outcomes[i] = view(engine.json(matchups[i], explain));
      matchupsRun++;
    } catch (e) {
      fail(i, e);
    }
  }
}

let matchupsRun = 0;

/** How many matchups runEach has computed in this process (not copied from one alike, nor failed): for tests. */
export function matchupsComputed(): number {
  return matchupsRun;
}

/** `wh40k run` as csv and markdown: one row per matchup; one that could not be computed is n/a and says why. */
export function runRows(r: RunJson): Sheet {
  return {
    // effects_applied: the ids the table's 'Effects applied' column shows, so csv and Markdown carry it too.
    columns: ['matchup', 'attacker', 'target', 'kills_mean', 'p_wipe', 'kills_median', 'kills_p10', 'kills_p90', 'damage_mean', 'effects_applied', 'reason'],
    rows: r.matchups.map((m) => {
      const j = m as unknown as Outcome<MatchupNumbers & { effects?: MatchupJson['effects'] }> & { name: string };
      if (uncomputed(j)) return [j.name, j.attacker.name, j.target.name, ...new Array<string>(6).fill(NA), '', j.reason];
      const applied = (j.effects ?? []).filter((e) => e.applied).map((e) => e.id).join(', ');
      return [j.name, j.attacker.name, j.target.name, j.kills.mean, j.kills.wipe, j.kills.median, j.kills.p10, j.kills.p90, j.damage.mean, applied, ''];
    }),
  };
}

