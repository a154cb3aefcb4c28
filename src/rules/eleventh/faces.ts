/**
 * The save rolls' faces (11e 05.04: resolved from the lowest result up): the runs of results that act alike on
 * every group, one die's step on the target's state, and the shortcuts for the first face (powers of the step)
 * and the last (Horner's scheme), and the ones between (Horner's scheme per count of dice after them), which
 * allocation.ts resolveDice uses.
 */
import { zeros, type Dist } from '../../dice/dist.js';
import { BoundedCache } from '../bounded-cache.js';
import type { Track, View } from './track.js';

/** What facesOf reads of a batch's defence (allocation.ts BatchDefence). */
interface FaceDefence {
  readonly damages: readonly (readonly boolean[])[];
  readonly lost: readonly Dist[];
  readonly mortalLost: readonly Dist[];
}

/** P(c of m dice show the face), c = 0..m, each die showing it with probability q; remembered (few q come back). */
export function binomialPmf(m: number, q: number): readonly number[] {
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
 * One kind of die in the sorted sequence: save-roll results low..high (1..6) that act alike on every group, or
 * a critical wound's mortal wounds (low = high = 7), which come after every save roll (11e 24.10: after the
 * batch's normal damage).
 */
export interface Face {
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
export function facesOf(view: View, defence: FaceDefence, critical: number): Face[] {
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
export interface DieStep {
  readonly saved: readonly boolean[];
  /** The first state whose group does not save the face (states only move forward: the dice of the face pending are there or later). */
  readonly firstFailing: number;
  readonly kernel: readonly (readonly number[])[];
  readonly view: View;
  readonly saveRoll: boolean;
}

export function dieStep(track: Track, view: View, face: Face): DieStep {
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
 * The most dice of the face that can still damage, from any state: a die that damages moves the state forward
 * (a model loses at least one wound), so after that many every state is saved or destroyed, and one die more
 * changes nothing (T^c = T^settle for c >= settle). Infinity when a damaging die may take no wound (Feel No
 * Pain, 11e 24.12). Per state from the last, the most damaging dice before a saved state; their maximum.
 */
function diceToSettle({ saved, kernel, view }: DieStep): number {
  const dice = zeros(saved.length);
  let most = 0;
  for (let s = saved.length - 1; s >= 0; s--) {
    if (saved[s]) continue;
    const k = kernel[s];
    if (k.length === 0 || k[0] !== 0) return Infinity;
    for (let x = 1; x < k.length; x++) {
      if (k[x] !== 0) dice[s] = Math.max(dice[s], 1 + dice[s + Math.min(x, view.left[s]) * view.stride[s]]);
    }
    most = Math.max(most, dice[s]);
  }
  return most;
}

/**
 * One die of the face on the law `z`, added into `out` (11e 05.04: a state whose group saves it keeps it; another
 * takes the damage, excess lost). Returns the mass of save rolls that inflicted damage.
 */
export function applyDie(step: DieStep, z: readonly number[], out: number[], from = 0): number {
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
export function firstFace(step: DieStep, q: number, count: readonly number[], before: readonly number[], restOf: (rest: number) => number) {
  const pmfs = count.map((_, m) => binomialPmf(m, q));
  // P(at least c dice of this face): then its c-th die is resolved.
  const atLeast = zeros(count.length + 1);
  count.forEach((p, m) => {
    let tail = 0;
    for (let c = m; c >= 1; c--) atLeast[c] += p * (tail += pmfs[m][c]);
  });
  // Past `settle` dice a power changes no more (diceToSettle): T^c = T^top for c >= top.
  const top = Math.min(count.length - 1, diceToSettle(step));
  const powers = [before];
  let damaging = 0;
  for (let c = 1; c <= top; c++) {
    const next = zeros(before.length);
    damaging += atLeast[c] * applyDie(step, powers[c - 1], next);
    powers.push(next);
  }
  // weights[r][c]: P(c dice of this face and r after it), c past `top` counted at `top`; each row by the dice
  // left is a sum of the powers.
  const weights = count.map(() => zeros(top + 1));
  count.forEach((p, m) => {
    if (p !== 0) for (let c = 0; c <= m; c++) weights[restOf(m - c)][Math.min(c, top)] += p * pmfs[m][c];
  });
  const ranges = powers.map(massRange);
  const rows = weights.map((byPower) => {
    const row = zeros(before.length);
    byPower.forEach((w, c) => {
      if (w === 0) return;
      const power = powers[c];
      for (let s = ranges[c][0]; s < ranges[c][1]; s++) row[s] += w * power[s];
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
export function lastFace(
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
 * A face between the first and the last, from `rows[m]`, the law with m dice left (this face's and later ones'):
 * c of them show this face (Binomial(m, q)), and the m - c after them are kept apart for the later faces. Per
 * count r left after it, next[r] = sum over c of P(c of r + c) T^c rows[r + c] (T: one die of the face), by
 * Horner's scheme in c: one die's step per term, and no law kept per (dice of the face left, dice after them).
 */
export function middleFace(step: DieStep, q: number, rows: readonly (readonly number[])[]): { rows: number[][]; damaging: number } {
  const size = step.saved.length;
  const pmfs = rows.map((_, m) => binomialPmf(m, q));
  // Fewer states have mass after absorb (allocation.ts).
  const ranges = rows.map(massRange);
  const settle = diceToSettle(step);
  let damaging = 0;
  let out = zeros(size);
  const next = rows.map((_, r) => {
    let z = zeros(size);
    // z has no mass before `low` (a die moves mass forward only), none at all while `low` is `size`.
    let low = size;
    const add = (c: number): void => {
      const [from, to] = ranges[r + c];
      const w = from < to ? pmfs[r + c][c] : 0;
      if (w === 0) return;
      const row = rows[r + c];
      for (let s = from; s < to; s++) z[s] += w * row[s];
      low = Math.min(low, from);
    };
    // The terms past `settle` dice share T^top (diceToSettle).
    const top = Math.min(rows.length - 1 - r, settle);
    for (let c = rows.length - 1 - r; c >= top; c--) add(c);
    for (let c = top - 1; c >= 0; c--) {
      if (low < size) {
        out.fill(0);
        damaging += applyDie(step, z, out, Math.max(low, step.firstFailing));
        for (let s = low; s < step.firstFailing; s++) out[s] = z[s];
        [z, out] = [out, z];
      }
      add(c);
    }
    return z;
  });
  return { rows: next, damaging };
}

/** The states [from, to) outside which a law has no mass (from = to when none). */
function massRange(law: readonly number[]): [from: number, to: number] {
  let to = law.length;
  while (to > 0 && law[to - 1] === 0) to--;
  let from = 0;
  while (from < to && law[from] === 0) from++;
  return [from, to];
}
