/**
 * The commands that let users check the data: `wh40k list`, `wh40k show UNIT` and the report of
 * `wh40k validate` (see src/profiles/validate.ts and json-schema.ts for the checks themselves).
 */
import type { ChalkInstance } from 'chalk';
import { writeFileSync } from 'node:fs';
import { abilitiesOf, type DatasheetAbility } from '../profiles/abilities.js';
import { InputError } from '../profiles/errors.js';
import { unitJsonSchemaText } from '../profiles/json-schema.js';
import { BUNDLED_DATA, legacyFiles, yamlFiles } from '../profiles/registry.js';
import { dataFolderFiles, expand, shown, validateGroups, type FileReport } from '../profiles/validate.js';
import { abilityName } from '../rules/tenth/abilities.js';
import { lookupKey } from '../rules/names.js';
import type { ModelGroup, ModelStats, Unit, Weapon } from '../rules/tenth/types.js';
import { UsageError } from './errors.js';
import { SCHEMA_VERSION, type Sheet } from './sheet.js';
import { longForm } from './data-views.js';
export { InvalidData, longForm, validationViews } from './data-views.js';
import { terminalWidth, wrappedSheet, wrapText } from './wrap-table.js';
import { writingTo } from './write-out.js';

// ---- list ----------------------------------------------------------------------------------

/** Models in the unit: the smallest and the largest size its groups allow. */
export function unitSize(u: Unit): { min: number; max: number } {
  return u.models.reduce((s, g) => ({ min: s.min + g.min, max: s.max + g.max }), { min: 0, max: 0 });
}

const sizeText = ({ min, max }: { min: number; max: number }) => (min === max ? String(min) : `${min}-${max}`);

function pointsText(points: Readonly<Record<string, number>>): string {
  const entries = Object.entries(points).sort(([a], [b]) => Number(a) - Number(b));
  return entries.length ? entries.map(([n, p]) => `${n}: ${p}`).join(', ') : '-';
}

/** `wh40k list`: every unit, optionally of one faction (any case, punctuation ignored). */
export function listUnits(units: readonly Unit[], faction: string | undefined) {
  const factions = [...new Set(units.map((u) => u.faction))].sort();
  const chosen = units
    .filter((u) => faction === undefined || lookupKey(u.faction) === lookupKey(faction))
    .sort((a, b) => a.faction.localeCompare(b.faction) || a.name.localeCompare(b.name));
  if (!chosen.length) throw new UsageError(`no units of faction "${faction}" (factions: ${factions.join(', ')})`);
  const rows = chosen.map((u) => ({
    name: u.name,
    aliases: [...u.aliases],
    faction: u.faction,
    models: unitSize(u),
    points: { ...u.points },
    source: u.source,
    file: shown(u.file),
  }));
  const sheet: Sheet = {
    columns: ['unit', 'aliases', 'faction', 'models', 'points', 'source'],
    rows: rows.map((r) => [r.name, r.aliases.join(', '), r.faction, sizeText(r.models), pointsText(r.points), r.source]),
  };
  return {
    json: { schemaVersion: SCHEMA_VERSION, kind: 'units' as const, units: rows },
    sheet,
    table: (c: ChalkInstance) => `${wrappedSheet(sheet, c, terminalWidth(), { right: [3] })}\n${rows.length} units`,
  };
}

// ---- show ----------------------------------------------------------------------------------

const plus = (n: number | undefined) => (n === undefined ? '-' : `${n}+`);

function defence(s: ModelStats): { invulnerable: string; fnp: string } {
  const melee = s.meleeInvulnerable;
  const inv = [
    s.invulnerable !== undefined && plus(s.invulnerable),
    s.rangedInvulnerable !== undefined && `${plus(s.rangedInvulnerable)} (ranged)`,
    melee !== undefined && `${plus(melee)} (melee)`,
  ];
  const fnp = [s.feelNoPain !== undefined && plus(s.feelNoPain), s.mortalFeelNoPain !== undefined && `${plus(s.mortalFeelNoPain)} (mortal wounds)`];
  return { invulnerable: inv.filter(Boolean).join(', ') || '-', fnp: fnp.filter(Boolean).join(', ') || '-' };
}

