import type { AssignedRoll, Result } from '../engine.js';
import type { OneRollGroup, RollKind } from './types.js';

/** The one-roll rules as given to weapons, and what that gives. */
export interface Choice {
  readonly rolls: readonly AssignedRoll[];
  readonly result: Result;
}

const MAX_COMBINATIONS = 512;
/** Scores closer than this are a tie (float rounding), and a tie keeps the earlier placement. */
const TIE = 1e-12;

/** Whether a weapon's attacks make this roll at all (plan.ts rollsMade); else nothing can change it. */
export type MakesRoll = (roll: RollKind, weapon: number) => boolean;

/**
 * RULINGS 13: a Fate die is optional ("you can use one of those Fate dice", 002 'Strands of
 * Fate'), so keeping it is a placement too. Re-rolls and "counts as a 6" need no such option: the
 * engine uses them only on a roll they improve (one-roll.ts).
 */
function optional(g: OneRollGroup): boolean {
  return g.rolls.every((r) => r.action === 'fate');
}

/** Each group's possible placements: which of its rolls, on which weapon (duplicates once). */
function placements(groups: readonly OneRollGroup[], weapons: number, makes: MakesRoll): AssignedRoll[][][] {
  const each = (g: OneRollGroup): AssignedRoll[][][] => {
    const onWeapons = (rolls: OneRollGroup['rolls']) =>
      rolls.map((r) => distinct(Array.from({ length: weapons }, (_, weapon) => ({ ...r, weapon })).filter((a) => makes(a.roll, a.weapon))));
    const kept: AssignedRoll[][] = optional(g) ? [[]] : [];
    // All rolls of the group are separate choices, or the group is one choice among its rolls.
    const options = g.pickOne ? [distinct(onWeapons(g.rolls).flat())] : onWeapons(g.rolls);
    // A roll no weapon makes is not placed (RULINGS 13: it is kept).
    return options.map((o) => [...kept, ...o.map((a) => [a])]).map((o) => (o.length ? o : [[]]));
  };
  return groups.flatMap(each);
}

function distinct(rolls: readonly AssignedRoll[]): AssignedRoll[] {
  const seen = new Set<string>();
  return rolls.filter((r) => {
    const key = `${r.roll},${r.action},${r.value},${r.weapon}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
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
 * A Fate die is spent only where it helps its owner (RULINGS 13): keeping it is tried first and
 * wins ties.
 */
export function chooseOneRolls(
  attacker: readonly OneRollGroup[],
  target: readonly OneRollGroup[],
  weapons: number,
  evaluate: (rolls: readonly AssignedRoll[]) => Result,
  makes: MakesRoll = () => true,
): Choice {
  const best = (groups: readonly OneRollGroup[], fixed: readonly AssignedRoll[], sign: 1 | -1): Choice => {
    let chosen: Choice | undefined;
    let tried = 0;
    for (const combo of combinations(placements(groups, weapons, makes))) {
      if (++tried > MAX_COMBINATIONS) break;
      const rolls = [...fixed, ...combo];
      const result = evaluate(rolls);
      if (!chosen || sign * (score(result) - score(chosen.result)) > TIE) chosen = { rolls, result };
    }
    return chosen!;
  };
  const defence = target.length ? best(target, [], -1).rolls : [];
  return best(attacker, defence, 1);
}
