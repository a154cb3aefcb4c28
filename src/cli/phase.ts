/**
 * `--phase ranged|melee|best` (issue 29 section 1) for calc, compare and roster, under every ruleset: ranged and melee
 * are --ranged and --melee; best computes both and keeps, per matchup, the one with the higher value of the metric,
 * and every format says which phase each matchup used.
 */
import { Option, type Command } from 'commander';
import type { ComputedCell, Metric } from '../rules/contract.js';
import { Refused } from '../rules/errors.js';
import { UsageError } from './errors.js';
import { oneOf } from './options.js';

export const PHASE_CHOICES = ['ranged', 'melee', 'best'] as const;
export type PhaseChoice = (typeof PHASE_CHOICES)[number];
export type Phase = Exclude<PhaseChoice, 'best'>;

/** The option, on a command whose matchups have --ranged and --melee (every ruleset's). */
export function phaseOption<C extends Command>(command: C): C {
  return command.addOption(
    new Option('--phase <phase>', 'ranged | melee | best: the phase each matchup uses (best: both computed, the higher value of the metric kept, and said)').argParser(oneOf(...PHASE_CHOICES)),
  ) as C;
}

/** The options of one phase: --ranged or --melee set (refused beside either of them, which say the same). */
export function inPhase<O extends object>(options: O, phase: Phase): O {
  const given = options as { ranged?: boolean; melee?: boolean };
  if (given.ranged || given.melee) throw new UsageError(`--phase with --${given.ranged ? 'ranged' : 'melee'}: give one of them`);
  return { ...options, [phase]: true };
}

/**
 * --phase best: `run` in each phase, ranged first, each result or why that phase cannot be (a Refused: no weapon for it);
 * refused in both, the two reasons are the command's error.
 */
export async function inEachPhase<O extends object, T>(options: O, run: (options: O) => Promise<T>): Promise<{ tries: [Phase, T | Refused][]; done: [Phase, T][] }> {
  const tries: [Phase, T | Refused][] = [];
  for (const phase of ['ranged', 'melee'] as const) {
    try {
      tries.push([phase, await run(inPhase(options, phase))]);
    } catch (e) {
      if (!(e instanceof Refused)) throw e;
      tries.push([phase, e]);
    }
  }
  const done = tries.filter((t): t is [Phase, T] => !(t[1] instanceof Refused));
  if (done.length === 0) throw new UsageError(`--phase best: ${tries.map(([p, e]) => `${p}: ${(e as Refused).message}`).join('; ')}`);
  return { tries, done };
}

/** The options with --phase taken out: a phase as --ranged/--melee, best left to the caller. */
export function splitPhase<O extends { phase?: PhaseChoice }>(o: O): { options: Omit<O, 'phase'>; best: boolean } {
  const { phase, ...options } = o;
  if (phase === undefined || phase === 'best') return { options, best: phase === 'best' };
  return { options: inPhase(options, phase), best: false };
}

/** The number a cell's metric is compared by (per 100 points: a cell without points counts as none). */
export function metricValue(metric: Metric, cell: ComputedCell): number {
  switch (metric) {
    case 'kills':
      return cell.kills.mean;
    case 'damage':
      return cell.damage.mean;
    case 'wipe':
      return cell.kills.wipe;
    case 'kills-per-100-points':
      return cell.killsPer100Points ?? -Infinity;
    case 'damage-per-100-points':
      return cell.damagePer100Points ?? -Infinity;
  }
}
