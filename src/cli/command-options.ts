/**
 * The options several commands share: a matchup's knobs (calc, compare, roster), the output format,
 * and threads and shards (compare, run, roster).
 */
import { availableParallelism } from 'node:os';
import { Option, type Command } from 'commander';
import { SIMULATION_FIELDS } from '../rules/flags.js';
import { fieldParser } from './flags.js';
import { integer, oneOf, shard } from './options.js';
import { FORMATS, type Format } from './sheet.js';
import { UsageError } from './errors.js';

/** The parser of calc's and turn's --simulate and --seed, from their fields (rules/flags.ts SIMULATION_FIELDS). */
export const knob = (key: keyof typeof SIMULATION_FIELDS) => fieldParser(SIMULATION_FIELDS[key]) as (text: string) => number;

/** calc's and turn's cross-check: --simulate N, and --seed (default 1, which the engines take when none is given). */
export function simulation(cmd: Command, what: string): Command {
  return cmd.option('--simulate <runs>', what, knob('simulate')).option('--seed <n>', 'seed for --simulate (default 1)', knob('seed'));
}

/** A seed seeds a simulation, and a simulation plays the one matchup printed: said, never ignored. */
export function refuseIdleSimulation(o: { readonly simulate?: number; readonly seed?: number; readonly vary?: readonly string[] }, played: 'matchup' | 'turn'): void {
  if (o.seed !== undefined && o.simulate === undefined) throw new UsageError('--seed: it seeds --simulate; give --simulate N too');
  if (o.simulate !== undefined && o.vary?.length) throw new UsageError(`--simulate plays one ${played} die by die, not a sweep: simulate the ${played} of one value without --vary`);
}

export function output(cmd: Command, fallback: Format = 'table'): Command {
  return cmd
    .addOption(new Option('--format <format>', FORMATS.join(' | ')).argParser(oneOf(...FORMATS)).default(fallback))
    .option('-q, --quiet', 'no notes or progress: just the result on stdout');
}

export function parallel(cmd: Command): Command {
  return cmd
    .option('--jobs <n>', 'threads at most, this one included; workers start only when the work pays for them (default: the number of cores)', integer(1, 64), availableParallelism())
    .option('--shard <i/n>', 'compute only the I-th of N slices (join the JSON with `wh40k merge`)', shard);
}
