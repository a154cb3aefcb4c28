import { rollDice, rollDie, seededRoller, type Roller } from '../../dice/roller.js';
import { findAbility, hasAbility, oneInstanceEach } from './abilities.js';
import { rollMortalWounds } from './actions.js';
import { allocationOrder } from './allocation.js';
import { keepsDamage, woundsRemoved } from './damage-reroll.js';
import { TooLargeError, type AssignedRoll } from './engine.js';
import type { RollKind } from './effects/types.js';
import { attacksModifier, modifyAttacks, modifyDamage } from './modifiers.js';
import { fateFace } from './one-roll.js';
import { modelCount, planWeapon, type WeaponPlan } from './plan.js';
import { isPrecise, needsSplit } from './precision.js';
import { isRerolled, judgeFace, type D6Test, type RollResult } from './rolls.js';
import { MAX_SIMULATED_ATTACKS, simulationBudgetExceeded, tally, type Simulation } from '../simulation.js';
import { NO_ADJUSTMENTS, type Adjustments, type Scenario, type Weapon, type WeaponUse } from './types.js';

export { seededRoller, type Roller };
export { MAX_SIMULATED_ATTACKS, type Simulation };

export interface Outcome {
  readonly woundsLost: number;
  /** Models destroyed at the end of the phase. */
  readonly kills: number;
  /** Models destroyed during it (The Phoenix Gem's bearer may be back by its end). */
  readonly destroyed: number;
  /** Models destroyed by the actions' mortal wounds, before the attacks (not by a melee attack). */
  readonly killsBeforeAttacks: number;
}

interface Model {
  readonly group: number;
  wounds: number;
}

/**
 * Play the attacks out die by die, the way a player would at the table. This is the independent
 * reference the exact engine is checked against: it shares only the per-roll targets of the plan.
 */
export function player(scenario: Scenario, rolls: readonly AssignedRoll[] = []): (roller: Roller) => Outcome {
  const split = needsSplit(scenario);
  const plans = scenario.weapons
    .map((use, i) => ({ use, plan: planWeapon(use, scenario), weapon: i, precise: split && isPrecise(use) }))
    .filter(({ use }) => use.count > 0);
  return (roller) => playOut(scenario, plans, roller, [...rolls]);
}

/**
 * One-roll rules still unused (the engine's policies, see one-roll.ts), as one weapon's attacks see
 * them: the rolls placed on it. A use shared by several rolls (engine.ts AssignedRoll `once`), on
 * this weapon or others, is gone from all of them once one is taken.
 */
class Pool {
  /** The weapon's attacks left, this one included (a roll offered on the last attacks only: `lastAttacks`). */
  attacksLeft = Infinity;
  constructor(
    private readonly left: AssignedRoll[],
    private readonly weapon: number,
  ) {}
  private offered(r: AssignedRoll, roll: RollKind, action: AssignedRoll['action']): boolean {
    return r.weapon === this.weapon && r.roll === roll && r.action === action && (r.lastAttacks === undefined || this.attacksLeft <= r.lastAttacks);
  }
  has(roll: RollKind, action: AssignedRoll['action']): boolean {
    return this.left.some((r) => this.offered(r, roll, action));
  }
  take(roll: RollKind, action: AssignedRoll['action']): AssignedRoll | undefined {
    const at = this.left.findIndex((r) => this.offered(r, roll, action));
    if (at < 0) return undefined;
    const [taken] = this.left.splice(at, 1);
    if (taken.once !== undefined) for (let i = this.left.length - 1; i >= 0; i--) if (this.left[i].once === taken.once) this.left.splice(i, 1);
    return taken;
  }
}

type Planned = { use: WeaponUse; plan: WeaponPlan; weapon: number; precise: boolean };

