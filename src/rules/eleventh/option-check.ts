/**
 * 11th edition's options checked with zod, from its flags' fields (a script's, a scenario file's): apart from the
 * matchup (matchup.ts), so that a calc from the command line, whose flag parsers read the options already, loads no
 * zod (issue 30 section 3).
 */
import { checkedFields, zodField } from '../option-fields.js';
import { ELEVENTH_COMMAND_FIELDS, ELEVENTH_FLAGS, type EleventhCalcOptions } from './flags.js';

/** A script's options checked as the command line checks its flags (a key that is no option is refused). */
export const checkedOptions = (options: object, what: string): EleventhCalcOptions =>
  checkedFields<EleventhCalcOptions>({ ...optionFields(), ...Object.fromEntries(Object.entries(ELEVENTH_COMMAND_FIELDS).map(([k, f]) => [k, zodField(f)])) }, options, what);

/** Every matchup option's zod field, made from its flag (a scenario file's and a script's: `profile` a list of names). */
export const optionFields = () => Object.fromEntries(ELEVENTH_FLAGS.map((f) => [f.key, zodField(f.field)]));

