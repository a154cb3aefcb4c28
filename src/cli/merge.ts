import { createHash } from 'node:crypto';
import { z } from 'zod';
import { placeAt } from '../profiles/place.js';
import type { CompareJson } from '../rules/contract.js';
import { InputError } from '../profiles/errors.js';
import { readUserText } from '../profiles/read-file.js';
import { readYamlDocument } from '../profiles/yaml-document.js';
import { fieldName, position, type Path } from '../profiles/positions.js';
import type { Shard } from './pool.js';
import { METRICS, SCHEMA_VERSION } from './sheet.js';

/** `wh40k run --format json` output: the matchups of a scenario file (or one shard of them). */
export interface RunJson {
  readonly schemaVersion: number;
  readonly kind: 'run';
  /** The ruleset and the scenario's title, where its run says them (the legacy ruleset's). */
  readonly ruleset?: string;
  readonly title?: string;
  readonly total: number;
  readonly shard?: RunShard;
  readonly matchups: readonly ({ index: number; name: string } & Record<string, unknown>)[];
}

/** A run shard also carries its scenario file's fingerprint: shards of two files never merge. */
export interface RunShard extends Shard {
  readonly scenario?: string;
}

/** The `shard` field of `run --shard I/N` output: which slice, of which scenario content. */
export function runShard(shard: Shard, scenarioText: string): RunShard {
  return { ...shard, scenario: createHash('sha256').update(scenarioText).digest('hex').slice(0, 16) };
}

type Mergeable = CompareJson | RunJson;

/**
 * The most a shard file may hold: a compare cell is about 400 bytes and a run matchup with its
 * distributions a few kB, so this is tens of thousands of matchups; past it, not a shard.
 */
export const MAX_SHARD_BYTES = 256 * 1024 * 1024;

/**
 * More items than any matrix or scenario file this tool could compute (1,000 attackers x 1,000
 * targets); a larger `total` is a damaged or hand-made file, not a shard.
 */
export const MAX_ITEMS = 1_000_000;

const count = z.number().int().min(0).max(MAX_ITEMS);
const shard = z.looseObject({ index: z.number().int().min(1), of: z.number().int().min(1), scenario: z.string().optional() }).refine((s) => s.index <= s.of, {
  message: 'shard index is larger than the number of shards',
});
// distribution and atLeast: in every run matchup, in compare cells with --distributions (report charts them).
const probabilities = z.array(z.number().min(0).max(1 + 1e-9)).max(MAX_ITEMS).optional();
const kills = z.looseObject({ mean: z.number(), wipe: z.number(), median: z.number(), p10: z.number(), p90: z.number(), distribution: probabilities, atLeast: probabilities });
const damage = z.looseObject({ mean: z.number() });
const index = z.number().int().min(0);
/**
 * Results, or none at all (kills and damage null) with the reason why; a compare cell with results
 * also has its attacking models (the views print them).
 */
function computedOrNot(item: { kills: unknown; damage: unknown; reason?: string; models?: unknown }, ctx: z.RefinementCtx): void {
  if ((item.kills === null) !== (item.damage === null)) {
    ctx.addIssue({ code: 'custom', path: [item.kills === null ? 'kills' : 'damage'], message: 'null here but not in kills and damage both (a matchup that could not be computed has neither)' });
  } else if (item.kills !== null && item.models === null) {
    ctx.addIssue({ code: 'custom', path: ['models'], message: 'null in a cell with results (only a cell that could not be computed has no models)' });
  } else if (item.kills === null && item.reason === undefined) {
    ctx.addIssue({ code: 'custom', path: ['reason'], message: 'missing: a matchup that could not be computed says why' });
  }
}
const results = { kills: kills.nullable(), damage: damage.nullable(), reason: z.string().optional() };
const compareCell = z.looseObject({
  index,
  attacker: z.string(),
  target: z.string(),
  models: z.number().nullable(),
  points: z.number().nullable(),
  killsPer100Points: z.number().nullable(),
  damagePer100Points: z.number().nullable(),
  ...results,
}).superRefine(computedOrNot);
const named = z.looseObject({ name: z.string() });
// effects: what the views' 'Effects applied' column reads (outcomes.ts runRows).
const effects = z.array(z.looseObject({ id: z.string(), applied: z.boolean() })).max(MAX_ITEMS).optional();
const runMatchup = z.looseObject({ index, name: z.string(), attacker: named, target: named, effects, ...results }).superRefine(computedOrNot);
const header = { schemaVersion: z.literal(SCHEMA_VERSION), total: count, shard: shard.optional() };
const mergeable = z.discriminatedUnion('kind', [
  z.looseObject({
    ...header,
    kind: z.literal('compare'),
    metric: z.enum(METRICS),
    options: z.record(z.string(), z.unknown()),
    attackers: z.array(z.string()),
    targets: z.array(z.string()),
    cells: z.array(compareCell).max(MAX_ITEMS),
  }),
  z.looseObject({ ...header, kind: z.literal('run'), matchups: z.array(runMatchup).max(MAX_ITEMS) }),
]);

