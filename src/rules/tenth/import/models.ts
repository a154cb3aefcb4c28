/**
 * Models of a datasheet: their Unit profiles and stats, the tree's parents, the Unit Champion's
 * names, and what a composition selects (for conditions on points and constraints).
 */
import { lookupKey } from '../../names.js';
import { distribute, optionsOf, type Block } from './composition.js';
import type { Selection } from '../../../profiles/bsdata/modifiers.js';
import { descendants, type Node, type Profile } from '../../../profiles/bsdata/tree.js';
import { defaultsOf, type Report } from './weapons.js';

/** A unit the importer cannot build: the reason goes to `skipped`. */
export class SkipUnit extends Error {}

export interface Stats {
  M: number;
  T: number;
  Sv: string;
  W: number;
  Ld: string;
  OC: number;
}

/** Names of Unit Champions (BSData does not mark them). */
export const CHAMPION = /(champion|sergeant|exarch|leader|superior|\bnob\b|\bboss\b|\balpha\b|\bprime\b|sybarite|hekatrix|acothyst|shas'(ui|vre)|herald|overseer|justicar|bloodreaper|\bsarge\b|\bkaptin\b|princeps|twistbray|\bpriest\b)/i;

const int = (v: string | undefined) => Number(/^\s*(\d+)/.exec(v ?? '')?.[1] ?? NaN);

export function statsOf(p: Profile, report: Report): Stats {
  const c = p.chars;
  const roll = (key: string) => {
    // A 7+ save, or BattleScribe's "-", is a model with no armour save worth rolling: Sv 7+ in our
    // files, which cover can improve to 6+ (ISSUE 10 section 3; src/rules/tenth/profiles/schema.ts saveTarget).
    if (/^\s*[-–—]\s*$/.test(c[key] ?? '')) return '7+';
    const m = /^\s*([2-7])\s*\+/.exec(c[key] ?? '');
    if (!m) throw new SkipUnit(`Unit profile "${p.name}": ${key} "${c[key] ?? ''}" is not a roll like 3+`);
    return `${m[1]}+`;
  };
  const num = (key: string, lowest: number) => {
    const v = int(c[key]);
    if (!(v >= lowest)) throw new SkipUnit(`Unit profile "${p.name}": ${key} "${c[key] ?? ''}" is not a number`);
    return v;
  };
  let M = int(c.M);
  if (!(M >= 0)) {
    report.notes.push(`Unit profile "${p.name}": M "${c.M ?? ''}" written as 0`);
    M = 0;
  }
  const OC = int(c.OC);
  if (!(OC >= 0)) report.notes.push(`Unit profile "${p.name}": OC "${c.OC ?? ''}" written as 0`);
  return { M, T: num('T', 1), Sv: roll('SV'), W: num('W', 1), Ld: `${num('LD', 1)}+`, OC: OC >= 0 ? OC : 0 };
}

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
