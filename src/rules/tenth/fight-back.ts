import { Dist } from '../../dice/dist.js';
import { layoutTarget, type TargetLayout } from './allocation.js';
import type { EffectReport, FightOnDeath } from './effects/compile.js';
import { findEffect } from './effects/index.js';
import { FIGHT_ON_DEATH_EXCLUDES } from './effects/world-eaters.js';
import { summarise, type DistSummary, type Result } from './engine.js';
import { splitTarget } from './precision.js';
import type { ModelGroup, Scenario, Unit } from './types.js';

/** One fight-on-death rule in play: the D6 result it needs and the models it excludes. */
export interface FightRule {
  readonly name: string;
  readonly on: number;
  /** Model names (upper case) the rule does not cover, e.g. 000 'Reap the Tally': KHÂRN THE BETRAYER. */
  readonly excluding: readonly string[];
}

/** The fight-on-death rules of the target's effects that applied (the compile report), with their exclusions. */
export function fightRules(report: readonly EffectReport[]): FightRule[] {
  return report
    .filter((e) => e.side === 'target' && e.applied)
    .map((e) => ({ effect: findEffect(e.id), id: e.id }))
    .filter(({ effect }) => effect.target?.fightOnDeath !== undefined)
    .map(({ effect, id }) => ({ name: effect.name, on: effect.target!.fightOnDeath!, excluding: FIGHT_ON_DEATH_EXCLUDES[id] ?? [] }));
}

/** Whether a rule that excludes these models leaves out the group (by model name; a lone unit by its keywords too). */
function excluded(g: ModelGroup, unit: Unit, names: readonly string[]): boolean {
  if (names.includes(g.name.toUpperCase())) return true;
  const attached = unit.models.some((m) => m.leader);
  return !attached && unit.keywords.some((k) => names.includes(k.toUpperCase()));
}

/** Per model group of the unit: the fight-on-death rules that cover its models (rules/tenth/matchup/turn-fight.ts too). */
export function rulesCovering(unit: Unit, rules: readonly FightRule[]): FightRule[][] {
  return unit.models.map((g) => rules.filter((r) => !excluded(g, unit, r.excluding)));
}

/** P(a destroyed model these rules cover fights): one D6 per rule, any success (003 'Fight on Death': it fights once). */
export function fightChance(covering: readonly FightRule[]): number {
  return 1 - covering.reduce((miss, r) => miss * ((r.on - 1) / 6), 1);
}

/**
 * 003 'Fight on Death': each destroyed model rolls for every rule that covers it and fights back if
 * any succeeds. The engine's state (wounds lost, allocation.ts) fixes which models are destroyed, so
 * per state the fighters are a sum of Binomials, one per set of models with the same chance; the
 * result is their mixture over the exact distribution of wounds lost.
 */
export function fightersBack(
  scenario: Scenario,
  result: Result,
  rules: readonly FightRule[],
  /** The attacks began with this many wounds lost (after an action): models destroyed by then do not fight. */
  from = 0,
): { readonly summary: DistSummary & FightOnDeath; readonly notes: string[] } {
  const unit = scenario.target;
  const chances = rulesCovering(unit, rules).map(fightChance);
  const classes = [...new Set(chances)];
  const classOf = (i: number) => classes.indexOf(chances[i]);
  const weightOf = new Map<string, { counts: number[]; p: number }>();
  const add = (counts: number[], p: number) => {
    const k = counts.join(',');
    const w = weightOf.get(k) ?? { counts: [...counts], p: 0 };
    weightOf.set(k, { ...w, p: w.p + p });
  };
  if (result.targetStates) {
    // Two queues (precision.ts): state b * (L + 1) + l destroys the Bodyguard's models of b and the Leaders' of l.
    const split = splitTarget(unit);
    const [bodyguard, leaders] = [split.bodyguard, split.leaders].map((q) => destroyedByState(q, classOf, classes.length));
    const width = split.leaders.totalWounds + 1;
    result.targetStates.forEach((p, t) => add(bodyguard[Math.floor(t / width)].map((n, c) => n + leaders[t % width][c]), p));
  } else {
    const layout = layoutTarget(unit, scenario.allocation);
    destroyedByState(layout, classOf, classes.length, (counts, t) => add(counts, result.damage.distribution[t]), from);
  }
  const fighters = Dist.mix(
    [...weightOf.values()].map(({ counts: d, p }) => [p, d.reduce((sum, n, c) => sum.plus(Dist.binomial(n, classes[c])), Dist.constant(0))] as const),
  );
  const notes = rules
    .filter((r) => unit.models.some((g) => excluded(g, unit, r.excluding)))
    .map((r) => `${r.name}: ${r.excluding.join(', ')} does not fight back by it (the rule excludes it)`);
  const all = fightChance(rules);
  return { summary: { rolls: rules.map((r) => r.on), chance: all, ...summarise(fighters.toArray()) }, notes };
}

/**
 * The models destroyed per chance class in each state t of one queue, in one pass: at the state a
 * model dies in its class's count goes up by one. Given `each`, each state's counts go to it (the
 * array is reused); else they are returned, one copy per state.
 */
function destroyedByState(
  layout: TargetLayout,
  classOf: (group: number) => number,
  classes: number,
  each?: (counts: number[], t: number) => void,
  /** Models destroyed by state `from` (by an action, before the attacks) are not counted. */
  from = 0,
): number[][] {
  const events = layout.destroyedAt
    .flatMap((at, i) => Array.from(at, (t) => ({ t, c: classOf(i) })))
    .filter((e) => e.t > from)
    .sort((a, b) => a.t - b.t);
  const counts = new Array<number>(classes).fill(0);
  const out: number[][] = [];
  let next = 0;
  for (let t = 0; t <= layout.totalWounds; t++) {
    while (next < events.length && events[next].t <= t) counts[events[next++].c]++;
    if (each) each(counts, t);
    else out.push([...counts]);
  }
  return out;
}
