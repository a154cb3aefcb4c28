import { LABEL } from '../labels.js';
import { fixed, percent } from '../numbers.js';
import { unavailable, type Generated, type ReportItem, type ReportMatchup } from './types.js';

/** Escapes text for XML/HTML element content and attribute values. */
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch]);
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export { fixed, percent };

/** Four significant digits, for tooltips: the "exact" percentage of one bar. */
export function precisePercent(p: number): string {
  if (p === 0) return '0%';
  if (p > 1 - 1e-12) return '100%';
  const v = p * 100;
  if (v >= 99.995) return '>99.99%';
  return `${trimZeros(v.toPrecision(4))}%`;
}

function trimZeros(s: string): string {
  if (!s.includes('.')) return s;
  const [mantissa, exponent] = s.split('e');
  const m = mantissa.replace(/0+$/, '').replace(/\.$/, '');
  return exponent === undefined ? m : `${m}e${exponent}`;
}

/** The row of the summary table (HTML and Markdown), already formatted. */
export const SUMMARY_HEAD = [LABEL.matchup, LABEL.attacker, LABEL.target, LABEL.kills_mean, LABEL.p_wipe, LABEL.damage_mean, LABEL.kills_median, LABEL.kills_p10_p90];

/** `Computed by wh40k 0.1.0 on 2026-11-25`: which tool made the report, and when. */
export function generatedLine(g: Generated): string {
  return `Computed by wh40k ${g.version} on ${g.date}`;
}

/** "n/a" and why, where a matchup could not be computed. */
export const naText = (reason: string) => `n/a: ${reason}`;

export function summaryCells(m: ReportItem): string[] {
  if (unavailable(m)) return [m.name, m.attacker.name, m.target.name, naText(m.reason), 'n/a', 'n/a', 'n/a', 'n/a'];
  return [
    m.name,
    m.said.attacker,
    m.said.target,
    fixed(m.kills.mean),
    percent(m.kills.wipe),
    fixed(m.damage.mean),
    String(m.kills.median),
    `${m.kills.p10}-${m.kills.p90}`,
  ];
}


/** Which columns of the summary hold numbers (right-aligned). */
export const SUMMARY_NUMERIC = [false, false, false, true, true, true, true, true];

export interface Comparison {
  readonly target: ReportMatchup['target'];
  readonly matchups: readonly ReportMatchup[];
  /** Each matchup's position (0-based) in the report's list. */
  readonly indices: readonly number[];
}

/** Computed matchups that share a target (same name and models), two or more, in order of first appearance. */
export function comparisons(matchups: readonly ReportItem[]): Comparison[] {
  const groups = new Map<string, number[]>();
  matchups.forEach((m, i) => {
    if (unavailable(m)) return;
    const key = JSON.stringify([m.target.name, m.target.models]);
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  });
  return [...groups.values()]
    .filter((g) => g.length > 1)
    .map((g) => {
      const computed = g.map((i) => matchups[i] as ReportMatchup);
      return { target: computed[0].target, matchups: computed, indices: g };
    });
}

/** The highest k any of the distributions reaches (tables list k = 0..max). */
export function maxK(distributions: readonly (readonly number[])[]): number {
  return Math.max(0, ...distributions.map((d) => d.length - 1));
}

/** A file-name-safe slug: lower case ASCII letters, digits and dashes, never empty. */
export function slug(text: string): string {
  const s = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
  return s || 'chart';
}

/** 1 -> "01": numbering that sorts in file listings. */
export function pad(i: number): string {
  return String(i).padStart(2, '0');
}

/**
 * Plain-text facts about one matchup, shown under its heading (HTML and Markdown escape them): the units;
 * the conditions (as its ruleset says them); models destroyed and what the target lost; the expected attack sequence.
 */
export function matchupFacts(m: ReportMatchup): string[] {
  const k = m.kills;
  const destroyed = `Models destroyed: mean ${fixed(k.mean)}, median ${k.median}, 10th-90th percentile ${k.p10}-${k.p90}, P(wipe) ${percent(k.wipe)}.`;
  return [`${m.said.attacker} vs ${m.said.target}`, m.said.conditions, `${destroyed} ${m.said.damage}`, m.said.expected];
}
