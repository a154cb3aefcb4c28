/**
 * 11e 05.04: save rolls resolved from the lowest result up into the current allocation group, exactly, over
 * the target's states (track.ts).
 *
 * A batch's m save dice are sorted by face, faces taken from the lowest (faces.ts: runs of results that act
 * alike on every group): the count of a face among the m dice left is Binomial(m, q), q its share of the
 * faces left. A face the current group saves saves every die of it (a save changes nothing); a face it fails
 * is resolved die by die, as each may destroy the group and make the next one current, which may save the
 * rest of that face.
 */
import { zeros, type Dist } from '../../dice/dist.js';
import { applyDie, binomialPmf, dieStep, facesOf, firstFace, lastFace, middleFace, type Face } from './faces.js';
import { fixedPath, onlyState, resolveFixedPath } from './fixed-path.js';
import { jointTotals, type Joint } from './joint.js';
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

/**
 * Dice of the current face still to resolve: `pending[c][rest]` is the law of the state with c dice of this
 * face left and `rest` dice of higher faces after them.
 */
class Pending {
  private readonly byCount: (number[] | undefined)[][] = [];
  /** Rows released once resolved, used again (fewer arrays for the collector). */
  private readonly free: number[][] = [];
  constructor(private readonly size: number) {}

  add(count: number, rest: number, state: number, mass: number): void {
    this.row(count, rest)[state] += mass;
  }

  /** The law with `count` dice left and `rest` after them, made on first use. */
  row(count: number, rest: number): number[] {
    const byRest = (this.byCount[count] ??= []);
    return (byRest[rest] ??= this.free.pop()?.fill(0) ?? zeros(this.size));
  }

  /** The laws with `count` dice left, by `rest`. */
  take(count: number): readonly (number[] | undefined)[] {
    return this.byCount[count] ?? [];
  }

  /** The laws with `count` dice left are resolved: their rows may be used again. */
  release(count: number): void {
    for (const row of this.byCount[count] ?? []) if (row) this.free.push(row);
    this.byCount[count] = [];
  }
}

/**
 * The dice, P(m dice) = `count[m]`, from the law `before`, face by face (11e 05.04: lowest result first). The
 * dice of one face are split off by their Binomial count, then resolved die by die: a die meets the current
 * group; if that group saves the face, the die and the rest of that face are saved; if not, it damages the
 * current model (`face.lost`: D, Feel No Pain) and the next die meets whichever group is then current. The
 * first, the last and the ones between take shortcuts (firstFace, lastFace, middleFace: Horner's scheme, each
 * stopping at the dice that can still damage), and states that no later die changes are set aside (absorb).
 * With the defender's Command Re-roll (`fresh` dice, none resolved yet), a face between is kept by (dice of the
 * face left, dice after it) instead (Pending). Returns the law of the state and the expected save rolls that
 * inflicted damage.
 */
