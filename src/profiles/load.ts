import { readFileSync } from 'node:fs';
import { closest, distance } from 'fastest-levenshtein';
import { isNode, LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';
import type { ModelGroup, Unit, Weapon } from '../rules/types.js';
import { InputError } from './errors.js';
import { KNOWN_FIELDS, unitSchema, type UnitFile } from './schema.js';


type Path = readonly (string | number)[];

/** Read and validate one unit file. */
export function loadUnitFile(file: string): Unit {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new InputError(`${file}: cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  return parseUnit(text, file);
}

export function parseUnit(text: string, file: string): Unit {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const where = (path: Path) => position(doc, lines, path, file);
  if (doc.errors.length) {
    const e = doc.errors[0];
    const { line, col } = lines.linePos(e.pos[0]);
    throw new InputError(`${file}:${line}:${col} YAML syntax: ${e.message.split('\n')[0]}`);
  }
  const parsed = unitSchema.safeParse(doc.toJS());
  if (!parsed.success) {
    throw new InputError(parsed.error.issues.map((i) => describeIssue(i, where)).join('\n'));
  }
  return toUnit(parsed.data, file, where);
}

function describeIssue(issue: z.core.$ZodIssue, where: (p: Path) => string): string {
  const path = issue.path as Path;
  if (issue.code === 'unrecognized_keys') {
    return issue.keys
      .map((key) => {
        const best = closest(key, KNOWN_FIELDS);
        const hint = distance(key, best) <= 3 ? ` (did you mean "${best}"?)` : '';
        return `${where([...path, key])} ${fieldName([...path, key])}: unknown field "${key}"${hint}`;
      })
      .join('\n');
  }
  return `${where(path)} ${fieldName(path) || '(top level)'}: ${plainMessage(issue)}`;
}

function plainMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.message.includes('received undefined')) return `missing (expected ${issue.expected})`;
  return issue.message;
}

/** weapons[1].abilities[0] */
export function fieldName(path: Path): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

/** file:line:col of the deepest YAML node that exists along `path`. */
function position(doc: Document, lines: LineCounter, path: Path, file: string): string {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true);
    if (depth === path.length || path.length === 0 || isNode(node)) {
      // For an unknown key, point at the key itself.
      const keyNode = depth > 0 ? findKey(doc, path.slice(0, depth)) : undefined;
      const range = (keyNode ?? (isNode(node) ? node : undefined))?.range;
      if (range) {
        const { line, col } = lines.linePos(range[0]);
        return `${file}:${line}:${col}`;
      }
    }
  }
  return file;
}

function findKey(doc: Document, path: Path): { range?: [number, number, number] | null } | undefined {
  const parent = path.length === 1 ? doc.contents : doc.getIn(path.slice(0, -1), true);
  const items = (parent as { items?: { key?: unknown }[] } | undefined)?.items;
  const pair = items?.find((p) => isNode(p.key) && (p.key as { value?: unknown }).value === path[path.length - 1]);
  return pair && isNode(pair.key) ? (pair.key as { range?: [number, number, number] | null }) : undefined;
}

/** Cross-field checks zod cannot see, then the typed Unit. */
function toUnit(u: UnitFile, file: string, where: (p: Path) => string): Unit {
  const weaponNames = u.weapons.map((w) => w.name);
  const problems: string[] = [];
  const known = (name: string, path: Path) => {
    if (weaponNames.includes(name)) return;
    const best = weaponNames.length ? closest(name, weaponNames) : undefined;
    problems.push(
      `${where(path)} ${fieldName(path)}: no weapon named "${name}" in weapons${best ? ` (did you mean "${best}"?)` : ''}`,
    );
  };
  u.models.forEach((g, i) => {
    g.equipment.forEach((name, j) => known(name, ['models', i, 'equipment', j]));
    if (g.min !== undefined && g.max !== undefined && g.min > g.max) {
      problems.push(`${where(['models', i, 'min'])} models[${i}].min: min ${g.min} is more than max ${g.max}`);
    }
  });
  u.wargear.forEach((o, i) => {
    if (!u.models.some((g) => g.name === o.model)) {
      problems.push(`${where(['wargear', i, 'model'])} wargear[${i}].model: no model group named "${o.model}"`);
    }
    o.with.forEach((name, j) => known(name, ['wargear', i, 'with', j]));
  });
  const seen = new Set<string>();
  u.weapons.forEach((w, i) => {
    if (seen.has(w.name)) problems.push(`${where(['weapons', i, 'name'])} weapons[${i}].name: "${w.name}" is listed twice`);
    seen.add(w.name);
  });
  if (problems.length) throw new InputError(problems.join('\n'));

  const weapons: Weapon[] = u.weapons.map((w) => ({
    name: w.name,
    range: w.range,
    attacks: w.A,
    skill: (w.range === 'melee' ? w.WS : w.BS) as number,
    strength: w.S,
    ap: w.AP,
    damage: w.D,
    abilities: w.abilities,
  }));
  const unitStats = {
    ...u.stats,
    M: typeof u.stats.M === 'number' ? u.stats.M : parseFloat(u.stats.M) || 0,
    invulnerable: u.invulnerable,
    rangedInvulnerable: u.rangedInvulnerable,
    feelNoPain: u.feelNoPain,
    mortalFeelNoPain: u.mortalFeelNoPain,
  };
  const models: ModelGroup[] = u.models.map((g) => {
    const { M, ...overrides } = g.stats ?? {};
    return {
      name: g.name,
      count: g.count,
      min: g.min ?? g.count,
      max: g.max ?? g.count,
      champion: g.champion,
      equipment: g.equipment,
      stats: {
        ...unitStats,
        ...Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined)),
        ...(M === undefined ? {} : { M: typeof M === 'number' ? M : parseFloat(M) || 0 }),
      },
    };
  });
  return {
    name: u.name,
    aliases: u.aliases,
    faction: u.faction,
    keywords: u.keywords.map((k) => k.toUpperCase()),
    source: u.source,
    models,
    weapons,
    wargear: u.wargear,
    damageReduction: u.damageReduction,
    halveDamage: u.halveDamage,
    points: u.points,
    file,
  };
}
