/**
 * 11th edition's exact engine (issue 28): `calculate11(scenario)`, pure. The batches in the attacker's order
 * (RULINGS 7), each through its hit and wound rolls (hit-wound.ts), its save rolls from the lowest result
 * up into the allocation groups (allocation.ts) and its Devastating Wounds; the defender's group order by
 * RULINGS 6 and the attacker's Lethal Hits by RULINGS 5. Computed, not sampled.
 */
import { Dist } from '../../dice/dist.js';
import { Refused, WorkBudgetError } from '../errors.js';
import { plannedActions } from './actions.js';
import { batchWork } from './allocation.js';
import { weaponAbilities } from './abilities.js';
import { batchName, sourcesOf } from './batch-sources.js';
import { planBatch, type BatchPlan } from './attack.js';
import { allocationGroups, checkOrder, mergedDifferences, unitOrderCount, unitOrders, type AllocationGroup } from './groups.js';
import { hazardMortalWounds } from './hazard.js';
import { attackersCommandReroll, rerollCandidates } from './command-reroll.js';
import { jointSumOf, jointSupport } from './joint.js';
import {
  atEachToughness,
  defendersRun,
  moreKills,
  precisionCandidates,
  saveRerollCandidates,
  type Planned,
  type PlannedAt,
  type Run,
} from './run.js';
import { trackModels, type Track } from './track.js';
import type { Result, Scenario } from './types.js';

/**
 * Inner steps one calculation may take (estimateWork). Measured on the shared 2-core machine: 1.3-6.3 ns a
 * step (40 attacks against three groups of 20 models: 85 ms plain, 74 ms with Devastating Wounds, 414 ms with
 * Sustained Hits D3 as well), so the budget is at most about 1.5 s at the slowest rate. Since issue 28's speed-ups
 * the count is an upper bound: the first and last faces of the save rolls (faces.ts) take about one step per die
 * count where it counts the square (40 attacks against three groups of 20: about 50 ms).
 */
export const MAX_WORK = 2.5e8;

function plansFor(scenario: Scenario, lethal: Readonly<Record<string, boolean>>): (BatchPlan | string)[] {
  return scenario.batches.map((b) => planBatch(scenario, b, lethal[b.weapon.name]));
}

/** A batch with its joint law of wounds: the ones planBatch left (many attack dice, two-dimensional) made now, after the work check. */
const withJoint = (p: BatchPlan): PlannedAt => (hasJoint(p) ? p : { ...p, joint: jointSumOf(p.attackDice, p.dieJoint) });

const hasJoint = (p: BatchPlan): p is PlannedAt => p.joint !== undefined;

/** Every batch at the target's T before any attack, and at any other T the models left give (11e 05.02.01). */
const withJoints = (scenario: Scenario, plans: readonly (BatchPlan | string)[]): Planned[] =>
  plans.map((p) =>
    typeof p === 'string'
      ? p
      : atEachToughness(withJoint(p), (toughness) => withJoint(planBatch(scenario, p.batch, p.lethalHits, toughness) as BatchPlan), scenario.target),
  );

/** Weapons whose Lethal Hits the engine chooses (RULINGS 5): only with Devastating Wounds can declining pay. */
function lethalChoices(scenario: Scenario, plans: readonly (BatchPlan | string)[]): string[] {
  const names = plans.flatMap((p) =>
    typeof p !== 'string' && p.lethalHits !== undefined && p.abilities.devastatingWounds ? [p.batch.weapon.name] : [],
  );
  return [...new Set(names)].filter((n) => scenario.lethalHits?.[n] === undefined);
}

interface Work {
  readonly steps: number;
  readonly wounds: number;
  readonly tries: number;
}

/**
 * The work of a calculation before any joint law is built: per batch, the joint law's convolutions and the
 * save rolls' resolution (allocation.ts batchWork) over the bounds of its wounds, times the group orders
 * (RULINGS 6), Precision's CHARACTERs (RULINGS 15), Lethal Hits' choices (RULINGS 5) and Command Re-roll's placements tried.
 */