/** "Rifle x2, Blade": one entry per weapon carried. */
function equipmentText(g: ModelGroup): string {
  const counts = new Map<string, number>();
  for (const e of g.equipment) counts.set(e, (counts.get(e) ?? 0) + 1);
  return [...counts].map(([name, n]) => (n > 1 ? `${name} x${n}` : name)).join(', ') || '-';
}

function groupSize(g: ModelGroup): string {
  return g.min === g.max ? String(g.count) : `${g.count} (${g.min}-${g.max})`;
}

/** Whether an ability is modelled, as `show` prints it (issue 11 section 4). */
export function abilityStatus(a: DatasheetAbility): { status: string; detail: string } {
  if (a.modelled !== false) return { status: 'modelled', detail: a.modelled };
  return { status: a.affectsAttacks ? 'not modelled' : 'no attack rule', detail: a.reason ?? '-' };
}

const rangeText = (w: Weapon) => (w.range === 'melee' ? 'melee' : `${w.range}"`);

/**
 * The one unit `wh40k show` names: its words joined (`show leman russ`). When they are no unit but
 * each word is one (`show eightbound intercessors`), the message says show takes one unit.
 */
export function oneUnit(roster: { find(name: string): Unit }, words: readonly string[]): Unit {
  try {
    return roster.find(words.join(' '));
  } catch (e) {
    if (!(e instanceof InputError) || words.length < 2) throw e;
    const each = words.map((w) => {
      try {
        return roster.find(w).name;
      } catch {
        return undefined;
      }
    });
    if (each.every((n) => n !== undefined)) throw new UsageError(`show takes one unit, got ${words.length}: ${each.join(', ')} (run show once for each)`);
    throw e;
  }
}

