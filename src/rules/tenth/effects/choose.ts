import { MAX_WORK, TooLargeError, type AssignedRoll, type Result } from '../engine.js';
import type { OneRoll, OneRollGroup } from './types.js';

/** The one-roll rules as given to weapons, and what that gives. */
export interface Choice {
  readonly rolls: readonly AssignedRoll[];
  readonly result: Result;
  /** The placements on any weapon (OneRollGroup anyWeapon) were left out: with them the search was too large. */
  readonly narrowed?: boolean;
}

/** The most placements compared; past it the chooser refuses at once rather than cut the search. */
export const MAX_PLACEMENTS = 512;
/** Scores closer than this are a tie (float rounding), and a tie keeps the earlier placement. */
const TIE = 1e-12;

/**
 * What a placement does (plan.ts oneRollKey): placements with the same key on the same weapon give
 * the same result and are compared once; undefined when the weapon makes no such roll.
 */
export type PlacementKey = (placed: AssignedRoll) => string | undefined;

/**
 * RULINGS 13: a Fate die is optional ("you can use one of those Fate dice", 002 'Strands of
 * Fate'), so keeping it is a placement too. Re-rolls and "counts as a 6" need no such option: the
 * engine uses them only on a roll they improve (one-roll.ts).
 */
function optional(g: OneRollGroup): boolean {
  return g.rolls.every((r) => r.action === 'fate' || r.action === 'fate-reroll');
}

/**
 * 002 FAQ: "Can a Fate dice be used as part of a re-roll? Yes." A Fate die (one pick among its
 * rolls) may also stand for the first re-roll of its kind, offered where a one-roll re-roll rule of
 * that kind is in play on the same side (Command Re-roll, Unparalleled Foresight, Soulsight).
 */
function withFateOnRerolls(g: OneRollGroup, groups: readonly OneRollGroup[]): OneRollGroup {
  if (!g.pickOne || !optional(g)) return g;
  const rerolled = (kind: OneRoll['roll']) => groups.some((o) => o.rolls.some((r) => r.roll === kind && r.action === 'reroll'));
  const onRerolls = g.rolls.filter((r) => r.roll !== 'damage' && r.roll !== 'attacks' && rerolled(r.roll));
  return { ...g, rolls: [...g.rolls, ...onRerolls.map((r) => ({ ...r, action: 'fate-reroll' as const }))] };
}

/** Each group's possible placements: which of its rolls, on which weapon (each different one once). */
function placements(all: readonly OneRollGroup[], weapons: number, key: PlacementKey): AssignedRoll[][][] {
  const groups = all.map((g) => withFateOnRerolls(g, all));
  const each = (g: OneRollGroup): AssignedRoll[][][] => {
    const onWeapons = (rolls: OneRollGroup['rolls']) => rolls.map((r) => Array.from({ length: weapons }, (_, weapon) => ({ ...r, weapon })));
    const kept: AssignedRoll[][] = optional(g) ? [[]] : [];
    // All rolls of the group are separate choices, or the group is one choice among its rolls.
    const perRoll = onWeapons(g.rolls);
    const options = g.pickOne ? [perRoll.flat()] : perRoll;
    const waiting = g.pickOne && g.afterEachRoll ? afterEachRoll(g, weapons, key) : [];
    const anyWeapon = (i: number) => (!g.anyWeapon ? [] : g.pickOne ? perRoll.flatMap((o) => everyWeapon(o, g.source, key)) : everyWeapon(perRoll[i], g.source, key));
    // A roll no weapon makes is not placed (RULINGS 13: it is kept).
    return options.map((o, i) => [...kept, ...distinct(o, key).map((a) => [a]), ...waiting, ...anyWeapon(i)]).map((o) => (o.length ? o : [[]]));
  };
  return groups.flatMap(each);
}

/**
 * One roll on the unit's attacks as a whole (OneRollGroup anyWeapon): the same roll on every weapon
 * that makes it, sharing the use (`once`), so the first roll of its kind it helps takes it, weapons in
 * the order they resolve (RULINGS 12). None where fewer than two weapons make it.
 */
function everyWeapon(onWeapons: readonly AssignedRoll[], source: string, key: PlacementKey): AssignedRoll[][] {
  const made = onWeapons.filter((r) => key(r) !== undefined);
  if (made.length < 2) return [];
  return [made.map((r) => ({ ...r, once: `${source}: ${r.roll} roll` }))];
}

