/** `wh40k --ruleset legacy effects` (issue 14): every USR of 004 and its status in the legacy engine (usr.ts). */
import type { Sheet } from '../../sheet.js';
import { UsageError } from '../errors.js';
import type { EffectList } from '../ruleset.js';
import { LEGACY_USRS } from './usr.js';

export function legacyEffectList(faction: string | undefined): EffectList {
  if (faction !== undefined) throw new UsageError(`--faction ${faction}: the legacy ruleset's special rules (004's USRs) are of no faction; \`wh40k --ruleset legacy effects\` lists them all`);
  const rows = LEGACY_USRS.map((u) => ({ name: u.name, status: u.status, note: u.note, ...(u.test ? { test: `tests/rules/legacy/${u.test}` } : {}) }));
  const sheet: Sheet = { columns: ['rule', 'status', 'what the engine does, or why not'], rows: rows.map((u) => [u.name, u.status, u.note]) };
  const count = (status: string) => rows.filter((u) => u.status === status).length;
  return { rows, sheet, footer: `${rows.length} rules: ${count('modelled')} modelled, ${count("no effect on an attack's numbers")} with no effect on an attack's numbers` };
}