/** `wh40k show UNIT`: the datasheet as tables. */
export function showUnit(u: Unit) {
  const profile: Sheet = {
    title: 'Profile',
    columns: ['model', 'models', 'M', 'T', 'Sv', 'W', 'Ld', 'OC', 'invulnerable', 'feel no pain', 'equipment'],
    rows: u.models.map((g) => {
      const s = g.stats;
      const d = defence(s);
      const name = g.champion ? `${g.name} (champion)` : g.name;
      return [name, groupSize(g), `${s.M}"`, s.T, plus(s.Sv), s.W, plus(s.Ld), s.OC, d.invulnerable, d.fnp, equipmentText(g)];
    }),
  };
  const weapons: Sheet = {
    title: 'Weapons',
    columns: ['weapon', 'range', 'A', 'BS/WS', 'S', 'AP', 'D', 'abilities'],
    rows: u.weapons.map((w) => [
      w.profileOf ? `${w.name} (profile of ${w.profileOf})` : w.name,
      rangeText(w),
      w.attacks.text,
      plus(w.skill),
      w.strength,
      w.ap,
      w.damage.text,
      w.abilities.map(abilityName).join(', ') || '-',
    ]),
  };
  const wargear: Sheet = {
    title: 'Wargear options',
    columns: ['option', 'model', 'replaces', 'with'],
    rows: u.wargear.map((o) => [o.name, o.model, o.replace.join(', ') || '-', o.with.join(', ') || '-']),
  };
  const loadouts: Sheet = {
    title: 'Loadouts',
    columns: ['loadout', 'wargear options'],
    rows: u.loadouts.map((l) => [l.name, l.options.join(', ')]),
  };
  const points: Sheet = {
    title: 'Points',
    columns: ['models', 'points'],
    rows: Object.entries(u.points)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([n, p]) => [Number(n), p]),
  };
  const abilities: Sheet = {
    title: 'Abilities',
    columns: ['ability', 'status', 'how, or why not'],
    rows: abilitiesOf(u).map((a) => {
      const { status, detail } = abilityStatus(a);
      return [a.name, status, detail];
    }),
  };
  const details: [string, string][] = [
    ['faction', u.faction],
    ['aliases', u.aliases.join(', ') || '-'],
    ['keywords', u.keywords.join(', ') || '-'],
    ['leaders', u.leaders.join(', ') || '-'],
    ['effects', u.effects.join(', ') || '-'],
    ...(u.damageReduction ? [['damage reduction', `-${u.damageReduction} Damage`] as [string, string]] : []),
    ...(u.halveDamage ? [['halve damage', 'yes'] as [string, string]] : []),
    ...(u.damaged ? [['damaged', `${u.damaged.hit} to hit while ${u.damaged.from}-${u.damaged.to} wounds remain`] as [string, string]] : []),
    ['source', u.source],
    ['file', shown(u.file)],
  ];
  const about: Sheet = { title: 'Datasheet', columns: ['field', 'value'], rows: details };
  const sheets = [profile, weapons, wargear, loadouts, abilities, points, about].filter((s) => s.rows.length > 0);

  const long = longForm(sheets, about, u.name);

  const table = (c: ChalkInstance) => {
    const head = [
      `${u.name} (${u.faction}, ${sizeText(unitSize(u))} model${unitSize(u).max === 1 ? '' : 's'}${Object.keys(u.points).length ? `, points ${pointsText(u.points)}` : ''})`,
      `source: ${u.source}`,
      `file: ${shown(u.file)}`,
    ];
    for (const [k, v] of details) if (!['faction', 'source', 'file'].includes(k) && (k === 'keywords' || v !== '-')) head.push(`${k}: ${v}`);
    const fit = (sheet: Sheet, right: number[] = []) => wrappedSheet(sheet, c, terminalWidth(), { right });
    const tables = [
      fit(profile, [1, 2, 3, 4, 5, 6, 7]),
      fit(weapons, [1, 2, 3, 4, 5, 6]),
      ...(wargear.rows.length ? [fit(wargear)] : []),
      ...(loadouts.rows.length ? [fit(loadouts)] : []),
      ...(abilities.rows.length ? [fit(abilities)] : []),
    ];
    // "source: ..." lines wrap to the terminal, the rest of an entry indented under its label.
    const lines = head.flatMap((l) => wrapText(l, terminalWidth() - 2).map((w, j) => (j ? `  ${w}` : w)));
    return [lines.join('\n').replace(u.name, c.bold(u.name)), ...tables].join('\n\n');
  };

  return {
    json: { schemaVersion: SCHEMA_VERSION, kind: 'unit' as const, unit: u },
    sheets,
    long,
    table,
  };
}


// ---- validate ------------------------------------------------------------------------------


/**
 * `wh40k validate [PATHS]`: the files named (folders: their YAML files), checked as one set; by
 * default the bundled data, each --effects file and each --data folder, each a set of its own (a
 * --data unit may replace a bundled one of the same name). Effect files are checked as such (validate.ts isEffectFile).
 */
export function validate(paths: readonly string[], dataDirs: readonly string[], effectPaths: readonly string[] = []): FileReport[] {
  if (paths.length) {
    const { files, unreadable } = expand(paths);
    return validateGroups([files], unreadable);
  }
  const groups = [[...yamlFiles(BUNDLED_DATA), ...legacyFiles(BUNDLED_DATA)].map((f) => shown(f))];
  const unreadable: FileReport[] = [];
  // --effects files first: a unit of a --data folder may carry one of their effects.
  for (const dir of [...effectPaths, ...dataDirs]) {
    const found = dataFolderFiles(dir);
    groups.push(found.files);
    unreadable.push(...found.unreadable);
  }
  return validateGroups(groups, unreadable);
}


// ---- schema --------------------------------------------------------------------------------

/** `wh40k schema [-o FILE]`: the JSON Schema text, written to FILE when given. */
export function writeSchema(file: string | undefined): string {
  const text = unitJsonSchemaText();
  if (file !== undefined) writingTo('-o', file, () => writeFileSync(file, text));
  return text;
}
