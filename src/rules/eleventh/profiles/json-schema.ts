/**
 * `wh40k --ruleset 11th schema`: the JSON Schema of an 11th-edition unit file (issue 28), generated from its
 * zod schema (schema.ts) as the other rulesets' are, with words for an editor where zod has none. The
 * checked-in copy, schema/unit-11th.schema.json, is what data/eleventh/<faction>/*.yaml point at.
 */
import { z } from 'zod';
import { EFFECTS } from '../effects/registry.js';
import { ABILITY_FORMS } from './abilities.js';
import { unitSchema } from './schema.js';

type Json = Record<string, unknown>;

/** Where the bundled files find the checked-in schema, relative to data/eleventh/<faction>/<unit>.yaml. */
export const SCHEMA_COMMENT = '# yaml-language-server: $schema=../../../schema/unit-11th.schema.json';

/** Descriptions by field name, where the name alone says what it is. */
const DESCRIPTIONS: Record<string, string> = {
  ruleset: 'Always 11th: the file is an 11th-edition unit (README "11th edition")',
  source: 'Where the stat line was read from: file, commit or version, entry (../shared/rules/eleventh/DATA.md)',
  keywords: 'Unit keywords, upper case, e.g. INFANTRY, VEHICLE (Anti-X, Hunter and keyword-qualified abilities match them)',
  Sv: 'Save: the D6 result needed, like 3+ (7+ or "-": none)',
  InSv: 'Invulnerable save, a characteristic (11e 05.04): like 4+; AP never modifies it',
  InSvOnly: 'The InSv holds only against ranged or only against melee attacks',
  InSvMelee: 'An InSv improved against melee attacks only ("improved to 4+ against melee attacks"): the better one holds there',
  InSvRanged: 'An InSv improved against ranged attacks only: the better one holds there',
  feelNoPain: 'Feel No Pain, like 5+ (11e 24.12)',
  mortalFeelNoPain: 'Feel No Pain against mortal wounds only, like 5+',
  damageReduction: 'Subtract this from the Damage of attacks allocated to this unit (not Devastating Wounds: RULINGS 3)',
  halveDamage: 'Halve the Damage of attacks allocated to this unit, rounding up at the end (11e 02.02.01)',
  damaged: 'Damaged: 1-X Wounds Remaining (11e 24.39): with X or fewer wounds left, -1 to its hit rolls',
  points: 'Points by unit size (number of models), e.g. { 5: 80, 10: 160 }',
  character: 'A CHARACTER model: its own allocation group, allocated after the others (11e 05.03)',
  equipment: 'The weapons each model of the group carries, by weapon name',
  BS: 'Ballistic Skill (ranged weapons), like 3+; N/A for a Torrent weapon',
  WS: 'Weapon Skill (melee weapons), like 3+',
  A: 'Attacks: a number or dice like D6+3',
  D: 'Damage: a number or dice like D3',
  hunter: 'A Hunter profile (11e 04.01.03): it may only target units with one of these keywords',
  profileOf: 'Profiles of one weapon (frag and krak) share this name; a model fires one of them',
};

const abilityWords = {
  description: `A weapon ability in 11th edition's words, case and [brackets] aside: ${ABILITY_FORMS.join(', ')}; lethal hits, devastating wounds, twin-linked and sustained hits may name keywords, e.g. "lethal hits: VEHICLE"`,
  anyOf: [{ type: 'string' }, { type: 'object', minProperties: 1, maxProperties: 1, additionalProperties: { type: 'string' } }],
};

/** Descriptions added, and each weapon's abilities (`inWeapons`: below the weapons list) described by their forms. */
function amend(schema: unknown, key?: string, inWeapons = false): unknown {
  if (Array.isArray(schema)) return schema.map((s) => amend(s, undefined, inWeapons));
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Json = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, k === 'properties' ? properties(v as Json, inWeapons) : amend(v, undefined, inWeapons)]));
  const words = key === undefined ? undefined : DESCRIPTIONS[key];
  return words && out.description === undefined ? { ...out, description: words } : out;
}

/** The effects a unit may carry: the registry's ids (RULINGS 10). */
const effectWords = {
  description: 'The 11th-edition effects the unit carries, by id (`wh40k --ruleset 11th effects`), e.g. its own aura; --without leaves one out',
  items: { type: 'string', enum: EFFECTS.map((e) => e.id) },
};

function properties(props: Json, inWeapons: boolean): Json {
  const described = (name: string, sub: unknown) => {
    if (inWeapons && name === 'abilities') return { ...(sub as Json), items: abilityWords };
    if (!inWeapons && name === 'effects') return { ...(sub as Json), ...effectWords };
    return amend(sub, name, inWeapons || name === 'weapons');
  };
  return Object.fromEntries(Object.entries(props).map(([name, sub]) => [name, described(name, sub)]));
}

export function unitJsonSchemaText(): string {
  const { $schema, ...rest } = z.toJSONSchema(unitSchema, { target: 'draft-07', io: 'input', unrepresentable: 'any' }) as Json;
  return `${JSON.stringify({ $schema, title: 'wh40k 11th-edition unit profile (ruleset: 11th)', ...(amend(rest) as Json) }, null, 2)}\n`;
}
