/**
 * The fight of a turn (turn.ts): the attacker fights with the models it has left; the target's models
 * it destroys may fight on death (003 'Fight on Death': "after the attacking model's unit has finished
 * making its attacks"); then the target's survivors fight back. The joint state of both sides is a sum
 * of products: per set of surviving attackers (and, with a fight-on-death rule, per state the fight
 * started from, since which models it destroys decides who fights on death).
 */
import { Dist, zeros } from '../../../dice/dist.js';
import { fightChance, rulesCovering, type FightRule } from '../fight-back.js';
import type { PhaseOptions } from './turn-one-roll.js';
import { addScaled, addScaledAt, massBySet, massOf, oneState, partsBy, partsBySet, sameArrays, statesIn, summed, fightingOnDeath, survivorCounts, survivorSets, survivorsIn, type Defender, type Part } from './turn-state.js';
import { got, memo } from '../../maps.js';
import type { Unit } from '../types.js';
import { afterFightBackTests, afterHazardous, hazardousNotCarried, splitAtWiped } from './turn-hazard.js';
import { afterEach, attacksIn, phaseScenario, volleySum, withBelowHalf, type Attacking, type BuiltPhases, type PhaseLog, type TurnLog } from './turn-volley.js';

export interface FightPlan {
  readonly attacker: Defender;
  readonly target: Defender;
  /** The target's melee attacks (fight on death, fight back). */
  readonly back: PhaseOptions;
  readonly fightBack: boolean;
  /** The target's fight-on-death rules can act (not when it fought first: each needs a model that "has not fought this phase"). */
  readonly onDeath?: boolean;
}

/**
 * One branch of the turn going into the fight (turn.ts: per set of the target's survivors that fired
 * Overwatch, per part of its Phoenix Gem): both sides' (sub-)distributions of states, and the
 * attacker's melee options after its charge.
 */
export interface FightStart {
  readonly attacker: readonly number[];
  readonly target: readonly number[];
  readonly fight: PhaseOptions;
}

export interface FightStates {
  /** Per fight options of the branches (the gem to use, the gem used), P(target's wounds lost) after the attacker's fight (with those branches' mass). */
  readonly targets: Map<PhaseOptions, number[]>;
  /** The same after the target's own Hazardous tests when it fights back (null: it took none). */
  readonly targetsTested: Map<PhaseOptions, number[]> | null;
  /** P(attacker's wounds lost) after its own Hazardous tests in the fight (null: it used no Hazardous weapon). */
  readonly afterFight: number[] | null;
  /** P(attacker's wounds lost) after the fight-on-death attacks (null: no such rule in play) and after the fight back (null: none), summed over the branches. */
  readonly afterFightOnDeath: number[] | null;
  readonly afterFightBack: number[] | null;
}


/** Who attacks the attacker after its fight: the target's survivors and its models fighting on death, from these attacker states. */
interface Who {
  /** The number of the survivors' set (survivorSets). */
  readonly survivors: number;
  readonly onDeath: readonly number[];
  readonly start: number[];
  /** The first branch it comes from, and its place among the entries (its notes' place). */
  readonly branch: number;
  readonly index: number;
}

/**
 * The fight from each branch. The branches with the same fight options are merged into terms
 * (fightTerms), whose calculations go side by side per fight options (turn-volley.ts volleys); the
 * fight on death and fight back of the same models are one calculation from the sum of their starting
 * states (the engine is linear in them), unless the target's attacks place one-roll rules: those are
 * placed from each branch's own states, as a turn of that branch alone places them.
 */
export function fightPhases(plan: FightPlan, branches: readonly FightStart[], say: TurnLog): FightStates {
  const { attacker, target } = plan;
  const { built } = say;
  const rulesOf = memo((fight: PhaseOptions) => (plan.onDeath === false ? [] : phaseScenario(built, attacker.unit, target.unit, withBelowHalf(built, fight, false), () => {}).fightRules));
  // With one-roll rules placed per calculation, each branch's fight, fight on death and fight back apart.
  const apart = placesRolls(built, target.unit, attacker.unit, plan.back);
  const merges = memo((fight: PhaseOptions) => !apart && !placesRolls(built, attacker.unit, target.unit, fight));
  const shared: FightContext = { plan, branches, say, notes: heldNotes(), rulesOf, apart };
  const fought = fightTerms(branches, plan, rulesOf, merges);
  const fight = targetsAfterFight(shared, fought);
  const { terms, struck, afterFight } = hazardousAfterFight(shared, fought, fight.struck);
  const anyRules = branches.some((b) => rulesOf(b.fight).length);
  if (anyRules) hazardousNotCarried(built, target.unit, attacker.unit, plan.back, say('fight back').note);
  // The target's own Hazardous tests after its fight back (turn-hazard.ts): its states after the fight, per term.
  const tested = plan.fightBack && !anyRules ? afterFightBackTests(built, plan, plan.back, terms, struck, say('fight back').note) : null;
  const states = { targets: fight.targets, targetsTested: tested && targetsOf(branches, terms, tested), afterFight };
  if (!anyRules && !plan.fightBack) return shared.notes.said({ ...states, afterFightOnDeath: null, afterFightBack: null });
  return shared.notes.said({ ...states, ...fightOnDeathAndBack(shared, whoStrikesBack(shared, terms, struck), anyRules) });
}

