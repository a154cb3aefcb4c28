/**
 * `wh40k schema`: a JSON Schema of the unit profile format, generated from the zod schema (so it
 * follows every change to schema.ts), for editors (yaml-language-server) to complete and check
 * unit files as people type. The checked-in copy, schema/unit.schema.json, is what the bundled
 * YAML files point at; a test regenerates it and fails when it is stale.
 *
 * zod describes the YAML as written (`io: 'input'`): a field with a transform (Sv: `3+`) is
 * described by what it accepts. What a transform or refinement checks in code (the text forms of
 * roll targets, dice and ranges; WS on melee weapons, BS on ranged ones) JSON Schema cannot get
 * from zod, so it is added here, field by field, on top of the generated schema.
 */
import { z } from 'zod';
import { LIMITS, unitSchema } from './schema.js';
import { abilitySchema, effectSchema } from './vocabulary.js';

type Json = Record<string, unknown>;

/** Where the bundled files find the checked-in schema, relative to data/<faction>/<unit>.yaml. */
export const SCHEMA_COMMENT = '# yaml-language-server: $schema=../../schema/unit.schema.json';

const rollTarget = (what: string): Json => ({
  description: `${what}: the D6 result needed, like 3+ (2+ to 6+)`,
  anyOf: [
    { type: 'integer', minimum: 2, maximum: 6 },
    { type: 'string', pattern: '^\\s*[2-6]\\s*\\+?\\s*$' },
  ],
});

const save: Json = {
  description: 'Save characteristic: the D6 result needed, like 3+ (2+ to 7+; 7+ or "-" for no armour save)',
  anyOf: [
    { type: 'integer', minimum: 2, maximum: 7 },
    { type: 'string', pattern: '^\\s*([2-7]\\s*\\+?|-)\\s*$' },
  ],
};

const dice = (what: string, most: number): Json => ({
  description: `${what}: a number or a dice expression like D3, D6, 2D6, D6+3 (1 to ${most})`,
  anyOf: [
    { type: 'integer', minimum: 1, maximum: most },
    { type: 'string', pattern: '^\\s*(\\d+|\\d*\\s*[dD]\\s*[36]\\s*([+-]\\s*\\d+)?)\\s*$' },
  ],
});

/**
 * Fields whose zod schema is a transform: their JSON Schema replaces the generated one (which says
 * only "number or string"). Keyed by field name; they mean the same wherever they appear.
 */
const TRANSFORMED: Record<string, Json> = {
  Sv: save,
  BS: rollTarget('Ballistic Skill (ranged weapons)'),
  WS: rollTarget('Weapon Skill (melee weapons)'),
  invulnerable: rollTarget('invulnerable save'),
  rangedInvulnerable: rollTarget('invulnerable save against ranged attacks only'),
  meleeInvulnerable: rollTarget('invulnerable save against melee attacks only'),
  feelNoPain: rollTarget('Feel No Pain'),
  mortalFeelNoPain: rollTarget('Feel No Pain against mortal wounds only'),
  Ld: {
    description: 'Leadership, like 6+',
    anyOf: [
      { type: 'integer', minimum: 0 },
      { type: 'string', pattern: '^\\s*\\d+\\s*\\+?\\s*$' },
    ],
  },
  A: dice('Attacks', LIMITS.A),
  D: dice('Damage', LIMITS.D),
  range: {
    description: 'melee, or the range in inches like 24 or 24"',
    anyOf: [
      { const: 'melee' },
      { type: 'number', exclusiveMinimum: 0 },
      { type: 'string', pattern: '^\\s*\\d+\\s*"?\\s*$' },
    ],
  },
};

/** Lists whose items are words an editor should know (vocabulary.ts), keyed by the field's path with array items left out. */
const VOCABULARY: Record<string, () => Json> = {
  'weapons.abilities': () => abilitySchema,
  effects: effectSchema,
};

/**
 * Descriptions for editors, where zod has none (a `.describe()` in schema.ts wins). Keyed by the
 * field's path with array items left out (`weapons.name`), or by its name alone.
 */
