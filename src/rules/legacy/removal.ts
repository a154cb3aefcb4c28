// The legacy ruleset's kill chain (issue 14): an exact distribution over the target's state, which is the number
// of models removed and the Wounds lost by the model taking them. Wounds go to the models in the unit file's order
// of its groups, piling on one model until it is removed (the README states this order; 7th edition core rules,
// 'Wound Allocation': identical models take Wounds one at a time until one is removed). Each model saves with its own
// saves and Feel No Pain.
import { Dist } from '../../dice/dist.js';
import { bestSave, passChance } from './charts.js';

/** One model of the target, in allocation order. */
export interface TargetModel {
  readonly toughness: number;
  readonly wounds: number;
  readonly armour: number | null;
  readonly invulnerable: number | null;
  /** Feel No Pain (X): the score that discounts an unsaved Wound, or null. */
  readonly feelNoPain: number | null;
  readonly eternalWarrior: boolean;
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

export interface TargetChain {
  readonly models: readonly TargetModel[];
  /** State index of (models removed r, wounds lost on the next model w) is offsets[r] + w; offsets[N] is "all removed". */
  readonly offsets: readonly number[];
}

export function targetChain(models: readonly TargetModel[]): TargetChain {
  const offsets = [0];
  for (const model of models) offsets.push(offsets[offsets.length - 1] + model.wounds);
  return { models, offsets };
}

/** Nothing lost yet. */
export function untouched(chain: TargetChain): number[] {
  const state = new Array<number>(chain.offsets[chain.models.length] + 1).fill(0);
  state[0] = 1;
  return state;
}

/** P(the wound is not saved) by this model (7th edition core rules, 'Saving Throws': the best save only). */
export function unsavedChance(model: TargetModel, kind: WoundKind): number {
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
export function inflictsInstantDeath(model: TargetModel, kind: WoundKind): boolean {
  return kind.instantDeath || kind.strength >= 2 * model.toughness;
}

/** P(an unsaved wound is taken), after Feel No Pain: not against Instant Death or Destroyer (004 'Feel No Pain'). */
export function takenChance(model: TargetModel, kind: WoundKind): number {
  if (model.feelNoPain === null || kind.destroyer || inflictsInstantDeath(model, kind)) return 1;
  return 1 - passChance(Math.max(2, model.feelNoPain));
}

/** Per model and kind: P(wound taken) and the distribution of Wounds it removes (removal = the model's Wounds). */
interface Transition {
  readonly taken: number;
  readonly unsaved: number;
  /** Wounds lost, or null: the model is removed (Instant Death without Eternal Warrior). */
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
  // 004 'Eternal Warrior': an Instant Death wound only reduces its Wounds by 1.
  return { taken, unsaved, lost: model.eternalWarrior ? Dist.constant(1) : null };
}

/** The state after `hits` hits, each scoring a wound of a kind as `wounds` says; and the expected unsaved wounds. */
export function applyHits(
  chain: TargetChain,
  state: readonly number[],
  hits: Dist,
  wounds: HitWounds,
): { readonly state: number[]; readonly unsaved: number } {
  const table = chain.models.map((model) => wounds.map(([chance, kind]) => [chance, transition(model, kind)] as const));
  const result = new Array<number>(state.length).fill(0);
  let current = [...state];
  let unsaved = 0;
  for (let k = 0; k <= hits.max; k++) {
    const weight = hits.prob(k);
    if (weight !== 0) for (let i = 0; i < state.length; i++) result[i] += weight * current[i];
    if (k === hits.max) break;
    const atLeastNext = hits.atLeast(k + 1);
    const next = oneHit(chain, table, current);
    unsaved += atLeastNext * next.unsaved;
    current = next.state;
  }
  return { state: result, unsaved };
}

function oneHit(
  chain: TargetChain,
  table: readonly (readonly (readonly [number, Transition])[])[],
  state: readonly number[],
): { state: number[]; unsaved: number } {
  const { offsets, models } = chain;
  const dead = offsets[models.length];
  const out = new Array<number>(state.length).fill(0);
  out[dead] = state[dead];
  let unsaved = 0;
  for (let r = 0; r < models.length; r++) {
    const wounds = models[r].wounds;
    for (let w = 0; w < wounds; w++) {
      const mass = state[offsets[r] + w];
      if (mass === 0) continue;
      let stays = mass;
      for (const [chance, t] of table[r]) {
        unsaved += mass * chance * t.unsaved;
        const moved = mass * chance * t.taken;
        if (moved === 0) continue;
        stays -= moved;
        if (t.lost === null) {
          out[offsets[r + 1]] += moved;
          continue;
        }
        for (let l = 0; l <= t.lost.max; l++) {
          const q = t.lost.prob(l);
          if (q !== 0) out[w + l >= wounds ? offsets[r + 1] : offsets[r] + w + l] += moved * q;
        }
      }
      out[offsets[r] + w] += stays;
    }
  }
  return { state: out, unsaved };
}

/** Models removed, from the state (every state index below offsets[r + 1] and at or above offsets[r] is r). */
export function killsOf(chain: TargetChain, state: readonly number[]): Dist {
  const kills = new Array<number>(chain.models.length + 1).fill(0);
  for (let r = 0; r <= chain.models.length; r++) {
    const end = r === chain.models.length ? state.length : chain.offsets[r + 1];
    for (let i = chain.offsets[r]; i < end; i++) kills[r] += state[i];
  }
  return Dist.of(kills);
}

/** Wounds lost in all: a removed model lost all its Wounds, so the state index is the Wounds lost. */
export function woundsLostOf(state: readonly number[]): Dist {
  return Dist.of(state);
}