/**
 * The attacker's Hazardous tests after its fight (turn-hazard.ts), before the models it destroyed
 * fight on death: each term's attacker states after its fighters' tests (none where the target was
 * wiped before the fight: a term split there, with the target's states after), and the attacker's
 * state after them all (null where none used a Hazardous weapon).
 */
function hazardousAfterFight({ plan, branches, say }: FightContext, fought: readonly FightTerm[], struck: readonly (readonly number[])[]) {
  const log = say('fight');
  const terms: FightTerm[] = [];
  const after: (readonly number[])[] = [];
  let tested = false;
  const add = (term: FightTerm, states: readonly number[]) => {
    terms.push(term);
    after.push(states);
  };
  fought.forEach((term, i) => {
    const attacker = afterHazardous(say.built, plan.attacker, term.fighters, plan.target.unit, branches[term.at].fight, term.attacker, log.note);
    const split = attacker === term.attacker ? null : splitAtWiped(term.start);
    tested ||= attacker !== term.attacker;
    if (!split) return add(attacker === term.attacker ? term : { ...term, attacker }, struck[i]);
    // The fight from the wiped state leaves it as it was: the rest's states after are the term's less it.
    if (massOf(split.rest) !== 0) add({ ...term, attacker, start: split.rest }, struck[i].map((q, t) => q - split.wiped[t]));
    add({ ...term, start: split.wiped }, split.wiped);
  });
  if (!tested) return { terms, struck, afterFight: null };
  const afterFight = zeros(plan.attacker.layout.totalWounds + 1);
  for (const term of terms) addScaled(afterFight, term.attacker, massOf(term.start));
  return { terms, struck: after, afterFight };
}

/** What the steps of fightPhases share. */
interface FightContext {
  readonly plan: FightPlan;
  readonly branches: readonly FightStart[];
  readonly say: TurnLog;
  readonly notes: HeldNotes;
  /** The target's fight-on-death rules in play against the attacker's fight with these options. */
  readonly rulesOf: (fight: PhaseOptions) => readonly FightRule[];
  /** Each branch's fight on death and fight back apart (the target's attacks place one-roll rules). */
  readonly apart: boolean;
}

/**
 * The fight's calculations, side by side per options (the gem to use, the gem used): the target's
 * states after each term's fight, and per options their sum (with its branches' mass).
 */
function targetsAfterFight({ plan, branches, say, notes }: FightContext, terms: readonly FightTerm[]): { struck: (readonly number[])[]; targets: Map<PhaseOptions, number[]> } {
  const struck = new Array<readonly number[]>(terms.length);
  for (const [fight, at] of indicesBy(terms, (term) => branches[term.at].fight)) {
    const log = say('fight');
    const noteOf = (term: FightTerm) => notes.hold(log, [term.at, 0]);
    const after = afterEach(at.map((i) => terms[i]), (term) => term.fighters, plan.target, fight, log, noteOf);
    at.forEach((i, j) => (struck[i] = after[j]));
  }
  return { struck, targets: targetsOf(branches, terms, struck) };
}

/** Per fight options, the target's states after the fight: each term's (struck) with its attacker states' mass. */
function targetsOf(branches: readonly FightStart[], terms: readonly FightTerm[], struck: readonly (readonly number[])[]): Map<PhaseOptions, number[]> {
  const targets = new Map<PhaseOptions, number[]>();
  for (const b of branches) if (!targets.has(b.fight)) targets.set(b.fight, zeros(b.target.length));
  terms.forEach((term, i) => addScaled(targets.get(branches[term.at].fight)!, struck[i], term.aMass));
  return targets;
}

