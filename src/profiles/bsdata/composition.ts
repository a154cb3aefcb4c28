/**
 * Unit composition: which model entries a unit is made of and how many of each, for every legal
 * unit size. A datasheet offers alternatives (Jakhals: "8 chainblades" or "17 chainblades"; Cadian
 * Shock Troops: 10 or 20 models) as exclusive groups of upgrades; each alternative is a Block.
 * Model entries that are optional (min 0, not a group's default) are variants of a default model
 * (a Berzerker with an eviscerator): they hold no models in a composition and become wargear.
 */
import type { Selection } from './modifiers.js';
import { boundsIn, isModel, type Node } from './tree.js';

export interface Piece {
  readonly kind: 'slot';
  readonly node: Node;
  min: number;
  max: number;
}

export interface Block {
  readonly kind: 'block';
  readonly container: Node;
  readonly parts: (Piece | Block)[];
  /** Upgrade entries selected to get these models (a composition choice). */
  readonly options: readonly Node[];
  min: number;
  max: number;
}

type Bounds = (n: Node) => { min: number; max: number };

const bearsCache = new WeakMap<Node, boolean>();
/** A node that is a model or holds one (not looking inside models). */
export function bearsModels(n: Node): boolean {
  let b = bearsCache.get(n);
  if (b === undefined) {
    b = isModel(n) || n.children.some(bearsModels);
    bearsCache.set(n, b);
  }
  return b;
}

const isDefault = (parent: Node, k: Node) => parent.defaultId !== undefined && k.ids.includes(parent.defaultId);

const empty = (container: Node): Block => ({ kind: 'block', container, parts: [], options: [], min: 0, max: 0 });

function withOption(b: Block, option: Node): Block {
  return { ...b, options: [option, ...b.options] };
}

/** The model entries of a container that hold models in a composition (the rest are variants). */
function slotsOf(c: Node, models: Node[], bounds: Bounds): Node[] {
  const chosen = models.filter((k) => bounds(k).min > 0 || isDefault(c, k));
  const room = chosen.reduce((s, k) => s + bounds(k).max, 0);
  const need = c.kind === 'group' ? bounds(c).min : chosen.length ? 0 : 1;
  if (room >= need || !models.length) return chosen;
  // A group that needs more models than its required entries hold (or names a default it does not
  // have): the entry with the most room, the first of those.
  const rest = models.filter((k) => !chosen.includes(k));
  const most = rest.reduce((best, k) => (bounds(k).max > bounds(best).max ? k : best), rest[0]);
  return [...chosen, most].sort((a, b) => models.indexOf(a) - models.indexOf(b));
}

function product(a: (Piece | Block)[][], alts: Block[], limit: number): (Piece | Block)[][] {
  const out: (Piece | Block)[][] = [];
  for (const parts of a) for (const b of alts) if (out.length < limit) out.push([...parts, b]);
  return out;
}

function clone(p: Piece | Block): Piece | Block {
  return p.kind === 'slot' ? { ...p } : { ...p, parts: p.parts.map(clone) };
}

/** Sum the parts and apply a group's constraint on its selections (an option counts as one). */
function makeBlock(c: Node, parts: (Piece | Block)[], options: Node[], bounds: Bounds): Block | undefined {
  parts = parts.map(clone);
  const isOption = (p: Piece | Block) => p.kind === 'block' && p.container.kind === 'entry';
  const flexible = parts.filter((p) => !isOption(p));
  const fixed = parts.filter(isOption);
  let lo = 0;
  let hi = Infinity;
  if (c.kind === 'group') {
    const b = bounds(c);
    lo = b.min - fixed.length;
    hi = b.max - fixed.length;
    const sumMin = flexible.reduce((s, p) => s + p.min, 0);
    const sumMax = flexible.reduce((s, p) => s + p.max, 0);
    if (Math.max(sumMin, lo) > Math.min(sumMax, hi)) return undefined;
    const others = (p: Piece | Block, f: (q: Piece | Block) => number) => flexible.reduce((s, q) => (q === p ? s : s + f(q)), 0);
    for (const p of flexible) {
      const min = Math.max(p.min, lo - others(p, (q) => q.max));
      const max = Math.min(p.max, hi - others(p, (q) => q.min));
      p.min = min;
      p.max = max;
    }
  }
  const flexMin = flexible.reduce((s, p) => s + p.min, 0);
  const flexMax = flexible.reduce((s, p) => s + p.max, 0);
  return {
    kind: 'block',
    container: c,
    parts,
    options,
    min: Math.max(flexMin, lo) + fixed.reduce((s, p) => s + p.min, 0),
    max: Math.min(flexMax, hi) + fixed.reduce((s, p) => s + p.max, 0),
  };
}

