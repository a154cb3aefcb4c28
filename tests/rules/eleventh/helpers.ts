/**
 * Test-only wiring for 11th edition before the exact engine lands (issue 28: engine.ts is another branch's):
 * a recording engine that keeps the Scenario it was given and answers with a Result made from it, so that the
 * loader, the matchup and the commands are tested for what they hand the engine and how they show its answer.
 */
import { join } from 'node:path';
import { Dist } from '../../../src/dice/dist.js';
import { main } from '../../../src/cli/main.js';
import { legacy } from '../../../src/rules/legacy/index.js';
import type { Ruleset } from '../../../src/rules/ruleset.js';
import { tenth } from '../../../src/rules/tenth/index.js';
import { tally } from '../../../src/rules/simulation.js';
import type { Result, Scenario } from '../../../src/rules/eleventh/types.js';
import { eleventhRuleset } from '../../../src/rules/eleventh/value.js';

export const FIXTURES = join(import.meta.dirname, 'fixtures', 'data');

/** The scenarios the recording engine was given, latest last. */
export const seen: Scenario[] = [];

/**
 * A stand-in engine: every attack die of every batch destroys... nothing it computes; it answers with fixed
 * numbers a test can check the views against: each batch's attacks = firers, hits = firers / 2, and the target
 * loses one model with probability 1/4 (kills = [3/4, 1/4, 0, ...]), one wound likewise.
 */
export function recordingEngine(s: Scenario): Result {
  seen.push(s);
  const models = s.target.models.reduce((n, g) => n + g.count, 0);
  const wounds = s.target.models.reduce((n, g) => n + g.count * g.stats.W, 0);
  const quarter = (size: number) => Dist.of(Array.from({ length: size + 1 }, (_, k) => (k === 0 ? 3 / 4 : k === 1 ? 1 / 4 : 0)));
  return {
    kills: quarter(models),
    woundsLost: quarter(wounds),
    batches: s.batches.map((b) => ({ weapon: b.weapon.name, attacks: b.firers, hits: b.firers / 2, wounds: 0, unsaved: 0, mortalWounds: 0, damage: 0 })),
    groupOrder: s.target.models.map((_, i) => i),
    groups: s.target.models.map((g) => g.name),
    notes: ['recording engine: not the rules'],
  };
}

export const testEleventh = eleventhRuleset({
  calculate: async () => recordingEngine,
  simulate: async () => (s, runs, seed, _choices) => tally(() => ({ kills: 1, woundsLost: 1 }), runs, seed, s.target.models.reduce((n, g) => n + g.count, 0)),
});

const registry = [tenth, legacy, testEleventh as unknown as Ruleset] as const;

/** The CLI in this process with 11th edition (over the recording engine) registered beside the others. */
export async function run11(args: readonly string[], where?: { cwd: string; env: NodeJS.ProcessEnv }) {
  const out: string[] = [];
  const err: string[] = [];
  const status = await main(args, { out: (t) => out.push(t), err: (t) => err.push(t), colour: false }, where, registry);
  return { status, stdout: out.join('\n'), stderr: err.join('\n') };
}
