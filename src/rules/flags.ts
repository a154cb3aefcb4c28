/**
 * A ruleset's matchup options as plain descriptors (issue 27: a ruleset is one value; the GUIDE's one
 * option table): each option's flag, its wording and what values it takes. The command line makes its
 * flags and their parsers from them (cli/flags.ts), the options' zod schema its fields
 * (rules/option-fields.ts), and `--vary` its knobs (cli/sweep.ts), so all three take the same values
 * and refuse a bad one in the same words. Plain data: naming a ruleset loads no parser and no zod.
 */

/** What values an option takes. */
export type Field =
  /** A switch (`--charged`): true or false. */
  | { readonly kind: 'switch' }
  /** A whole number from min to max; `noneAllowed`: --vary may also leave it unset (`none`). */
  | { readonly kind: 'whole'; readonly min: number; readonly max: number; readonly noneAllowed?: boolean }
  /** A D6 result 2+ to 6+, written 5 or 5+ (Critical Hits on 5+); `save`: a saving throw (--vary takes none too). */
  | { readonly kind: 'd6'; readonly save?: boolean }
  /** One of these words, any case. */
  | { readonly kind: 'choice'; readonly values: readonly [string, ...string[]] }
  /** A name (a model group, a loadout). */
  | { readonly kind: 'name' }
  /** Names, the flag repeatable (`--wargear a --wargear b`); `effects`: effect names, comma-separated too. */
  | { readonly kind: 'names'; readonly effects?: boolean }
  /** Fate dice: a pool like 6,6,2 or a roll like wound:6. */
  | { readonly kind: 'fate' }
  /** `parts` numbers min to max, written 3,5,0 (models under each circle of a marker). */
  | { readonly kind: 'counts'; readonly parts: number; readonly min: number; readonly max: number }
  /** An option no longer taken: refused with `why`. */
  | { readonly kind: 'gone'; readonly why: string };

export interface Flag {
  /** The option's key, camelCase (`--hit-mod` is hitMod), as scripts and scenario files name it. */
  readonly key: string;
  /** As commander declares it: `--hit-mod <n>`, `--charged`, `--no-first-round`. */
  readonly flag: string;
  readonly description: string;
  readonly field: Field;
  /** The one flag it cannot be given with (`--melee` and `--ranged`). */
  readonly conflicts?: string;
  /** Not in --help (a refused old flag). */
  readonly hidden?: boolean;
  /** Whether `--vary` sweeps it (default: every switch, number, D6 result, choice, effect list and Fate dice). */
  readonly vary?: boolean;
}

/** The flag's long name without its dashes and value: `--hit-mod <n>` is hit-mod, `--no-first-round` first-round. */
export function flagName(f: Flag): string {
  return f.flag.split(/[ <[]/)[0].replace(/^--(no-)?/, '');
}

/** The long option as typed: `--hit-mod`, `--no-first-round`. */
export function longFlag(f: Flag): string {
  return f.flag.split(/[ <[]/)[0];
}

/** "a, b or c", as a flag's choices are listed. */
export function choiceWords(values: readonly string[]): string {
  return values.length > 1 ? `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}` : values.join('');
}

export const D6_WORDS = 'expected a D6 result 2+ to 6+';

/** A seeded simulation's options (calc's and turn's `--simulate RUNS`, `--seed N`), whatever the ruleset's simulator. */
export const SIMULATION_FIELDS = {
  simulate: { kind: 'whole', min: 1, max: 1_000_000 },
  seed: { kind: 'whole', min: 0, max: 2 ** 31 },
} as const satisfies Record<string, Field>;