/** `rolls`: the one-roll rules placed, used up as the attacks go (a fresh list per run). */
function playOut(scenario: Scenario, plans: Planned[], roller: Roller, rolls: AssignedRoll[]): Outcome {
  const models: Model[] = allocationOrder(scenario.target, scenario.allocation ?? 'toughest-last').flatMap((group) =>
    Array.from({ length: scenario.target.models[group].count }, () => ({ group, wounds: scenario.target.models[group].stats.W })),
  );
  // Two queues when only some weapons have [PRECISION] (precision.ts): [0] the Bodyguard, [1] the
  // Leaders; a [PRECISION] attack takes the Leaders' first living model, any other the Bodyguard's,
  // each the other queue's when its own is destroyed. Otherwise one queue, [1] empty.
  const split = plans.some((p) => p.precise);
  const queues = [models.filter((m) => !split || !scenario.target.models[m.group].leader), models.filter((m) => split && scenario.target.models[m.group].leader)];
  const next = [0, 0];
  let lost = 0;
  let q = 0;
  /** Take the next wound (or mortal wound) of an attack: the queue its model is in; false if none is left. */
  const aim = (precise: boolean): boolean => {
    const first = precise ? 1 : 0;
    q = next[first] < queues[first].length ? first : 1 - first;
    return next[q] < queues[q].length;
  };
  /** Lose one wound on the current model of queue q, after Feel No Pain; returns true if it died. */
  const loseOne = (fnp: number | undefined): boolean => {
    if (fnp !== undefined && roller.d6() >= fnp) return false;
    lost++;
    if (--queues[q][next[q]].wounds === 0) {
      next[q]++;
      return true;
    }
    return false;
  };
  const stats = (m: Model) => scenario.target.models[m.group].stats;
  const devastating: { plan: WeaponPlan; weapon: Weapon; adjust: Adjustments; precise: boolean }[] = [];
  const mortalFnp = (m: Model) => Math.min(stats(m).feelNoPain ?? 7, stats(m).mortalFeelNoPain ?? 7);
  // Mortal wounds before the attacks (actions.ts): each one point of damage, the next model takes the rest
  // (allocated as an ordinary attack: the Bodyguard's queue first when there are two).
  for (const action of scenario.actions ?? []) {
    for (let n = rollMortalWounds(action, () => roller.d6()); n > 0 && aim(false); n--) {
      const fnp = mortalFnp(queues[q][next[q]]);
      loseOne(fnp < 7 ? fnp : undefined);
    }
  }
  const killsBeforeAttacks = next[0] + next[1];

  for (const { use, plan, weapon, precise } of plans) {
    const pool = new Pool(rolls, weapon);
    const adjust = use.adjust ?? NO_ADJUSTMENTS;
    // RULINGS 14: one instance of each Core ability with a value, chosen before rolling.
    const w = { ...use.weapon, abilities: oneInstanceEach([...use.weapon.abilities, ...adjust.abilities]).abilities };
    const [rapid] = findAbility(w.abilities, 'rapid fire');
    const blast = hasAbility(w.abilities, 'blast') ? Math.floor(modelCount(scenario.target) / 5) : 0;
    const attacksRoll = () => {
      let a = rollDice(w.attacks, roller, false) + blast;
      if (rapid && scenario.conditions.halfRange) a += rollDice(rapid.attacks, roller, false);
      // 003 'Page 28 – Extra Attacks': the Attacks of an [EXTRA ATTACKS] weapon cannot be modified.
      return modifyAttacks(a, attacksModifier(hasAbility(w.abilities, 'extra attacks'), scenario.modifiers.attacks + adjust.attacks));
    };
    const counts = Array.from({ length: use.count }, attacksRoll);
    // Command Re-roll on an Attacks roll: the lowest, if it is below the average.
    const lowest = counts.indexOf(Math.min(...counts));
    if (counts[lowest] < plan.attacksEach.mean() && pool.take('attacks', 'reroll')) counts[lowest] = attacksRoll();
    let attacksLeft = counts.reduce((sum, a) => sum + a, 0);
    for (const a of counts) {
      for (let i = 0; i < a; i++) {
        pool.attacksLeft = attacksLeft--;
        const wounds: ('normal' | 'critical' | 'dev')[] = [];
        const woundRoll = () => {
          const r = test(plan.wound, roller, 'wound', pool);
          if (r === 'critical' && plan.devastatingWounds) wounds.push('dev');
          else if (r === 'critical' && plan.criticalDefence) wounds.push('critical');
          else if (r !== 'fail') wounds.push('normal');
        };
        const hit: RollResult = plan.hit ? test(plan.hit, roller, 'hit', pool) : 'success';
        if (hit === 'fail') continue;
        if (hit === 'critical' && plan.lethalHits) wounds.push('normal');
        else woundRoll();
        if (hit === 'critical' && plan.sustainedHits) {
          const [sustained] = findAbility(w.abilities, 'sustained hits');
          for (let n = rollDice(sustained.hits, roller, false); n > 0; n--) woundRoll();
        }
        // The engine's order within one attack: ordinary wounds, then Critical Wounds (Bladestorm).
        wounds.sort((a, b) => Number(a === 'critical') - Number(b === 'critical'));
        for (const kind of wounds) {
          if (kind === 'dev') {
            devastating.push({ plan, weapon: w, adjust, precise });
            continue;
          }
          if (!aim(precise)) continue;
          const m = queues[q][next[q]];
          const defence = kind === 'critical' && plan.criticalDefence ? plan.criticalDefence : plan.defence;
          if (test(defence[m.group].save, roller, 'save', pool) !== 'fail') continue;
          let d = plan.damageRoll.rerollAny
            ? damageRerollingAny(plan, roller, woundsRemoved(defence[m.group].woundLostChance, m.wounds), pool.take('damage', 'fate'))
            : pool.has('damage', 'fate') || pool.has('damage', 'reroll')
              ? damageWith(plan, pool, m.wounds, defence[m.group].woundLostChance, roller)
              : damageRoll(scenario, w, adjust, roller);
          while (d-- > 0 && !loseOne(stats(m).feelNoPain));
        }
      }
    }
  }
  // Devastating Wounds: after everything else, one attack at a time; a kill ends that attack's mortal wounds.
  // 003 'Mortal Wounds': those of a [PRECISION] attack may go to a Character, like the attack.
  for (const { plan, weapon, adjust, precise } of devastating) {
    if (!aim(precise)) break;
    const m = queues[q][next[q]];
    const fnp = mortalFnp(m);
    let d = plan.damageRoll.rerollAny
      ? damageRerollingAny(plan, roller, woundsRemoved(plan.defence[m.group].mortalWoundLostChance, m.wounds))
      : damageRoll(scenario, weapon, adjust, roller);
    while (d-- > 0 && !loseOne(fnp < 7 ? fnp : undefined));
  }
  // 002 'The Phoenix Gem': a destroyed bearer is back at the end of the phase on its D6 roll (it
  // was destroyed all the same: fight-on-death rules count it, `destroyed`).
  const destroyed = next[0] + next[1];
  const bearer = models.find((m) => scenario.target.models[m.group].returnsOn !== undefined);
  const returns = bearer && bearer.wounds === 0 && roller.d6() >= scenario.target.models[bearer.group].returnsOn!;
  return { woundsLost: lost, kills: returns ? destroyed - 1 : destroyed, destroyed, killsBeforeAttacks };
}

