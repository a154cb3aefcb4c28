/**
 * The checks of a unit file across its fields, which zod cannot see: equipment and wargear name
 * weapons of the file, wargear names a model group, loadouts name wargear options, weapon names are
 * unique, effects exist. They run on a valid file before it becomes a Unit, and on an invalid one
 * too (on what can be read of it), so that `wh40k validate` reports every problem in one run.
 */
import { findEffect, UnknownEffectError } from '../effects/index.js';
import { fieldName, type Path } from '../../../profiles/positions.js';
import { suggest } from '../../../profiles/wording.js';

/**
 * What the checks read of a unit; an entry that is not text is undefined (it keeps its index). A list
 * that cannot be read whole (missing, or an entry without a name) is undefined: the checks against it
 * are left out rather than report names missing from it.
 */
export interface CrossFields {
  readonly weapons?: readonly { readonly name?: string }[];
  readonly models?: readonly { readonly name?: string; readonly equipment: readonly (string | undefined)[]; readonly min?: number; readonly max?: number }[];
  readonly wargear?: readonly { readonly name?: string; readonly model?: string; readonly replace: readonly (string | undefined)[]; readonly with: readonly (string | undefined)[] }[];
  readonly loadouts: readonly { readonly options: readonly (string | undefined)[] }[];
  readonly effects: readonly (string | undefined)[];
}

type Loose = Record<string, unknown>;
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const record = (v: unknown): Loose => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Loose) : {});
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const texts = (v: unknown): (string | undefined)[] => list(v).map(text);
const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** A list whose entries all have a name, or undefined. `optional`: a missing list is empty (zod's default). */
function named<T extends { name?: string }>(v: unknown, optional: boolean, read: (entry: Loose) => T): T[] | undefined {
  if (v === undefined && optional) return [];
  if (!Array.isArray(v)) return undefined;
  const entries = v.map((e) => read(record(e)));
  return entries.every((e) => e.name !== undefined) ? entries : undefined;
}

/** The fields the checks read, from a file's YAML as it is (a file zod refused). */
export function looseUnit(json: unknown): CrossFields {
  const u = record(json);
  return {
    weapons: named(u.weapons, true, (w) => ({ name: text(w.name) })),
    models: named(u.models, false, (g) => ({ name: text(g.name), equipment: texts(g.equipment), min: num(g.min), max: num(g.max) })),
    wargear: named(u.wargear, true, (w) => ({ name: text(w.name), model: text(w.model), replace: texts(w.replace), with: texts(w.with) })),
    loadouts: list(u.loadouts).map((l) => ({ options: texts(record(l).options) })),
    effects: texts(u.effects),
  };
}

/** Every cross-field problem, each `file:line:col field: message`. `prefix`: where the unit sits in its file. */
export function crossFieldProblems(u: CrossFields, where: (p: Path) => string, prefix: Path = []): string[] {
  const at = (path: Path) => `${where([...prefix, ...path])} ${fieldName([...prefix, ...path])}`;
  const weaponNames = u.weapons?.map((w) => w.name ?? '');
  const problems: string[] = [];
  const known = (name: string, path: Path) => {
    if (!weaponNames || weaponNames.includes(name)) return;
    const best = suggest(name, weaponNames);
    problems.push(`${at(path)}: no weapon named "${name}" in weapons${best ? ` (did you mean "${best}"?)` : ''}`);
  };
  u.models?.forEach((g, i) => {
    g.equipment.forEach((name, j) => name !== undefined && known(name, ['models', i, 'equipment', j]));
    if (g.min !== undefined && g.max !== undefined && g.min > g.max) {
      problems.push(`${at(['models', i, 'min'])}: min ${g.min} is more than max ${g.max}`);
    }
  });
  u.wargear?.forEach((o, i) => {
    const group = u.models?.find((g) => g.name === o.model);
    if (o.model !== undefined && u.models && !group) problems.push(`${at(['wargear', i, 'model'])}: no model group named "${o.model}"`);
    o.with.forEach((name, j) => name !== undefined && known(name, ['wargear', i, 'with', j]));
    o.replace.forEach((name, j) => {
      if (name === undefined) return;
      const path = ['wargear', i, 'replace', j];
      if (!weaponNames?.includes(name)) known(name, path);
      else if (group && !group.equipment.includes(name)) {
        const has = [...new Set(group.equipment.filter((e) => e !== undefined))].join(', ') || 'nothing';
        problems.push(`${at(path)}: ${o.model} is not equipped with "${name}" (it has: ${has})`);
      }
    });
  });
  u.loadouts.forEach((l, i) =>
    l.options.forEach((name, j) => {
      const options = u.wargear?.map((o) => o.name);
      if (name !== undefined && options && !options.includes(name)) {
        problems.push(`${at(['loadouts', i, 'options', j])}: no wargear option named "${name}" (options: ${options.join(', ') || 'none'})`);
      }
    }),
  );
  const seen = new Set<string>();
  u.weapons?.forEach((w, i) => {
    if (w.name === undefined) return;
    if (seen.has(w.name)) problems.push(`${at(['weapons', i, 'name'])}: "${w.name}" is listed twice`);
    seen.add(w.name);
  });
  u.effects.forEach((name, i) => {
    if (name === undefined) return;
    try {
      findEffect(name);
    } catch (e) {
      if (!(e instanceof UnknownEffectError)) throw e;
      problems.push(`${at(['effects', i])}: ${e.message}`);
    }
  });
  return problems;
}