/** Where JSON.parse fails: the position V8 gives, else the shortest prefix that is wrong (not merely cut short). */
function syntaxOffset(text: string, message: string): number {
  const at = /position (\d+)/.exec(message);
  if (at) return Number(at[1]);
  const wrong = (n: number) => {
    try {
      JSON.parse(text.slice(0, n));
      return false;
    } catch (e) {
      const m = (e as Error).message;
      const p = /position (\d+)/.exec(m);
      return !/end of JSON|Unterminated/.test(m) && !(p && Number(p[1]) >= n);
    }
  };
  let [lo, hi] = [0, text.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (wrong(mid + 1)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * One file of `compare`, `merge` or `run` JSON, its shape checked; `reader` is the command named in
 * errors, `also` what else that command needs of the file (errors placed alike).
 */
export function readResultJson(file: string, reader = 'merge', also?: z.ZodType): Mergeable {
  const text = readUserText(file, MAX_SHARD_BYTES);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    const why = (e as Error).message.split(/, "|, \.\.\."| in JSON at /)[0];
    throw new InputError(`${placeAt(file, text, syntaxOffset(text, (e as Error).message))} not a wh40k JSON file (${why}); ${reader} reads the output of --format json`);
  }
  const shape = mergeable.safeParse(parsed);
  const checked = shape.success && also ? also.safeParse(parsed) : shape;
  // The file as written (zod's copy would reorder keys), now known to have the shape.
  if (checked.success) return parsed as Mergeable;
  throw shapeError(file, text, checked.error.issues, reader);
}

/** The first problems of a result file's shape, each at its file:line:col and field. */
/**
 * Where a field of a JSON file is, as file:line:col (the file alone when the path is not in it). JSON is YAML:
 * the yaml package finds it; file:1:1 for every field when it cannot (JSON nested deeper than the YAML reader goes).
 */
export function locator(file: string, text: string): (path: Path) => string {
  try {
    const { doc, lines } = readYamlDocument(text, file);
    return (path) => position(doc, lines, path, file);
  } catch {
    return () => `${file}:1:1`;
  }
}

export function shapeError(file: string, text: string, issues: readonly z.core.$ZodIssue[], reader: string): InputError {
  const locate = locator(file, text);
  const where = (path: Path) => {
    const place = locate(path);
    return place === file ? `${file}:1:1` : place;
  };
  const problems = issues
    .slice(0, 5)
    .map((issue) => `${where(issue.path as Path)} ${fieldName(issue.path as Path) || '(top level)'}: ${shapeMessage(issue)}`);
  return new InputError(`${problems.join('\n')}\n(${reader} reads the output of \`compare --format json\` or \`run --format json\`)`);
}

function shapeMessage(issue: z.core.$ZodIssue): string {
  if (issue.path.length === 0) return 'expected a wh40k JSON object with kind "compare" or "run"';
  if (issue.code === 'too_big' && issue.path[issue.path.length - 1] === 'total') return `${issue.message} (more items than any matrix or scenario)`;
  return issue.message;
}

/** Join shards (`--shard I/N` outputs) into the whole result; every piece must be there once. */
export function merge(files: readonly string[], reader = 'merge', also?: z.ZodType): Mergeable {
  const parts = files.map((f) => ({ f, j: readResultJson(f, reader, also) }));
  const first = parts[0].j;
  const items = new Map<number, unknown>();
  const from = new Map<number, number>();
  for (const [part, { f, j }] of parts.entries()) {
    if (j.kind !== first.kind || j.total !== first.total) throw new InputError(`${f}: is a different ${j.kind} (${j.total} items) from ${parts[0].f}`);
    if (j.kind === 'compare' && first.kind === 'compare') {
      const same =
        j.ruleset === first.ruleset &&
        j.metric === first.metric &&
        // --phase best's cells are another matrix than one phase's.
        (j as { phase?: string }).phase === (first as { phase?: string }).phase &&
        JSON.stringify(j.options) === JSON.stringify(first.options) &&
        j.attackers.join('\n') === first.attackers.join('\n') &&
        j.targets.join('\n') === first.targets.join('\n');
      if (!same) throw new InputError(`${f}: compares other units, options, metric or ruleset than ${parts[0].f}`);
      if (j.total !== j.attackers.length * j.targets.length) {
        throw new InputError(`${f}: total is ${j.total}, but ${j.attackers.length} attackers x ${j.targets.length} targets make ${j.attackers.length * j.targets.length}`);
      }
    }
    if (j.kind === 'run' && first.kind === 'run' && j.shard?.scenario !== first.shard?.scenario) {
      throw new InputError(`${f}: is a shard of a different scenario file (or of the file changed since) from ${parts[0].f}`);
    }
    const list = j.kind === 'compare' ? j.cells : j.matchups;
    for (const item of list) {
      if (item.index >= j.total) throw new InputError(`${f}: item ${item.index} is outside the ${j.total} items the file claims`);
      if (items.has(item.index)) {
        throw new InputError(`${f}: item ${item.index} ${from.get(item.index) === part ? 'appears twice in the file' : 'is also in another file'}`);
      }
      items.set(item.index, item);
      from.set(item.index, part);
    }
  }
  // Every index is below total and none repeats, so the count says whether any is missing; look
  // for the first few missing without walking a huge claimed total.
  if (items.size < first.total) {
    const firstMissing: number[] = [];
    for (let i = 0; firstMissing.length < 5 && i < first.total; i++) if (!items.has(i)) firstMissing.push(i);
    throw new InputError(`missing ${first.total - items.size} of ${first.total} items (first: ${firstMissing.join(', ')}); merge every shard`);
  }
  const ordered = [...items.entries()].sort(([a], [b]) => a - b).map(([, v]) => v);
  const { shard: _omit, ...rest } = first;
  // What the cells of every shard assumed, each note once (a ruleset whose compare says them: src/rules/ruleset.ts).
  const notes = parts.some(({ j }) => j.kind === 'compare' && j.notes) ? { notes: [...new Set(parts.flatMap(({ j }) => (j.kind === 'compare' ? (j.notes ?? []) : [])))] } : {};
  return first.kind === 'compare'
    ? ({ ...rest, cells: ordered, ...notes } as CompareJson)
    : ({ ...rest, matchups: ordered } as RunJson);
}
