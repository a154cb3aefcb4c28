/**
 * A unit as the YAML text of a file in data/ (the schema of src/rules/tenth/profiles/schema.ts), so imported
 * units can be written out, validated and loaded like the bundled ones.
 */
import { join } from 'node:path';
import { Document, isMap, isSeq, type Node as YamlNode } from 'yaml';
import { abilitiesOf } from '../profiles/abilities.js';
import { BUNDLED_DATA } from '../../../profiles/data-files.js';
import { abilityName } from '../abilities.js';
import type { ModelStats, Unit, Weapon } from '../types.js';

/**
 * The JSON Schema of unit files shipped with the package, beside its data folder. Found from BUNDLED_DATA, as a
 * path from this module's own URL would differ between dist/rules/tenth/import/ and the one-file bundle (dist/bundle/).
 */
export const UNIT_SCHEMA = join(BUNDLED_DATA, '..', 'schema', 'unit.schema.json');

/** Comment lines to write above a unit's YAML (where it came from, what was assumed). */
const comments = new WeakMap<Unit, readonly string[]>();

export function setComments(unit: Unit, lines: readonly string[]): void {
  comments.set(unit, lines);
}

const STAT_KEYS = ['M', 'T', 'Sv', 'W', 'Ld', 'OC'] as const;
const DEFENCES = ['invulnerable', 'rangedInvulnerable', 'meleeInvulnerable', 'feelNoPain', 'mortalFeelNoPain'] as const;

const roll = (n: number) => `${n}+`;
const dice = (d: Weapon['attacks']) => (d.count === 0 ? d.constant : d.text);

function statsFile(s: ModelStats): Record<string, number | string> {
  return { M: s.M, T: s.T, Sv: roll(s.Sv), W: s.W, Ld: roll(s.Ld), OC: s.OC };
}

function weaponFile(w: Weapon): Record<string, unknown> {
  const melee = w.range === 'melee';
  return {
    name: w.name,
    ...(w.profileOf ? { profileOf: w.profileOf } : {}),
    range: w.range,
    A: dice(w.attacks),
    [melee ? 'WS' : 'BS']: roll(w.skill),
    S: w.strength,
    AP: w.ap,
    D: dice(w.damage),
    ...(w.abilities.length ? { abilities: w.abilities.map(abilityName) } : {}),
  };
}

/** The unit as the plain object a YAML file holds (the inverse of the loader's toUnit). */
export function unitToFile(unit: Unit): Record<string, unknown> {
  // The unit's stats are its main models' (the largest group); other groups list what differs.
  const first = [...unit.models].sort((a, b) => b.count - a.count || Number(a.champion) - Number(b.champion))[0].stats;
  const shared: Record<string, string> = {};
  for (const key of DEFENCES) {
    const v = first[key];
    if (v !== undefined && unit.models.every((g) => g.stats[key] === v)) shared[key] = roll(v);
  }
  const models = unit.models.map((g) => {
    const stats: Record<string, number | string> = {};
    const mine = statsFile(g.stats);
    const top = statsFile(first);
    for (const k of STAT_KEYS) if (mine[k] !== top[k]) stats[k] = mine[k];
    for (const key of DEFENCES) {
      const v = g.stats[key];
      if (!(key in shared) && v !== undefined) stats[key] = roll(v);
    }
    return {
      name: g.name,
      count: g.count,
      ...(g.min !== g.count || g.max !== g.count ? { min: g.min, max: g.max } : {}),
      ...(g.champion ? { champion: true } : {}),
      equipment: [...g.equipment],
      ...(Object.keys(stats).length ? { stats } : {}),
    };
  });
  return {
    name: unit.name,
    ...(unit.aliases.length ? { aliases: [...unit.aliases] } : {}),
    faction: unit.faction,
    source: unit.source,
    keywords: [...unit.keywords],
    stats: statsFile(first),
    ...shared,
    ...(unit.damageReduction ? { damageReduction: unit.damageReduction } : {}),
    ...(unit.halveDamage ? { halveDamage: true } : {}),
    points: { ...unit.points },
    models,
    ...(unit.wargear.length ? { wargear: unit.wargear.map((o) => ({ name: o.name, model: o.model, replace: [...o.replace], with: [...o.with] })) } : {}),
    ...(unit.loadouts.length ? { loadouts: unit.loadouts.map((l) => ({ name: l.name, options: [...l.options] })) } : {}),
    ...(unit.effects.length ? { effects: [...unit.effects] } : {}),
    ...(unit.leaders.length ? { leaders: [...unit.leaders] } : {}),
    weapons: unit.weapons.map(weaponFile),
    ...(abilitiesOf(unit).length ? { abilities: abilitiesOf(unit).map((a) => ({ ...a })) } : {}),
    ...(unit.damaged ? { damaged: { ...unit.damaged } } : {}),
  };
}

/** Short lists and small maps on one line, as the bundled files write them. */
const FLOW = new Set(['stats', 'damaged', 'points', 'keywords', 'aliases', 'equipment', 'abilities', 'replace', 'with', 'options']);

function flowStyle(node: unknown, key?: string): void {
  if (isMap(node)) {
    if (key && FLOW.has(key)) (node as YamlNode & { flow?: boolean }).flow = true;
    for (const pair of node.items) flowStyle(pair.value, String((pair.key as { value?: unknown })?.value ?? pair.key));
  } else if (isSeq(node)) {
    const ofMaps = node.items.some((item) => isMap(item));
    if (key && FLOW.has(key) && !ofMaps) (node as YamlNode & { flow?: boolean }).flow = true;
    for (const item of node.items) {
      if (key && FLOW.has(key) && isMap(item)) (item as YamlNode & { flow?: boolean }).flow = true;
      else flowStyle(item);
    }
  }
}

/**
 * The YAML text of one unit in the format of data/ (it passes `wh40k validate`): the
 * yaml-language-server line, `# Source: ...`, notes (by default those the import recorded for this
 * unit object), then the unit.
 */
export function unitToYaml(unit: Unit, schemaPath: string = UNIT_SCHEMA, notes: readonly string[] = comments.get(unit) ?? []): string {
  const file = unitToFile(unit);
  // Sizes as numbers ({ 5: 80, 10: 160 }), as the bundled files write them.
  file.points = new Map(Object.entries(unit.points).map(([k, v]) => [/^\d+$/.test(k) ? Number(k) : k, v]));
  const doc = new Document(file);
  flowStyle(doc.contents);
  const head = [`# yaml-language-server: $schema=${schemaPath}`, `# Source: ${unit.source}`, ...notes.map((n) => `# Note: ${n.replace(/\s+/g, ' ')}`)];
  return `${head.join('\n')}\n${doc.toString({ lineWidth: 0, flowCollectionPadding: false })}`;
}