function workOf(scenario: Scenario, groups: readonly AllocationGroup[], orders: number, plans: readonly (BatchPlan | string)[], choices: number): Work {
  // The track's positions (track.ts): one per wound the groups have left, and "destroyed".
  const positions = groups.reduce((n, g) => n + g.lost.reduce((w, l) => w + g.stats.W - l, 0), 0) + 1;
  // Precision keeps a CHARACTER's wounds apart (track.ts): states x (its wounds + 1), once per CHARACTER tried.
  const characters = precisionCandidates(groups, plans).map((i) => groups[i].stats.W + 1);
  const states = positions * Math.max(1, ...characters);
  const mostWounds = Math.max(...groups.map((g) => g.stats.W));
  // 11e 05.02.01: a joint law per T the models left may give.
  const toughnesses = distinctToughnesses(groups);
  const saveRerolls = saveRerollCandidates(scenario, plans).length;
  let steps = 0;
  for (const p of plans) {
    if (typeof p === 'string') continue;
    const die = jointSupport(p.dieJoint);
    const n = p.attackDice.max;
    const [w, v, total] = [n * die.w, n * die.v, n * die.total];
    const kernel = Math.min(p.rolledDamage.max + p.damage.add, mostWounds) + 1;
    // The defender's save re-roll follows Devastating Wounds' joint v by v (allocation.ts resolveBatch).
    const byV = p.criticalShare === undefined || (saveRerolls > 1 && p.criticalShare > 0);
    const tags = byV ? Array.from({ length: v + 1 }, (_, k) => Math.min(w, total - k)) : [total];
    steps += toughnesses * n * (w + 1) * (v + 1) * (die.w + 1) * (die.v + 1) + batchWork(states, tags, kernel);
  }
  // 11e 15.02: the attacker's Command Re-roll tries each batch and roll it can improve (command-reroll.ts).
  const rerolls = scenario.actions?.commandReroll?.attacker ? rerollCandidates(plans).length : 0;
  const tries = orders * saveRerolls * Math.max(1, characters.length) * (1 + choices) * (1 + rerolls);
  return { steps: steps * tries, wounds: positions - 1, tries };
}

/** How many T the groups' models have (each model's, groups.ts). */
function distinctToughnesses(groups: readonly AllocationGroup[]): number {
  const seen = new Set<number>();
  for (const g of groups) for (const t of g.toughness) seen.add(t);
  return seen.size;
}

/** The inner steps `calculate11` would take (its budget is MAX_WORK). */
export function estimateWork(scenario: Scenario): number {
  const groups = allocationGroups(scenario.target);
  const planned = plansFor(scenario, scenario.lethalHits ?? {});
  const orders = scenario.groupOrder ? 1 : unitOrderCount(scenario.target);
  return workOf(scenario, groups, orders, planned, lethalChoices(scenario, planned).length).steps;
}

/** Refuse at once past the budget, naming the matchup's size. */
function checkWork(scenario: Scenario, groups: readonly AllocationGroup[], orders: number, plans: readonly (BatchPlan | string)[], choices: number): void {
  const work = workOf(scenario, groups, orders, plans, choices);
  if (work.steps > MAX_WORK) {
    throw new WorkBudgetError(
      `${scenario.attacker.name} vs ${scenario.target.name}: ${plans.length} batch(es) against ${groups.length} allocation group(s) ` +
        `(${work.wounds} wounds, ${work.tries} group order(s) and choice(s) to try) needs about ${work.steps.toExponential(1)} steps, ` +
        `more than the 11th-edition engine's budget of ${MAX_WORK.toExponential(0)}: use fewer attacks, models or groups, or give a group order`,
    );
  }
}

function notesFor(scenario: Scenario, run: Run, plans: readonly Planned[], chosen: Readonly<Record<string, boolean>>): string[] {
  const notes = new Set<string>(mergedDifferences(scenario.target));
  if (new Set(scenario.target.models.map((m) => m.stats.T)).size > 1) {
    notes.add(
      'each batch\'s wound rolls use the highest T among the models left when it starts: the bodyguard (non-CHARACTER) ' +
        'models\' while any stand, then the CHARACTERs\' (11e 05.02.01, 19.02)',
    );
  }
  for (const p of plans) {
    if (typeof p === 'string') {
      notes.add(p);
      continue;
    }
    p.notes.forEach((n) => notes.add(n));
    // Choices are keyed by the batch's first weapon; the notes name all of its weapons (RULINGS 12).
    const key = p.batch.weapon.name;
    const name = batchName(p.batch);
    // RULINGS 12: a joined weapon's abilities that change no roll are its own.
    for (const { weapon } of sourcesOf(p.batch)) {
      const own = weaponAbilities(weapon, scenario.target.keywords);
      for (const n of own.noEffect) notes.add(`${weapon.name}: ${n} changes nothing this engine computes`);
      if (own.has.has('extra attacks')) {
        notes.add(`${weapon.name}: [EXTRA ATTACKS] is a weapon selection (11e 24, selection.ts meleeSelections): its batch is computed as given`);
      }
    }
    if (p.abilities.has.has('precision')) {
      const target = run.precise === undefined ? undefined : run.track.groups[run.order.indexOf(run.precise)].name;
      notes.add(
        target
          ? `${name}: [PRECISION] makes ${target} the current group while it stands (11e 24.28, RULINGS 15)`
          : `${name}: [PRECISION] changes nothing against a unit without CHARACTER models`,
      );
    }
    if (p.lethalHits !== undefined) {
      const why =
        scenario.lethalHits?.[key] !== undefined
          ? 'as asked'
          : key in chosen
            ? 'more expected kills (RULINGS 5)'
            : 'never worse without Devastating Wounds (RULINGS 5)';
      notes.add(`${name}: Lethal Hits ${p.lethalHits ? 'used' : 'declined'}: ${why}`);
    }
  }
  for (const a of plannedActions(scenario)) notes.add(typeof a === 'string' ? a : a.note);
  if (run.saveReroll !== undefined) notes.add(defendersRerollNote(plans[run.saveReroll]));
  notes.add(orderNote(run.track));
  const hazard = hazardMortalWounds(scenario, plans);
  if (hazard !== undefined) {
    notes.add(`hazard rolls (11e 06.03): ${hazard.toFixed(2)} expected mortal wounds to ${scenario.attacker.name} (hazardMortalWounds)`);
  }
  return [...notes];
}

