/**
 * The legacy ruleset's matchup for `wh40k need` (rules/need.ts; README 'The older edition'): a legacy calc
 * (matchup.ts legacyReport) at each candidate's size. Its sizes are the unit file's model counts, from its
 * groups' `min` to their `max`, as `--models` and `--target-models` change them (size.ts withModels), with the
 * file's points; it has no effects with command points, so no `--with-options`.
 */
import { Dist } from '../../dice/dist.js';
import { UsageError } from '../errors.js';
import type { NeedMatchup, NeedOutcome, NeedSize } from '../need.js';
import { checkedFields, valueFields } from '../option-fields.js';
import { tailSums } from '../summary.js';
import type { LegacyCalcOptions } from './contract.js';
import { LegacyInputError } from './errors.js';
import { LEGACY_DEFAULTS, LEGACY_FLAGS } from './flags.js';
import { findLegacyUnit, legacyReport, type OtherRulesetNames } from './matchup.js';
import { withModels } from './size.js';
import type { LegacyResult, LegacyUnit } from './types.js';

/** `attacker` and `target` found by name among `units`; the options checked as calculateLegacyMatchup checks a script's. */
export async function legacyNeedMatchup(units: readonly LegacyUnit[], attacker: string, target: string, options: LegacyCalcOptions, otherNames: OtherRulesetNames): Promise<NeedMatchup<LegacyCalcOptions>> {
  const checked = checkedFields<LegacyCalcOptions>(valueFields(LEGACY_FLAGS), options, 'need: options');
  const sides = { attacker: await findLegacyUnit(units, attacker, otherNames), target: await findLegacyUnit(units, target, otherNames) };
  return {
    attacker: sides.attacker.name,
    target: sides.target.name,
    options: checked,
    shownOptions: shownOptions(checked),
    // No budget over all candidates: each candidate's calc refuses on its own past the legacy engine's (work.ts).
    sizes: (side, anySize) => {
      if (anySize !== undefined) throw new UsageError('anySize: a legacy unit\'s sizes are its file\'s, from its groups\' min to their max, and every one is tried');
      return unitSizes(sides[side]);
    },
    effects: () => {
      throw new UsageError('withOptions: the legacy ruleset has no effects with command points to combine');
    },
    trial: (o) => ({
      work: 0,
      run: () => {
        const report = legacyReport(sides.attacker, sides.target, o);
        return { outcome: outcomeOf(report.result), notes: report.notes };
      },
    }),
  };
}

/**
 * Every size from the groups' minimums to their maximums that the unit file allows (withModels: the one group
 * with a min and max takes the models added or removed), with its points (null where the file gives none).
 */
function unitSizes(unit: LegacyUnit): { sizes: NeedSize[]; notes: string[] } {
  const [smallest, largest] = [unit.models.reduce((s, g) => s + g.min, 0), unit.models.reduce((s, g) => s + g.max, 0)];
  const sizes: NeedSize[] = [];
  const refused: string[] = [];
  for (let n = smallest; n <= largest; n++) {
    try {
      sizes.push({ models: n, points: withModels(unit, n).points?.base ?? null, pointsExtrapolated: false });
    } catch (e) {
      if (!(e instanceof LegacyInputError)) throw e;
      refused.push(e.message);
    }
  }
  return { sizes, notes: refused.length ? [`${refused.length} size${refused.length === 1 ? '' : 's'} not tried: ${refused.at(-1)}`] : [] };
}

/** Wounds (or Hull Points) lost: the legacy result's damage. */
const damageOf = (r: LegacyResult): Dist => r.woundsLost;

/** What the goals read, summarised as the legacy calc's JSON summarises it (rules/legacy/json.ts). */
function outcomeOf(r: LegacyResult): NeedOutcome {
  const kills = r.kills.toArray();
  return { kills: { distribution: kills, atLeast: tailSums(kills), wipe: r.kills.prob(r.targetModels) }, damage: { atLeast: tailSums(damageOf(r).toArray()) }, targetModels: r.targetModels };
}

/** The options the JSON lists: those given that differ from what leaving them out means (LEGACY_DEFAULTS, off, none). */
function shownOptions(o: LegacyCalcOptions): Record<string, unknown> {
  const left = (key: string): unknown => (key in LEGACY_DEFAULTS ? LEGACY_DEFAULTS[key as keyof typeof LEGACY_DEFAULTS] : false);
  const keys = [...new Set(LEGACY_FLAGS.map((f) => f.key))];
  return Object.fromEntries(keys.flatMap((key) => {
    const v = (o as Record<string, unknown>)[key];
    return v === undefined || v === left(key) || (Array.isArray(v) && !v.length) ? [] : [[key, v]];
  }));
}
