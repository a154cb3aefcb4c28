/**
 * The fight of a turn (turn.ts): the attacker fights with the models it has left; the target's models
 * it destroys may fight on death (003 'Fight on Death': "after the attacking model's unit has finished
 * making its attacks"); then the target's survivors fight back. The joint state of both sides is a sum
 * of products: per set of surviving attackers (and, with a fight-on-death rule, per state the fight
 * started from, since which models it destroys decides who fights on death).
 */
import { Dist } from '../dice/dist.js';
import { fightChance, rulesCovering } from '../rules/tenth/fight-back.js';
import type { PhaseOptions } from './turn-one-roll.js';
import { addScaled, partsBy, survivorCounts, survivors, type Defender } from './turn-state.js';
import type { Unit } from '../rules/tenth/types.js';
import { phaseScenario, volleys, volleySum, withBelowHalf, type PhaseLog } from './turn-volley.js';

export interface FightPlan {
  readonly attacker: Defender;
  readonly target: Defender;
  /** The attacker's melee attacks after its charge. */
  readonly fight: PhaseOptions;
  /** The target's melee attacks (fight on death, fight back). */
  readonly back: PhaseOptions;
  readonly fightBack: boolean;
}

export interface FightStates {
  /** P(target's wounds lost) after the attacker's fight. */
  readonly target: number[];
  /** P(attacker's wounds lost) after the fight-on-death attacks (null: no such rule in play) and after the fight back (null: none). */
  readonly afterFightOnDeath: number[] | null;
  readonly afterFightBack: number[] | null;
}

type Say = (phase: string) => PhaseLog;

/** Who attacks the attacker after its fight: the target's survivors and its models fighting on death, from these attacker states. */
interface Who {
  readonly survivors: readonly number[];
  readonly onDeath: number[];
  readonly start: number[];
}

export function fightPhases(plan: FightPlan, attackerState: readonly number[], targetState: readonly number[], say: Say): FightStates {
  const { attacker, target } = plan;
  const rules = phaseScenario(attacker.unit, target.unit, withBelowHalf(plan.fight, false), () => {}).fightRules;
  const onDeath = remembered(rulesCovering(target.unit, rules).map(fightChance));
  // With a fight-on-death rule the fight starts from each state apart: the models it destroys fight.
  const starts = [...partsBy(targetState, (t) => (rules.length ? t : 0), String).values()];
  const pairs = [...partsBy(attackerState, (s) => survivorCounts(attacker.unit, attacker.layout, s), String).values()].flatMap(({ key, p: a, mass: aMass }) =>
    starts.map(({ key: t0, p }) => ({ attacker: a, aMass, from: survivorCounts(target.unit, target.layout, t0), fighters: survivors(attacker.unit, key), start: p })),
  );
  const struck = afterEach(pairs, (pair) => pair.fighters, target, plan.fight, say('fight'));
  const terms = pairs.map((pair, i) => ({ ...pair, target: struck[i] }));
  const after = new Array<number>(targetState.length).fill(0);
  for (const term of terms) addScaled(after, term.target, term.aMass);
  if (!rules.length && !plan.fightBack) return { target: after, afterFightOnDeath: null, afterFightBack: null };

  // Who attacks the attacker next: the survivors K and the models fighting on death F, with the attacker's states that go with them.
  // Found by the survivors' array (one per set of survivors: survivorsById) and the fighters on death; in the order first met.
  const byWho = new Map<readonly number[], Map<string, Who>>();
  const entries: Who[] = [];
  const leftAt = survivorsById(target);
  for (const term of terms) {
    for (const [left, mass] of massBy(term.target, leftAt)) {
      const destroyed = rules.length ? term.from.map((n, g) => n - left[g]) : [];
      const known = byWho.get(left) ?? byWho.set(left, new Map()).get(left)!;
      for (const { counts, p } of onDeath(destroyed)) {
        const id = counts.join(',');
        let entry = known.get(id);
        if (!entry) {
          entry = { survivors: left, onDeath: counts, start: new Array<number>(attackerState.length).fill(0) };
          known.set(id, entry);
          entries.push(entry);
        }
        addScaled(entry.start, term.attacker, mass * p);
      }
    }
  }
  const onDeathStruck = afterEach(entries, (e) => survivors(target.unit, e.onDeath), attacker, plan.back, say('fight on death'));
  const struckOnDeath = new Array<number>(attackerState.length).fill(0);
  onDeathStruck.forEach((struck) => addScaled(struckOnDeath, struck, 1));
  if (!plan.fightBack) return { target: after, afterFightOnDeath: rules.length ? struckOnDeath : null, afterFightBack: null };
  // Only the sum of the fight back goes on: the sets of survivors summed as their weapons allow (turn-volley.ts volleySum).
  const fighting = entries.map((e, i) => ({ attacker: survivors(target.unit, e.survivors), start: onDeathStruck[i] }));
  const back = volleySum(
    fighting.filter((f) => f.attacker.models.length),
    attacker,
    plan.back,
    say('fight back'),
    attackerState.length,
  );
  for (const f of fighting) if (!f.attacker.models.length) addScaled(back, f.start, 1);
  return { target: after, afterFightOnDeath: rules.length ? struckOnDeath : null, afterFightBack: back };
}

/** Per state, the target's survivors, the same array for the same survivors (partsBy's key, cheaper: the fight asks per term). */
function survivorsById(side: Defender): (readonly number[])[] {
  const byId = new Map<string, readonly number[]>();
  return Array.from({ length: side.layout.totalWounds + 1 }, (_, t) => {
    const counts = survivorCounts(side.unit, side.layout, t);
    const id = counts.join(',');
    return byId.get(id) ?? byId.set(id, counts).get(id)!;
  });
}

/** The mass of a distribution of states per value of keyOf (the first state's order). */
function massBy<K>(p: readonly number[], keyOf: readonly K[]): Map<K, number> {
  const out = new Map<K, number>();
  p.forEach((q, t) => {
    if (q !== 0) out.set(keyOf[t], (out.get(keyOf[t]) ?? 0) + q);
  });
  return out;
}

/** Each item's start after the attacks of its unit (none when no model is left to attack: the start as it was). */
function afterEach<T extends { readonly start: readonly number[] }>(items: readonly T[], unitOf: (item: T) => Unit, defender: Defender, options: PhaseOptions, log: PhaseLog): (readonly number[])[] {
  const fighting = items.map((item) => ({ attacker: unitOf(item), start: item.start })).filter((a) => a.attacker.models.length);
  const after = volleys(fighting, defender, options, log);
  let next = 0;
  return items.map((item) => (unitOf(item).models.length ? after[next++] : item.start));
}

/** The models fighting on death, per group (each destroyed model on its own roll), with their chance. */
function fightersOnDeath(destroyed: readonly number[], chances: readonly number[]): { counts: number[]; p: number }[] {
  return destroyed.reduce(
    (combos, n, g) => combos.flatMap((c) => Dist.binomial(n, chances[g]).toArray().map((q, k) => ({ counts: [...c.counts, k], p: c.p * q }))),
    [{ counts: [] as number[], p: 1 }],
  );
}

/** fightersOnDeath, worked out once per number destroyed in each group (the turn asks per pair of states). */
function remembered(chances: readonly number[]): (destroyed: readonly number[]) => { counts: number[]; p: number }[] {
  const known = new Map<string, { counts: number[]; p: number }[]>();
  return (destroyed) => {
    const key = destroyed.join(',');
    let combos = known.get(key);
    if (!combos) known.set(key, (combos = fightersOnDeath(destroyed, chances)));
    return combos;
  };
}
