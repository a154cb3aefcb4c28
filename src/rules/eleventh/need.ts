/**
 * 11th edition's matchup for `wh40k need` (../need.ts): an 11th-edition calc at each candidate's size, the
 * sizes its unit file allows (size.ts), with the file's points. Its effects (RULINGS 10) cost no command points.
 */
import { UsageError } from '../errors.js';
import type { NeedMatchup, NeedSize } from '../need.js';
import { tailSums } from '../summary.js';
import type { EleventhOptions } from './flags.js';
import { optionsSet } from './matchups.js';
import { findUnit, reportOf, type Engine, type OtherRulesetNames } from './matchup.js';
import { checkedOptions } from './option-check.js';
import type { EleventhUnit } from './profiles/load.js';
import { modelsIn, sizeRange, withModels } from './size.js';
import { InputError } from '../../profiles/errors.js';

export async function eleventhNeedMatchup(units: readonly EleventhUnit[], attacker: string, target: string, options: object, otherNames: OtherRulesetNames, engine: Engine): Promise<NeedMatchup<EleventhOptions>> {
  const checked = checkedOptions(options, 'need: options');
  const sides = { attacker: await findUnit(units, attacker, otherNames), target: await findUnit(units, target, otherNames) };
  return {
    attacker: sides.attacker.name,
    target: sides.target.name,
    options: checked,
    shownOptions: optionsSet(checked),
    sizes: (side, anySize) => {
      if (anySize !== undefined) throw new UsageError("anySize: an 11th-edition unit's sizes are its file's, from its groups' min to their max, and every one is tried");
      return unitSizes(sides[side]);
    },
    effects: () => {
      throw new UsageError("withOptions: 11th edition's effects in hand (RULINGS 10) cost no command points: name them with --with");
    },
    trial: (o) => ({
      work: 0,
      run: () => {
        const r = reportOf(sides.attacker, sides.target, o, engine);
        const kills = r.result.kills.toArray();
        const outcome = { kills: { distribution: kills, atLeast: tailSums(kills), wipe: r.result.kills.prob(modelsIn(r.target)) }, damage: { atLeast: tailSums(r.result.woundsLost.toArray()) }, targetModels: modelsIn(r.target) };
        return { outcome, notes: r.notes };
      },
    }),
  };
}

/** Every size from the groups' minimums to their maximums that the unit file allows, with its points (null where the file gives none). */
function unitSizes(unit: EleventhUnit): { sizes: NeedSize[]; notes: string[] } {
  const [fewest, most] = sizeRange(unit);
  const sizes: NeedSize[] = [];
  const refused: string[] = [];
  for (let n = fewest; n <= most; n++) {
    try {
      withModels(unit, n, '--models');
      sizes.push({ models: n, points: unit.points[String(n)] ?? null, pointsExtrapolated: false });
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      refused.push(e.message);
    }
  }
  return { sizes, notes: refused.length ? [`${refused.length} size${refused.length === 1 ? '' : 's'} not tried: ${refused.at(-1)}`] : [] };
}
