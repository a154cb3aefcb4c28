// The legacy ruleset's kill chain (issue 14): an exact distribution over the target's state, which is the number
// of models removed and the Wounds lost by the model taking them. Wounds go to the models in the unit file's order
// of its groups, piling on one model until it is removed (the README states this order; 7th edition core rules,
// 'Wound Allocation': identical models take Wounds one at a time until one is removed). Each model saves with its own
// saves and Feel No Pain.
import { Dist } from '../../dice/dist.js';
import { bestSave, passChance } from './charts.js';
import { D3 } from './dice.js';
import { applyRepeatedHits } from './repeated-hits.js';

/** One model of the target, in allocation order. */
export interface TargetModel {
  readonly toughness: number;
  readonly wounds: number;
  readonly armour: number | null;
  readonly invulnerable: number | null;
  /** Feel No Pain (X): the score that discounts an unsaved Wound, or null. */
  readonly feelNoPain: number | null;
  readonly eternalWarrior: boolean;
  /** A Gargantuan Creature: Instant Death inflicts D3 Wounds instead (7th edition core rules, 'Gargantuan Creatures'). */
  readonly unstoppable: boolean;
  /** Its cover save against this attack (Stealth, Shrouded and Jink applied; none in close combat), or null. */
  readonly cover: number | null;
  /** 004 'Swarms': an unsaved Wound from a Blast or Template weapon counts twice, unless it is Instant Death. */
  readonly swarms: boolean;
}

/** What one wound that has been scored does, before the save. */
export interface WoundKind {
  readonly ap: number | null;
  /** For Instant Death at double Toughness; a Destroyer hit counts as Strength 10 (004 'Destroyer Weapons'). */
  readonly strength: number;
  /** The attack has the Instant Death special rule (004 'Instant Death'). */
  readonly instantDeath: boolean;
  /** Destroyer: no Feel No Pain (004 'Feel No Pain'). */
  readonly destroyer: boolean;
  /** No saves of any kind (a Destroyer Deathblow). */
  readonly noSave: boolean;
  readonly ignoresCover: boolean;
  /** From a Blast, Large Blast or Template weapon (Swarms). */
  readonly area: boolean;
  /** Wounds lost if unsaved (1; a Destroyer hit D3 or D6+6): the excess over the model's Wounds is lost. */
  readonly lost: Dist;
}

/** A hit's chance of each kind of wound (the rest: no wound). */
export type HitWounds = readonly (readonly [chance: number, kind: WoundKind])[];

/** Models in the order Wounds reach them; state index offsets[r] + w: r models removed, w Wounds on the next. */
interface Track {
  readonly models: readonly TargetModel[];
  readonly offsets: readonly number[];
  /** The model a state index is on (models.length: all removed). */
  readonly modelAt: readonly number[];
}

/**
 * The target's state: the models outside the group that Precision Shots and Strikes wound (the attacker's choice,
 * 004 'Precision Shots', 'Precision Strikes') and that group's models, each a track; with no such group the second
 * track is empty. A normal Wound goes to the first model in the unit file's order that is left: the other track
 * before the chosen group, then the chosen group, then the rest. A precision Wound goes to the chosen group while
 * it has models, then as a normal one. State index: other index x chosen size + chosen index.
 */
export interface TargetChain {
  readonly others: Track;
  readonly chosen: Track;
  /** How many of the other models come before the chosen group in the unit file's order. */
  readonly before: number;
}

function track(models: readonly TargetModel[]): Track {
  const offsets = [0];
  const modelAt: number[] = [];
  models.forEach((model, r) => {
    offsets.push(offsets[r] + model.wounds);
    for (let w = 0; w < model.wounds; w++) modelAt.push(r);
  });
  modelAt.push(models.length);
  return { models, offsets, modelAt };
}

