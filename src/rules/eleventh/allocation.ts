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
  if (q >= 1) {
    pmf[m] = 1;
    return pmf;
  }
  pmf[0] = Math.pow(1 - q, m);
  for (let c = 0; c < m; c++) pmf[c + 1] = (pmf[c] * (m - c) * q) / ((c + 1) * (1 - q));
  return pmf;
}

/** The law of the position after c dice of one face, from position p, and the expected dice that damaged. */
interface FaceRun {
  readonly after: readonly number[];
  readonly damaging: number;
}

/**
 * Resolving c dice of face f from position p, die by die (memoised per (p, c)): each damages the current
 * model when its group fails face f; the next die meets whichever group is then current.
 */
function faceRuns(track: Track, view: View, defence: BatchDefence, face: number, maxDice: number): (p: number, c: number) => FaceRun {
  const memo = new Map<number, FaceRun>();
  const size = track.destroyed + 1;
  const stays = (p: number): FaceRun => {
    const after = zeros(size);
    after[p] = 1;
    return { after, damaging: 0 };
  };
  const run = (p: number, c: number): FaceRun => {
    const key = p * (maxDice + 1) + c;
    const known = memo.get(key);
    if (known) return known;
    const group = view.groupAt[p];
    let made: FaceRun;
    if (c === 0 || group < 0 || !defence.damages[group][face]) made = stays(p);
    else {
      const after = zeros(size);
      let damaging = 1;
      const lost = defence.lost[group];
      for (let x = 0; x <= lost.max; x++) {
        const w = lost.prob(x);
        if (w === 0) continue;
        const next = run(p + Math.min(x, view.left[p]) * view.stride[p], c - 1);
        for (let q = p; q < size; q++) after[q] += w * next.after[q];
        damaging += w * next.damaging;
      }
      made = { after, damaging };
    }
    memo.set(key, made);
    return made;
  };
  return run;
}

/**
 * The save rolls of `state[m][p]` (m dice left at position p), every face in turn (11e 05.04: lowest
 * result first). Returns the law of the position and the expected dice that inflicted damage.
 */
function resolveSaves(track: Track, view: View, defence: BatchDefence, start: number[][]): { state: number[]; damaging: number } {
  const size = track.destroyed + 1;
  const maxDice = start.length - 1;
  let state = start;
  let damaging = 0;
  for (let face = 1; face <= 6; face++) {
    const q = 1 / (7 - face);
    const run = faceRuns(track, view, defence, face, maxDice);
    const next = state.map(() => zeros(size));
    state.forEach((row, m) => {
      const pmf = m > 0 ? binomialPmf(m, q) : [1];
      row.forEach((mass, p) => {
        if (mass === 0) return;
        // 11e 05.04: once the unit is destroyed, the attacks left are lost.
        if (p === track.destroyed) return void (next[0][p] += mass);
        // A face the current group saves is saved on every die of it: the position does not move.
        if (!defence.damages[view.groupAt[p]][face]) {
          for (let c = 0; c <= m; c++) next[m - c][p] += mass * pmf[c];
          return;
        }
        for (let c = 0; c <= m; c++) {
          const w = mass * pmf[c];
          if (w === 0) continue;
          const r = run(p, c);
          damaging += w * r.damaging;
          const target = next[m - c];
          for (let to = p; to < size; to++) target[to] += w * r.after[to];
        }
      });
    });
    state = next;
  }
  return { state: state[0], damaging };
}

/**
 * One batch against the track: its save rolls from the lowest result up (11e 05.04), then its
 * Devastating Wounds' mortal wounds, at most one model each (11e 24.10, RULINGS 7). `joint[w][v]`: w wounds
 * to save, v critical wounds making mortal wounds.
 */
export function resolveBatch(
  track: Track,
  view: View,
  defence: BatchDefence,
  before: readonly number[],
  joint: Joint,
): { state: number[]; unsaved: number } {
  const maxV = Math.max(...joint.map((r) => r.length)) - 1;
  let unsaved = 0;
  let carried: number[] | undefined;
  // Horner's scheme over v: a batch with v critical wounds meets v mortal-wound steps after its saves.
  for (let v = maxV; v >= 0; v--) {
    const start = joint.map((row) => before.map((s) => s * (row[v] ?? 0)));
    const saved = start.some((r) => r.some((x) => x !== 0)) ? resolveSaves(track, view, defence, start) : undefined;
    unsaved += saved?.damaging ?? 0;
    const after = carried ? damageStep(track, view, defence.mortalLost, carried) : zeros(before.length);
    if (saved) saved.state.forEach((x, p) => (after[p] += x));
    carried = after;
  }
  return { state: carried ?? [...before], unsaved };
}

/** The work of one batch, in inner steps: (dice^2 / 2) x states^2 per face, times the mortal-wound tags. */
export function batchWork(states: number, maxDice: number, maxMortal: number): number {
  return (maxMortal + 1) * 6 * ((maxDice + 1) * (maxDice + 2) * states * states) / 2;
}