/**
 * Who attacks the attacker next: the survivors K and the models fighting on death F, with the
 * attacker's states that go with them. Found by the number of the survivors' set (survivorSets) and
 * the fighters on death's array (sameCounts); in the order first met.
 */
function whoStrikesBack({ plan, branches, rulesOf, apart }: FightContext, terms: readonly FightTerm[], struck: readonly (readonly number[])[]): Who[] {
  const { attacker, target } = plan;
  const width = attacker.layout.totalWounds + 1;
  const sameCounts = sameArrays();
  const onDeathOf = memo((fight: PhaseOptions) => remembered(rulesCovering(target.unit, rulesOf(fight)).map(fightChance), sameCounts));
  const sets = survivorSets(target.unit, target.layout);
  // Per branch (one for all unless apart) and set of survivors, its entries: one per set of fighters on death.
  const known = new Array<Who[] | undefined>((apart ? branches.length : 1) * sets.counts.length);
  const entries: Who[] = [];
  terms.forEach((term, i) => {
    const fight = branches[term.at].fight;
    const fightersOf = rulesOf(fight).length > 0 ? onDeathOf(fight) : null;
    // A term's attacker states are often one (perAttackerState): added by its states, not its whole width.
    const attackerStates = statesIn(term.attacker);
    const first = (apart ? term.at : 0) * sets.counts.length;
    const { mass, met } = massBySet(struck[i], sets);
    for (const set of met) {
      const left = sets.counts[set];
      const atSet = (known[first + set] ??= []);
      const onDeath = fightersOf ? fightersOf(term.from.map((n, g) => n - left[g])) : NO_FIGHTERS;
      for (let k = 0; k < onDeath.length; k++) {
        const { counts, p } = onDeath[k];
        let entry = withFighters(atSet, counts);
        if (!entry) {
          entry = { survivors: set, onDeath: counts, start: zeros(width), branch: term.at, index: entries.length };
          atSet.push(entry);
          entries.push(entry);
        }
        addScaledAt(entry.start, term.attacker, attackerStates, mass[set] * p);
      }
    }
  });
  return entries;
}

/** The entry of these fighters on death among a set's (a few: no closure for Array.find). */
function withFighters(entries: readonly Who[], onDeath: readonly number[]): Who | undefined {
  for (let i = 0; i < entries.length; i++) if (entries[i].onDeath === onDeath) return entries[i];
  return undefined;
}

/**
 * Each entry's fight on death, then its fight back (the order of their notes as one branch alone has
 * them): the attacker's states after each, summed over the entries.
 */
function fightOnDeathAndBack({ plan, say, notes }: FightContext, entries: readonly Who[], anyRules: boolean): Omit<FightStates, 'targets' | 'targetsTested' | 'afterFight'> {
  const { attacker, target } = plan;
  const width = attacker.layout.totalWounds + 1;
  const [onDeathLog, backLog] = [say('fight on death'), say('fight back')];
  const noteOf = (e: Who, log: PhaseLog, then: number) => notes.hold(log, [e.branch, 1, e.index, then]);
  // With no fight-on-death rule in play no model fights on death: each entry's start goes on as it is.
  const onDeathStruck = anyRules ? afterEach(entries, (e) => fightingOnDeath(target.unit, e.onDeath), attacker, plan.back, onDeathLog, (e) => noteOf(e, onDeathLog, 0)) : entries.map((e) => e.start);
  const afterFightOnDeath = anyRules ? summed(onDeathStruck, width) : null;
  if (!plan.fightBack) return { afterFightOnDeath, afterFightBack: null };
  // Only the sum of the fight back goes on: the sets of survivors summed as their weapons allow (turn-volley.ts volleySum).
  const fighting: Attacking[] = [];
  const noneLeft: (readonly number[])[] = [];
  entries.forEach((e, i) => {
    const left = survivorsIn(target, e.survivors);
    if (attacksIn(left, plan.back, backLog)) fighting.push({ attacker: left, start: onDeathStruck[i], note: noteOf(e, backLog, 1) });
    else noneLeft.push(onDeathStruck[i]);
  });
  const back = volleySum(fighting, attacker, plan.back, backLog, width);
  for (const start of noneLeft) addScaled(back, start, 1);
  return { afterFightOnDeath, afterFightBack: back };
}

