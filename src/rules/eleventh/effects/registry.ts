/**
 * 11th edition's effects registry (RULINGS 10): every effect by id, for the flags, the unit files and the list.
 * An id not here is refused naming the ruleset: a 10th-edition effect is never applied.
 */
import { UsageError } from '../../errors.js';
import { lookupKey } from '../../names.js';
import { suggest } from '../../../profiles/wording.js';
import type { Effect } from './types.js';
import { BLESSINGS, DETACHMENTS, ENHANCEMENTS } from './world-eaters.js';
import { AURAS, DATASHEETS, OWN_ABILITIES } from './world-eaters-datasheets.js';
import { LISTED } from './world-eaters-listed.js';

/** Every 11th-edition effect, in `wh40k --ruleset 11th effects`' order. */
export const EFFECTS: readonly Effect[] = [...BLESSINGS, ...DETACHMENTS, ...ENHANCEMENTS, ...DATASHEETS, ...OWN_ABILITIES, ...AURAS, ...LISTED];

const BY_KEY = new Map(EFFECTS.map((e) => [lookupKey(e.id), e]));

/** An effect by its id (case and spaces aside), or a refusal naming the ruleset (RULINGS 10) and the closest id. */
export function effectById(given: string, flag: string): Effect {
  const found = BY_KEY.get(lookupKey(given));
  if (found) return found;
  const best = suggest(given, EFFECTS.map((e) => e.id));
  throw new UsageError(
    `${flag} ${given}: not an 11th-edition effect${best ? ` (did you mean "${best}"?)` : ''}; a 10th-edition effect is never applied to an 11th-edition calculation (RULINGS 10): \`wh40k --ruleset 11th effects\` lists them`,
  );
}


/** The effect that models a datasheet ability, by its printed name (case, spaces and punctuation aside), if there is one. */
export const effectNamed = (name: string): Effect | undefined => EFFECTS.find((e) => e.change && lookupKey(e.name) === lookupKey(name));