/** The chain of `models` (allocation order); `chosen`: the models [start, end) that precision Wounds go to. */
export function targetChain(models: readonly TargetModel[], chosen?: { readonly start: number; readonly end: number }): TargetChain {
  const { start, end } = chosen ?? { start: models.length, end: models.length };
  return {
    others: track([...models.slice(0, start), ...models.slice(end)]),
    chosen: track(models.slice(start, end)),
    before: start,
  };
}

function trackSize(t: Track): number {
  return t.modelAt.length;
}

/** Nothing lost yet. */
export function untouched(chain: TargetChain): number[] {
  const state = new Array<number>(trackSize(chain.others) * trackSize(chain.chosen)).fill(0);
  state[0] = 1;
  return state;
}

/** P(the wound is not saved) by this model (7th edition core rules, 'Saving Throws': the best save only). */
function unsavedChance(model: TargetModel, kind: WoundKind): number {
  if (kind.noSave) return 1;
  const save = bestSave({
    armour: model.armour,
    ap: kind.ap,
    invulnerable: model.invulnerable,
    cover: kind.ignoresCover ? null : model.cover,
  });
  return save === null ? 1 : 1 - passChance(save);
}

/** Instant Death: the rule, or Strength at least double the model's Toughness (7th edition core rules, 'Instant Death'). */
function inflictsInstantDeath(model: TargetModel, kind: WoundKind): boolean {
  return kind.instantDeath || kind.strength >= 2 * model.toughness;
}

/** P(an unsaved wound is taken), after Feel No Pain: not against Instant Death or Destroyer (004 'Feel No Pain'). */
function takenChance(model: TargetModel, kind: WoundKind): number {
  if (model.feelNoPain === null || kind.destroyer || inflictsInstantDeath(model, kind)) return 1;
  return 1 - passChance(Math.max(2, model.feelNoPain));
}

/** Per model and kind: P(wound taken) and the distribution of Wounds it removes (removal = the model's Wounds). */
interface Transition {
  readonly taken: number;
  readonly unsaved: number;
  /** Wounds lost, or null: the model is removed (Instant Death without Eternal Warrior or Unstoppable). */
  readonly lost: Dist | null;
}

function transition(model: TargetModel, kind: WoundKind): Transition {
  const unsaved = unsavedChance(model, kind);
  const taken = unsaved * takenChance(model, kind);
  if (model.swarms && kind.area && !inflictsInstantDeath(model, kind)) {
    // 004 'Swarms': the unsaved Wound becomes two, each with its own Feel No Pain roll.
    const each = takenChance(model, kind);
    const some = 1 - (1 - each) ** 2;
    const lost = Dist.of([0, (2 * each * (1 - each)) / some, (each * each) / some]);
    return { taken: unsaved * some, unsaved, lost: Dist.sumOf(lost, kind.lost) };
  }
  if (!inflictsInstantDeath(model, kind)) return { taken, unsaved, lost: kind.lost };
  // 004 'Eternal Warrior': an Instant Death wound only reduces its Wounds by 1 "instead of automatically reducing its
  // Wounds to 0": it cancels the removal, not what the hit inflicts, so a Destroyer hit still loses its D3 or D6+6
  // "instead of 1" (004 'Destroyer Weapons'); kind.lost is 1 for any other wound. 7th edition core rules, 'Gargantuan
  // Creatures' (Unstoppable): D3 Wounds instead; still Instant Death for Feel No Pain (takenChance).
  return { taken, unsaved, lost: model.eternalWarrior ? kind.lost : model.unstoppable ? D3 : null };
}

/**
 * The state after `hits` hits, each scoring a wound of a kind as `wounds` says, and the expected unsaved wounds;
 * `precise`: they are Precision Shots or Strikes. Linear in `hits`, which need not sum to 1.
 */
export type ApplyHits = (state: readonly number[], hits: Dist, precise?: boolean) => { readonly state: number[]; readonly unsaved: number };