const LIMIT = 256;

function blocks(c: Node, bounds: Bounds): Block[] {
  const bearing = c.children.filter(bearsModels);
  const models = bearing.filter(isModel);
  const others = bearing.filter((k) => !isModel(k));
  const cb = bounds(c);
  if (c.kind === 'group' && cb.max <= 1 && !models.length && others.length) {
    // Exclusive alternatives: one upgrade (with its models) or one group, the default first.
    const ordered = [...others.filter((k) => isDefault(c, k)), ...others.filter((k) => !isDefault(c, k))];
    const out = ordered.flatMap((k) => blocks(k, bounds).map((b) => (k.kind === 'entry' ? withOption(b, k) : b)));
    if (cb.min === 0) return ordered.some((k) => isDefault(c, k)) ? [...out, empty(c)] : [empty(c), ...out];
    return out;
  }
  const slots: Piece[] = slotsOf(c, models, bounds).map((node) => {
    const b = bounds(node);
    return { kind: 'slot', node, min: b.min, max: b.max };
  });
  let combos: (Piece | Block)[][] = [slots];
  for (const k of others) {
    let alts = blocks(k, bounds);
    if (k.kind === 'entry') {
      alts = alts.map((b) => withOption(b, k));
      if (bounds(k).min === 0) alts = [empty(k), ...alts];
    }
    if (alts.length) combos = product(combos, alts, LIMIT);
  }
  return combos.flatMap((parts) => {
    const b = makeBlock(c, parts, [], bounds);
    return b ? [b] : [];
  });
}

/** Every slot of a block, with its part. */
export function pieces(b: Block): Piece[] {
  return b.parts.flatMap((p) => (p.kind === 'slot' ? [p] : pieces(p)));
}

/** Every upgrade selected in a block (its own and its parts'). */
export function optionsOf(b: Block): Node[] {
  return [...b.options, ...b.parts.flatMap((p) => (p.kind === 'block' ? optionsOf(p) : []))];
}

/**
 * Counts per slot for `total` models: every part at its minimum, then the rest to the parts with
 * the most room first (the flexible model entry rather than a fixed champion).
 */
export function distribute(b: Block | Piece, total: number, into = new Map<Node, number>()): Map<Node, number> {
  if (b.kind === 'slot') {
    into.set(b.node, (into.get(b.node) ?? 0) + total);
    return into;
  }
  let rest = total - b.parts.reduce((s, p) => s + p.min, 0);
  const order = [...b.parts].sort((x, y) => y.max - y.min - (x.max - x.min));
  const given = new Map<Piece | Block, number>(b.parts.map((p) => [p, p.min]));
  for (const p of order) {
    const extra = Math.min(rest, p.max - p.min);
    given.set(p, p.min + extra);
    rest -= extra;
  }
  for (const p of b.parts) distribute(p, given.get(p)!, into);
  return into;
}

/**
 * The unit's compositions, the default first. `context(block)` gives the selection a composition
 * makes, so constraints that depend on it ("2 Dishonoured with 17 chainblades") are evaluated.
 */
export function compositions(root: Node, context: (b?: Block) => Selection): Block[] {
  if (isModel(root)) {
    const slot: Piece = { kind: 'slot', node: root, min: 1, max: 1 };
    return [{ kind: 'block', container: root, parts: [slot], options: [], min: 1, max: 1 }];
  }
  const first = blocks(root, (n) => boundsIn(n.el, n.link, context()));
  const key = (b: Block) =>
    optionsOf(b)
      .map((o) => o.ids.join('/'))
      .sort()
      .join(',');
  return first.map((b) => {
    const sel = context(b);
    const again = blocks(root, (n) => boundsIn(n.el, n.link, sel)).find((x) => key(x) === key(b));
    return again ?? b;
  });
}
