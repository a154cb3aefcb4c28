/**
 * A complete enumeration of one batch for tiny cases, written apart from the engine: n attacks that always
 * hit (Torrent), every face of every wound roll (against `need`) and every face of every save roll; the
 * wounds' save rolls sorted and resolved one by one from the lowest (11e 05.04) against the first standing
 * model in `order` (a group's wounded model first), or against the Precision CHARACTER while it stands
 * (11e 24.28); Devastating Wounds' mortal wounds after the save rolls, D each, one model at most (24.10). D fixed. `order` and `precise` index the target's model groups, each of which must be one
 * allocation group here (a CHARACTER group one model).
 */
import type { Unit } from '../../../src/rules/eleventh/types.js';

export interface Enumerated {
  /** P(wounds lost), P(models destroyed). */
  readonly lost: number[];
  readonly kills: number[];
}

interface Model {
  readonly group: number;
  lost: number;
  destroyed: boolean;
}

export interface EnumerationCase {
  readonly target: Unit;
  readonly order: readonly number[];
  readonly attacks: number;
  readonly need: number;
  readonly ap: number;
  readonly D: number;
  readonly precise?: number;
  /** Devastating Wounds: an unmodified wound roll of this or more is a critical wound, D mortal wounds after the saves. */
  readonly devastatingOn?: number;
}

function facesOf(code: number, count: number): number[] {
  let rest = code;
  return Array.from({ length: count }, () => {
    const f = (rest % 6) + 1;
    rest = Math.floor(rest / 6);
    return f;
  });
}

export function enumerate(c: EnumerationCase): Enumerated {
  const groups = c.target.models;
  const n = c.attacks;
  const lost = new Map<number, number>();
  const kills = new Map<number, number>();
  const total = 6 ** (2 * n);
  for (let code = 0; code < total; code++) {
    const faces = facesOf(code, 2 * n);
    const critical = (w: number): boolean => c.devastatingOn !== undefined && w >= c.devastatingOn;
    const saves = faces
      .slice(0, n)
      .flatMap((w, i) => (w !== 1 && w >= c.need && !critical(w) ? [faces[n + i]] : []))
      .sort((a, b) => a - b);
    const mortal = faces.slice(0, n).filter((w) => w !== 1 && critical(w)).length;
    const models: Model[] = c.order.flatMap((g) =>
      Array.from({ length: groups[g].count }, (_, i) => ({ group: g, lost: i === 0 ? (groups[g].wounded ?? 0) : 0, destroyed: false })),
    );
    let woundsLost = 0;
    // The save rolls from the lowest, then each critical wound's mortal wounds (0 stands for "no save").
    for (const s of [...saves, ...Array.from({ length: mortal }, () => 0)]) {
      const character = models.find((m) => m.group === c.precise && !m.destroyed);
      const model = character ?? models.find((m) => !m.destroyed);
      if (!model) break;
      const st = groups[model.group].stats;
      const saved = s > 1 && ((st.InSv !== undefined && s >= st.InSv) || s + c.ap >= st.Sv);
      if (saved) continue;
      const taken = Math.min(c.D, st.W - model.lost);
      model.lost += taken;
      woundsLost += taken;
      if (model.lost >= st.W) model.destroyed = true;
    }
    const destroyed = models.filter((m) => m.destroyed).length;
    lost.set(woundsLost, (lost.get(woundsLost) ?? 0) + 1 / total);
    kills.set(destroyed, (kills.get(destroyed) ?? 0) + 1 / total);
  }
  const array = (m: Map<number, number>): number[] => Array.from({ length: Math.max(...m.keys()) + 1 }, (_, k) => m.get(k) ?? 0);
  return { lost: array(lost), kills: array(kills) };
}
