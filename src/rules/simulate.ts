import { Dist } from '../dice/dist.js';
import { findAbility, hasAbility, oneInstanceEach } from './abilities.js';
import { rollMortalWounds } from './actions.js';
import { allocationOrder } from './allocation.js';
import { TooLargeError, type AssignedRoll } from './engine.js';
import type { RollKind } from './effects/types.js';
import { attacksModifier, modifyAttacks, modifyDamage } from './modifiers.js';
import { modelCount, planWeapon, type WeaponPlan } from './plan.js';
import { isRerolled, judgeFace, type D6Test, type RollResult } from './rolls.js';
import type { DiceExpression } from '../dice/expression.js';
import { NO_ADJUSTMENTS, type Adjustments, type Scenario, type Weapon, type WeaponUse } from './types.js';

/** The source of dice: a seeded generator for --simulate, an enumerator of every outcome in tests. */
export interface Roller {
  d6(): number;
}

/** mulberry32: a small, fast, seeded generator; plenty for a cross-check. */
export function seededRoller(seed: number): Roller {
  let a = seed >>> 0;
  return {
    d6() {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      const u = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      return 1 + Math.floor(u * 6);
    },
  };
}

export interface Outcome {
  readonly woundsLost: number;
  readonly kills: number;
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
  const plans = scenario.weapons
    .map((use, i) => ({ use, plan: planWeapon(use, scenario), rolls: rolls.filter((r) => r.weapon === i) }))
    .filter(({ use }) => use.count > 0);
  return (roller) => playOut(scenario, plans, roller);
}

/** One-roll rules still unused during a weapon's attacks (the engine's policies, see one-roll.ts). */
class Pool {
  private readonly left: AssignedRoll[];
  constructor(rolls: readonly AssignedRoll[]) {
    this.left = [...rolls];
  }
  has(roll: RollKind, action: AssignedRoll['action']): boolean {
    return this.left.some((r) => r.roll === roll && r.action === action);
  }
  take(roll: RollKind, action: AssignedRoll['action']): AssignedRoll | undefined {
    const at = this.left.findIndex((r) => r.roll === roll && r.action === action);
    return at < 0 ? undefined : this.left.splice(at, 1)[0];
  }
}

type Planned = { use: WeaponUse; plan: WeaponPlan; rolls: readonly AssignedRoll[] };

function playOut(scenario: Scenario, plans: Planned[], roller: Roller): Outcome {
  const models: Model[] = allocationOrder(scenario.target, scenario.allocation ?? 'toughest-last').flatMap((group) =>
    Array.from({ length: scenario.target.models[group].count }, () => ({ group, wounds: scenario.target.models[group].stats.W })),
  );
  let lost = 0;
  let current = 0;
  const alive = () => current < models.length;
  /** Lose one wound on the current model, after Feel No Pain; returns true if it died. */
  const loseOne = (fnp: number | undefined): boolean => {
    if (fnp !== undefined && roller.d6() >= fnp) return false;
    lost++;
    if (--models[current].wounds === 0) {
      current++;
      return true;
    }
    return false;
  };
  const stats = (m: Model) => scenario.target.models[m.group].stats;
  const devastating: { plan: WeaponPlan; weapon: Weapon; adjust: Adjustments }[] = [];
  const mortalFnp = (m: Model) => Math.min(stats(m).feelNoPain ?? 7, stats(m).mortalFeelNoPain ?? 7);
  // Mortal wounds before the attacks (actions.ts): each one point of damage, the next model takes the rest.
  for (const action of scenario.actions ?? []) {
    for (let n = rollMortalWounds(action, () => roller.d6()); n > 0 && alive(); n--) {
      const fnp = mortalFnp(models[current]);
      loseOne(fnp < 7 ? fnp : undefined);
    }
  }
  const killsBeforeAttacks = current;

  for (const { use, plan, rolls } of plans) {
    const pool = new Pool(rolls);
    const adjust = use.adjust ?? NO_ADJUSTMENTS;
    // RULINGS 14: one instance of each Core ability with a value, chosen before rolling.
    const w = { ...use.weapon, abilities: oneInstanceEach([...use.weapon.abilities, ...adjust.abilities]).abilities };
    const [rapid] = findAbility(w.abilities, 'rapid fire');
    const blast = hasAbility(w.abilities, 'blast') ? Math.floor(modelCount(scenario.target) / 5) : 0;
    const attacksRoll = () => {
      let a = roll(w.attacks, roller, false) + blast;
      if (rapid && scenario.conditions.halfRange) a += roll(rapid.attacks, roller, false);
      // 003 'Page 28 – Extra Attacks': the Attacks of an [EXTRA ATTACKS] weapon cannot be modified.
      return modifyAttacks(a, attacksModifier(hasAbility(w.abilities, 'extra attacks'), scenario.modifiers.attacks + adjust.attacks));
    };
    const counts = Array.from({ length: use.count }, attacksRoll);
    // Command Re-roll on an Attacks roll: the lowest, if it is below the average.
    const lowest = counts.indexOf(Math.min(...counts));
    if (counts[lowest] < plan.attacksEach.mean() && pool.take('attacks', 'reroll')) counts[lowest] = attacksRoll();
    for (const a of counts) {
      for (let i = 0; i < a; i++) {
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
          for (let n = roll(sustained.hits, roller, false); n > 0; n--) woundRoll();
        }
        // The engine's order within one attack: ordinary wounds, then Critical Wounds (Bladestorm).
        wounds.sort((a, b) => Number(a === 'critical') - Number(b === 'critical'));
        for (const kind of wounds) {
          if (kind === 'dev') {
            devastating.push({ plan, weapon: w, adjust });
            continue;
          }
          if (!alive()) continue;
          const m = models[current];
          const defence = kind === 'critical' && plan.criticalDefence ? plan.criticalDefence : plan.defence;
          if (test(defence[m.group].save, roller, 'save', pool) !== 'fail') continue;
          let d = pool.has('damage', 'fate') || pool.has('damage', 'reroll')
            ? damageWith(plan, pool, m.wounds, defence[m.group].woundLostChance, roller)
            : damageRoll(scenario, w, adjust, roller);
          while (d-- > 0 && !loseOne(stats(m).feelNoPain));
        }
      }
    }
  }
  // Devastating Wounds: after everything else, one attack at a time; a kill ends that attack's mortal wounds.
  for (const { weapon, adjust } of devastating) {
    if (!alive()) break;
    const fnp = mortalFnp(models[current]);
    let d = damageRoll(scenario, weapon, adjust, roller);
    while (d-- > 0 && !loseOne(fnp < 7 ? fnp : undefined));
  }
  return { woundsLost: lost, kills: current, killsBeforeAttacks };
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
  if (dice.count !== 1) return modify(roll(dice, roller, rerollOnes));
  const first = rollDie(dice.sides, roller);
  if (rerollOnes && first === 1) return modify(rollDie(dice.sides, roller) + dice.constant);
  const worth = (k: number) => Dist.binomial(k, lostChance).cap(remaining).mean();
  let expected = 0;
  for (let f = 1; f <= dice.sides; f++) expected += worth(modify(f + dice.constant)) / dice.sides;
  const damage = modify(first + dice.constant);
  if (worth(damage) < expected && pool.take('damage', 'reroll')) return modify(rollDie(dice.sides, roller) + dice.constant);
  return damage;
}