/** ApplyHits for one attack's wounds on the chain, its transition tables built once for every call. */
export function hitApplier(chain: TargetChain, wounds: HitWounds): ApplyHits {
  const tables = transitionTables(chain, wounds);
  return (state, hits, precise = false) => applyRepeatedHits(state, hits, (current) => oneHit(chain, tables, current, precise));
}

type Table = readonly (readonly (readonly [number, Transition])[])[];

/** Per model of each track, per kind of wound: its chance and transition. Identical models (one object per group) share a row. */
function transitionTables(chain: TargetChain, wounds: HitWounds): { readonly others: Table; readonly chosen: Table } {
  const rows = new Map<TargetModel, readonly (readonly [number, Transition])[]>();
  const row = (model: TargetModel) => {
    let found = rows.get(model);
    if (found === undefined) {
      found = wounds.map(([chance, kind]) => [chance, transition(model, kind)] as const);
      rows.set(model, found);
    }
    return found;
  };
  const table = (t: Track): Table => t.models.map(row);
  return { others: table(chain.others), chosen: table(chain.chosen) };
}

/** Which track the next wound goes to from other index i and chosen index j, or null if every model is removed. */
function woundedTrack(chain: TargetChain, i: number, j: number, precise: boolean): 'others' | 'chosen' | null {
  const { others, chosen } = chain;
  const chosenLeft = chosen.modelAt[j] < chosen.models.length;
  if (chosenLeft && (precise || others.modelAt[i] >= chain.before)) return 'chosen';
  return others.modelAt[i] < others.models.length ? 'others' : chosenLeft ? 'chosen' : null;
}

function oneHit(
  chain: TargetChain,
  tables: { readonly others: Table; readonly chosen: Table },
  state: readonly number[],
  precise: boolean,
): { state: number[]; unsaved: number } {
  const size = trackSize(chain.chosen);
  const out = new Array<number>(state.length).fill(0);
  let unsaved = 0;
  for (let index = 0; index < state.length; index++) {
    const mass = state[index];
    if (mass === 0) continue;
    const i = Math.floor(index / size);
    const j = index % size;
    const which = woundedTrack(chain, i, j, precise);
    if (which === null) {
      out[index] += mass;
      continue;
    }
    const t = chain[which];
    const at = which === 'others' ? i : j;
    const r = t.modelAt[at];
    const wounds = t.models[r].wounds;
    const moveTo = (to: number) => (which === 'others' ? to * size + j : i * size + to);
    let stays = mass;
    for (const [chance, transition] of tables[which][r]) {
      unsaved += mass * chance * transition.unsaved;
      const moved = mass * chance * transition.taken;
      if (moved === 0) continue;
      stays -= moved;
      if (transition.lost === null) {
        out[moveTo(t.offsets[r + 1])] += moved;
        continue;
      }
      const w = at - t.offsets[r];
      for (let l = 0; l <= transition.lost.max; l++) {
        const q = transition.lost.prob(l);
        if (q !== 0) out[moveTo(w + l >= wounds ? t.offsets[r + 1] : at + l)] += moved * q;
      }
    }
    out[index] += stays;
  }
  return { state: out, unsaved };
}

/** Models removed: the removed models of both tracks. */
export function killsOf(chain: TargetChain, state: readonly number[]): Dist {
  const size = trackSize(chain.chosen);
  const kills = new Array<number>(chain.others.models.length + chain.chosen.models.length + 1).fill(0);
  for (let index = 0; index < state.length; index++) {
    kills[chain.others.modelAt[Math.floor(index / size)] + chain.chosen.modelAt[index % size]] += state[index];
  }
  return Dist.of(kills);
}

/** Wounds lost in all: a removed model lost all its Wounds, so each track's index is the Wounds it lost. */
export function woundsLostOf(chain: TargetChain, state: readonly number[]): Dist {
  const size = trackSize(chain.chosen);
  const lost = new Array<number>(trackSize(chain.others) + size - 1).fill(0);
  for (let index = 0; index < state.length; index++) lost[Math.floor(index / size) + (index % size)] += state[index];
  return Dist.of(lost);
}
