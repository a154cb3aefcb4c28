/**
 * calc's options as one zod schema (issue 26 section 4): the command line's flag parsers
 * (cli/command-options.ts), a scenario file's fields (../profiles/scenario.ts) and the library's
 * `calculate`, `namedMatchup`, `calculateTurn` and `calculateNeed` all read an option through it, so
 * a value one refuses the others refuse in the same words; a key that is no option is refused by name.
 */
import { z } from 'zod';
import { shownValue } from '../../../profiles/wording.js';
import { findEffect, UnknownEffectError } from '../effects/index.js';
import { bool, checkedFields, choice, name, valueFields, whole, zodField } from '../../option-fields.js';
import { TENTH_COMMAND_FIELDS, TENTH_FLAGS, type TenthOptionKey } from '../flags.js';
import type { CalcOptions } from './options.js';
import { TURN_PHASES } from './turn-result.js';

/** A list of names; one string is refused, not read letter by letter. */
const names = z.array(name, { error: (i) => `expected a list of names, got ${shownValue(i.input)}` });

/** A list of names: `[a, b]` or `"a, b"` (as `--with a,b` on the command line). */
const nameList = z
  .union([z.array(z.string()), z.string()], { error: (i) => `expected a list of names or "a, b", got ${shownValue(i.input)}` })
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean));

/** A list of effect names, each checked against the catalogue (the player's effects included, once loaded). */
const effectList = nameList.superRefine((list, ctx) => {
  list.forEach((effect, i) => {
    try {
      findEffect(effect);
    } catch (e) {
      if (!(e instanceof UnknownEffectError)) throw e;
      ctx.addIssue({ code: 'custom', path: [i], message: e.message });
    }
  });
});

/** calc's options that are one value (a switch, a number, a word, a name), with the bounds its flags have: rules/tenth/matchup/option-schema.ts adds the lists. */
export const CALC_VALUE_FIELDS: Record<TenthOptionKey, z.ZodType> = {
  ...(valueFields(TENTH_FLAGS) as Record<TenthOptionKey, z.ZodType>),
  ...Object.fromEntries(Object.entries(TENTH_COMMAND_FIELDS).map(([key, field]) => [key, zodField(field)])),
};

/**
 * Every option of calc, `wh40k calc`'s flags in camelCase (`--hit-mod` is hitMod): the one-value ones
 * (option-fields.ts, which the command line's parsers use without loading the effects) and the lists.
 * `simulate`, `seed` and `leader` are the command line's and a script's, not a scenario file's.
 */
export const CALC_OPTION_FIELDS = {
  ...CALC_VALUE_FIELDS,
  wargear: names,
  with: effectList,
  targetWith: effectList,
  without: effectList,
  leader: names,
  profile: names,
  targetWargear: names,
  targetProfile: names,
  /** The weapons' order (RULINGS 12): a list, or one string "a, b". */
  order: nameList,
} as const satisfies Record<keyof CalcOptions, z.ZodType>; // every option has its field: a missing one fails to compile

/** turn's own flags (`wh40k turn --phases shoot --overwatch`): `phases: [shoot, fight]` or "shoot, fight", in turn order. */
export const TURN_SETTING_FIELDS = {
  phases: nameList.pipe(z.array(choice(...TURN_PHASES)).min(1, 'expected at least one phase')).transform((named) => TURN_PHASES.filter((p) => named.includes(p))),
  overwatch: bool,
  fightBack: bool,
};

/** need's own flags besides its goal: --any-size [max] and --with-options. */
export const NEED_FIELDS = {
  anySize: z.union([z.literal(true), whole(1, 100)], { error: (i) => `expected true or a whole number 1 to 100, got ${shownValue(i.input)}` }),
  withOptions: effectList,
};

/** calc's options from a script, checked as the command line checks its flags (`calculate: options.hitMod: ...`). */
export function checkedOptions(given: unknown, what = 'options'): CalcOptions {
  return checkedFields<CalcOptions>(CALC_OPTION_FIELDS, given, what);
}
