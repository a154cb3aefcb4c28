import type { ChalkInstance } from 'chalk';
import Table from 'cli-table3';
import { EFFECTS } from '../rules/effects/index.js';
import { UsageError } from './errors.js';

/** `wh40k effects`: every effect with its source in ../shared/rules and its one-line summary. */
export function listEffects(faction: string | undefined, format: 'table' | 'json', c: ChalkInstance): string {
  const factions = [...new Set(EFFECTS.map((e) => e.faction))];
  const wanted = faction?.toLowerCase();
  const effects = EFFECTS.filter((e) => !wanted || e.faction.toLowerCase() === wanted);
  if (!effects.length) throw new UsageError(`no effects for faction "${faction}" (factions: ${factions.join(', ')})`);
  const sides = (e: (typeof EFFECTS)[number]) =>
    e.noEffect ? '-' : [e.attacker && '--with', e.target && '--target-with'].filter(Boolean).join(', ');
  if (format === 'json') {
    return JSON.stringify(
      effects.map((e) => ({ id: e.id, name: e.name, faction: e.faction, use: sides(e), source: e.source, summary: e.summary })),
      null,
      2,
    );
  }
  const table = new Table({
    head: ['effect', 'faction', 'use with', 'source', 'what it does'].map((h) => c.bold(h)),
    style: { head: [], border: [] },
    wordWrap: true,
    colWidths: [24, 14, 14, 30, 48],
  });
  for (const e of effects) table.push([e.id, e.faction, sides(e), e.source, e.summary]);
  return table.toString();
}
