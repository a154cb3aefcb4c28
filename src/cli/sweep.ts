/**
 * The sweep of `calc --vary KNOB=VALUES`, shared by every ruleset (issue 14 section 4: sweeps know
 * nothing of editions): a ruleset gives its table of knobs (command-line name -> option key, kind,
 * bounds) and computes each variant; this module parses the values, names a bad one, and lays the
 * results out as rows (JSON `kind: "vary"`, csv, Markdown, table).
 */
import { distance } from 'fastest-levenshtein';
import { flagName, type Flag } from '../rules/flags.js';
import { UsageError } from '../rules/errors.js';
import { placed, UnknownUnitError } from '../profiles/errors.js';
import { SCHEMA_VERSION, type Sheet } from './sheet.js';

/**
 * switch: false,true; number: whole numbers in [min, max] (`none` too when noneAllowed); save: a D6
 * result 2+ to 6+ or none; choice: one of choices or none; effects: names joined by +, added to the
 * command line's; text: anything, none for unset.
 */
type KnobKind = 'switch' | 'number' | 'save' | 'choice' | 'effects' | 'text' | 'counts';

export interface Knob<Key extends string> {
  readonly key: Key;
  readonly kind: KnobKind;
  readonly min?: number;
  readonly max?: number;
  readonly choices?: readonly string[];
  /** A counts knob: how many numbers (min to max) each value has, written with / between them, as 1/2/0/3/2. */
  readonly parts?: number;
  /** A number knob that may also be unset (`none`): the ruleset's default then holds. */
  readonly noneAllowed?: boolean;
}

export type KnobTable<Key extends string> = Readonly<Record<string, Knob<Key>>>;

/**
 * The knobs of a ruleset's flags (rules/flags.ts), by their command-line names: bounds and words are
 * the flag's, so --vary takes what the flag and a script take (issue 26 section 4). `none` is the
 * knob's own: it leaves the option unset. A flag with `vary: false` is no knob.
 */
export function knobsOf(flags: readonly Flag[]): KnobTable<string> {
  const knobs: Record<string, Knob<string>> = {};
  for (const f of flags) {
    const knob = knobOf(f);
    if (f.vary !== false && knob && !(flagName(f) in knobs)) knobs[flagName(f)] = knob;
  }
  return knobs;
}

function knobOf({ key, field }: Flag): Knob<string> | undefined {
  switch (field.kind) {
    case 'switch':
      return { key, kind: 'switch' };
    case 'whole':
      return { key, kind: 'number', min: field.min, max: field.max, ...(field.noneAllowed ? { noneAllowed: true } : {}) };
    case 'd6':
      return field.save ? { key, kind: 'save' } : { key, kind: 'number', min: 2, max: 6 };
    case 'choice':
      return { key, kind: 'choice', choices: field.values.filter((c) => c !== 'none') };
    case 'names':
      return { key, kind: 'effects' };
    case 'name':
    case 'fate':
      return { key, kind: 'text' };
    case 'counts':
      return { key, kind: 'counts', parts: field.parts, min: field.min, max: field.max };
    default:
      return undefined;
  }
}

export interface Variant<O> {
  readonly label: string;
  readonly options: O;
}

/** What a row of a sweep reads of one variant's result: the numbers every ruleset's calc JSON has. */
export interface VarySource {
  readonly attacker: { readonly name: string };
  readonly target: { readonly name: string };
  readonly kills: { readonly mean: number; readonly wipe: number; readonly median: number; readonly p10: number; readonly p90: number };
  readonly damage: { readonly mean: number };
  readonly effects: readonly { readonly id: string; readonly applied: boolean }[];
}

export type Computed = { readonly label: string; readonly json: VarySource };

/** The knob names closest to a misspelt one (at most two edits away). */
function closestKnobs(name: string, knobs: KnobTable<string>): string[] {
  return Object.keys(knobs).filter((k) => distance(k, name) <= 2);
}

/**
 * `models=3..6`, `hit-mod=-1..1`, `with=none,warp-blades,warp-blades+martial-excellence`,
 * `charged` (false and true): one set of options per value, on top of the command line's.
 */
