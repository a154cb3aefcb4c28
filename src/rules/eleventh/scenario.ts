/**
 * An 11th-edition scenario file (issue 28; README '11th edition'): `ruleset: 11th` at the top, then matchups
 * of 11th-edition units by name (or defined inline with the unit file's schema) with calc's options in
 * camelCase, as `wh40k --ruleset 11th run` and `report` read it. Problems name file:line:col and the field.
 */
import { z } from 'zod';
import { InputError, placed } from '../../profiles/errors.js';
import type { Path } from '../../profiles/positions.js';
import { MAX_YAML_BYTES, readUserText } from '../../profiles/read-file.js';
import { parseValidated } from '../../profiles/yaml.js';
import type { Pairing, ScenarioMatchups } from '../ruleset.js';
import type { EleventhOptions } from './flags.js';
import { findUnit, type OtherRulesetNames } from './matchup.js';
import { optionFields } from './option-check.js';
import { toUnit, type EleventhUnit } from './profiles/load.js';
import { KNOWN_FIELDS, unitSchema } from './profiles/schema.js';

const options = optionFields();

/** A unit by name, or defined inline (its `ruleset: 11th` may be left out: the file's says it). */
const unitRef = z.union([z.string().min(1), unitSchema.extend({ ruleset: z.literal('11th').default('11th') })]);

const scenarioSchema = z.strictObject({
  ruleset: z.literal('11th'),
  title: z.string().min(1).optional(),
  /** Options every matchup starts from. */
  defaults: z.strictObject(options).partial().optional(),
  matchups: z.array(z.strictObject({ name: z.string().min(1).optional(), attacker: unitRef, target: unitRef, ...z.strictObject(options).partial().shape })).optional(),
  need: z.never({ error: 'an 11th-edition scenario file has matchups: and turn: entries; search with wh40k --ruleset 11th need' }).optional(),
  /** Whole turns (README '11th edition'), as `wh40k --ruleset 11th turn` computes them: units by name, turn's own settings, calc's options. */
  turn: z
    .array(
      z.strictObject({
        name: z.string().min(1).optional(),
        attacker: z.string().min(1),
        target: z.string().min(1),
        phases: z.array(z.enum(['shoot', 'fight'])).min(1).optional(),
        overwatch: z.boolean().optional(),
        fightBack: z.boolean().optional(),
        order: z.array(z.string().min(1)).min(1).optional(),
        ...z.strictObject(options).partial().shape,
      }),
    )
    .optional(),
});

const FIELDS = [...KNOWN_FIELDS, 'title', 'defaults', 'matchups', 'need', 'turn', 'attacker', 'target', 'phases', 'overwatch', 'fightBack', 'order', ...Object.keys(options)];

/** A scenario file's `turn:` entry, its units by name among the units the file was read with (the value's scenarioTurn computes it). */
export interface EleventhScenarioTurn {
  readonly name: string;
  readonly units: readonly EleventhUnit[];
  readonly attacker: string;
  readonly target: string;
  /** turn's settings and calc's options, as the command line's parsers give them. */
  readonly options: Readonly<Record<string, unknown>>;
}

/** A scenario file's matchups, each named (by its units when the file does not); units by name looked up among `units`. */
export async function eleventhScenario(file: string, units: readonly EleventhUnit[], otherNames: OtherRulesetNames): Promise<ScenarioMatchups<EleventhUnit, EleventhOptions>> {
  const text = readUserText(file, MAX_YAML_BYTES);
  const { data, where } = parseValidated(text, file, scenarioSchema, FIELDS, 'an 11th-edition scenario file needs ruleset: 11th and matchups: (or turn:) a list of { attacker, target }');
  if (!data.matchups?.length && !data.turn?.length) throw new InputError(`${file}:1:1 matchups: an 11th-edition scenario file needs matchups: or turn: entries, a list of { attacker, target }`);
  const matchups: (Pairing<EleventhUnit, EleventhOptions> & { name: string })[] = [];
  for (const [i, { name, attacker, target, ...own }] of (data.matchups ?? []).entries()) {
    const unit = async (ref: typeof attacker, field: 'attacker' | 'target') => {
      const path: Path = ['matchups', i, field];
      if (typeof ref !== 'string') return toUnit(ref, file, where, path);
      try {
        return await findUnit(units, ref, otherNames);
      } catch (e) {
        throw e instanceof InputError ? placed(e, `${where(path)} ${field}: `) : e;
      }
    };
    const sides = { attacker: await unit(attacker, 'attacker'), target: await unit(target, 'target') };
    const opts = { ...data.defaults, ...own } as EleventhOptions;
    if (opts.melee && opts.ranged) throw new InputError(`${where(['matchups', i, 'ranged'])} ranged: a matchup is melee or ranged, not both`);
    matchups.push({ name: name ?? `${sides.attacker.name} vs ${sides.target.name}`, ...sides, options: opts });
  }
  const turn: EleventhScenarioTurn[] = [];
  for (const [i, { name, attacker, target, ...own }] of (data.turn ?? []).entries()) {
    // Each side found now, so that a misspelt name is placed at its line (the turn itself is computed when run asks).
    for (const [field, ref] of [['attacker', attacker], ['target', target]] as const) {
      try {
        await findUnit(units, ref, otherNames);
      } catch (e) {
        throw e instanceof InputError ? placed(e, `${where(['turn', i, field])} ${field}: `) : e;
      }
    }
    turn.push({ name: name ?? `${attacker} vs ${target}`, units, attacker, target, options: { ...data.defaults, ...own } });
  }
  return { ...(data.title === undefined ? {} : { title: data.title }), matchups, need: [], turn };
}