function rollDie(sides: number, roller: Roller): number {
  const f = roller.d6();
  return sides === 3 ? Math.ceil(f / 2) : f;
}

function roll(e: DiceExpression, roller: Roller, rerollOnes: boolean): number {
  let total = e.constant;
  for (let i = 0; i < e.count; i++) {
    let r = rollDie(e.sides, roller);
    if (rerollOnes && e.count === 1 && r === 1) r = rollDie(e.sides, roller);
    total += r;
  }
  return total;
}

function damageRoll(scenario: Scenario, w: Weapon, adjust: Adjustments, roller: Roller): number {
  const melta = findAbility(w.abilities, 'melta')[0]?.damage ?? 0;
  const rolled = roll(w.damage, roller, scenario.modifiers.rerollDamageOnes || adjust.rerollDamageOnes);
  return modifyDamage(rolled, {
    halve: scenario.target.halveDamage,
    add: scenario.conditions.halfRange ? melta : 0,
    subtract: scenario.target.damageReduction + adjust.damage,
  });
}

export interface Simulation {
  readonly runs: number;
  readonly seed: number;
  readonly killsMean: number;
  readonly damageMean: number;
  readonly wipe: number;
  /** Relative frequency of exactly k kills. */
  readonly kills: number[];
}

/** About 1e6 attacks are played per second here: past this many the simulator refuses, not hangs. */
export const MAX_SIMULATED_ATTACKS = 10_000_000;

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
  const perRun = attacksPerRun(scenario);
  if (runs * perRun > MAX_SIMULATED_ATTACKS) {
    const most = Math.floor(MAX_SIMULATED_ATTACKS / perRun);
    throw new TooLargeError(
      `this calculation needs up to ${(runs * perRun).toExponential(1)} simulated attacks (${runs} runs of up to ${perRun}; limit ${MAX_SIMULATED_ATTACKS.toExponential(0)}); ${most ? `simulate at most ${most} runs` : 'use fewer models or attacks'}`,
    );
  }
}

export function simulate(scenario: Scenario, runs: number, seed: number, rolls: readonly AssignedRoll[] = []): Simulation {
  checkSimulationBudget(scenario, runs);
  const roller = seededRoller(seed);
  const play = player(scenario, rolls);
  const total = modelCount(scenario.target);
  const kills = new Array<number>(total + 1).fill(0);
  let damage = 0;
  for (let i = 0; i < runs; i++) {
    const o = play(roller);
    kills[o.kills]++;
    damage += o.woundsLost;
  }
  const freq = kills.map((k) => k / runs);
  return {
    runs,
    seed,
    killsMean: freq.reduce((s, f, k) => s + f * k, 0),
    damageMean: damage / runs,
    wipe: freq[total],
    kills: freq,
  };
}
