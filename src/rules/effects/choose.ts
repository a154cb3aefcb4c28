import type { AssignedRoll, Result } from '../engine.js';
import type { OneRollGroup } from './types.js';

/** The one-roll rules as given to weapons, and what that gives. */
export interface Choice {
  readonly rolls: readonly AssignedRoll[];
  readonly result: Result;
}

const MAX_COMBINATIONS = 512;

/** Each group's possible placements: which of its rolls, on which weapon. */
function placements(groups: readonly OneRollGroup[], weapons: number): AssignedRoll[][][] {
  const each = (g: OneRollGroup): AssignedRoll[][][] => {
    const onWeapons = (rolls: OneRollGroup['rolls']) =>
      rolls.map((r) => Array.from({ length: weapons }, (_, weapon) => [{ ...r, weapon }]));
    // All rolls of the group are separate choices, or the group is one choice among its rolls.
    return g.pickOne ? [onWeapons(g.rolls).flat()] : onWeapons(g.rolls);
  };
  return groups.flatMap(each);
}

function* combinations(options: AssignedRoll[][][]): Generator<AssignedRoll[]> {
  if (!options.length) {
    yield [];
    return;
  }
  const [first, ...rest] = options;
  for (const pick of first) for (const tail of combinations(rest)) yield [...pick, ...tail];
}

function score(r: Result): number {
  return r.kills.mean + r.damage.mean * 1e-6;
}

/**
 * "Chosen where it helps most": every placement of the attacker's one-roll rules is calculated
 * exactly and the one with the most expected models destroyed is kept (then damage). The target's
 * rules (saving throws) are placed first, to the fewest expected kills without the attacker's.
 */
export function chooseOneRolls(
  attacker: readonly OneRollGroup[],
  target: readonly OneRollGroup[],
  weapons: number,
  evaluate: (rolls: readonly AssignedRoll[]) => Result,
): Choice {
  const best = (groups: readonly OneRollGroup[], fixed: readonly AssignedRoll[], sign: 1 | -1): Choice => {
    let chosen: Choice | undefined;
    let tried = 0;
    for (const combo of combinations(placements(groups, weapons))) {
      if (++tried > MAX_COMBINATIONS) break;
      const rolls = [...fixed, ...combo];
      const result = evaluate(rolls);
      if (!chosen || sign * score(result) > sign * score(chosen.result)) chosen = { rolls, result };
    }
    return chosen!;
  };
  const defence = target.length ? best(target, [], -1).rolls : [];
  return best(attacker, defence, 1);
}
