/**
 * What every ruleset's words for `wh40k report` share (src/rules/ruleset.ts RunReport; 10th edition's
 * rules/tenth/matchup/report-words.ts, the legacy ruleset's rules/legacy/report-words.ts): a distribution as a run's
 * JSON has it, a matchup that could not be computed, and how each matchup's shape is checked.
 */
import { z, type ZodType } from 'zod';

/** A probability distribution over k = 0..max as a run's JSON has it (`kills`, `damage`, `woundsLost`). */
export interface RunDistribution {
  readonly mean: number;
  /** P(exactly k), k = 0..max. */
  readonly distribution: readonly number[];
  /** P(at least k), k = 0..max. */
  readonly atLeast: readonly number[];
  readonly median: number;
  readonly p10: number;
  readonly p90: number;
}

/** A matchup of a run that could not be computed: its names and why. */
export interface UncomputedMatchup {
  readonly name: string;
  readonly attacker: { readonly name: string };
  readonly target: { readonly name: string };
  readonly kills: null;
  readonly reason: string;
}

/** Spread of a distribution: "median 2, 10th-90th percentile 0-3". */
export const spread = (d: Pick<RunDistribution, 'median' | 'p10' | 'p90'>) => `median ${d.median}, 10th-90th percentile ${d.p10}-${d.p90}`;

const uncomputedOne = (m: object): m is UncomputedMatchup => (m as { kills?: unknown }).kills === null;

/**
 * Every matchup of a run for the report, each computed one as `computed` says it, with its per-weapon table where its
 * JSON has one (weaponTable); one that could not be computed is n/a with its reason.
 */
export function reportItems<M extends object, I>(matchups: readonly unknown[], computed: (m: M) => I) {
  return (matchups as readonly (M | UncomputedMatchup)[]).map((m) => {
    if (uncomputedOne(m)) return { name: m.name, attacker: m.attacker, target: m.target, kills: null, damage: null, reason: m.reason };
    const weapons = weaponTable(m as WeaponRows);
    return weapons ? { ...computed(m as M), weapons } : computed(m as M);
  });
}

/** The per-weapon rows of a calc's JSON (README 'JSON output': `weapons`, `total`), any ruleset's. */
interface WeaponRows {
  readonly weapons?: readonly Readonly<Record<string, unknown>>[];
  readonly total?: Readonly<Record<string, unknown>>;
}

/** The numbers of a weapon row, with their headings as calc's table has them, in its order. */
const WEAPON_COLUMNS: readonly (readonly [key: string, head: string])[] = [
  ['attacks', 'Attacks'], ['hits', 'Hits'], ['wounds', 'Wounds'], ['unsaved', 'Unsaved'], ['mortalWounds', 'Mortal'], ['damage', 'Damage'], ['wasted', 'Wasted'], ['kills', 'Kills'],
];

/** A table of the matchup's weapons as calc's Expected table (the numbers its ruleset computes; a Total row), or undefined without weapons. */
export function weaponTable(m: WeaponRows): { readonly columns: readonly string[]; readonly rows: readonly (readonly string[])[] } | undefined {
  const weapons = m.weapons ?? [];
  if (weapons.length === 0) return undefined;
  const shown = WEAPON_COLUMNS.filter(([key]) => weapons.some((w) => typeof w[key] === 'number'));
  const numbers = (row: Readonly<Record<string, unknown>>) => shown.map(([key]) => (typeof row[key] === 'number' ? (row[key] as number).toFixed(2) : '-'));
  const rows = weapons.map((w) => [String(w.name ?? ''), typeof w.count === 'number' ? String(w.count) : '', ...numbers(w)]);
  return { columns: ['Weapon', '#', ...shown.map(([, head]) => head)], rows: m.total ? [...rows, ['Total', '', ...numbers(m.total)]] : rows };
}

const n = z.number();
/** A distribution's fields, to check. */
export const distributionShape = { mean: n, distribution: z.array(n), atLeast: z.array(n), median: n, p10: n, p90: n };
const named = z.looseObject({ name: z.string() });
const uncomputed = z.looseObject({ name: z.string(), attacker: named, target: named, reason: z.string() });

/** A run's matchups, each checked as what it is (kills null: could not be computed), so a problem names its own fields. */
export function runMatchups(computed: ZodType) {
  const matchup = z.looseObject({ kills: z.unknown() }).superRefine((m, ctx) => {
    for (const issue of (m.kills === null ? uncomputed : computed).safeParse(m).error?.issues ?? []) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
  return z.array(matchup);
}
