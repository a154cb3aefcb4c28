#!/usr/bin/env node
// The long run of the exact-vs-simulator property test (tests/rules/exact-vs-simulator.test.ts):
//   npm run fuzz -- --n 20000 [--runs 2000] [--seed 123]
// draws N random matchups, simulates each RUNS times and prints every disagreement with a
// reproducer (the scenario as JSON, YAML unit files and a wh40k command); exits 1 if any.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    n: { type: 'string', default: '20000' },
    runs: { type: 'string', default: '2000' },
    seed: { type: 'string' },
  },
});
for (const [name, value] of Object.entries(values)) {
  if (value !== undefined && !/^[1-9]\d*$/.test(value)) {
    console.error(`fuzz: --${name} must be a positive whole number, got "${value}"`);
    process.exit(2);
  }
}

const env = { ...process.env, FUZZ_N: values.n, FUZZ_RUNS: values.runs };
if (values.seed) env.FC_SEED = values.seed;
else delete env.FC_SEED;
const run = spawnSync('npx', ['vitest', 'run', 'tests/rules/exact-vs-simulator.test.ts', '-t', 'FUZZ_N'], { stdio: 'inherit', env });
process.exit(run.status ?? 1);
