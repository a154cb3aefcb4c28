/**
 * A datasheet's sizes, whatever the edition: its compositions (composition.ts), the model entries of
 * the default one with the range each may have over every composition, and its points for every legal
 * number of models (the unit's cost, its models' and their default wargear's, after modifiers).
 */
import { compositions, distribute, optionsOf, pieces, type Block } from './composition.js';
import { modifiedNumber, type Selection } from './modifiers.js';
import { defaultsOf, selectionOf, SkipUnit } from './models.js';
import type { Node } from './tree.js';

/** A model entry of the default composition: how many, and the fewest and most it may have. */
export interface Slot {
  readonly node: Node;
  readonly count: number;
  readonly min: number;
  readonly max: number;
}

export interface Sizes {
  /** Every composition, the default first. */
  readonly compositions: readonly Block[];
  /** What the default composition selects (for conditions). */
  readonly base: Selection;
  readonly slots: readonly Slot[];
}

export function unitSizes(root: Node): Sizes {
  const comps = compositions(root, (b) => selectionOf(root, b));
  if (!comps.length) throw new SkipUnit('no composition satisfies the model constraints');
  const ranges = new Map<string, { min: number; max: number }>();
  for (const b of comps) {
    for (const p of pieces(b)) {
      const r = ranges.get(p.node.el.id);
      ranges.set(p.node.el.id, { min: Math.min(r?.min ?? Infinity, p.min), max: Math.max(r?.max ?? 0, p.max) });
    }
  }
  const slots = [...distribute(comps[0], comps[0].min)]
    .filter(([, n]) => n > 0)
    .map(([node, count]) => {
      const r = ranges.get(node.el.id)!;
      return { node, count, min: Math.max(1, Math.min(r.min, count)), max: Number.isFinite(r.max) ? Math.max(r.max, count) : count };
    });
  if (!slots.length) throw new SkipUnit('no model entries');
  return { compositions: comps, base: selectionOf(root, comps[0]), slots };
}

/** Points by number of models; `note` hears of a composition with no maximum (points for its minimum only). */
export function pointsBySize(root: Node, sizes: Sizes, costType: string, note: (message: string) => void): Record<string, number> {
  const points: Record<string, number> = {};
  const cost = (n: Node, sel: Selection) => modifiedNumber(n.cost, costType, [n.el, n.link], sel);
  for (const b of sizes.compositions) {
    const top = Number.isFinite(b.max) ? b.max : b.min;
    if (!Number.isFinite(b.max)) note(`no maximum number of models: points for ${b.min} only`);
    for (let size = b.min; size <= top; size++) {
      if (String(size) in points) continue;
      const sel = selectionOf(root, b, size);
      let total = cost(root, sel);
      for (const o of optionsOf(b)) total += cost(o, sel);
      for (const [node, k] of distribute(b, size)) {
        if (node !== root) total += cost(node, sel) * k;
        for (const c of defaultsOf(node, sizes.base)) total += cost(c.node, sel) * c.count * k;
      }
      points[String(size)] = total;
    }
  }
  return points;
}
