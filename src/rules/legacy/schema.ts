/**
 * The zod schema of a legacy unit file (`ruleset: legacy`, issue 14): the older edition's profiles
 * as players write them (WS 4, Sv 3+, "Assault 2", S "x2", AP "-", "Poisoned (4+)"), turned into the
 * typed LegacyUnit of types.ts. Reading the file and placing errors at file:line:column is
 * src/rules/legacy/load.ts's work, as for 10th-edition units.
 */
import { z } from 'zod';
import { parseDice } from '../../dice/expression.js';
import { lookupKey } from '../names.js';
import { suggest } from '../../profiles/wording.js';
import type { LegacyStrength, LegacyWeaponType, Usr } from './types.js';
import { USR_HEADINGS } from './usr-headings.js';

const issue = (ctx: z.RefinementCtx, message: string) => {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
};

/** A characteristic of 0 to 10; "-" (a vehicle's WS or T, a Genestealer's BS) is 0 (7th edition core rules, 'Characteristics'). */
const characteristic = z.union([z.number().int().min(0).max(10), z.literal('-')]).transform((v) => (v === '-' ? 0 : v));

/**
 * Wounds: above 10 where a published profile has it (a Lord of War creature's W 12, say), to 99; the other
 * characteristics stop at 10 (7th edition core rules, 'Characteristics').
 */
const wounds = z.union([z.number().int().min(0).max(99), z.literal('-')]).transform((v) => (v === '-' ? 0 : v));

/** A save written 3+ (or 3); `plusses`: 2 for an invulnerable save written 5++. */
function saveRoll(what: string, plusses: 1 | 2) {
  return z.union([z.number(), z.string()]).transform((v, ctx) => {
    const m = (plusses === 2 ? /^\s*([2-6])\s*\+{0,2}\s*$/ : /^\s*([2-6])\s*\+?\s*$/).exec(String(v));
    return m ? Number(m[1]) : issue(ctx, `expected ${what} like ${plusses === 2 ? '5++ or 5+' : '3+'} (2+ to 6+), got ${JSON.stringify(v)}`);
  });
}

const armourSave = z.union([z.literal('-'), saveRoll('an armour save (or "-" for none)', 1)]).transform((v) => (v === '-' ? null : v));

const legacyStatsSchema = z.strictObject({
  WS: characteristic,
  BS: characteristic,
  S: characteristic,
  T: characteristic,
  W: wounds,
  I: characteristic,
  A: characteristic,
  Ld: characteristic,
  Sv: armourSave,
  invulnerable: saveRoll('an invulnerable save', 2).optional(),
});

/** Lower case names of the USR headings, by their lookup key (case, spaces and punctuation aside). */
const USR_BY_KEY = new Map(USR_HEADINGS.map((h) => [lookupKey(h), h.toLowerCase()]));

/**
 * "Rending", "Poisoned (4+)", "Preferred Enemy (Orks)", "Scout 6" -> a Usr; a name not among 004's
 * headings is refused, with the closest heading when one is close.
 */
export function parseUsr(text: string): Usr {
  const m = /^\s*([^()]+?)\s*(?:\(\s*([^()]*?)\s*\))?\s*$/.exec(text);
  if (!m) throw new Error(`expected a special rule like "Rending" or "Poisoned (4+)", got ${JSON.stringify(text)}`);
  const name = USR_BY_KEY.get(lookupKey(m[1]));
  if (!name) {
    const close = suggest(m[1], USR_HEADINGS);
    throw new Error(`unknown special rule ${JSON.stringify(m[1])}${close ? ` (did you mean "${close}"?)` : ''}: the rules are the headings of 004 (\`wh40k --ruleset legacy effects\`)`);
  }
  if (m[2] === undefined || m[2] === '') return { name };
  const value = /^(\d+)\s*\+?$/.exec(m[2]);
  return { name, value: value ? Number(value[1]) : m[2].toLowerCase() };
}

const usr = z.string().transform((v, ctx) => {
  try {
    return parseUsr(v);
  } catch (e) {
    return issue(ctx, (e as Error).message);
  }
});

/** Number, "User", "x2", "+1" or "D" (004 'Destroyer Weapons'), or null. */
function oneStrength(text: string): LegacyStrength | null {
  const s = text.trim().toLowerCase();
  if (/^\d+$/.test(s) && Number(s) >= 1 && Number(s) <= 10) return { kind: 'value', value: Number(s) };
  if (s === 'user') return { kind: 'user' };
  if (s === 'd') return { kind: 'destroyer' };
  const times = /^[x×]\s*([2-3])$/.exec(s);
  if (times) return { kind: 'times', factor: Number(times[1]) };
  const plus = /^\+\s*([1-5])$/.exec(s);
  if (plus) return { kind: 'plus', add: Number(plus[1]) };
  return null;
}

/** A Strength; three of them, "10/7/5", are an Apocalyptic Mega-blast's zones (004 'Apocalyptic Mega-blast'). */
const strength = z.union([z.number(), z.string()]).transform((v, ctx): LegacyStrength | LegacyStrength[] => {
  const parts = String(v).split('/');
  const zoned = parts.map(oneStrength);
  if (parts.length === 3 && zoned.every((s) => s !== null)) return zoned as LegacyStrength[];
  if (parts.length === 1 && zoned[0] !== null) return zoned[0];
  if (parts.length > 1) return issue(ctx, `expected three Strengths like "10/7/5" (an Apocalyptic Mega-blast's zones), got ${JSON.stringify(v)}`);
  return issue(ctx, `expected a Strength: 1 to 10, "User", "x2", "+1" or "D", got ${JSON.stringify(v)}`);
});

