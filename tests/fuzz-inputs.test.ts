/**
 * Input fuzzing (issue 10 section 2): random command lines, mutated unit YAML, scenario YAML, JSON
 * shards, BattleScribe XML and zipped rosters, run through the CLI in process. Whatever the input:
 * never a stack trace or "internal error", exit code 0, 1 or 2, every error about a file we wrote
 * names file:line (or is about the file as a whole: it cannot be read, is not a zip...), and nothing
 * is written outside the sandbox's `out/` and `cache/`.
 *
 * About 1,000 inputs per `npm test`; FUZZ_N=<inputs> runs more (spread over the same kinds).
 * Replay a failure with FC_SEED (tests/setup.ts) and the seed fast-check prints.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInEffects } from '../src/rules/tenth/effects/index.js';
import { runInProcess, type InProcessRun } from './cli/in-process.js';
import { ROOT, STACK_TRACE } from './cli/run.js';
import { JUNK, mutateAll, mutations, where, type Mutation } from './fuzz-mutations.js';
import { sharedDir } from './helpers.js';
import { writeSyntheticCheckout } from './import/synthetic-checkout.js';

const TOTAL = Number(process.env.FUZZ_N) || 1000;
/**
 * Vitest's limit per test (each test runs its share of the inputs): room for FUZZ_N runs on a busy
 * machine. It only stops a hang: no input is timed (issue 26 section 4: a test must not depend on the
 * machine's speed; the limits themselves are counts, tested in the limits tests).
 */
const TIMEOUT = 60_000 + TOTAL * 300;
/** The share of the inputs each kind gets. */
const share = (part: number) => Math.max(5, Math.round(TOTAL * part));

const sandbox = mkdtempSync(join(tmpdir(), 'wh40k-fuzz-'));
const OUT = join(sandbox, 'out');
const CACHE = join(sandbox, 'cache');
const shared = sharedDir();
const ROSTER = shared && join(shared, 'rosters', 'Ultramarines_10E.ros');
const cwd = process.cwd();
const before = { cache: process.env.WH40K_CACHE, columns: process.env.COLUMNS };
const rootEntries = readdirSync(ROOT).sort();

beforeAll(() => {
  process.chdir(sandbox);
  process.env.WH40K_CACHE = CACHE;
  mkdirSync(OUT);
});
afterAll(() => {
  process.chdir(cwd);
  process.env.WH40K_CACHE = before.cache;
  rmSync(sandbox, { recursive: true, force: true });
  // Nothing written into the checkout either.
  expect(readdirSync(ROOT).sort()).toEqual(rootEntries);
});

/**
 * What is in the sandbox outside out/ and cache/: its top level and the folder of the input being
 * tried (walking every earlier input's folder each time would make the test quadratic).
 */
function written(): string[] {
  const current = join(sandbox, `case-${counter}`);
  const here = readdirSync(sandbox).filter((n) => n !== 'out' && n !== 'cache');
  const inCase = here.includes(`case-${counter}`) ? readdirSync(current, { recursive: true }).map((f) => `case-${counter}/${f}`) : [];
  return [...here, ...inCase].sort();
}