function resolveDice(
  track: Track,
  view: View,
  faces: readonly Face[],
  count: readonly number[],
  before: readonly number[],
  saveReroll = false,
): { state: number[]; damaging: number } {
  const size = track.destroyed + 1;
  const start = (): number[][] => count.map((x) => before.map((s) => s * x));
  // With the defender's Command Re-roll, the dice none of which is resolved yet are kept apart (rerollLowestSave).
  let fresh = saveReroll ? start() : undefined;
  let state = saveReroll ? start().map(() => zeros(size)) : [];
  let damaging = 0;
  let pendingDice: Pending | undefined;
  const steps = faces.map((face) => dieStep(track, view, face));
  // Laws that no die left can change (absorb), and the states every face from the i-th on leaves alone.
  let final: number[] | undefined;
  const settled: (readonly boolean[])[] = [];
  for (let i = steps.length - 1; i >= 1; i--) settled[i] = steps[i].saved.map((x, s) => x && (settled[i + 1]?.[s] ?? true));
  faces.forEach((face, i) => {
    // After the last face every die left is saved (facesOf): only the dice of this face still count.
    const last = i === faces.length - 1;
    const restOf = (rest: number): number => (last ? 0 : rest);
    const step = steps[i];
    if (i === 0 && last && !fresh) {
      const only = lastFace(step, face.q, count.length - 1, (r, out) => {
        for (let s = 0; s < size; s++) out[s] += count[r] * before[s];
      });
      [state, damaging] = [[only.law], only.damaging];
      return;
    }
    if (i === 0 && !fresh) {
      const first = firstFace(step, face.q, count, before, restOf);
      [state, damaging] = [first.rows, damaging + first.damaging];
      return;
    }
    if (!fresh) absorb(settled[i], state, (final ??= zeros(size)));
    if (last && !fresh) {
      const rows = state;
      const end = lastFace(step, face.q, rows.length - 1, (r, out) => rows[r].forEach((x, s) => (out[s] += x)));
      [state, damaging] = [[end.law], damaging + end.damaging];
      return;
    }
    if (!fresh) {
      const between = middleFace(step, face.q, state);
      [state, damaging] = [between.rows, damaging + between.damaging];
      return;
    }
    const pending = (pendingDice ??= new Pending(size));
    const next = state.map(() => zeros(size));
    state.forEach((row, m) => {
      if (!row.some((x) => x !== 0)) return;
      // 11e 05.04: once the unit is destroyed, the attacks left are lost.
      next[0][track.destroyed] += row[track.destroyed];
      const pmf = binomialPmf(m, face.q);
      for (let c = 0; c <= m; c++) {
        if (pmf[c] === 0) continue;
        const kept = next[restOf(m - c)];
        let failing: number[] | undefined;
        for (let s = 0; s < track.destroyed; s++) {
          if (row[s] === 0) continue;
          if (c > 0 && !step.saved[s]) (failing ??= pending.row(c, restOf(m - c)))[s] += row[s] * pmf[c];
          else kept[s] += row[s] * pmf[c];
        }
      }
    });
    if (fresh) fresh = rerollLowestSave(track, view, face, fresh, { next, pending, restOf }, (mass) => (damaging += mass));
    for (let c = state.length - 1; c >= 1; c--) {
      pending.take(c).forEach((law, rest) => {
        // Pending dice are on states whose group fails the face, or later ones.
        if (law) damaging += applyDie(step, law, c === 1 ? next[rest] : pending.row(c - 1, rest), step.firstFailing);
      });
      pending.release(c);
    }
    state = next;
  });
  // Fresh dice left after the last face are all saved (none failed, so none was re-rolled).
  fresh?.forEach((row) => row.forEach((x, s) => (state[0][s] += x)));
  final?.forEach((x, s) => (state[0][s] += x));
  return { state: state[0], damaging };
}

/**
 * 11e 05.04: a state whose group saves this face saves every later save roll (results are resolved lowest first and
 * a group that saves a result saves every higher one), and a save changes no group: unless mortal wounds come
 * after the save rolls (24.10: the seventh face), its law is final, whatever the dice left. Such states
 * (`settled`) move from `rows` (by dice left) to `final`, so the faces after this one carry only live states.
 */
function absorb(settled: readonly boolean[], rows: number[][], final: number[]): void {
  for (const row of rows) {
    for (let s = 0; s < row.length; s++) {
      if (!settled[s] || row[s] === 0) continue;
      final[s] += row[s];
      row[s] = 0;
    }
  }
}

/**
 * 11e 15.02, the defender's Command Re-roll on this batch's save rolls, just after they are rolled: dice none of
 * which is resolved yet (`fresh[m][s]`) meet the lowest face present; if the current group fails it, one of its
 * dice is rolled again. Above that face (it joins the higher dice, whose law given "above" is the same), the
 * same face, or below it: then it is resolved first, and damages, as a lower result never saves where a higher
 * one fails. Returns the dice still fresh after this face; the rest go to `next` and `pending`.
 */
