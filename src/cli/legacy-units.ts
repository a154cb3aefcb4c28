/**
 * The data commands under `--ruleset legacy` (issue 14): `units` (the legacy units), `effects` (every
 * USR of 004 and its status in the legacy engine) and `schema` (the legacy unit file's JSON Schema).
 */
import type { ChalkInstance } from 'chalk';
import { writeFileSync } from 'node:fs';
import { legacyUnitJsonSchemaText } from '../profiles/legacy-json-schema.js';
import { shown } from '../profiles/shown-path.js';
import type { LegacyUnit } from '../rules/legacy/types.js';
import { LEGACY_USRS } from '../rules/legacy/usr.js';
import type { Sheet } from './sheet.js';
import { terminalWidth, wrappedSheet } from './wrap-table.js';
import { writingTo } from './write-out.js';

const size = (u: LegacyUnit) => {
  const min = u.models.reduce((n, g) => n + g.min, 0);
  const max = u.models.reduce((n, g) => n + g.max, 0);
  return min === max ? String(min) : `${min}-${max}`;
};

/** `wh40k --ruleset legacy units`: by faction, then name. */
export function legacyUnitList(units: readonly LegacyUnit[]) {
  const sorted = [...units].sort((a, b) => a.faction.localeCompare(b.faction) || a.name.localeCompare(b.name));
  const json = sorted.map((u) => ({ name: u.name, aliases: [...u.aliases], faction: u.faction, type: u.type, models: size(u), points: u.points ?? null, source: u.source, file: shown(u.file) }));
  const sheet: Sheet = {
    columns: ['unit', 'aliases', 'faction', 'type', 'models', 'points', 'source'],
    rows: json.map((u) => [u.name, u.aliases.join(', '), u.faction, u.type, u.models, u.points ? String(u.points.base) : '-', u.source]),
  };
  return { json, sheet, table: (c: ChalkInstance) => `${wrappedSheet(sheet, c, terminalWidth(), { right: [4, 5] })}\n${json.length} units` };
}

/** `wh40k --ruleset legacy effects`: the legacy engine's status table (src/rules/legacy/usr.ts). */
export function legacyEffects() {
  const json = LEGACY_USRS.map((u) => ({ name: u.name, status: u.status, note: u.note, ...(u.test ? { test: `tests/rules/legacy/${u.test}` } : {}) }));
  const sheet: Sheet = { columns: ['rule', 'status', 'what the engine does, or why not'], rows: json.map((u) => [u.name, u.status, u.note]) };
  const count = (status: string) => json.filter((u) => u.status === status).length;
  const counts = `${json.length} rules: ${count('modelled')} modelled, ${count("no effect on an attack's numbers")} with no effect on an attack's numbers`;
  return { json, sheet, table: (c: ChalkInstance) => `${wrappedSheet(sheet, c, terminalWidth())}\n${counts}` };
}

export function writeLegacySchema(file: string | undefined): string {
  const text = legacyUnitJsonSchemaText();
  if (file !== undefined) writingTo('-o', file, () => writeFileSync(file, text));
  return text;
}