export function knobVariants<O extends object>(spec: string, base: O, knobs: KnobTable<string>): { knob: string; variants: Variant<O>[] } {
  const m = /^([a-z-]+)(?:=(.*))?$/.exec(spec.trim());
  const knob = m && Object.hasOwn(knobs, m[1]) ? knobs[m[1]] : undefined;
  if (!m || !knob) {
    const near = m ? closestKnobs(m[1], knobs) : [];
    const hint = near.length ? ` (did you mean ${near.join(' or ')}?)` : '';
    throw new UsageError(`--vary: expected KNOB=VALUES with KNOB one of ${Object.keys(knobs).join(', ')}, got "${spec}"${hint}`);
  }
  const name = m[1];
  // Issue 12 section 2: a knob also set on its own (--models 5 --vary models=3..6) is a contradiction;
  // effect lists add up, as documented, so --with beside --vary with=... is not.
  if (knob.kind !== 'effects' && (base as Record<string, unknown>)[knob.key] !== undefined) {
    throw new UsageError(`--vary ${name}: --${name} is also given; give one or the other`);
  }
  const text = m[2] ?? (knob.kind === 'switch' ? 'false,true' : '');
  if (!text) throw new UsageError(`--vary ${name}: give the values, e.g. ${name}=${knob.kind === 'number' ? '1..3' : 'a,b'}`);
  const values = text.split(',').flatMap((v) => expand(v.trim(), name, knob.kind));
  return {
    knob: name,
    variants: values.map((v) => ({ label: `${name}=${v}`, options: { ...base, [knob.key]: value(v, knob, base, name) } })),
  };
}

function expand(v: string, name: string, kind: KnobKind): string[] {
  const range = /^(-?\d+)\.\.(-?\d+)$/.exec(v);
  if (kind !== 'number' || !range) return [v];
  const [from, to] = [Number(range[1]), Number(range[2])];
  if (to < from || to - from > 200) throw new UsageError(`--vary ${name}: bad range ${v}`);
  return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
}

function value<Key extends string>(v: string, knob: Knob<Key>, base: Partial<Record<Key, unknown>>, name: string): unknown {
  switch (knob.kind) {
    case 'switch':
      if (v !== 'true' && v !== 'false') throw new UsageError(`--vary ${name}: expected true or false, got "${v}"`);
      return v === 'true';
    case 'number': {
      if (knob.noneAllowed && v === 'none') return undefined;
      const n = Number(v);
      const expected = `${knob.noneAllowed ? 'none or ' : ''}${knob.min} to ${knob.max}`;
      if (!/^-?\d+$/.test(v) || n < knob.min! || n > knob.max!) throw new UsageError(`--vary ${name}: expected ${expected}, got "${v}"`);
      return n;
    }
    case 'save': {
      if (v === 'none') return undefined;
      const save = /^([2-6])\+$/.exec(v);
      if (!save) throw new UsageError(`--vary ${name}: expected none or a D6 result 2+ to 6+, got "${v}"`);
      return Number(save[1]);
    }
    case 'choice': {
      if (v === 'none') return undefined;
      const choices = knob.choices!;
      if (!choices.includes(v)) throw new UsageError(`--vary ${name}: expected none, ${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}, got "${v}"`);
      return v;
    }
    case 'effects':
      // Added to what the command line already gives; `none` adds nothing; `a+b` adds both.
      return [...((base[knob.key] as string[] | undefined) ?? []), ...(v === 'none' ? [] : v.split('+'))];
    case 'text':
      return v === 'none' ? undefined : v;
    case 'counts': {
      // Commas part the values of --vary: a value's own numbers are parted by '/'.
      if (v === 'none') return undefined;
      const numbers = v.split('/');
      if (numbers.length !== knob.parts || numbers.some((n) => !/^\d+$/.test(n) || Number(n) < knob.min! || Number(n) > knob.max!)) {
        throw new UsageError(`--vary ${name}: expected none or ${knob.parts} numbers ${knob.min} to ${knob.max} parted by /, like ${new Array<string>(knob.parts!).fill('3').join('/')}, got "${v}"`);
      }
      return numbers.map(Number);
    }
  }
}

/**
 * `forVariant(v, f)`: f's result, an input error of it naming the variant (`--vary models=0: ...`).
 * `isInput`: the ruleset's input errors (exit 2), which the sweep, knowing no ruleset, is told.
 */
export function variantErrors(isInput: (e: unknown) => e is Error) {
  return <T>(v: Variant<unknown>, f: () => T): T => {
    try {
      return f();
    } catch (e) {
      // An unknown unit stays one (cli/ruleset.ts says when it is another ruleset's).
      if (e instanceof UnknownUnitError) throw placed(e, `--vary ${v.label}: `);
      throw isInput(e) ? new UsageError(`--vary ${v.label}: ${e.message}`) : e;
    }
  };
}

export function varyJson(knob: string, rows: readonly Computed[]) {
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
export function varyRow({ label, json }: Computed) {
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