function rerollLowestSave(
  track: Track,
  view: View,
  face: Face,
  fresh: readonly (readonly number[])[],
  to: { readonly next: number[][]; readonly pending: Pending; readonly restOf: (rest: number) => number },
  damaged: (mass: number) => void,
): number[][] {
  const stays = fresh.map(() => zeros(track.destroyed + 1));
  const { next, pending, restOf } = to;
  const add = (count: number, rest: number, state: number, mass: number): void => {
    if (count === 0) next[restOf(rest)][state] += mass;
    else pending.add(count, restOf(rest), state, mass);
  };
  // A fresh result above this face, on it, or below it (faces are runs of results: facesOf).
  const [above, same, below] = [(6 - face.high) / 6, (face.high - face.low + 1) / 6, (face.low - 1) / 6];
  fresh.forEach((row, m) => {
    const pmf = binomialPmf(m, face.q);
    row.forEach((mass, s) => {
      if (mass === 0) return;
      if (s === track.destroyed) return void (next[0][s] += mass);
      stays[m][s] += mass * pmf[0];
      for (let c = 1; c <= m; c++) {
        const w = mass * pmf[c];
        if (w === 0) continue;
        if (face.saves(s)) {
          next[restOf(m - c)][s] += w;
          continue;
        }
        add(c - 1, m - c + 1, s, w * above);
        add(c, m - c, s, w * same);
        if (below === 0) continue;
        damaged(w * below);
        const lost = face.lost[view.groupAt[s]];
        for (let x = 0; x <= lost.max; x++) add(c - 1, m - c, s + Math.min(x, view.left[s]) * view.stride[s], w * below * lost.prob(x));
      }
    });
  });
  return stays;
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
  /** The defender's Command Re-roll on this batch's save rolls (11e 15.02). */
  saveReroll = false,
): { state: number[]; unsaved: number } {
  // A fixed D against several groups from one known state: the path is fixed, and the dice need not be followed face
  // by face (fixed-path.ts; the one-group chain is as cheap already).
  if (!saveReroll && wounds.criticalShare === 0 && track.groups.length > 1) {
    const start = onlyState(before);
    const path = start === undefined ? undefined : fixedPath(track, view, defence, start);
    if (path) return resolveFixedPath(track, path, diceCount(wounds.joint));
  }
  return resolveByFaces(track, view, defence, before, wounds, saveReroll);
}

/** P(m save dice) of a batch's joint law, remembered by the joint (the defender's orders meet the same one). */
function diceCount(joint: Joint): readonly number[] {
  let count = counts.get(joint);
  if (!count) counts.set(joint, (count = upTo(jointTotals(joint))));
  return count;
}

const counts = new WeakMap<Joint, readonly number[]>();

/** P(m dice), up to the last possible count (the work grows with its square). */
function upTo(count: readonly number[]): number[] {
  let end = count.length;
  while (end > 1 && count[end - 1] === 0) end--;
  return count.slice(0, end);
}

/** resolveBatch face by face, for any batch (fixed-path.ts is the shortcut; tests hold the two equal). */
export function resolveByFaces(
  track: Track,
  view: View,
  defence: BatchDefence,
  before: readonly number[],
  wounds: BatchWounds,
  saveReroll = false,
): { state: number[]; unsaved: number } {
  // A re-rolled save die is a save roll, never the mortal wounds' seventh face: then the joint is followed v by v.
  if (wounds.criticalShare !== undefined && !(saveReroll && wounds.criticalShare > 0)) {
    const r = resolveDice(track, view, facesOf(view, defence, wounds.criticalShare), upTo(jointTotals(wounds.joint)), before, saveReroll);
    return { state: r.state, unsaved: r.damaging };
  }
  const { joint } = wounds;
  const faces = facesOf(view, defence, 0);
  let unsaved = 0;
  let carried: number[] | undefined;
  // Horner's scheme over v: a batch with v critical wounds meets v mortal-wound steps after its saves.
  for (let v = Math.max(...joint.map((r) => r.length)) - 1; v >= 0; v--) {
    const count = upTo(joint.map((row) => row[v] ?? 0));
    const saved = count.some((x) => x !== 0) ? resolveDice(track, view, faces, count, before, saveReroll) : undefined;
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
 * (`dicePerTag`: the most save dice with each v), else once (`[w + v]`). An upper bound: without the
 * defender's Command Re-roll a face takes at most dice x diceToSettle of these (faces.ts).
 */
export function batchWork(states: number, dicePerTag: readonly number[], kernel: number): number {
  return dicePerTag.reduce((s, d) => s + (7 * (d + 1) * (d + 2) * states * kernel) / 2, 0);
}
