/**
 * Models of a datasheet, whatever the edition: the tree's parents, a model's Unit profile, what it
 * carries by default, and what a composition selects (for conditions on points and constraints).
 */
import { lookupKey } from '../../rules/names.js';
import { distribute, optionsOf, type Block } from './composition.js';
import type { Selection } from './modifiers.js';
import { boundsIn, descendants, isModel, type Node, type Profile } from './tree.js';

/** A unit the importer cannot build: the reason goes to `skipped`. */
export class SkipUnit extends Error {}

/** Parents of every node below the root. */
export function parents(root: Node): Map<Node, Node> {
  const out = new Map<Node, Node>();
  const walk = (n: Node) => n.children.forEach((c) => (out.set(c, n), walk(c)));
  walk(root);
  return out;
}

/** The Unit profile of a model: its own, else the nearest ancestor's (of its name, the only one, or the first). */
export function unitProfile(model: Node, up: Map<Node, Node>): Profile | undefined {
  const k = lookupKey(model.name);
  const named = (ps: Profile[]) => ps.find((p) => lookupKey(p.name) === k) ?? ps.find((p) => k.includes(lookupKey(p.name)) || lookupKey(p.name).includes(k));
  let root = model;
  for (let n: Node | undefined = model; n; n = up.get(n)) {
    root = n;
    const ps = n.profiles.filter((p) => p.role === 'unit');
    if (!ps.length) continue;
    if (n === model || ps.length === 1) return ps[0];
    return named(ps) ?? ps[0];
  }
  // A profile printed on another model of the unit (a Berzerker's on the Champion's entry): by name,
  // or the only values the unit has.
  const all = [root, ...descendants(root)].flatMap((n) => n.profiles.filter((p) => p.role === 'unit'));
  const values = new Set(all.map((p) => JSON.stringify(p.chars)));
  return named(all) ?? (values.size === 1 ? all[0] : undefined);
}

/** What the unit holds in one composition of `total` models, for conditions. */
export function selectionOf(root: Node, block: Block | undefined, total?: number): Selection {
  const counts = block ? distribute(block, total ?? block.min) : new Map<Node, number>();
  const options = block ? optionsOf(block) : [];
  const up = parents(root);
  const ids = new Map<string, number>();
  const add = (n: Node, k: number) => n.ids.forEach((id) => ids.set(id, (ids.get(id) ?? 0) + k));
  let models = 0;
  const empty: Selection = { count: () => 0, instanceOf: () => false };
  for (const [node, k] of counts) {
    models += k;
    add(node, k);
    for (let p = up.get(node); p && p !== root; p = up.get(p)) if (p.kind === 'group') add(p, k);
    for (const c of defaultsOf(node, empty)) add(c.node, c.count * k);
  }
  for (const o of options) add(o, 1);
  const categories = new Set(root.categories.map((c) => c.id));
  return {
    count: (id) => (id === 'model' ? models : id === 'unit' ? 1 : (ids.get(id) ?? 0)),
    instanceOf: (id) => root.ids.includes(id) || categories.has(id),
  };
}

/** A wargear entry selected by default (per model) and how many. */
export interface Carried {
  readonly node: Node;
  readonly count: number;
}

/** The entries a model carries by default: minimums, and each group's default (or first) choice. */
export function defaultsOf(model: Node, sel: Selection): Carried[] {
  const out: Carried[] = [];
  const min = (n: Node) => (n.kind === 'entry' ? boundsIn(n.el, n.link, sel).min : 0);
  const take = (n: Node, count: number) => {
    out.push({ node: n, count });
    visit(n, count);
  };
  const visit = (n: Node, mult: number) => {
    for (const k of n.children) {
      if (isModel(k)) continue;
      if (k.kind === 'entry') {
        if (min(k) > 0) take(k, mult * min(k));
        continue;
      }
      // A group: its members with a minimum (visited as children), and the default choice for the rest.
      const members = k.children.filter((c) => !isModel(c));
      const need = boundsIn(k.el, k.link, sel).min - members.reduce((s, c) => s + min(c), 0);
      const def = members.find((c) => k.defaultId !== undefined && c.ids.includes(k.defaultId)) ?? members[0];
      if (need > 0 && def && def.kind === 'entry' && min(def) === 0) take(def, mult * need);
      visit(k, mult);
    }
  };
  visit(model, 1);
  return out;
}

/** Weapon profiles of an entry and its default contents (what selecting it gives). */
export function weaponProfiles(n: Node, sel: Selection): { profile: Profile; entry: Node; count: number }[] {
  const own = (x: Node, count: number) =>
    x.profiles.filter((p) => p.role === 'ranged' || p.role === 'melee').map((profile) => ({ profile, entry: x, count }));
  return [...own(n, 1), ...defaultsOf(n, sel).flatMap((c) => own(c.node, c.count))];
}