/** An error line about a file as a whole, where no line can be named. */
const WHOLE_FILE =
  /could not be read( \([^)]*\))?: its unit is left out|, which could not be read:$|cannot read|not a regular file|is a folder|too large|has no units|not a zip|cannot unzip|zip holds|inflates to|not a BattleScribe file|no \.gst|no BattleScribe catalogues|more than one \.gst|is a different|compares other|different scenario|also in another file|appears twice in the file|outside the \d+ items|total is \d+, but|no datasheets|and \d+ more problems|expected a scenario file|one shard \(/;

let counter = 0;
/** A fresh folder in the sandbox for one input's files. */
function fresh(): string {
  const dir = join(sandbox, `case-${++counter}`);
  mkdirSync(dir);
  return dir;
}

/** Runs one command line and checks what must hold for every input; `files` are the files this input wrote. */
async function check(args: string[], files: readonly string[]): Promise<InProcessRun> {
  const beforeRun = written();
  const r = await runInProcess(args);
  const said = `${r.stderr}\n${r.stdout}`;
  const context = `wh40k ${args.map((a) => JSON.stringify(a)).join(' ')}\n${r.stderr}`;
  expect([0, 1, 2], context).toContain(r.status);
  expect(said, context).not.toMatch(STACK_TRACE);
  expect(r.stderr, context).not.toMatch(/internal error/i);
  for (const line of r.stderr.split('\n')) {
    for (const f of files) {
      if (!line.includes(f) || WHOLE_FILE.test(line)) continue;
      expect(line.includes(`${f}:`) && new RegExp(`${escape(f)}:\\d+`).test(line), `no file:line in "${line}"\n${context}`).toBe(true);
    }
  }
  expect(written(), context).toEqual(beforeRun);
  return r;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const pick = <T>(xs: readonly T[]) => fc.constantFrom(...xs);
const junk = pick(JUNK);

describe('random command lines', () => {
  const UNITS = ['eightbound', 'intercessors', 'terminators', 'rhino', 'guardsmen', 'knight', 'jakhals', 'khârn the betrayer', 'fire dragons', 'lieutenant', 'nobody', 'knight-class walker'];
  const word = fc.oneof({ arbitrary: pick(UNITS), weight: 6 }, junk, pick(['vs', 'VS', ',', '+', 'eightbound+lieutenant', 'intercessors,rhino']));
  const ids = builtInEffects().map((e) => e.id);
  const small = fc.oneof({ arbitrary: fc.integer({ min: -2, max: 8 }).map(String), weight: 4 }, junk);
  const VALUES: Record<string, fc.Arbitrary<string>> = {
    '--models': small,
    '--target-models': small,
    '--attacks-mod': small,
    '--hit-mod': small,
    '--wound-mod': small,
    '--save-mod': small,
    '--strength-mod': small,
    '--ap-mod': small,
    '--damage-mod': small,
    '--order': fc.oneof(pick(['Lacerators, Bolt rifle', 'bolt rifle', 'Bolt pistol,Bolt rifle']), junk),
    '--reroll-hits': fc.oneof(pick(['ones', 'failed', 'all']), junk),
    '--reroll-wounds': fc.oneof(pick(['ones', 'failed']), junk),
    '--reroll-damage': fc.oneof(pick(['ones', 'failed']), junk),
    '--crit-hit': fc.oneof(pick(['5', '5+', '2', '7', '0']), junk),
    '--crit-wound': fc.oneof(pick(['5', '4+', '1']), junk),
    '--with': fc.oneof(fc.array(pick(ids), { maxLength: 3 }).map((xs) => xs.join(',')), junk),
    '--target-with': fc.oneof(pick(ids), junk),
    '--without': fc.oneof(pick(ids), junk),
    '--fate': fc.oneof(pick(['6,6,2', 'wound:6', 'damage:6', 'hit:1', '1,2,3', '7', 'save:6']), junk),
    '--target-fate': fc.oneof(pick(['save:6', 'save:1', 'wound:6']), junk),
    '--leader': fc.oneof(pick(['lieutenant', 'khârn the betrayer', 'eightbound']), junk),
    '--allocation': fc.oneof(pick(['toughest-last', 'listed', 'precision']), junk),
    '--wargear': fc.oneof(pick(['heavy chainglaive', 'none']), junk),
    '--loadout': junk,
    '--profile': fc.oneof(pick(['Lacerators', 'Bolt rifle']), junk),
    '--format': fc.oneof({ arbitrary: pick(['table', 'json', 'csv', 'markdown']), weight: 4 }, junk),
    '--metric': fc.oneof(pick(['kills', 'damage', 'wipe', 'kills-per-100-points', 'damage-per-100-points']), junk),
    '--shard': fc.oneof(pick(['1/2', '2/2', '0/1', '3/2', '1/1']), junk),
    '--vary': fc.oneof(pick(['models=1..3', 'hit-mod=-1..1', 'with=none,warp-blades', 'target-models=1,2', 'x=1', 'models=', 'models=3..1']), junk),
    '--simulate': fc.oneof(pick(['20', '0', '-1']), junk),
    '--seed': small,
    '--faction': fc.oneof(pick(['World Eaters', 'Aeldari', 'Core']), junk),
    '--data': pick(['/nonexistent', '/dev/null', '.']),
    '--data-bsdata': pick(['/nonexistent', '/dev/null', '.']),
    '--roster': pick(['/nonexistent.rosz', '/dev/null', join(ROOT, 'package.json')]),
    '--title': junk,
    // Outputs: in out/, or where nothing can be written (inside a file written by an earlier input).
    '-o': pick([join(OUT, 'a.html'), join(OUT, 'a.md'), join(OUT, 'a.md', 'b.md'), '/dev/null', join(OUT, 'a.html', 'x')]),
    '--out': pick([join(OUT, 'units'), join(OUT, 'a.html', 'units'), '/dev/null']),
  };
  const FLAGS = ['--charged', '--stationary', '--half-range', '--cover', '--indirect', '--melee', '--ranged', '--engaged', '--attacker-engaged', '--precision', '--target-below-half', '--target-on-objective', '--explain', '--quiet', '--details', '--strict', '--help', '--version'];
  const option = fc.oneof(
    { arbitrary: fc.constantFrom(...Object.keys(VALUES)).chain((name) => VALUES[name].map((v) => [name, v])), weight: 3 },
    pick(FLAGS).map((f) => [f]),
    junk.map((j) => [`--${j}`]),
  );
  const COMMANDS = ['calc', 'compare', 'run', 'effects', 'list', 'show', 'validate', 'merge', 'roster', 'import', 'schema', 'report', 'nonsense'];
  const argv = fc
    .tuple(pick(COMMANDS), fc.array(word, { maxLength: 5 }), fc.array(option, { maxLength: 4 }), fc.boolean())
    .map(([command, words, options, vs]) => {
      const positional = command === 'import' ? ['bsdata', ...words] : vs && words.length >= 2 ? [words[0], 'vs', ...words.slice(1)] : words;
      // Worker threads need the built bundle; in process, one job. Anything written goes to out/.
      const jobs = ['compare', 'run', 'roster', 'report'].includes(command) ? ['--jobs', '1'] : [];
      const out = ['import', 'report', 'schema'].includes(command) ? ['--out', join(OUT, 'x'), '-o', join(OUT, 'report.html')] : [];
      return [command, ...positional, ...options.flat(), ...jobs, ...(command === 'import' ? out.slice(0, 2) : out.slice(2))];
    });

  it(`${share(0.5)} command lines`, async () => {
    await fc.assert(
      fc.asyncProperty(argv, async (args) => {
        await check(args, []);
      }),
      { numRuns: share(0.5) },
    );
  }, TIMEOUT);
});

/** A file of `text` mutated, written into a fresh folder as `name`; returns its path. */
function mutatedFile(text: string, ms: readonly Mutation[], name: string): string {
  const path = join(fresh(), name);
  writeFileSync(path, mutateAll(text, ms));
  return path;
}

describe('mutated files', () => {
  const UNIT_FILES = readdirSync(join(ROOT, 'data'), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => ({ text: readFileSync(join(ROOT, 'data', f), 'utf8'), name: /^name: (.+)$/m.exec(readFileSync(join(ROOT, 'data', f), 'utf8'))?.[1] ?? 'x' }));

  it(`${share(0.22)} unit files: validate, and calc with --data`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(UNIT_FILES.length - 1), mutations, fc.boolean(), async (i, ms, validate) => {
        const file = mutatedFile(UNIT_FILES[i].text, ms, 'unit.yaml');
        const dir = join(file, '..');
        if (validate) await check(['validate', file], [file]);
        else await check(['--data', dir, 'calc', UNIT_FILES[i].name, 'vs', 'intercessors', '--format', 'json'], [file]);
      }),
      { numRuns: share(0.22) },
    );
  }, TIMEOUT);

  it(`${share(0.05)} scenario files: run`, async () => {
    const scenario = readFileSync(join(ROOT, 'examples', 'charge.yaml'), 'utf8');
    await fc.assert(
      fc.asyncProperty(mutations, pick(['table', 'json', 'csv']), async (ms, format) => {
        const file = mutatedFile(scenario, ms, 'scenario.yaml');
        await check(['run', file, '--jobs', '1', '--format', format], [file]);
      }),
      { numRuns: share(0.05) },
    );
  }, TIMEOUT);

  it(`${share(0.12)} JSON shards: merge`, async () => {
    const shards: Record<string, string[]> = { compare: [], run: [] };
    for (const i of [1, 2]) {
      const c = await runInProcess(['compare', 'eightbound,intercessors', 'vs', 'rhino,guardsmen', '--jobs', '1', '--shard', `${i}/2`, '--format', 'json']);
      const r = await runInProcess(['run', join(ROOT, 'examples', 'charge.yaml'), '--jobs', '1', '--shard', `${i}/2`, '--format', 'json']);
      expect(c.status + r.status, c.stderr + r.stderr).toBe(0);
      shards.compare.push(c.stdout);
      shards.run.push(r.stdout);
    }
    const VALUES = [null, -1, 0, 1e9, 2.5, 'x', 'bogus', '', [], {}, true, [[[[[]]]]], { index: 0 }];
    const jsonEdit = fc.record({ at: where, value: fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, pick(VALUES)), remove: fc.boolean(), focus: fc.nat(3).map((n) => n > 0) });
    await fc.assert(
      fc.asyncProperty(pick(['compare', 'run']), fc.nat(2), fc.oneof(mutations, fc.array(jsonEdit, { minLength: 1, maxLength: 3 })), async (kind, which, edits) => {
        const dir = fresh();
        const files = shards[kind].map((text, i) => {
          const path = join(dir, `shard-${i + 1}.json`);
          const isText = edits.length && 'kind' in edits[0];
          // which: the first shard, the second, or both (fields that must agree across shards, edited alike)
          writeFileSync(path, which !== 2 && i !== which ? text : isText ? mutateAll(text, edits as Mutation[]) : editJson(text, edits as JsonEdit[]));
          return path;
        });
        // Every view: each reads other fields of the merged result.
        for (const format of ['json', 'table', 'csv', 'markdown']) await check(['merge', ...files, '--format', format], files);
      }),
      { numRuns: share(0.12) },
    );
  }, TIMEOUT);

  it(`${share(0.04)} compare and run JSON: report`, async () => {
    const run = await runInProcess(['run', join(ROOT, 'examples', 'charge.yaml'), '--jobs', '1', '--format', 'json']);
    const inputs = [readFileSync(join(ROOT, 'examples', 'matrix.json'), 'utf8'), run.stdout];
    const VALUES = [null, -1, 0, 1e9, 2.5, 'x', '', [], {}, true, [[[]]], [0.5], { index: 0 }];
    const jsonEdit = fc.record({ at: where, value: pick(VALUES), remove: fc.boolean(), focus: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(fc.nat(1), fc.oneof(mutations, fc.array(jsonEdit, { minLength: 1, maxLength: 3 })), pick(['a.html', 'a.md']), async (i, edits, out) => {
        const path = join(fresh(), 'results.json');
        writeFileSync(path, edits.length && 'kind' in edits[0] ? mutateAll(inputs[i], edits as Mutation[]) : editJson(inputs[i], edits as JsonEdit[]));
        await check(['report', path, '-o', join(OUT, out)], [path]);
      }),
      { numRuns: share(0.04) },
    );
  }, TIMEOUT);

  it(`${share(0.05)} BattleScribe data: import, list and calc with --data-bsdata`, async () => {
    const original = fresh();
    writeSyntheticCheckout(original);
    const names = readdirSync(original);
    await fc.assert(
      fc.asyncProperty(fc.nat(names.length - 1), mutations, pick(['import', 'list', 'calc']), async (i, ms, command) => {
        const dir = fresh();
        for (const n of names) writeFileSync(join(dir, n), readFileSync(join(original, n)));
        const path = join(dir, names[i]);
        writeFileSync(path, mutateAll(readFileSync(path, 'utf8'), ms));
        const args =
          command === 'import'
            ? ['import', 'bsdata', dir, '--out', join(OUT, `import-${counter}`)]
            : command === 'list'
              ? ['--data-bsdata', dir, 'list']
              : ['--data-bsdata', dir, 'calc', 'beast', 'vs', 'intercessors'];
        await check(args, [path]);
      }),
      { numRuns: share(0.05) },
    );
  }, TIMEOUT);

  it.skipIf(!ROSTER)(`${share(0.06)} rosters (.ros and .rosz): list and roster`, async () => {
    const xml = readFileSync(ROSTER!, 'utf8');
    const bytes = zipSync({ 'army.ros': strToU8(xml) });
    const damage = fc.array(fc.record({ at: fc.nat(bytes.length - 1), byte: fc.nat(255) }), { minLength: 1, maxLength: 4 });
    await fc.assert(
      fc.asyncProperty(fc.oneof(mutations, damage), fc.boolean(), fc.nat(4), async (edits, zipped, command) => {
        const path = join(fresh(), zipped ? 'army.rosz' : 'army.ros');
        if (edits.length && 'kind' in edits[0]) {
          const text = mutateAll(xml, edits as Mutation[]);
          writeFileSync(path, zipped ? zipSync({ 'army.ros': strToU8(text) }) : text);
        } else {
          const damaged = new Uint8Array(bytes);
          for (const { at, byte } of edits as { at: number; byte: number }[]) damaged[at] = byte;
          writeFileSync(path, zipped ? damaged : xml);
        }
        await check(command > 0 ? ['--roster', path, 'list'] : ['roster', path, 'vs', 'guardsmen', '--jobs', '1'], [path]);
      }),
      { numRuns: share(0.06) },
    );
  }, TIMEOUT);
});

