/**
 * 10th edition's matchup for `wh40k need` (rules/need.ts): one calc (run.ts) of two units at each
 * candidate's options; the sizes are the datasheet's priced sizes (or, with --any-size, every size it
 * allows), the effects those of the effects registry with their CP, and the work is the engine's.
 */
import type { Roster } from '../profiles/registry.js';
import type { NeedMatchup, NeedSide, NeedSize } from '../../need.js';
import { MAX_WORK, TooLargeError } from '../engine.js';
import { modelCount } from '../plan.js';
import { parseEffectList } from '../effects/index.js';
import type { Effect } from '../effects/types.js';
import { pointsFor, pricedSizes } from '../points.js';
import { resize, SelectionError } from '../selection.js';
import type { Unit } from '../types.js';
import { UsageError } from '../../errors.js';
import { unitsNamed } from './named.js';
import { optionsSet, type CalcOptions } from './options.js';
import { pointsExtrapolated } from './points-shown.js';
import { matchupWork, runMatchup } from './run.js';

/** At most 2^8 subsets of effects at once (--with-options): 256 calculations. */
const MAX_OPTIONS = 8;

/** `need`'s matchup of two units you hold: a calc at each candidate's options. */
export function calcNeedMatchup(attacker: Unit, target: Unit, options: CalcOptions): NeedMatchup<CalcOptions> {
  const units = { attacker, target };
  return {
    attacker: attacker.name,
    target: target.name,
    options,
    shownOptions: optionsSet(options),
    budget: { steps: MAX_WORK, refuse: (message) => new TooLargeError(message) },
    sizes: (side, anySize) => sizesToTry(units[side], anySize, side === 'target'),
    effects: (side, names) => optionEffects(names, side, options[side === 'attacker' ? 'with' : 'targetWith'] ?? []),
    trial: (o) => {
      const m = { attacker, target, options: o };
      return {
        work: matchupWork(m),
        run: () => {
          const report = runMatchup(m);
          return { outcome: report.result, notes: report.notes };
        },
      };
    },
  };
}

/** The units named in the roster (as the command line names them), with the options as given. */
export function namedNeedMatchup(roster: Roster, attacker: string, target: string, options: CalcOptions): NeedMatchup<CalcOptions> {
  const m = unitsNamed(roster, attacker, target, options);
  return calcNeedMatchup(m.attacker, m.target, m.options);
}

/** The datasheet's priced sizes, or every size the unit can have from its datasheet's minimum to `anySize`. */
function sizesToTry(unit: Unit, any: number | true | undefined, casualties: boolean): { sizes: NeedSize[]; notes: string[] } {
  const priced = pricedSizes(unit.points);
  const sized = (models: number): NeedSize => ({ models, points: pointsFor(unit, models), pointsExtrapolated: pointsExtrapolated(unit, models) });
  if (any === undefined) {
    if (!priced.length) throw new UsageError(`${unit.name} has no points by size in its datasheet: give --any-size N to try every size from its minimum to N`);
    return { sizes: priced.map(sized), notes: [] };
  }
  const anySize = any === true ? Math.max(priced.at(-1) ?? 0, modelCount(unit)) : any;
  // Issue 26: the smallest size the unit can legally have is its groups' minimums (5 Intercessors), not 1.
  const smallest = Math.max(1, unit.models.reduce((s, g) => s + g.min, 0));
  const sizes: NeedSize[] = [];
  const refused: string[] = [];
  for (let n = smallest; n <= anySize; n++) {
    try {
      resize(unit, n, [], casualties);
      sizes.push(sized(n));
    } catch (e) {
      if (!(e instanceof SelectionError)) throw e;
      refused.push(e.message);
    }
  }
  if (!sizes.length) throw new UsageError(`--any-size ${anySize}: ${unit.name} cannot have any size from ${smallest} (its datasheet's minimum) to ${anySize}`);
  const notes = refused.length ? [`${refused.length} size${refused.length === 1 ? '' : 's'} not tried: ${refused.at(-1)}`] : [];
  return { sizes, notes };
}

/** The effects of --with-options, checked: known, at most MAX_OPTIONS, the searched side's, not in play already. */
function optionEffects(names: readonly string[], side: NeedSide, given: readonly string[]): { id: string; cp: number }[] {
  const effects = parseEffectList(names);
  if (!effects.length) throw new UsageError('--with-options: expected effect names, comma-separated (see `wh40k effects`)');
  if (effects.length > MAX_OPTIONS) {
    throw new UsageError(`--with-options: at most ${MAX_OPTIONS} effects (${2 ** MAX_OPTIONS} sets) at once, got ${effects.length}`);
  }
  const wrongSide = effects.find((e) => !e[side]);
  if (wrongSide) {
    const why = side === 'attacker' ? '' : " (with --survive the options are the defender's)";
    throw new UsageError(`--with-options: ${wrongSide.id} is not a rule for the ${side === 'attacker' ? 'attacking' : 'target'} unit's player${why}`);
  }
  const inPlay: readonly Effect[] = parseEffectList(given);
  const twice = effects.find((e) => inPlay.includes(e));
  if (twice) throw new UsageError(`--with-options: ${twice.id} is already in play (--${side === 'attacker' ? 'with' : 'target-with'}); list it in one or the other`);
  return effects.map((e) => ({ id: e.id, cp: e.cp ?? 0 }));
}