function test(t: D6Test, roller: Roller, kind?: RollKind, pool?: Pool): RollResult {
  // 002 'Strands of Fate' and its FAQ: a Fate die may stand for the first roll (lost if that is
  // re-rolled: the re-roll is a new die) or for the first re-roll (one-roll.ts).
  const fate = kind && pool?.take(kind, 'fate');
  const rerollDie = () => {
    const onReroll = kind && pool?.take(kind, 'fate-reroll');
    return onReroll ? onReroll.value! : roller.d6();
  };
  let face = fate ? fate.value! : roller.d6();
  const rerolled = isRerolled(t, face);
  if (rerolled) face = rerollDie();
  let result = judgeFace(t, face);
  if (kind && result === 'fail' && !rerolled && pool?.take(kind, 'reroll')) result = judgeFace(t, rerollDie());
  if (kind && result === 'fail' && pool?.take(kind, 'six')) result = judgeFace(t, 6);
  else if (kind && result !== 'critical' && pool?.take(kind, 'critical')) result = judgeFace(t, 6);
  return result;
}

/** A Damage roll with a Fate die or a one-off re-roll in the pool (used when a fresh roll is worth more). */
function damageWith(plan: WeaponPlan, pool: Pool, remaining: number, lostChance: number, roller: Roller): number {
  const { dice, rerollOnes, modify } = plan.damageRoll;
  // RULINGS 13: a fixed Damage characteristic is not rolled, so no Fate die (or re-roll) can replace it.
  if (dice.count === 0) return modify(dice.constant);
  const fate = pool.take('damage', 'fate');
  if (fate) {
    let first = dice.sides === 3 ? Math.ceil(fate.value! / 2) : fate.value!;
    // 002 FAQ: a Fate die re-rolled is lost, the re-roll is a new die (one-roll.ts).
    if (rerollOnes && dice.count === 1 && first === 1) first = rollDie(dice.sides, roller);
    let rest = dice.constant;
    for (let i = 1; i < dice.count; i++) rest += rollDie(dice.sides, roller);
    return modify(first + rest);
  }
  if (dice.count !== 1) return modify(rollDice(dice, roller, rerollOnes));
  const first = rollDie(dice.sides, roller);
  if (rerollOnes && first === 1) return modify(rollDie(dice.sides, roller) + dice.constant);
  const worth = woundsRemoved(lostChance, remaining);
  let expected = 0;
  for (let f = 1; f <= dice.sides; f++) expected += worth(modify(f + dice.constant)) / dice.sides;
  const damage = modify(first + dice.constant);
  if (worth(damage) < expected && pool.take('damage', 'reroll')) return modify(rollDie(dice.sides, roller) + dice.constant);
  return damage;
}