/** One term of the joint state going into the fight: the attacker's states (mass aMass) x the target's (start), fought by `fighters`. */
interface FightTerm {
  /** The branch it comes from (the first of those merged): where its notes and its target's states go. */
  readonly at: number;
  readonly attacker: readonly number[];
  readonly aMass: number;
  /** The target's survivors in the one state the fight starts from (a fight-on-death rule in play), else unused. */
  readonly from: readonly number[];
  readonly fighters: Unit;
  readonly start: readonly number[];
}

/**
 * The joint state of both sides going into the fight, as terms that each fight once: the engine is
 * linear in the target's starting states, so the terms with the same fighters can be summed, which
 * makes far fewer of them than one per branch and set of fighters. The branches of the same fight
 * options (`merge`: where no one-roll rule is placed per calculation, which a sum would move) are
 * merged (mergedTerms); branches that cannot merge give a term per set of fighters (and per state
 * with a rule).
 */
function fightTerms(branches: readonly FightStart[], plan: FightPlan, rulesOf: (fight: PhaseOptions) => readonly FightRule[], merge: (fight: PhaseOptions) => boolean): FightTerm[] {
  const terms: FightTerm[] = [];
  const merged = new Set<PhaseOptions>();
  branches.forEach((branch, at) => {
    const { fight } = branch;
    const rules = rulesOf(fight).length > 0;
    if (!merge(fight)) branchTerms(plan, branch, at, rules, terms);
    else if (!merged.has(fight)) {
      merged.add(fight);
      mergedTerms(plan, branches.filter((b) => b.fight === fight), at, rules, terms);
    }
  });
  return terms;
}

/** The attacker's states per set of fighters (survivorSets' numbers), in the order first met. */
function fighterSets({ attacker }: FightPlan, p: readonly number[]): Part<number>[] {
  return partsBySet(p, survivorSets(attacker.unit, attacker.layout));
}

/** A branch that does not merge: a term per set of fighters, and with a fight-on-death rule per state the fight starts from. */
function branchTerms(plan: FightPlan, branch: FightStart, at: number, rules: boolean, terms: FightTerm[]): void {
  const { attacker, target } = plan;
  // With a fight-on-death rule the fight starts from each state apart: the models it destroys fight.
  const starts = [...partsBy(branch.target, (t) => (rules ? t : 0)).values()];
  for (const { key, p: a, mass: aMass } of fighterSets(plan, branch.attacker)) {
    const fighters = survivorsIn(attacker, key);
    for (const { key: t0, p } of starts) terms.push({ at, attacker: a, aMass, from: survivorCounts(target.unit, target.layout, t0), fighters, start: p });
  }
}

/** One set of fighters u among a group's attacker states: the states a of u, and the group's first branch. */
interface FighterSet {
  readonly at: number;
  readonly fighters: Unit;
  readonly states: readonly number[];
}

/**
 * The branches of the same fight options (the group, the first at `at`), merged: per set of fighters
 * u, the joint J(a, t) restricted to u's states a is written as few products as it needs: with a
 * fight-on-death rule one per state t the fight starts from (J(., t) x that state); else one per
 * attacker state a (a x J(a, .)) or one per branch (the branch's own product), the fewer.
 */
function mergedTerms(plan: FightPlan, group: readonly FightStart[], at: number, rules: boolean, terms: FightTerm[]): void {
  const total = summed(group.map((b) => b.attacker), group[0].attacker.length);
  // Each branch's target states are often one (a set of the target's survivors: turn.ts overwatchBranches).
  const targetStates = group.map((b) => statesIn(b.target));
  for (const { key, p: inSet } of fighterSets(plan, total)) {
    const set: FighterSet = { at, fighters: survivorsIn(plan.attacker, key), states: statesIn(inSet) };
    if (rules) perStartingState(plan.target, group, set, terms);
    else if (set.states.length < group.length) perAttackerState(group, targetStates, set, terms);
    else perBranch(group, set, terms);
  }
}

/** A branch's attacker states of a set of fighters (zeros elsewhere). */
function inThisSet(b: FightStart, states: readonly number[]): number[] {
  const part = zeros(b.attacker.length);
  for (const a of states) part[a] = b.attacker[a];
  return part;
}