/**
 * A use the player decides on just after each roll (OneRollGroup afterEachRoll): on one weapon, one
 * of the group's rolls of each kind, sharing the use (`once`): the first of them it helps spends it,
 * so a failed Hit roll takes it and a successful one leaves it for the Wound roll (000 'Hit Roll',
 * 'Wound Roll': made in that order). On each weapon that makes two kinds or more.
 */
function afterEachRoll(g: OneRollGroup, weapons: number, key: PlacementKey): AssignedRoll[][] {
  const out: AssignedRoll[][] = [];
  for (let weapon = 0; weapon < weapons; weapon++) {
    const made = g.rolls.map((r) => ({ ...r, weapon, once: g.source })).filter((r) => key(r) !== undefined);
    const kinds = [...new Set(made.map((r) => r.roll))];
    if (kinds.length < 2) continue;
    // Before the last kind, only what a failed roll takes: a use on any roll that is not a Critical
    // ('critical') would go on the first roll of its kind, not wait for the next kind.
    const each = kinds.map((kind, i) => made.filter((r) => r.roll === kind && (i === kinds.length - 1 || r.action !== 'critical')));
    const picks = each.reduce<AssignedRoll[][]>((acc, rolls) => acc.flatMap((a) => rolls.map((r) => [...a, r])), [[]]);
    // Each also with the earlier kinds on the weapon's last attack only: before it, a failed Hit roll
    // leaves the use for a Wound roll to come (Resource lastAttacks), where it is worth more.
    const lastOnly = picks.map((pick) => pick.map((r, i) => (i < pick.length - 1 ? { ...r, lastAttacks: 1 } : r)));
    const seen = new Set<string>();
    for (const pick of [...picks, ...lastOnly]) {
      const id = pick.map((r) => `${r.roll},${r.action},${key(r)},${r.lastAttacks}`).join(';');
      if (!seen.has(id) && seen.add(id)) out.push(pick);
    }
  }
  return g.anyWeapon ? [...out, ...onAnyWeapon(out)] : out;
}

/** The same pick on every weapon that has it, one use (OneRollGroup anyWeapon): where two or more have it. */
function onAnyWeapon(picks: readonly AssignedRoll[][]): AssignedRoll[][] {
  const byActions = new Map<string, AssignedRoll[][]>();
  for (const pick of picks) {
    const id = pick.map((r) => `${r.roll},${r.action},${r.lastAttacks}`).join(';');
    byActions.set(id, [...(byActions.get(id) ?? []), pick]);
  }
  return [...byActions.values()].filter((same) => new Set(same.map((p) => p[0].weapon)).size > 1).map((same) => same.flat());
}

