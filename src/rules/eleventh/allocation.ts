/**
 * 11e 05.04: save rolls resolved from the lowest result up into the current allocation group, exactly, over
 * the target's states (track.ts).
 *
 * A batch's m save dice are sorted by face. Faces are taken 1..6: the count of face f among the m dice
 * left is Binomial(m, 1 / (7 - f)) (every face equally likely). A face the current group saves saves every
 * die of it (a save changes nothing); a face it fails is resolved die by die, as each may destroy the group
 * and make the next one current, which may save the rest of that face.
 */
import { zeros, type Dist } from '../../dice/dist.js';
import type { Joint } from './joint.js';
import type { Track, View } from './track.js';

/** How one batch's attacks act on each group of the track (indices as `Track.groups`). */
export interface BatchDefence {
  /** damages[i][f]: an unmodified save roll of f (1..6) inflicts damage on group i (11e 05.04 step 2). */
  readonly damages: readonly (readonly boolean[])[];
  /** Wounds a model of group i loses to one attack that inflicts damage (D modified, Feel No Pain), uncapped. */
  readonly lost: readonly Dist[];
  /** Wounds a model of group i loses to one Devastating Wounds critical wound's mortal wounds, uncapped. */
  readonly mortalLost: readonly Dist[];
}

/** One step of damage to the current model, excess lost (11e 05.04 step 3). */
export function damageStep(track: Track, view: View, lostBy: readonly Dist[], state: readonly number[]): number[] {
  const out = zeros(state.length);
  for (let p = 0; p < state.length; p++) {
    const mass = state[p];
    if (mass === 0) continue;
    if (p === track.destroyed) {
      out[p] += mass;
      continue;
    }
    const lost = lostBy[view.groupAt[p]];
    const [left, stride] = [view.left[p], view.stride[p]];
    for (let x = 0; x <= lost.max; x++) out[p + Math.min(x, left) * stride] += mass * lost.prob(x);
  }
  return out;
}

/** P(c of m dice show the face), c = 0..m, each die showing it with probability q. */
function binomialPmf(m: number, q: number): number[] {
  const pmf = zeros(m + 1);
  if (q >= 1 || m === 0) {
    pmf[m] = 1;
    return pmf;
  }
  pmf[0] = Math.pow(1 - q, m);
  for (let c = 0; c < m; c++) pmf[c + 1] = (pmf[c] * (m - c) * q) / ((c + 1) * (1 - q));
  return pmf;
}

/**
 * Dice of the current face still to resolve: `pending[c][rest]` is the law of the state with c dice of this
 * face left and `rest` dice of higher faces after them.
 */
class Pending {
  private readonly byCount: (number[] | undefined)[][] = [];
  constructor(private readonly size: number) {}

  add(count: number, rest: number, state: number, mass: number): void {
    const row = (this.byCount[count] ??= []);
    (row[rest] ??= zeros(this.size))[state] += mass;
  }

  /** The laws with `count` dice left, by `rest`. */
  take(count: number): readonly (number[] | undefined)[] {
    return this.byCount[count] ?? [];
  }
}

/**
 * One kind of die in the sorted sequence: a save-roll face (1..6), or a critical wound's mortal wounds,
 * which come after every save roll (11e 24.10: after the batch's normal damage).
 */
interface Face {
  /** P(a die left shows this face | it shows this face or a later one). */
  readonly q: number;
  readonly saves: (state: number) => boolean;
  /** Wounds the current model loses to one such die, by group. */
  readonly lost: readonly Dist[];
  /** Whether a damaging die of this face is an unsaved wound (a save roll), for the figures. */
  readonly saveRoll: boolean;
}

/**
 * The faces in order, a wound being a critical wound with Devastating Wounds with probability `critical`
 * (0: none), every save face equally likely: P(face f) = (1 - critical) / 6, P(mortal wounds) = critical.
 */
function facesOf(view: View, defence: BatchDefence, critical: number): Face[] {
  const p = [...Array.from({ length: 6 }, () => (1 - critical) / 6), critical];
  const faces: Face[] = [];
  for (let f = 1; f <= (critical > 0 ? 7 : 6); f++) {
    const tail = p.slice(f - 1).reduce((a, b) => a + b, 0);
    const q = f === 6 + (critical > 0 ? 1 : 0) ? 1 : p[f - 1] / tail;
    faces.push(
      f <= 6
        ? { q, saves: (s) => !defence.damages[view.groupAt[s]][f], lost: defence.lost, saveRoll: true }
        : { q, saves: () => false, lost: defence.mortalLost, saveRoll: false },
    );
  }
  return faces;
}

/**
 * The dice of `start[m][s]` (m dice left in state s), face by face (11e 05.04: lowest result first). The
 * dice of one face are split off by their Binomial count, then resolved die by die: a die meets the current
 * group; if that group saves the face, the die and the rest of that face are saved; if not, it damages the
 * current model (`face.lost`: D, Feel No Pain) and the next die meets whichever group is then current.
 * Returns the law of the state and the expected save rolls that inflicted damage.
 */
