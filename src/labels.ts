/**
 * What people read (the terminal tables, Markdown, the HTML and Markdown reports) for the keys scripts
 * read (JSON keys, csv columns): one place, so `run --format markdown`, `--vary` and `report` say
 * "P(wipe) 88.6%" alike and no people's format prints `kills_mean` or 0.885911 (issue 12 section 2).
 */
import { fixed, percent } from './numbers.js';

export const LABEL = {
  matchup: 'Matchup',
  /** A --vary value, e.g. `models=3`. */
  value: 'Value',
  attacker: 'Attacker',
  target: 'Target',
  models: 'Models',
  points: 'Points',
  kills_mean: 'Expected kills',
  p_wipe: 'P(wipe)',
  damage_mean: 'Expected damage',
  /** The legacy ruleset's run (issue 14): wounds, or a vehicle's Hull Points, lost. */
  wounds_lost_mean: 'Expected wounds lost',
  kills_median: 'Median kills',
  /** kills_p10 and kills_p90 in one column: `4-5`. */
  kills_p10_p90: 'Kills 10th-90th',
  kills_per_100_points: 'Kills per 100 pts',
  damage_per_100_points: 'Damage per 100 pts',
  p_exactly: 'P(exactly k)',
  p_at_least: 'P(at least k)',
  effects_applied: 'Effects applied',
} as const;

/** The first column of a distribution table (the calc table and Markdown, the reports); a vehicle's damage is Hull Points lost. */
export const DISTRIBUTION_LABEL = { kills: 'Models destroyed (k)', damage: 'Damage dealt (k)', hullPoints: 'Hull Points lost (k)' } as const;

/** A compare matrix's title for people, by its `--metric` (the key scripts read). */
export const METRIC_LABEL = {
  kills: `${LABEL.kills_mean} (${LABEL.p_wipe})`,
  damage: LABEL.damage_mean,
  wipe: LABEL.p_wipe,
  'kills-per-100-points': LABEL.kills_per_100_points,
  'damage-per-100-points': LABEL.damage_per_100_points,
} as const;

/** A value as people read it: probabilities (`p_` keys) as percentages, expected values to two decimals. */
export function peopleValue(key: string, v: string | number): string {
  if (typeof v === 'string') return v;
  if (/^p_/.test(key)) return percent(v);
  return Number.isInteger(v) ? String(v) : fixed(v);
}

/** The results a vehicle still standing may have suffered (the contract's `vehicle`, the legacy ruleset's), in the order shown. */
export const STANDING = [
  ['immobilised', 'Immobilised'],
  ['weaponDestroyed', 'a weapon destroyed'],
  ['stunned', 'Crew Stunned'],
  ['shaken', 'Crew Shaken'],
] as const;

/** "Immobilised 10.4%, a weapon destroyed 10.4%, ...": the chances of the results of a vehicle still standing (calc's views and the report say it alike). */
export function standingText(v: Readonly<Record<(typeof STANDING)[number][0], number>>): string {
  return STANDING.map(([key, label]) => `${label} ${percent(v[key])}`).join(', ');
}