function distinct(rolls: readonly AssignedRoll[], key: PlacementKey): AssignedRoll[] {
  const seen = new Set<string>();
  return rolls.filter((r) => {
    const does = key(r);
    // The key of a Fate die on a re-roll does not say its value (plan.ts oneRollKey): keep each value.
    const id = `${r.weapon},${r.roll},${r.action},${does},${r.action === 'fate-reroll' ? r.value : ''}`;
    return does !== undefined && !seen.has(id) && Boolean(seen.add(id));
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

/** What the search may cost: the engine's work for one placement, and the most in all. */
export interface SearchBudget {
  readonly work: (rolls: readonly AssignedRoll[]) => number;
  readonly limit: number;
}

function count(options: readonly AssignedRoll[][][]): number {
  return options.reduce((n, o) => n * o.length, 1);
}

/** The placements a search compares: the target's (each alone), then the attacker's. */
function optionsOf(attacker: readonly OneRollGroup[], target: readonly OneRollGroup[], weapons: number, key: PlacementKey) {
  const defence = target.length ? placements(target, weapons, key) : [];
  const attack = placements(attacker, weapons, key);
  return { defence, attack, total: (defence.length ? count(defence) : 0) + count(attack) };
}

/** optionsOf, refused past MAX_PLACEMENTS. */
function searchOptions(attacker: readonly OneRollGroup[], target: readonly OneRollGroup[], weapons: number, key: PlacementKey) {
  const { defence, attack, total } = optionsOf(attacker, target, weapons, key);
  if (total > MAX_PLACEMENTS) {
    throw new TooLargeError(
      `this calculation needs ${total} placements of its one-roll rules (re-rolls, Fate dice) compared (limit ${MAX_PLACEMENTS}); use fewer of them`,
    );
  }
  return { defence, attack, total };
}

/**
 * The work of a whole search, before running it (TooLargeError past MAX_PLACEMENTS): the
 * placements are counted (never listed when too many), then the engine's work of each summed. The
 * attacker's placements are costed with the costliest of the target's, the most they run with.
 */
export function searchWork(
  attacker: readonly OneRollGroup[],
  target: readonly OneRollGroup[],
  weapons: number,
  key: PlacementKey,
  work: (rolls: readonly AssignedRoll[]) => number,
  /** Stop costing once the sum is past this (it is refused anyway). */
  stopAbove = Infinity,
): { placements: number; work: number } {
  const groups = searchGroups(attacker, target, weapons, key, work);
  const { defence, attack, total } = searchOptions(groups.attacker, groups.target, weapons, key);
  return { placements: total, work: costOf(defence, attack, work, stopAbove) };
}

function costOf(defence: AssignedRoll[][][], attack: AssignedRoll[][][], work: (rolls: readonly AssignedRoll[]) => number, stopAbove: number): number {
  const defenceWork = defence.length ? [...combinations(defence)].map((d) => ({ d, work: work(d) })) : [];
  const costliest = defenceWork.reduce((a, b) => (b.work > a.work ? b : a), { d: [] as AssignedRoll[], work: 0 }).d;
  let sum = defenceWork.reduce((s, d) => s + d.work, 0);
  for (const a of combinations(attack)) {
    if (sum > stopAbove) break;
    sum += work([...costliest, ...a]);
  }
  return sum;
}

/**
 * The groups a search compares: with the placements on any weapon (OneRollGroup anyWeapon), unless
 * those make it too large (past MAX_PLACEMENTS, or past MAX_WORK where the work is known); then
 * without them (`narrowed`: each roll on one weapon, as before the dice; the caller says so).
 */
function searchGroups(
  attacker: readonly OneRollGroup[],
  target: readonly OneRollGroup[],
  weapons: number,
  key: PlacementKey,
  work?: (rolls: readonly AssignedRoll[]) => number,
): { attacker: readonly OneRollGroup[]; target: readonly OneRollGroup[]; narrowed: boolean } {
  const wide = { attacker, target, narrowed: false };
  if (![...attacker, ...target].some((g) => g.anyWeapon)) return wide;
  const { defence, attack, total } = optionsOf(attacker, target, weapons, key);
  if (total <= MAX_PLACEMENTS && (!work || costOf(defence, attack, work, MAX_WORK) <= MAX_WORK)) return wide;
  const narrow = (groups: readonly OneRollGroup[]) => groups.map((g) => (g.anyWeapon ? { ...g, anyWeapon: false } : g));
  return { attacker: narrow(attacker), target: narrow(target), narrowed: true };
}

/**
 * "Chosen where it helps most": every placement of the attacker's one-roll rules is calculated
 * exactly and the one with the most expected models destroyed is kept (then damage). The target's
 * rules (saving throws) are placed first, to the fewest expected kills without the attacker's.
 * A Fate die is spent only where it helps its owner (RULINGS 13): keeping it is tried first and
 * wins ties. With a budget, the whole search is costed first and refused if past it.
 */
export function chooseOneRolls(
  attacker: readonly OneRollGroup[],
  target: readonly OneRollGroup[],
  weapons: number,
  evaluate: (rolls: readonly AssignedRoll[]) => Result,
  key: PlacementKey = (r) => `${r.value}`,
  budget?: SearchBudget,
): Choice {
  const groups = searchGroups(attacker, target, weapons, key, budget?.work);
  const { defence, attack } = searchOptions(groups.attacker, groups.target, weapons, key);
  if (budget) {
    const { placements: total, work } = searchWork(groups.attacker, groups.target, weapons, key, budget.work, budget.limit);
    if (work > budget.limit) {
      throw new TooLargeError(
        `this calculation needs at least ${work.toExponential(1)} steps to compare ${total} placements of its one-roll rules (limit ${budget.limit.toExponential(1)}); use fewer one-roll rules, models or attacks`,
      );
    }
  }
  const best = (options: AssignedRoll[][][], fixed: readonly AssignedRoll[], sign: 1 | -1): Choice => {
    let chosen: Choice | undefined;
    for (const combo of combinations(options)) {
      const rolls = [...fixed, ...combo];
      const result = evaluate(rolls);
      if (!chosen || sign * (score(result) - score(chosen.result)) > TIE) chosen = { rolls, result };
    }
    return chosen!;
  };
  const chosen = best(attack, defence.length ? best(defence, [], -1).rolls : [], 1);
  return groups.narrowed ? { ...chosen, narrowed: true } : chosen;
}
