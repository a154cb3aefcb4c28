/**
 * `wh40k --ruleset legacy schema`: the JSON Schema of a legacy unit file (issue 14), generated from
 * its zod schema (src/rules/legacy/schema.ts) as the 10th-edition one is (json-schema.ts), with the
 * special rules an editor can offer: the headings of 004, with or without a value in brackets.
 * The checked-in copy, schema/legacy-unit.schema.json, is what data/legacy/*.yaml point at.
 */
import { z } from 'zod';
import { legacyUnitSchema } from './schema.js';
import { USR_HEADINGS } from './usr-headings.js';

type Json = Record<string, unknown>;

/** A heading as a pattern of any case (JSON Schema's regular expressions have no flags). */
const anyCase = (s: string) => [...s].map((ch) => (/[a-z]/i.test(ch) ? `[${ch.toLowerCase()}${ch.toUpperCase()}]` : ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');

/** A USR as written: a heading of 004 (any case), optionally with a value in brackets: "Poisoned (4+)". */
const usrSchema: Json = {
  type: 'string',
  description: 'A Universal Special Rule of 004, e.g. Rending, Poisoned (4+), Feel No Pain (5+), Preferred Enemy (Orks)',
  pattern: `^\\s*(${USR_HEADINGS.map(anyCase).join('|')})\\s*(\\([^()]*\\))?\\s*$`,
};

function legacyUnitJsonSchema(): Json {
  const generated = z.toJSONSchema(legacyUnitSchema, { target: 'draft-07', io: 'input', unrepresentable: 'any' }) as Json;
  const { $schema, ...rest } = generated;
  return { $schema, title: 'wh40k legacy unit profile (ruleset: legacy)', ...withUsrs(rest) };
}

/** Every `rules` list takes USRs. */
function withUsrs(schema: Json): Json {
  return Object.fromEntries(
    Object.entries(schema).map(([k, v]) => {
      if (k === 'rules' && v && typeof v === 'object' && (v as Json).type === 'array') return [k, { ...(v as Json), items: usrSchema }];
      if (v && typeof v === 'object' && !Array.isArray(v)) return [k, withUsrs(v as Json)];
      if (Array.isArray(v)) return [k, v.map((x) => (x && typeof x === 'object' ? withUsrs(x as Json) : x))];
      return [k, v];
    }),
  );
}

export function legacyUnitJsonSchemaText(): string {
  return `${JSON.stringify(legacyUnitJsonSchema(), null, 2)}\n`;
}