/** Per state t the fight starts from (in order): J(., t), the attacker's states that go with it, x that state. */
function perStartingState(target: Defender, group: readonly FightStart[], { at, fighters, states }: FighterSet, terms: FightTerm[]): void {
  const length = group[0].target.length;
  const columns = new Array<number[] | undefined>(length);
  for (const b of group) {
    const part = inThisSet(b, states);
    b.target.forEach((q, t) => q !== 0 && addScaled((columns[t] ??= zeros(part.length)), part, q));
  }
  columns.forEach((a, t0) => {
    // A state no attacker of this set goes with (the others' fighters start from it) makes no term.
    const aMass = a ? massOf(a) : 0;
    if (aMass !== 0) terms.push({ at, attacker: a!, aMass, from: survivorCounts(target.unit, target.layout, t0), fighters, start: oneState(length, t0) });
  });
}

/** Per attacker state a (in order): a x J(a, .), the target's states that go with it. */
function perAttackerState(group: readonly FightStart[], targetStates: readonly (readonly number[])[], { at, fighters, states }: FighterSet, terms: FightTerm[]): void {
  for (const a of states) {
    const row = zeros(group[0].target.length);
    for (let i = 0; i < group.length; i++) addScaledAt(row, group[i].target, targetStates[i], group[i].attacker[a]);
    if (massOf(row) !== 0) terms.push({ at, attacker: oneState(group[0].attacker.length, a), aMass: 1, from: [], fighters, start: row });
  }
}

/** Per branch (the branch's own product): its attacker states of the set x its target's states. */
function perBranch(group: readonly FightStart[], { at, fighters, states }: FighterSet, terms: FightTerm[]): void {
  for (const b of group) {
    const part = inThisSet(b, states);
    const aMass = massOf(part);
    if (aMass !== 0 && massOf(b.target) !== 0) terms.push({ at, attacker: part, aMass, from: [], fighters, start: b.target });
  }
}

/**
 * The notes of the branches' calculations, said in the order a turn fighting each branch alone says
 * them (by branch; in a branch its fight, then per entry its fight on death and its fight back): the
 * calculations run side by side across branches, but a turn's notes keep their first occurrence.
 */
function heldNotes() {
  const held: { at: number[]; say: () => void }[] = [];
  const before = (a: number[], b: number[]) => a.reduce((d, x, i) => d || x - (b[i] ?? 0), 0);
  return {
    hold: (log: PhaseLog, at: number[]) => (text: string) => held.push({ at, say: () => log.note(text) }),
    said<T>(result: T): T {
      held.sort((a, b) => before(a.at, b.at)).forEach((n) => n.say());
      return result;
    },
  };
}

type HeldNotes = ReturnType<typeof heldNotes>;

/** Whether the target's attacks on the attacker place one-roll rules or Fate dice (turn-one-roll.ts phaseRolls): then per branch. */
function placesRolls(built: BuiltPhases, unit: Unit, defender: Unit, back: PhaseOptions): boolean {
  try {
    const { oneRolls } = phaseScenario(built, unit, defender, withBelowHalf(built, back, false), () => {});
    return oneRolls.attacker.length > 0 || oneRolls.target.length > 0;
  } catch {
    // What the target's attacks refuse is said by the first of them (turn-volley.ts), if it attacks at all.
    return true;
  }
}

/** Each item's index, grouped by key (keys and indices in the order first met). */
function indicesBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, number[]> {
  const groups = new Map<K, number[]>();
  items.forEach((item, i) => got(groups, keyOf(item), () => []).push(i));
  return groups;
}

/** No models fighting on death, surely (no fight-on-death rule in play). */
const NO_FIGHTERS: readonly { counts: readonly number[]; p: number }[] = [{ counts: [], p: 1 }];

/** The models fighting on death, per group (each destroyed model on its own roll), with their chance. */
function fightersOnDeath(destroyed: readonly number[], chances: readonly number[]): { counts: number[]; p: number }[] {
  return destroyed.reduce(
    (combos, n, g) => combos.flatMap((c) => Dist.binomial(n, chances[g]).toArray().map((q, k) => ({ counts: [...c.counts, k], p: c.p * q }))),
    [{ counts: [] as number[], p: 1 }],
  );
}

/**
 * fightersOnDeath, worked out once per number destroyed in each group (the turn asks per pair of
 * states); the same counts the same array (sameCounts), across the fight's options: the fight keys on it.
 */
function remembered(chances: readonly number[], sameCounts: (counts: number[]) => number[]): (destroyed: readonly number[]) => { counts: number[]; p: number }[] {
  const known = new Map<string, { counts: number[]; p: number }[]>();
  return (destroyed) => got(known, destroyed.join(','), () => fightersOnDeath(destroyed, chances).map(({ counts, p }) => ({ counts: sameCounts(counts), p })));
}
