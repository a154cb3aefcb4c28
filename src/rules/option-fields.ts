/**
 * The parts option schemas are made of, every ruleset's (rules/tenth/matchup/option-schema.ts; a ruleset's flags, rules/flags.ts):
 * numbers, D6 results and words with the command line's wording, and the check of a script's map of
 * options. Nothing of an engine loads (the legacy ruleset loads no 10th-edition module).
 */
import { z } from 'zod';
import { shownValue, suggest } from '../profiles/wording.js';
import { UsageError } from './errors.js';
import { choiceWords, D6_WORDS, type Field, type Flag } from './flags.js';

export { choiceWords, D6_WORDS };


/** A whole number from min to max: `--hit-mod 9` and `hitMod: 9` both say "expected -6 to 6, got 9". */
export function whole(min: number, max: number) {
  return bounded(min, max, 'expected a whole number', `expected ${min} to ${max}`);
}

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
/** Fate dice: a pool like "6,6,2" or a roll like "wound:6" (rules/tenth/matchup/run.ts reads it). */
const fateDice = z.union([z.string(), z.number()], { error: (i) => `expected Fate dice like "6,6,2" or "wound:6", got ${shownValue(i.input)}` }).transform(String);

/** A field of the options' schema, from a ruleset's plain descriptor of it (rules/flags.ts): the same values, in the same words, as its flag's parser. */
export function zodField(field: Field): z.ZodType {
  switch (field.kind) {
    case 'switch':
      return bool;
    case 'whole':
      return whole(field.min, field.max);
    case 'd6':
      // A saving throw is also written "4+" in a file.
      return field.save ? z.union([d6Result, z.string().regex(/^[2-6]\+$/).transform((s) => Number(s[0]))], { error: (i) => `${D6_WORDS}, got ${shownValue(i.input)}` }) : d6Result;
    case 'choice':
      return choice(...field.values);
    case 'name':
      return name;
    case 'names':
      return z.array(name, { error: (i) => `expected a list of names, got ${shownValue(i.input)}` });
    case 'fate':
      return fateDice;
    case 'counts':
      return z.array(whole(field.min, field.max), { error: (i) => `expected a list of ${field.parts} numbers of models, got ${shownValue(i.input)}` }).length(field.parts, `expected ${field.parts} numbers of models`);
    case 'gone':
      return z.never({ error: field.why });
  }
}

/** The fields of these flags that are one value (not lists), by option key. */
export function valueFields(flags: readonly Flag[]): Record<string, z.ZodType> {
  return Object.fromEntries(flags.filter((f) => f.field.kind !== 'names').map((f) => [f.key, zodField(f.field)]));
}

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
