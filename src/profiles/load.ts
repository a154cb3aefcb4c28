import { readFileSync } from 'node:fs';
import { closest, distance } from 'fastest-levenshtein';
import { LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import type { ModelGroup, Unit, Weapon } from '../rules/types.js';
import { findEffect, UnknownEffectError } from '../rules/effects/index.js';
import { InputError } from './errors.js';
import { fieldName, firstAlias, position, type Path } from './positions.js';
import { KNOWN_FIELDS, unitSchema, type UnitFile } from './schema.js';



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
  let json: unknown;
  try {
    json = doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    // Unresolved aliases and alias bombs surface only when the document is converted.
    throw new InputError(`${firstAlias(doc, lines, file)} YAML alias: ${(e as Error).message}`);
  }
  const parsed = unitSchema.safeParse(json);
  if (!parsed.success) {
    throw new InputError(parsed.error.issues.map((i) => describeIssue(i, json, where)).join('\n'));
  }
  return toUnit(parsed.data, file, where);
}

function describeIssue(issue: z.core.$ZodIssue, json: unknown, where: (p: Path) => string): string {
  const path = issue.path as Path;
  if (issue.code === 'unrecognized_keys') {
    return issue.keys
      .map((key) => {
        const lower = KNOWN_FIELDS.map((f) => f.toLowerCase());
        const best = KNOWN_FIELDS[lower.indexOf(closest(key.toLowerCase(), lower))];
        const hint = distance(key.toLowerCase(), best.toLowerCase()) <= 3 ? ` (did you mean "${best}"?)` : '';
        return `${where([...path, key])} ${fieldName([...path, key])}: unknown field ${JSON.stringify(key)}${hint}`;
      })
      .join('\n');
  }
  return `${where(path)} ${fieldName(path) || '(top level)'}: ${plainMessage(issue, valueAt(json, path))}`;
}

/** What a field holds, for fields that accept more than one type (zod says only "Invalid input"). */
const EXPECTED: Record<string, string> = {
  A: 'a number or dice expression like 2, D6 or D6+3',
  D: 'a number or dice expression like 1, D3 or D6+1',
  range: 'melee or a range in inches like 24',
  Sv: 'a roll target like 3+',
  BS: 'a roll target like 3+',
  WS: 'a roll target like 3+',
  invulnerable: 'a roll target like 4+',
  rangedInvulnerable: 'a roll target like 5+',
  feelNoPain: 'a roll target like 5+',
  mortalFeelNoPain: 'a roll target like 5+',
  Ld: 'a Leadership like 6+',
  M: 'a Move like 6',
};

function plainMessage(issue: z.core.$ZodIssue, value: unknown): string {
  if (issue.code !== 'invalid_type' && issue.code !== 'invalid_union') return issue.message;
  const field = String(issue.path[issue.path.length - 1] ?? '');
  const known = EXPECTED[field];
  const expected = known ?? (issue.code === 'invalid_type' ? issue.expected : 'a valid value');
  if (value === undefined) return `missing (expected ${expected})`;
  if (known || issue.code === 'invalid_union') return `expected ${expected}, got ${JSON.stringify(value)}`;
  return issue.message;
}

function valueAt(json: unknown, path: Path): unknown {
  return path.reduce<unknown>((v, step) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[step] : undefined), json);
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
    const group = u.models.find((g) => g.name === o.model);
    o.replace.forEach((name, j) => {
      const path = ['wargear', i, 'replace', j];
      if (!weaponNames.includes(name)) known(name, path);
      else if (group && !group.equipment.includes(name)) {
        const has = [...new Set(group.equipment)].join(', ') || 'nothing';
        problems.push(`${where(path)} ${fieldName(path)}: ${o.model} is not equipped with "${name}" (it has: ${has})`);
      }
    });
  });
  const seen = new Set<string>();
  u.weapons.forEach((w, i) => {
    if (seen.has(w.name)) problems.push(`${where(['weapons', i, 'name'])} weapons[${i}].name: "${w.name}" is listed twice`);
    seen.add(w.name);
  });
  u.effects.forEach((name, i) => {
    try {
      findEffect(name);
    } catch (e) {
      if (!(e instanceof UnknownEffectError)) throw e;
      problems.push(`${where(['effects', i])} effects[${i}]: ${e.message}`);
    }
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
    effects: u.effects.map((name) => findEffect(name).id),
    file,
  };
}
