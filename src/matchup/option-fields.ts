/**
 * The parts option schemas are made of, either ruleset's (matchup/option-schema.ts, matchup/legacy-option-schema.ts):
 * numbers, D6 results and words with the command line's wording, and the check of a script's map of
 * options. Nothing of an engine loads (the legacy ruleset loads no 10th-edition module).
 */
import { z } from 'zod';
import { shownValue, suggest } from '../profiles/wording.js';
import { UsageError } from './errors.js';
import type { CalcOptions } from './options.js';

/** "a, b or c", as the command line lists a flag's choices. */
export function choiceWords(values: readonly string[]): string {
  return values.length > 1 ? `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}` : values.join('');
}

/** A whole number from min to max: `--hit-mod 9` and `hitMod: 9` both say "expected -6 to 6, got 9". */
export function whole(min: number, max: number) {
  return bounded(min, max, 'expected a whole number', `expected ${min} to ${max}`);
}

export const D6_WORDS = 'expected a D6 result 2+ to 6+';
/** A D6 result 2+ to 6+ (Critical Hits on 5+, a cover save of 4+), given as its number. */
export const d6Result = bounded(2, 6, D6_WORDS, D6_WORDS);

function bounded(min: number, max: number, notWhole: string, outside: string) {
  const say = (words: string) => ({ error: (i: { input?: unknown }) => `${words}, got ${shownValue(i.input)}` });
  return z.number(say(notWhole)).int(say(notWhole)).min(min, say(outside)).max(max, say(outside));
}

/** One of these words. */
export function choice<const T extends readonly [string, ...string[]]>(...values: T) {
  return z.enum(values, { error: (i) => `expected ${choiceWords(values)}, got ${shownValue(i.input)}` });
}

export const bool = z.boolean({ error: (i) => `expected true or false, got ${shownValue(i.input)}` });
export const name = z.string({ error: (i) => `expected a name, got ${shownValue(i.input)}` }).min(1, 'expected a name, got ""');
/** Fate dice: a pool like "6,6,2" or a roll like "wound:6" (matchup/run.ts reads it). */
const fateDice = z.union([z.string(), z.number()], { error: (i) => `expected Fate dice like "6,6,2" or "wound:6", got ${shownValue(i.input)}` }).transform(String);

/** calc's options that are one value (a switch, a number, a word, a name), with the bounds its flags have: matchup/option-schema.ts adds the lists. */
export const CALC_VALUE_FIELDS = {
  charged: bool,
  stationary: bool,
  halfRange: bool,
  cover: bool,
  indirect: bool,
  models: whole(1, 100),
  targetModels: whole(1, 200),
  targetWounded: whole(0, 99),
  targetWoundedModel: name,
  attackerWounded: whole(0, 99),
  targetLoadout: name,
  attacksMod: whole(-20, 20),
  hitMod: whole(-6, 6),
  woundMod: whole(-6, 6),
  saveMod: whole(-6, 6),
  strengthMod: whole(-20, 20),
  apMod: whole(-6, 6),
  damageMod: whole(-6, 6),
  rerollHits: choice('none', 'ones', 'failed'),
  rerollWounds: choice('none', 'ones', 'failed'),
  rerollDamage: choice('none', 'ones', 'any'),
  critHit: d6Result,
  critWound: d6Result,
  melee: bool,
  ranged: bool,
  targetBelowHalf: bool,
  targetOnObjective: bool,
  engaged: bool,
  attackerEngaged: bool,
  fate: fateDice,
  targetFate: fateDice,
  allocation: choice('toughest-last', 'listed', 'precision'),
  precision: bool,
  loadout: name,
  simulate: whole(1, 1_000_000),
  seed: whole(0, 2 ** 31),
} as const satisfies Partial<Record<keyof CalcOptions, z.ZodType>>;

/**
 * A map of options read by `fields`: the options as the engine takes them (a string of effects made a
 * list), or a UsageError naming each option that is wrong, and each key that is no option (with the
 * nearest option's name). `what` says whose options they are: "calculate: options".
 */
export function checkedFields<T>(fields: z.core.$ZodLooseShape, given: unknown, what: string): T {
  const parsed = z.strictObject(fields, { error: (i) => (i.code === 'invalid_type' ? `${what}: expected a map of options, got ${shownValue(i.input)}` : undefined) }).partial().safeParse(given ?? {});
  if (parsed.success) return parsed.data as T;
  const keys = Object.keys(fields);
  const problems = parsed.error.issues.flatMap((issue): string[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const best = suggest(key, keys);
        return `${what}: unknown option ${JSON.stringify(key)}${best ? ` (did you mean "${best}"?)` : ''}`;
      });
    }
    return [issue.path.length ? `${what}.${String(issue.path[0])}: ${issue.message}` : issue.message];
  });
  throw new UsageError(problems.join('\n'));
}
