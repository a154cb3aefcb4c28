import type { Roster } from '../profiles/registry.js';
import { MAX_WORK, TooLargeError } from '../rules/tenth/engine.js';
import { matchupWork, runMatchup, type Matchup } from '../matchup/run.js';
import type { CalcOptions } from '../matchup/options.js';
import { matchupOf } from './calc.js';
import { describeFailure, EXIT, UsageError } from './errors.js';
import { toJsonObject } from '../matchup/json.js';
import { SCHEMA_VERSION, type Sheet } from './sheet.js';
import type { MatchupJson } from './pool.js';

type Kind = 'switch' | 'number' | 'reroll' | 'effects' | 'text';

/** What --vary can sweep: the calc options, by their command-line names. */
const KNOBS: Record<string, { key: keyof CalcOptions; kind: Kind; min?: number; max?: number; choices?: readonly string[] }> = {
  charged: { key: 'charged', kind: 'switch' },
  stationary: { key: 'stationary', kind: 'switch' },
  'half-range': { key: 'halfRange', kind: 'switch' },
  cover: { key: 'cover', kind: 'switch' },
  indirect: { key: 'indirect', kind: 'switch' },
  'target-below-half': { key: 'targetBelowHalf', kind: 'switch' },
  'target-on-objective': { key: 'targetOnObjective', kind: 'switch' },
  engaged: { key: 'engaged', kind: 'switch' },
  'attacker-engaged': { key: 'attackerEngaged', kind: 'switch' },
  models: { key: 'models', kind: 'number', min: 1, max: 100 },
  'target-models': { key: 'targetModels', kind: 'number', min: 1, max: 200 },
  'target-wounded': { key: 'targetWounded', kind: 'number', min: 0, max: 99 },
  'attacks-mod': { key: 'attacksMod', kind: 'number', min: -20, max: 20 },
  'hit-mod': { key: 'hitMod', kind: 'number', min: -6, max: 6 },
  'wound-mod': { key: 'woundMod', kind: 'number', min: -6, max: 6 },
  'save-mod': { key: 'saveMod', kind: 'number', min: -6, max: 6 },
  'strength-mod': { key: 'strengthMod', kind: 'number', min: -20, max: 20 },
  'ap-mod': { key: 'apMod', kind: 'number', min: -6, max: 6 },
  'damage-mod': { key: 'damageMod', kind: 'number', min: -6, max: 6 },
  'crit-hit': { key: 'critHit', kind: 'number', min: 2, max: 6 },
  'crit-wound': { key: 'critWound', kind: 'number', min: 2, max: 6 },
  'reroll-hits': { key: 'rerollHits', kind: 'reroll' },
  'reroll-wounds': { key: 'rerollWounds', kind: 'reroll' },
  'reroll-damage': { key: 'rerollDamage', kind: 'reroll', choices: ['ones', 'any'] },
  with: { key: 'with', kind: 'effects' },
  'target-with': { key: 'targetWith', kind: 'effects' },
  without: { key: 'without', kind: 'effects' },
  wargear: { key: 'wargear', kind: 'effects' },
  fate: { key: 'fate', kind: 'text' },
  'target-fate': { key: 'targetFate', kind: 'text' },
};

export interface Variant {
  readonly label: string;
  readonly options: CalcOptions;
}

/**
 * `models=3..6`, `hit-mod=-1..1`, `with=none,warp-blades,warp-blades+martial-excellence`,
 * `charged` (false and true): one set of options per value, on top of the command line's.
 */
export function variants(spec: string, base: CalcOptions): { knob: string; variants: Variant[] } {
  const m = /^([a-z-]+)(?:=(.*))?$/.exec(spec.trim());
  const knob = m && KNOBS[m[1]];
  if (!m || !knob) {
    throw new UsageError(`--vary: expected KNOB=VALUES with KNOB one of ${Object.keys(KNOBS).join(', ')}, got "${spec}"`);
  }
  // Issue 12 section 2: a knob also set on its own (--models 5 --vary models=3..6) is a contradiction;
  // effect lists add up, as documented, so --with beside --vary with=... is not.
  if (knob.kind !== 'effects' && base[knob.key] !== undefined) {
    throw new UsageError(`--vary ${m[1]}: --${m[1]} is also given; give one or the other`);
  }
  const text = m[2] ?? (knob.kind === 'switch' ? 'false,true' : '');
  if (!text) throw new UsageError(`--vary ${m[1]}: give the values, e.g. ${m[1]}=${knob.kind === 'number' ? '1..3' : 'a,b'}`);
  const values = text.split(',').flatMap((v) => expand(v.trim(), m[1], knob.kind));
  return {
    knob: m[1],
    variants: values.map((v) => ({ label: `${m[1]}=${v}`, options: { ...base, [knob.key]: value(v, knob, base, m[1]) } })),
  };
}

