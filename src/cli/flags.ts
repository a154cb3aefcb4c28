/**
 * A ruleset's matchup flags on a command (issue 27): commander options made from the ruleset's plain
 * descriptors (rules/flags.ts), each value read by a parser of its field. The parsers say what the
 * options' zod schema says of the same value (rules/option-fields.ts; tests/cli/flag-words.test.ts
 * checks every flag of every ruleset), without loading zod: a cold `wh40k calc` stays fast (issue 13).
 */
import { InvalidArgumentError, Option, type Command } from 'commander';
import { choiceWords, D6_WORDS, longFlag, type Field, type Flag } from '../rules/flags.js';
import { shownValue } from '../profiles/wording.js';
import { collect } from './options.js';

/** A flag's text as a script would give the value: a whole number (5, or 5+ for a D6 result) a number, a word in lower case. */
function flagValue(text: string, d6: boolean): number | string {
  const m = (d6 ? /^\s*([+-]?\d+)\+?\s*$/ : /^\s*([+-]?\d+)\s*$/).exec(text);
  return m ? Number(m[1]) : text.trim().toLowerCase();
}

function bounded(min: number, max: number, notWhole: string, outside: string) {
  return (text: string): number => {
    const v = flagValue(text, notWhole === D6_WORDS);
    if (typeof v !== 'number') throw new InvalidArgumentError(`${notWhole}, got ${shownValue(v)}`);
    if (v < min || v > max) throw new InvalidArgumentError(`${outside}, got ${shownValue(v)}`);
    return v;
  };
}

/** `n` numbers of models, min to max, written "3,5,0". */
function counts(n: number, min: number, max: number) {
  return (value: string): number[] => {
    const parts = value.split(',').map((part) => part.trim());
    if (parts.length !== n || parts.some((part) => !/^\d+$/.test(part) || Number(part) < min || Number(part) > max)) {
      throw new InvalidArgumentError(`expected ${n} numbers of models ${min} to ${max} separated by commas, like ${new Array<string>(n).fill('3').join(',')}, got "${value}"`);
    }
    return parts.map(Number);
  };
}

/** The parser of a field's flag, if its text is read (a name or Fate dice is taken as typed; names collect). */
export function fieldParser(field: Field): ((text: string) => unknown) | undefined {
  switch (field.kind) {
    case 'whole':
      return bounded(field.min, field.max, 'expected a whole number', `expected ${field.min} to ${field.max}`);
    case 'd6':
      return bounded(2, 6, D6_WORDS, D6_WORDS);
    case 'choice':
      return (text: string) => {
        const v = flagValue(text, false);
        if (typeof v === 'string' && field.values.includes(v)) return v;
        throw new InvalidArgumentError(`expected ${choiceWords(field.values)}, got ${shownValue(v)}`);
      };
    case 'counts':
      return counts(field.parts, field.min, field.max);
    case 'gone':
      return () => {
        throw new InvalidArgumentError(field.why);
      };
    default:
      return undefined;
  }
}

/** The commander option of one flag. */
export function flagOption(f: Flag): Option {
  const option = new Option(f.flag, f.description);
  const parse = fieldParser(f.field);
  if (f.field.kind === 'names') option.argParser(collect).default([]);
  else if (parse) option.argParser(parse as (text: string) => undefined);
  if (f.conflicts) option.conflicts(f.conflicts);
  if (f.hidden) option.hideHelp();
  return option;
}

/** The command with these flags. */
export function withFlags(cmd: Command, flags: readonly Flag[]): Command {
  for (const f of flags) cmd.addOption(flagOption(f));
  return cmd;
}

/** The long options (`--hit-mod`) of these flags. */
export const longFlags = (flags: readonly Flag[]): string[] => flags.map(longFlag);
