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
import { BoundedCache } from '../bounded-cache.js';
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

/** P(c of m dice show the face), c = 0..m, each die showing it with probability q; remembered (few q come back). */
function binomialPmf(m: number, q: number): readonly number[] {
  let byCount = pmfCache.get(q);
  if (!byCount) pmfCache.set(q, (byCount = []));
  return (byCount[m] ??= binomialRow(m, q));
}

const pmfCache = new BoundedCache<number, number[][]>(1000);

function binomialRow(m: number, q: number): number[] {
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
 * One kind of die in the sorted sequence: save-roll results low..high (1..6) that act alike on every group, or
 * a critical wound's mortal wounds (low = high = 7), which come after every save roll (11e 24.10: after the
 * batch's normal damage).
 */
interface Face {
  readonly low: number;
  readonly high: number;
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
 * (0: none), every save result equally likely: P(result f) = (1 - critical) / 6, P(mortal wounds) = critical.
 * Results that every group saves or fails alike are one face (their order among themselves changes nothing);
 * the last results, saved by every group with no mortal wounds after them, are left out: resolveDice counts
 * the dice after its last face as saved.
 */
function facesOf(view: View, defence: BatchDefence, critical: number): Face[] {
  const { damages } = defence;
  const alike = (a: number, b: number): boolean => damages.every((row) => row[a] === row[b]);
  const blocks: [low: number, high: number][] = [];
  for (let f = 1; f <= 6; f++) {
    const last = blocks[blocks.length - 1];
    if (last && alike(last[1], f)) last[1] = f;
    else blocks.push([f, f]);
  }
  // The last results, saved by every group, with no mortal wounds after them.
  if (critical === 0) while (blocks.length > 1 && damages.every((row) => !row[blocks[blocks.length - 1][0]])) blocks.pop();
  const faces: Face[] = [];
  let tail = 1;
  for (const [low, high] of blocks) {
    const weight = ((high - low + 1) * (1 - critical)) / 6;
    const q = high === 6 && critical === 0 ? 1 : Math.min(1, weight / tail);
    faces.push({ low, high, q, saves: (s) => !damages[view.groupAt[s]][low], lost: defence.lost, saveRoll: true });
    tail -= weight;
  }
  if (critical > 0) faces.push({ low: 7, high: 7, q: 1, saves: () => false, lost: defence.mortalLost, saveRoll: false });
  return faces;
}

/** How one die of a face meets each state: whether its group saves it (the destroyed state keeps it too), and else the wounds lost. */
interface DieStep {
  readonly saved: readonly boolean[];
  /** The first state whose group does not save the face (states only move forward: the dice of the face pending are there or later). */
  readonly firstFailing: number;
  readonly kernel: readonly (readonly number[])[];
  readonly view: View;
  readonly saveRoll: boolean;
}

function dieStep(track: Track, view: View, face: Face): DieStep {
  const lostBy = face.lost.map((d) => d.toArray());
  const saved = view.groupAt.map((_, s) => s === track.destroyed || face.saves(s));
  const firstFailing = saved.indexOf(false);
  return {
    saved,
    firstFailing: firstFailing < 0 ? saved.length : firstFailing,
    kernel: view.groupAt.map((g) => (g < 0 ? [] : lostBy[g])),
    view,
    saveRoll: face.saveRoll,
  };
}

/**
 * One die of the face on the law `z`, added into `out` (11e 05.04: a state whose group saves it keeps it; another
 * takes the damage, excess lost). Returns the mass of save rolls that inflicted damage.
 */
function applyDie(step: DieStep, z: readonly number[], out: number[], from = 0): number {
  const { saved, kernel, view } = step;
  let damaging = 0;
  for (let s = from; s < z.length; s++) {
    const mass = z[s];
    if (mass === 0) continue;
    if (saved[s]) {
      out[s] += mass;
      continue;
    }
    if (step.saveRoll) damaging += mass;
    const k = kernel[s];
    const left = view.left[s];
    const stride = view.stride[s];
    for (let x = 0; x < k.length; x++) if (k[x] !== 0) out[s + Math.min(x, left) * stride] += mass * k[x];
  }
  return damaging;
}

/**
 * The first face, when the dice start as P(m dice) x one law `before` (resolveBatch): with c dice of it the law
 * is T^c before (T: one die), the same for every m, so T is applied once per die count; the rows by the dice
 * left after it (`restOf`) are then sums of these.
 */
function firstFace(step: DieStep, q: number, count: readonly number[], before: readonly number[], restOf: (rest: number) => number) {
  const pmfs = count.map((_, m) => binomialPmf(m, q));
  // P(at least c dice of this face): then its c-th die is resolved.
  const atLeast = zeros(count.length + 1);
  count.forEach((p, m) => {
    let tail = 0;
    for (let c = m; c >= 1; c--) atLeast[c] += p * (tail += pmfs[m][c]);
  });
  const powers = [before];
  let damaging = 0;
  for (let c = 1; c < count.length; c++) {
    const next = zeros(before.length);
    damaging += atLeast[c] * applyDie(step, powers[c - 1], next);
    powers.push(next);
  }
  // weights[r][c]: P(c dice of this face and r after it); each row by the dice left is a sum of the powers.
  const weights = count.map(() => zeros(count.length));
  count.forEach((p, m) => {
    if (p !== 0) for (let c = 0; c <= m; c++) weights[restOf(m - c)][c] += p * pmfs[m][c];
  });
  const rows = weights.map((byPower) => {
    const row = zeros(before.length);
    byPower.forEach((w, c) => {
      if (w === 0) return;
      const power = powers[c];
      for (let s = 0; s < row.length; s++) row[s] += w * power[s];
    });
    return row;
  });
  return { rows, damaging };
}

/**
 * The last face's dice (none after them to keep apart: facesOf), from `rows[r]`, the law with r dice left: each
 * of them shows this face with probability q (else a result every group saves), so r dice act as B^r with
 * B = q T + (1 - q), T one die of the face (the binomial theorem: P(c of r) T^c summed over c). The law after
 * them is the sum over r of B^r rows[r]: by Horner's scheme, B once per die count.
 */
function lastFace(
  step: DieStep,
  q: number,
  dice: number,
  /** Adds the law with r dice left into `out`. */
  addRow: (r: number, out: number[]) => void,
): { law: number[]; damaging: number } {
  const size = step.saved.length;
  let damaging = 0;
  let z = zeros(size);
  addRow(dice, z);
  let out = zeros(size);
  const moved = zeros(size);
  for (let r = dice - 1; r >= 0; r--) {
    moved.fill(0);
    damaging += q * applyDie(step, z, moved);
    for (let s = 0; s < size; s++) out[s] = (1 - q) * z[s] + q * moved[s];
    addRow(r, out);
    [z, out] = [out, z];
  }
  return { law: z, damaging };
}

/**
 * The dice, P(m dice) = `count[m]`, from the law `before`, face by face (11e 05.04: lowest result first). The
 * dice of one face are split off by their Binomial count, then resolved die by die: a die meets the current
 * group; if that group saves the face, the die and the rest of that face are saved; if not, it damages the
 * current model (`face.lost`: D, Feel No Pain) and the next die meets whichever group is then current. The
 * first and the last face take shortcuts (firstFace, lastFace); the ones between are kept by (dice of the face
 * left, dice after it). Returns the law of the state and the expected save rolls that inflicted damage.
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
  faces.forEach((face, i) => {
    // After the last face every die left is saved (facesOf): only the dice of this face still count.
    const last = i === faces.length - 1;
    const restOf = (rest: number): number => (last ? 0 : rest);
    const step = dieStep(track, view, face);
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
    if (last && !fresh) {
      const rows = state;
      const end = lastFace(step, face.q, rows.length - 1, (r, out) => rows[r].forEach((x, s) => (out[s] += x)));
      [state, damaging] = [[end.law], damaging + end.damaging];
      return;
    }
    const pending = (pendingDice ??= new Pending(size));
    const next = state.map(() => zeros(size));
    state.forEach((row, m) => {
      const pmf = binomialPmf(m, face.q);
      row.forEach((mass, s) => {
        if (mass === 0) return;
        // 11e 05.04: once the unit is destroyed, the attacks left are lost.
        if (s === track.destroyed) return void (next[0][s] += mass);
        for (let c = 0; c <= m; c++) {
          const w = mass * pmf[c];
          if (w === 0) continue;
          if (c === 0 || step.saved[s]) next[restOf(m - c)][s] += w;
          else pending.row(c, restOf(m - c))[s] += w;
        }
      });
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
  return { state: state[0], damaging };
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
  // P(m dice), up to the last possible count (the work grows with its square).
  const upTo = (count: readonly number[]): number[] => {
    let end = count.length;
    while (end > 1 && count[end - 1] === 0) end--;
    return count.slice(0, end);
  };
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
 * (`dicePerTag`: the most save dice with each v), else once (`[w + v]`).
 */
export function batchWork(states: number, dicePerTag: readonly number[], kernel: number): number {
  return dicePerTag.reduce((s, d) => s + (7 * (d + 1) * (d + 2) * states * kernel) / 2, 0);
}