function resolveDice(track: Track, view: View, faces: readonly Face[], start: number[][]): { state: number[]; damaging: number } {
  const size = track.destroyed + 1;
  let state = start;
  let damaging = 0;
  for (const face of faces) {
    const next = state.map(() => zeros(size));
    const pending = new Pending(size);
    state.forEach((row, m) => {
      const pmf = binomialPmf(m, face.q);
      row.forEach((mass, s) => {
        if (mass === 0) return;
        // 11e 05.04: once the unit is destroyed, the attacks left are lost.
        if (s === track.destroyed) return void (next[0][s] += mass);
        for (let c = 0; c <= m; c++) {
          const w = mass * pmf[c];
          if (w === 0) continue;
          if (c === 0 || face.saves(s)) next[m - c][s] += w;
          else pending.add(c, m - c, s, w);
        }
      });
    });
    for (let c = state.length - 1; c >= 1; c--) {
      pending.take(c).forEach((law, rest) =>
        law?.forEach((mass, s) => {
          if (mass === 0) return;
          if (s === track.destroyed) return void (next[0][s] += mass);
          if (face.saves(s)) return void (next[rest][s] += mass);
          if (face.saveRoll) damaging += mass;
          const lost = face.lost[view.groupAt[s]];
          const [left, stride] = [view.left[s], view.stride[s]];
          for (let x = 0; x <= lost.max; x++) {
            const to = s + Math.min(x, left) * stride;
            const w = mass * lost.prob(x);
            if (w === 0) continue;
            if (c === 1) next[rest][to] += w;
            else pending.add(c - 1, rest, to, w);
          }
        }),
      );
    }
    state = next;
  }
  return { state: state[0], damaging };
}

/** A batch's wounds (11e 05.02): the joint law of (w to save, v critical wounds making mortal wounds). */
export interface BatchWounds {
  readonly joint: Joint;
  /**
   * When every wound comes from a wound roll (no Lethal Hits with Devastating Wounds), each is a critical
   * wound with this probability, independently: v given w + v is Binomial, and the batch's dice are one
   * sequence with a seventh "face" for the mortal wounds. Absent: the joint law is followed v by v.
   */
  readonly criticalShare?: number;
}

/** P(w + v = n). */
function totals(joint: Joint): number[] {
  const out = zeros(joint.length + Math.max(...joint.map((r) => r.length)));
  joint.forEach((row, w) => row.forEach((x, v) => (out[w + v] += x)));
  return out;
}

/**
 * One batch against the target: its save rolls from the lowest result up (11e 05.04), then its Devastating
 * Wounds' mortal wounds, at most one model each (11e 24.10, RULINGS 7).
 */
export function resolveBatch(
  track: Track,
  view: View,
  defence: BatchDefence,
  before: readonly number[],
  wounds: BatchWounds,
): { state: number[]; unsaved: number } {
  // P(m dice) x the state before, for m up to the last possible count (the work grows with its square).
  const startOf = (count: readonly number[]): number[][] => {
    let end = count.length;
    while (end > 1 && count[end - 1] === 0) end--;
    return count.slice(0, end).map((x) => before.map((s) => s * x));
  };
  if (wounds.criticalShare !== undefined) {
    const r = resolveDice(track, view, facesOf(view, defence, wounds.criticalShare), startOf(totals(wounds.joint)));
    return { state: r.state, unsaved: r.damaging };
  }
  const { joint } = wounds;
  const faces = facesOf(view, defence, 0);
  let unsaved = 0;
  let carried: number[] | undefined;
  // Horner's scheme over v: a batch with v critical wounds meets v mortal-wound steps after its saves.
  for (let v = Math.max(...joint.map((r) => r.length)) - 1; v >= 0; v--) {
    const start = startOf(joint.map((row) => row[v] ?? 0));
    const saved = start.some((r) => r.some((x) => x !== 0)) ? resolveDice(track, view, faces, start) : undefined;
    unsaved += saved?.damaging ?? 0;
    const after = carried ? damageStep(track, view, defence.mortalLost, carried) : zeros(before.length);
    if (saved) saved.state.forEach((x, p) => (after[p] += x));
    carried = after;
  }
  return { state: carried ?? [...before], unsaved };
}

/**
 * The work of one batch, in inner steps: per face, (dice + 1)(dice + 2) / 2 dice counts x states x the
 * wounds one attack can take (`kernel`); once per mortal-wound tag when the joint law is followed v by v
 * (`dicePerTag`: the most save dice with each v), else once (`[w + v]`).
 */
export function batchWork(states: number, dicePerTag: readonly number[], kernel: number): number {
  return dicePerTag.reduce((s, d) => s + (7 * (d + 1) * (d + 2) * states * kernel) / 2, 0);
}