type JsonEdit = { at: number; value: unknown; remove: boolean; focus: boolean };

/** The fields the merged views read (most edits go to one of them: the rest are thousands of numbers). */
const FOCUS = new Set<string | number>(['schemaVersion', 'kind', 'total', 'shard', 'index', 'of', 'metric', 'options', 'attackers', 'targets', 'cells', 'matchups', 'name', 'attacker', 'target', 'models', 'points', 'kills', 'damage', 'reason']);

/** Replace (or remove) the value at one of the JSON's paths, chosen by `at`. */
function editJson(text: string, edits: readonly JsonEdit[]): string {
  const json = JSON.parse(text);
  for (const e of edits) {
    // Every path down to `depth` levels (the first 2,000 of them: a run shard holds thousands of numbers).
    const pathsTo = (depth: number) => {
      const out: (string | number)[][] = [];
      const walk = (v: unknown, path: (string | number)[]) => {
        if (path.length) out.push(path);
        if (v && typeof v === 'object' && path.length < depth && out.length < 2000) {
          for (const [k, x] of Object.entries(v)) walk(x, [...path, Array.isArray(v) ? Number(k) : k]);
        }
      };
      walk(json, []);
      return out;
    };
    const focused = pathsTo(3).filter((p) => FOCUS.has(p[p.length - 1]));
    const from = e.focus && focused.length ? focused : pathsTo(Infinity);
    if (!from.length) continue;
    const path = from[Math.floor(e.at * from.length)];
    const parent = path.slice(0, -1).reduce<any>((v, k) => v[k], json);
    const key = path[path.length - 1];
    if (e.remove && !Array.isArray(parent)) delete parent[key];
    else parent[key] = e.value;
  }
  return JSON.stringify(json, null, 2);
}
