/**
 * The legacy calc's options as one zod schema (issue 26 section 4), as matchup/option-schema.ts is
 * 10th edition's: `wh40k --ruleset legacy calc`'s flag parsers, a legacy scenario file's fields and
 * the library's `calculateLegacyMatchup` read an option through it, in the same words.
 */
import { z } from 'zod';
import { shownValue } from '../profiles/wording.js';
import type { LegacyCalcOptions } from './legacy-contract.js';
import { VEHICLE_SPEED_GONE } from '../rules/legacy/vehicles.js';
import { bool, choice, D6_WORDS, d6Result, name, whole } from './option-fields.js';

/** Models under each circle or zone of an Apocalyptic marker: n numbers 0 to 200. */
const modelCounts = (n: number) => z.array(whole(0, 200), { error: (i) => `expected a list of ${n} numbers of models, got ${shownValue(i.input)}` }).length(n, `expected ${n} numbers of models`);

/** The legacy calc's options (`wh40k --ruleset legacy calc --help`), camelCase. */
export const LEGACY_OPTION_FIELDS = {
  charged: bool,
  halfRange: bool,
  moved: bool,
  /** The cover save: 4 or "4+". */
  cover: z.union([d6Result, z.string().regex(/^[2-6]\+$/).transform((s) => Number(s[0]))], { error: (i) => `${D6_WORDS}, got ${shownValue(i.input)}` }),
  blastHits: whole(1, 200),
  /** Models under circles 1, 2, 3, 4 and 5-6 of an Apocalyptic Barrage marker. */
  barrageCircles: modelCounts(5),
  /** Models in an Apocalyptic Mega-blast's inner, middle and outer zone. */
  megaBlastZones: modelCounts(3),
  melee: bool,
  ranged: bool,
  firstRound: bool,
  supercharge: bool,
  wasCharged: bool,
  jink: bool,
  force: bool,
  precisionTarget: name,
  facing: choice('front', 'side', 'rear'),
  immobilised: bool,
  /** Refused with the reason: 7th edition's close combat against vehicles does not read how far one moved. */
  vehicleSpeed: z.never({ error: VEHICLE_SPEED_GONE }),
  smashAttack: bool,
  krakGrenades: bool,
  vectorStrike: bool,
  models: whole(1, 200),
  targetModels: whole(1, 200),
} as const satisfies Record<keyof LegacyCalcOptions | 'vehicleSpeed', z.ZodType>; // every option has its field: a missing one fails to compile (and the old vehicleSpeed its refusal)