const DESCRIPTIONS: Record<string, string> = {
  '': 'A wh40k unit profile: one datasheet per file (see README "Unit YAML").',
  name: 'The unit name, as on its datasheet (a letter or digit, no "+")',
  aliases: 'Other names the CLI accepts for this unit (matched in any case, ignoring punctuation; no "+")',
  faction: 'The faction, e.g. World Eaters (`wh40k list --faction`)',
  source: 'Where the numbers come from: the datasheet or data file cited',
  keywords: 'Unit keywords (Anti-X and other rules match them), e.g. INFANTRY',
  stats: 'The profile every model has unless its model group overrides it',
  M: 'Move in inches, like 6 or 6"',
  T: 'Toughness',
  W: 'Wounds',
  OC: 'Objective Control',
  damageReduction: 'Subtract this from the Damage characteristic of attacks allocated to this unit',
  halveDamage: 'Halve the Damage characteristic of attacks allocated to this unit (rounding up)',
  points: 'Points by unit size (number of models), e.g. { 3: 140, 6: 280 }',
  models: 'The model groups of the unit, e.g. a Sergeant and the troopers',
  'models.name': 'The model name, e.g. Intercessor Sergeant',
  'models.count': 'How many models of this group the unit has by default',
  'models.min': 'The fewest models of this group (default: count)',
  'models.max': 'The most models of this group (default: count)',
  'models.champion': 'A Unit Champion: allocated attacks last, keeps its count when the unit is resized',
  'models.equipment': 'The weapons each model carries, by weapon name (a name twice: two of that weapon)',
  'models.stats': 'Characteristics of this group that differ from the unit stats',
  wargear: 'Wargear options of the datasheet: `--wargear NAME`',
  'wargear.name': 'The option name, for --wargear',
  'wargear.model': 'The model group that takes the option',
  'wargear.replace': 'Weapons the option removes',
  'wargear.with': 'Weapons the option adds',
  loadouts: 'Named sets of wargear options, as fielded',
  'loadouts.name': 'The loadout name',
  'loadouts.options': 'Wargear option names',
  weapons: 'Weapon profiles',
  'weapons.name': 'The weapon name, as equipment and wargear name it',
  'weapons.S': 'Strength',
  'weapons.AP': 'Armour Penetration, 0 or negative, e.g. -2',
  'weapons.abilities': 'Weapon abilities, e.g. lethal hits, sustained hits 1, anti-infantry 4+, rapid fire D3, melta 2',
  'weapons.profileOf': 'Profiles of one weapon (frag and krak) share this name; a model fires one of them',
  effects: 'Effects the unit always has (its own abilities, e.g. an aura): ids from `wh40k effects`',
  leaders: "The datasheet's Leader section: CHARACTER units that can lead this unit",
  abilities: 'Every ability on the datasheet and whether it is modelled: `wh40k show` lists them, `calc` notes the ones not modelled',
  'abilities.name': 'The ability name as the datasheet prints it, e.g. Assured Destruction',
  'abilities.modelled': 'How it is modelled (e.g. "effect stealth", "invulnerable: 5+"), or false',
  'abilities.reason': 'Why it is not modelled (required when modelled is false and it changes attacks)',
  damaged: "The datasheet's damaged profile: while its model has from-to wounds remaining, each of its attacks adds hit (e.g. -1) to the Hit roll",
  'damaged.from': 'The fewest wounds remaining it applies at, e.g. 1',
  'damaged.to': 'The most wounds remaining it applies at, e.g. 4',
  'damaged.hit': 'Added to each Hit roll of the model while it applies, e.g. -1',
  'abilities.affectsAttacks': 'false for an ability that changes no attack and no damage taken (movement, objectives): listed, never noted by calc',
};

/** The JSON Schema of a unit file, as `wh40k schema` prints it. */
export function unitJsonSchema(): Json {
  const generated = z.toJSONSchema(unitSchema, {
    target: 'draft-07',
    io: 'input',
    // Nothing in the unit schema is unrepresentable today; should something become so, it is
    // described as "anything" rather than failing the command.
    unrepresentable: 'any',
  }) as Json;
  const { $schema, ...rest } = generated;
  return { $schema, title: 'wh40k unit profile', ...amend(rest, []) };
}

/** The schema as the checked-in file holds it. */
export function unitJsonSchemaText(): string {
  return `${JSON.stringify(unitJsonSchema(), null, 2)}\n`;
}

/** A path step for array items and record values (they take no description of their own). */
const ITEM = '[]';

function amend(schema: Json, path: readonly string[]): Json {
  const out: Json = {};
  for (const [k, v] of Object.entries(schema)) {
    // zod bounds integers by Number.MAX_SAFE_INTEGER: noise in an editor.
    if ((k === 'maximum' && v === Number.MAX_SAFE_INTEGER) || (k === 'minimum' && v === Number.MIN_SAFE_INTEGER)) continue;
    if (k === 'properties') {
      out.properties = Object.fromEntries(
        Object.entries(v as Record<string, Json>).map(([name, sub]) => {
          const fresh = TRANSFORMED[name];
          const words = VOCABULARY[[...path, name].filter((p) => p !== ITEM).join('.')];
          const inner = amend(words ? { ...sub, items: words() } : sub, [...path, name]);
          const withDefault = 'default' in inner ? { default: inner.default } : {};
          return [name, fresh ? { ...fresh, ...withDefault, ...(inner.description ? { description: inner.description } : {}) } : inner];
        }),
      );
    } else if (k === 'items' && v && typeof v === 'object' && !Array.isArray(v)) {
      out.items = amend(v as Json, [...path, ITEM]);
    } else if (k === 'additionalProperties' && v && typeof v === 'object') {
      out.additionalProperties = amend(v as Json, [...path, ITEM]);
    } else if ((k === 'anyOf' || k === 'oneOf' || k === 'allOf') && Array.isArray(v)) {
      out[k] = v.map((s: Json) => amend(s, [...path, ITEM]));
    } else out[k] = v;
  }
  if (out.description === undefined && path[path.length - 1] !== ITEM) {
    const description = DESCRIPTIONS[path.filter((p) => p !== ITEM).join('.')] ?? DESCRIPTIONS[path[path.length - 1] ?? ''];
    if (description) out.description = description;
  }
  const props = out.properties as Record<string, Json> | undefined;
  if (props?.range && props.BS && props.WS) {
    // weaponSchema's refinement: a melee weapon has WS and no BS, a ranged weapon BS and no WS.
    out.allOf = [
      ...((out.allOf as Json[] | undefined) ?? []),
      {
        if: { properties: { range: { const: 'melee' } }, required: ['range'] },
        then: { required: ['WS'], not: { required: ['BS'] } },
        else: { required: ['BS'], not: { required: ['WS'] } },
      },
    ];
  }
  return out;
}
