#!/usr/bin/env node
// The long runs of the two property suites:
//   npm run fuzz -- --n 20000 [--runs 2000] [--inputs 5000] [--seed 123]
// 1. exact against simulator (tests/rules/exact-vs-simulator.test.ts): N random matchups, each
//    simulated RUNS times, every disagreement printed with a reproducer (the scenario as JSON, YAML
//    unit files and a wh40k command);
// 2. bad inputs (tests/fuzz-inputs.test.ts): INPUTS random command lines and mutated files, each
//    checked for exit code 0/1/2, no stack trace, file:line on input errors.
// Exits 1 if either finds anything.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    n: { type: 'string', default: '20000' },
    runs: { type: 'string', default: '2000' },
    inputs: { type: 'string', default: '5000' },
    seed: { type: 'string' },
  },
});
for (const [name, value] of Object.entries(values)) {
  if (value !== undefined && !/^[1-9]\d*$/.test(value)) {
    console.error(`fuzz: --${name} must be a positive whole number, got "${value}"`);
    process.exit(2);
  }
}

const base = { ...process.env };
if (values.seed) base.FC_SEED = values.seed;
else delete base.FC_SEED;
const vitest = (args, env) => spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit', env: { ...base, ...env } }).status ?? 1;
const scenarios = vitest(['tests/rules/exact-vs-simulator.test.ts', '-t', 'FUZZ_N'], { FUZZ_N: values.n, FUZZ_RUNS: values.runs });
const inputs = vitest(['tests/fuzz-inputs.test.ts'], { FUZZ_N: values.inputs });
process.exit(scenarios || inputs ? 1 : 0);