/**
 * "You can re-roll the Damage roll": rolled dice by dice (a Fate die standing for the first, lost if
 * re-rolled), kept unless a fresh roll is expected to remove more wounds (damage-reroll.ts); the
 * re-roll rolls every dice again.
 */
function damageRerollingAny(plan: WeaponPlan, roller: Roller, worth: (damage: number) => number, fate?: AssignedRoll): number {
  const { dice, modify } = plan.damageRoll;
  const rollAll = (first: number) => {
    let total = dice.constant + first;
    for (let i = 1; i < dice.count; i++) total += rollDie(dice.sides, roller);
    return modify(total);
  };
  const damage = rollAll(fate ? fateFace(dice.sides, fate.value!) : rollDie(dice.sides, roller));
  return keepsDamage(damage, plan.damage, worth) ? damage : rollAll(rollDie(dice.sides, roller));
}

function damageRoll(scenario: Scenario, w: Weapon, adjust: Adjustments, roller: Roller): number {
  const melta = findAbility(w.abilities, 'melta')[0]?.damage ?? 0;
  const rolled = rollDice(w.damage, roller, scenario.modifiers.rerollDamageOnes || adjust.rerollDamageOnes);
  const damageMod = scenario.modifiers.damage ?? 0;
  return modifyDamage(rolled, {
    halve: scenario.target.halveDamage,
    add: (scenario.conditions.halfRange ? melta : 0) + Math.max(0, damageMod),
    subtract: scenario.target.damageReduction + adjust.damage + Math.max(0, -damageMod),
  });
}

/** The most attacks (and extra Sustained Hits, and the actions' dice) `runs` runs can play: what a simulation costs. */
export function simulatedAttacks(scenario: Scenario, runs: number): number {
  return runs * attacksPerRun(scenario);
}

function attacksPerRun(scenario: Scenario): number {
  return scenario.weapons
    .filter((use) => use.count > 0)
    .map((use) => planWeapon(use, scenario))
    .reduce((sum, p) => sum + p.attacks.max * (1 + (p.sustainedHits?.max ?? 0)), (scenario.actions ?? []).reduce((n, a) => n + a.dice, 0));
}

/** Refuse, before anything runs, a simulation past the budget (TooLargeError "this calculation needs ..."). */
export function checkSimulationBudget(scenario: Scenario, runs: number): void {
  const refused = simulationBudgetExceeded(runs, attacksPerRun(scenario));
  if (refused !== null) throw new TooLargeError(refused);
}

export function simulate(scenario: Scenario, runs: number, seed: number, rolls: readonly AssignedRoll[] = []): Simulation {
  checkSimulationBudget(scenario, runs);
  return tally(player(scenario, rolls), runs, seed, modelCount(scenario.target));
}
