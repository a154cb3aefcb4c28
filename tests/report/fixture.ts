import { readFileSync } from 'node:fs';
import type { ReportMatchup } from '../../src/report/types.js';
import { tenthReportItems } from '../../src/rules/tenth/matchup/report-words.js';

/** `wh40k run examples/charge.yaml --format json`, as printed by the CLI (the first two share a target), in 10th edition's words for the report. */
export function chargeMatchups(): ReportMatchup[] {
  const json = JSON.parse(readFileSync(new URL('./fixtures/charge.json', import.meta.url), 'utf8')) as { matchups: unknown[] };
  return tenthReportItems(json.matchups) as ReportMatchup[];
}

export const NASTY = `Boyz <b>&amp; "Nobz"</b> | *x* [y](z) 'q' $m$`;

/** A matchup whose names need escaping everywhere, with a tiny tail and an impossible outcome. */
export function nastyMatchup(): ReportMatchup {
  const distribution = [1e-300, 0, 0.25, 0.75 - 1e-300];
  const atLeast = distribution.map((_, k) => distribution.slice(k).reduce((a, b) => a + b, 0));
  const [m] = tenthReportItems([
    {
      name: `${NASTY} charge`,
      attacker: { name: NASTY, models: 10, phase: 'melee' },
      target: { name: `<Target & co>`, models: 3, wounds: 6 },
      total: { attacks: 20, hits: 10, wounds: 6, unsaved: 4, mortalWounds: 0, damage: 5, wasted: 0, kills: 2.5 },
      kills: { mean: 2.5, distribution, atLeast, wipe: atLeast[3], median: 3, p10: 2, p90: 3 },
      damage: { mean: 5, distribution: [0, 0, 0, 0, 0.25, 0, 0.75], atLeast: [1, 1, 1, 1, 1, 0.75, 0.75], median: 6, p10: 4, p90: 6 },
      effects: [{ id: 'x', name: `<Waaagh & go>`, applied: true }],
      conditions: { phase: 'melee', charged: true, stationary: false, halfRange: false, cover: false, indirect: false },
      options: { charged: true, models: 10, hitMod: 1, rerollWounds: 'ones', leader: ['<Big & Mek>'] },
    },
  ]);
  return m as ReportMatchup;
}

export interface Tag {
  readonly name: string;
  readonly attrs: Record<string, string>;
}

/** Start tags of an SVG/HTML string (or a browser's serialised DOM), with attributes entity-decoded. */
export function tags(markup: string, name: string): Tag[] {
  const out: Tag[] = [];
  for (const m of markup.matchAll(new RegExp(`<${name}\\b((?:[^>"]|"[^"]*")*)>`, 'g'))) {
    const attrs: Record<string, string> = {};
    for (const a of m[1].matchAll(/([\w:-]+)="([^"]*)"/g)) attrs[a[1]] = decode(a[2]);
    out.push({ name, attrs });
  }
  return out;
}

export function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[e] ?? '');
}

/** The SVG charts inside an HTML page (or a DOM dump), in order. */
export function svgs(markup: string): string[] {
  return [...markup.matchAll(/<svg\b[\s\S]*?<\/svg>/g)].map((m) => m[0]);
}