function expand(v: string, name: string, kind: Kind): string[] {
  const range = /^(-?\d+)\.\.(-?\d+)$/.exec(v);
  if (kind !== 'number' || !range) return [v];
  const [from, to] = [Number(range[1]), Number(range[2])];
  if (to < from || to - from > 200) throw new UsageError(`--vary ${name}: bad range ${v}`);
  return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
}

function value(v: string, knob: (typeof KNOBS)[string], base: CalcOptions, name: string): unknown {
  switch (knob.kind) {
    case 'switch':
      if (v !== 'true' && v !== 'false') throw new UsageError(`--vary ${name}: expected true or false, got "${v}"`);
      return v === 'true';
    case 'number': {
      const n = Number(v);
      if (!/^-?\d+$/.test(v) || n < knob.min! || n > knob.max!) throw new UsageError(`--vary ${name}: expected ${knob.min} to ${knob.max}, got "${v}"`);
      return n;
    }
    case 'reroll': {
      if (v === 'none') return undefined;
      const choices = knob.choices ?? ['ones', 'failed'];
      if (!choices.includes(v)) throw new UsageError(`--vary ${name}: expected none, ${choices.join(' or ')}, got "${v}"`);
      return v;
    }
    case 'effects':
      // Added to what the command line already gives; `none` adds nothing; `a+b` adds both.
      return [...((base[knob.key] as string[] | undefined) ?? []), ...(v === 'none' ? [] : v.split('+'))];
    case 'text':
      return v === 'none' ? undefined : v;
  }
}

/** An input error of one variant names it: `--vary models=0: ...`. */
function forVariant<T>(v: Variant, f: () => T): T {
  try {
    return f();
  } catch (e) {
    const { code, message } = describeFailure(e);
    throw code === EXIT.usage ? new UsageError(`--vary ${v.label}: ${message}`) : e;
  }
}

/**
 * Every variant's result, after costing them all: the sum of their work (one-roll searches
 * included) is refused at once past the engine's budget, rather than each variant alone.
 */
export function runVariants(roster: Roster, words: readonly string[], list: readonly Variant[]): { label: string; json: MatchupJson }[] {
  const matchups: [Variant, Matchup][] = list.map((v) => [v, forVariant(v, () => matchupOf(roster, words, v.options))]);
  let work = 0;
  for (const [v, m] of matchups) if (work <= MAX_WORK) work += forVariant(v, () => matchupWork(m, MAX_WORK - work));
  if (work > MAX_WORK) {
    throw new TooLargeError(
      `this calculation needs more than ${MAX_WORK.toExponential(1)} steps for ${list.length} variants (the limit); vary over fewer values`,
    );
  }
  return matchups.map(([v, m]) => ({ label: v.label, json: forVariant(v, () => toJsonObject(runMatchup(m), false)) }));
}

export function varyJson(knob: string, rows: { label: string; json: MatchupJson }[]) {
  return {
    schemaVersion: SCHEMA_VERSION,
    kind: 'vary' as const,
    knob,
    attacker: rows[0].json.attacker.name,
    target: rows[0].json.target.name,
    rows: rows.map(varyRow),
  };
}

/** One value's results, as a --vary row (or a cell of a two-knob grid). */
export function varyRow({ label, json }: { label: string; json: MatchupJson }) {
  return {
    value: label,
    kills: { mean: json.kills.mean, wipe: json.kills.wipe, median: json.kills.median, p10: json.kills.p10, p90: json.kills.p90 },
    damage: { mean: json.damage.mean },
    effects: json.effects.filter((e) => e.applied).map((e) => e.id),
  };
}

export function varySheet(v: ReturnType<typeof varyJson>): Sheet {
  return {
    title: `${v.attacker} vs ${v.target}, varying ${v.knob}`,
    columns: ['value', 'kills_mean', 'p_wipe', 'kills_median', 'kills_p10', 'kills_p90', 'damage_mean'],
    rows: v.rows.map((r) => [r.value, r.kills.mean, r.kills.wipe, r.kills.median, r.kills.p10, r.kills.p90, r.damage.mean]),
  };
}