/** 1-6, or "-" (no AP: null); three of them, "1/4/6", are an Apocalyptic Mega-blast's zones. */
const ap = z
  .union([
    z.number().int().min(1).max(6),
    z.string().regex(/^\s*(-|[1-6]\s*\/\s*[1-6-]\s*\/\s*[1-6-]|-\s*\/\s*[1-6-]\s*\/\s*[1-6-])\s*$/, 'expected an AP: 1 to 6 or "-" (three of them, "1/4/6", for an Apocalyptic Mega-blast\'s zones)'),
  ])
  .transform((v): number | null | (number | null)[] => {
    if (typeof v === 'number') return v;
    const parts = v.split('/').map((a) => (a.trim() === '-' ? null : Number(a)));
    return parts.length === 1 ? parts[0] : parts;
  });

const TYPE_HELP = 'a type like "Rapid Fire", "Assault 2", "Heavy D6", "Salvo 2/4", "Pistol", "Ordnance 1" or "Melee"';

/** The weapon's type (7th edition core rules, 'Weapon Types'). */
export function parseWeaponType(text: string): LegacyWeaponType {
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (t === 'melee') return { kind: 'melee' };
  if (t === 'rapid fire') return { kind: 'rapid fire' };
  if (t === 'pistol' || t === 'pistol 1') return { kind: 'pistol' };
  const salvo = /^salvo (\d+)\s*\/\s*(\d+)$/.exec(t);
  if (salvo) return { kind: 'salvo', moving: Number(salvo[1]), stationary: Number(salvo[2]) };
  const shots = /^(assault|heavy|ordnance) (.+)$/.exec(t);
  if (shots) {
    const dice = parseDice(shots[2]);
    if (dice.count * dice.sides + dice.constant > 0) return { kind: shots[1] as 'assault' | 'heavy' | 'ordnance', shots: dice };
  }
  throw new Error(`expected ${TYPE_HELP}, got ${JSON.stringify(text)}`);
}

const weaponType = z.string().transform((v, ctx) => {
  try {
    return parseWeaponType(v);
  } catch (e) {
    return issue(ctx, (e as Error).message);
  }
});

/** Inches (24 or 24"), "melee" (or "-"), or "Template" (about 8": 7th edition core rules, 'Template Weapons'). */
const range = z.union([z.number().positive(), z.string()]).transform((v, ctx): number | 'melee' | 'template' => {
  if (typeof v === 'number') return v;
  const t = v.trim().toLowerCase();
  if (t === 'melee' || t === '-') return 'melee';
  if (t === 'template') return 'template';
  const m = /^(\d+)\s*"?$/.exec(t);
  return m && Number(m[1]) > 0 ? Number(m[1]) : issue(ctx, `expected a range in inches like 24, "melee" or "Template", got ${JSON.stringify(v)}`);
});

const legacyWeaponSchema = z.strictObject({
  name: z.string().min(1),
  range: range.optional(),
  S: strength,
  AP: ap,
  type: weaponType,
  rules: z.array(usr).default([]),
});

const models = z.number().int().min(1).max(200);

const vehicleSchema = z.strictObject({
  front: z.number().int().min(10).max(14),
  side: z.number().int().min(10).max(14),
  rear: z.number().int().min(10).max(14),
  hullPoints: z.number().int().min(1).max(20),
  types: z.array(z.string().min(1)).default([]),
});

const legacyModelGroupSchema = z.strictObject({
  name: z.string().min(1),
  count: models,
  min: models.optional(),
  max: models.optional(),
  stats: legacyStatsSchema.partial().optional(),
  vehicle: vehicleSchema.optional(),
  /** A Bike or Jetbike's riders, each firing one weapon (7th edition core rules, 'Bikes and Jetbikes'); 1 if left out. */
  riders: z.number().int().min(1).max(3).optional(),
  /** The grenades each model carries (7th edition core rules, 'Grenades'): named, not thrown or fought with (grenades.ts). */
  grenades: z.array(z.enum(['frag', 'krak'])).optional(),
  weapons: z.array(z.string().min(1)).default([]),
  rules: z.array(usr).default([]),
});

const unitName = z
  .string()
  .min(1)
  .refine((n) => lookupKey(n) !== '', 'blank: a name needs a letter or digit');

export const legacyUnitSchema = z.strictObject({
  ruleset: z.literal('legacy'),
  name: unitName,
  aliases: z.array(unitName).default([]),
  faction: z.string().min(1),
  source: z.string().min(1),
  /** Infantry, Monstrous Creature, Vehicle, ... */
  type: z.string().min(1),
  stats: legacyStatsSchema.partial().optional(),
  rules: z.array(usr).default([]),
  points: z.strictObject({ base: z.number().int().nonnegative(), perModel: z.number().int().nonnegative().optional() }).optional(),
  models: z.array(legacyModelGroupSchema).min(1),
  weapons: z.array(legacyWeaponSchema).default([]),
});

export type LegacyUnitFile = z.output<typeof legacyUnitSchema>;

/** Every field name the schema knows, for "did you mean" on unknown keys. */
export const LEGACY_KNOWN_FIELDS = [
  ...Object.keys(legacyUnitSchema.shape),
  ...Object.keys(legacyStatsSchema.shape),
  ...Object.keys(legacyWeaponSchema.shape),
  ...Object.keys(legacyModelGroupSchema.shape),
  ...Object.keys(vehicleSchema.shape),
];
