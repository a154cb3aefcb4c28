/**
 * The legacy calc's options as zod fields (issue 26 section 4), made from its flags' plain descriptors
 * (rules/legacy/flags.ts) as 10th edition's are: a legacy scenario file's fields and the library's
 * `calculateLegacyMatchup` read an option as `wh40k --ruleset legacy calc`'s flag does, in the same words.
 */
import type { z } from 'zod';
import type { LegacyCalcOptions } from './legacy-contract.js';
import { LEGACY_FLAGS, type LegacyOptionKey } from '../rules/legacy/flags.js';
import { valueFields } from './option-fields.js';

/** The legacy calc's options (`wh40k --ruleset legacy calc --help`), camelCase. */
export const LEGACY_OPTION_FIELDS = valueFields(LEGACY_FLAGS) as Record<LegacyOptionKey, z.ZodType>;

// Every option has its flag: a missing one fails to compile (and the old vehicleSpeed its refusal).
type Expect<T extends true> = T;
export type LegacyOptionsHaveFlags = Expect<keyof LegacyCalcOptions | 'vehicleSpeed' extends LegacyOptionKey ? true : false>;
