/**
 * A legacy scenario file (issue 14): `ruleset: legacy` at the top, then matchups of legacy units by
 * name (or defined inline with the legacy unit schema) with the legacy calc's options in camelCase (README 'The older edition (legacy ruleset)').
 * Problems name file:line:col and the field, as a 10th-edition scenario's do.
 */
import { z } from 'zod';
import { valueFields } from '../option-fields.js';
import { LEGACY_FLAGS, type LegacyOptionKey } from './flags.js';

import { LEGACY_KNOWN_FIELDS, legacyUnitSchema } from './schema.js';
import type { LegacyUnit } from './types.js';
import { isLegacyRulesetLine } from '../../profiles/data-files.js';
import { InputError } from '../../profiles/errors.js';
import { toLegacyUnit } from './load.js';
import { type Path } from '../../profiles/positions.js';
import { MAX_YAML_BYTES, readUserText } from '../../profiles/read-file.js';
import { parseValidated } from '../../profiles/yaml.js';

/** The legacy options' zod fields, made from its flags (rules/legacy/flags.ts). */
const LEGACY_OPTION_FIELDS = valueFields(LEGACY_FLAGS) as Record<LegacyOptionKey, z.ZodType>;

/** The legacy calc's options (`wh40k --ruleset legacy calc --help`), camelCase: the command line's and the library's schema. */
const options = LEGACY_OPTION_FIELDS;

/** A unit by name, or defined inline with the legacy unit schema (its `ruleset: legacy` may be left out: the file's says it). */
const unitRef = z.union([z.string().min(1), legacyUnitSchema.extend({ ruleset: z.literal('legacy').default('legacy') })]);

const legacyScenarioSchema = z.strictObject({
  ruleset: z.literal('legacy'),
  title: z.string().min(1).optional(),
  /** Options every matchup starts from. */
  defaults: z.strictObject(options).partial().optional(),
  matchups: z.array(z.strictObject({ name: z.string().min(1).optional(), attacker: unitRef, target: unitRef, ...z.strictObject(options).partial().shape })).min(1),
  // A 10th-edition scenario's searches and turns (issue 15): said, not "unknown field".
  need: z.never({ error: "a legacy scenario file has matchups: only; search with wh40k --ruleset legacy need" }).optional(),
  turn: z.never({ error: "10th edition's turns: the legacy ruleset gives no turn phases (shoot, Overwatch, fight, fight back); a legacy scenario file has matchups: only" }).optional(),
});

const FIELDS = [...LEGACY_KNOWN_FIELDS, 'ruleset', 'title', 'defaults', 'matchups', 'need', 'turn', 'name', 'attacker', 'target', ...Object.keys(options)];

export type LegacyScenarioOptions = Partial<z.output<z.ZodObject<typeof options>>>;

export interface LegacyScenarioMatchup {
  readonly name?: string;
  /** A unit's name, or a unit defined inline. */
  readonly attacker: string | LegacyUnit;
  readonly target: string | LegacyUnit;
  /** The defaults, then the matchup's own. */
  readonly options: LegacyScenarioOptions;
  /** Where a field of this matchup is (`file:line:col`), for errors found later (an unknown unit). */
  readonly where: (field: string) => string;
}

/** A legacy scenario file's matchups and its `title:`, if it has one. */
export function loadLegacyScenario(file: string): { title?: string; matchups: LegacyScenarioMatchup[] } {
  const text = readUserText(file, MAX_YAML_BYTES);
  if (!text.split('\n').some(isLegacyRulesetLine)) throw new InputError(`${file}:1:1 ruleset: a legacy scenario file starts with ruleset: legacy (a scenario file without it is 10th edition's: run it without --ruleset legacy)`);
  const { data, where } = parseValidated(text, file, legacyScenarioSchema, FIELDS, 'a legacy scenario file needs ruleset: legacy and matchups: a list of { attacker, target }');
  const matchups = data.matchups.map(({ name, attacker, target, ...own }, i) => {
    const at = (field: string) => where(['matchups', i, field] satisfies Path);
    const unit = (ref: typeof attacker, field: 'attacker' | 'target') => (typeof ref === 'string' ? ref : toLegacyUnit(ref, file, where, ['matchups', i, field]));
    const units = { attacker: unit(attacker, 'attacker'), target: unit(target, 'target') };
    return { ...(name === undefined ? {} : { name }), ...units, options: { ...data.defaults, ...own }, where: at };
  });
  return { ...(data.title === undefined ? {} : { title: data.title }), matchups };
}