/** The allocation order's note, made once per track (run.ts makes one per target and order). */
function orderNote(track: Track): string {
  let note = orderNotes.get(track);
  if (note === undefined) orderNotes.set(track, (note = `allocation order (11e 05.03, RULINGS 6): ${track.groups.map((g) => g.name).join(', ')}`));
  return note;
}

const orderNotes = new WeakMap<Track, string>();

/** 11e 15.02: where the defender's Command Re-roll went, and what that placement leaves out. */
function defendersRerollNote(plan: Planned): string {
  const weapon = typeof plan === 'string' ? 'a batch' : batchName(plan.batch);
  return (
    `Command Re-roll (11e 15.02), the defender's: on the save rolls of ${weapon}, the lowest rolled again when the current group ` +
    'fails it, the batch fixed before the dice where it saves most in expectation: a defender choosing after seeing the dice ' +
    'can do better (the expected kills are an upper bound)'
  );
}

function sumsToOne(p: readonly number[], what: string): void {
  const total = p.reduce((s, x) => s + x, 0);
  if (Math.abs(total - 1) > 1e-9) throw new Error(`internal: ${what} sums to ${total}, not 1`);
}

export function calculate11(scenario: Scenario): Result {
  const groups = allocationGroups(scenario.target);
  if (groups.length === 0) throw new Refused(`${scenario.target.name} has no models to attack`);
  if (scenario.groupOrder) checkOrder(groups, scenario.groupOrder);
  const orderCount = scenario.groupOrder ? 1 : unitOrderCount(scenario.target);
  const forced = scenario.lethalHits ?? {};
  const planned = plansFor(scenario, forced);
  const choices = lethalChoices(scenario, planned);
  checkWork(scenario, groups, orderCount, planned, choices.length);
  const orders = scenario.groupOrder ? [scenario.groupOrder] : unitOrders(scenario.target);
  let plans = withJoints(scenario, planned);

  // 11e 15.02: the attacker's Command Re-roll placed where it gains most, against the defender's order (RULINGS 6).
  const attack = (p: readonly Planned[]) => attackersCommandReroll(scenario, p, (q) => defendersRun(scenario, groups, orders, q));
  // RULINGS 5: each weapon in turn, Lethal Hits declined only if that gives strictly more expected kills.
  const chosen: Record<string, boolean> = {};
  let best = attack(plans);
  for (const name of choices) {
    const other = attack(withJoints(scenario, plansFor(scenario, { ...forced, ...chosen, [name]: false })));
    chosen[name] = !moreKills(other.run, best.run);
    if (!chosen[name]) best = other;
  }
  const { run } = best;
  plans = [...best.plans];

  sumsToOne(run.state, 'the target\'s state');
  const kills = new Array<number>(trackModels(run.track) + 1).fill(0);
  const lost = new Array<number>(run.track.lostAt[run.track.destroyed] + 1).fill(0);
  run.state.forEach((x, p) => {
    kills[run.track.killsAt[p]] += x;
    lost[run.track.lostAt[p]] += x;
  });
  const hazard = hazardMortalWounds(scenario, plans);
  const commandReroll = {
    ...(best.placed ? { attacker: best.placed } : {}),
    ...(run.saveReroll === undefined ? {} : { defender: { batch: run.saveReroll } }),
  };
  return {
    kills: Dist.of(kills),
    woundsLost: Dist.of(lost),
    batches: run.batches,
    groupOrder: run.order,
    groups: groups.map((g) => g.name),
    notes: [...notesFor(scenario, run, plans, chosen), ...(best.note ? [best.note] : [])],
    ...(hazard === undefined ? {} : { hazardMortalWounds: hazard }),
    ...(run.actions.length ? { actions: run.actions } : {}),
    ...(Object.keys(commandReroll).length ? { commandReroll } : {}),
  };
}
