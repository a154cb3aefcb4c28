import { z } from 'zod';
import { parseDice } from '../dice/expression.js';
import { parseAbility } from '../rules/abilities.js';

/** `3+` or 3: the D6 result needed. */
const rollTarget = z
  .union([z.number(), z.string()])
  .transform((v, ctx) => {
    const m = /^\s*([2-6])\s*\+?\s*$/.exec(String(v));
    if (!m) {
      ctx.addIssue({ code: 'custom', message: `expected a roll target like 3+ (2+ to 6+), got ${JSON.stringify(v)}` });
      return z.NEVER;
    }
    return Number(m[1]);
  });

/**
 * A Save characteristic: `3+` or 3, and `7+` (or BattleScribe's "-") for a model with no armour save worth
 * rolling: a roll of 7+ that modifiers can improve (cover makes it 6+); an unmodified 6 never passes it.
 */
const saveTarget = z
  .union([z.number(), z.string()])
  .transform((v, ctx) => {
    if (String(v).trim() === '-') return 7;
    const m = /^\s*([2-7])\s*\+?\s*$/.exec(String(v));
    if (!m) {
      ctx.addIssue({ code: 'custom', message: `expected a Save like 3+ (2+ to 7+; 7+ or "-" for no armour save), got ${JSON.stringify(v)}` });
      return z.NEVER;
    }
    return Number(m[1]);
  });

/** Leadership can be 4+..9+ after modifiers; datasheets print 5+..9+. */
const leadership = z.union([z.number(), z.string()]).transform((v, ctx) => {
  const m = /^\s*(\d+)\s*\+?\s*$/.exec(String(v));
  if (!m) {
    ctx.addIssue({ code: 'custom', message: `expected a Leadership like 6+, got ${JSON.stringify(v)}` });
    return z.NEVER;
  }
  return Number(m[1]);
});

const dice = z.union([z.number().int().nonnegative(), z.string()]).transform((v, ctx) => {
  try {
    return parseDice(v);
  } catch (e) {
    ctx.addIssue({ code: 'custom', message: (e as Error).message });
    return z.NEVER;
  }
});

const ability = z.string().transform((v, ctx) => {
  try {
    return parseAbility(v);
  } catch (e) {
    ctx.addIssue({ code: 'custom', message: (e as Error).message });
    return z.NEVER;
  }
});

const range = z.union([z.literal('melee'), z.number().positive(), z.string()]).transform((v, ctx) => {
  if (v === 'melee' || typeof v === 'number') return v;
  const m = /^\s*(\d+)\s*"?\s*$/.exec(v);
  if (!m) {
    ctx.addIssue({ code: 'custom', message: `expected melee or a range in inches like 24 or 24", got ${JSON.stringify(v)}` });
    return z.NEVER;
  }
  return Number(m[1]);
});

const count = z.number().int().min(1);

export const statsSchema = z.strictObject({
  M: z.union([z.number().nonnegative(), z.string()]),
  T: count,
  Sv: saveTarget,
  W: count,
  Ld: leadership,
  OC: z.number().int().nonnegative(),
});

const defences = {
  invulnerable: rollTarget.optional(),
  rangedInvulnerable: rollTarget.optional(),
  feelNoPain: rollTarget.optional(),
  mortalFeelNoPain: rollTarget.optional(),
};

export const weaponSchema = z
  .strictObject({
    name: z.string().min(1),
    range,
    A: dice,
    BS: rollTarget.optional(),
    WS: rollTarget.optional(),
    S: count,
    AP: z.number().int().max(0),
    D: dice,
    abilities: z.array(ability).default([]),
    /** Profiles of one weapon (frag and krak) share this name; a model fires one of them. */
    profileOf: z.string().min(1).optional(),
  })
  .superRefine((w, ctx) => {
    const melee = w.range === 'melee';
    const [want, other] = melee ? ['WS', 'BS'] : ['BS', 'WS'];
    if (w[want as 'WS'] === undefined) {
      ctx.addIssue({ code: 'custom', path: [want], message: `a ${melee ? 'melee' : 'ranged'} weapon needs ${want}` });
    }
    if (w[other as 'WS'] !== undefined) {
      ctx.addIssue({ code: 'custom', path: [other], message: `a ${melee ? 'melee' : 'ranged'} weapon has ${want}, not ${other}` });
    }
  });

export const modelGroupSchema = z.strictObject({
  name: z.string().min(1),
  count,
  min: count.optional(),
  max: count.optional(),
  champion: z.boolean().default(false),
  equipment: z.array(z.string().min(1)).default([]),
  stats: statsSchema.partial().extend(defences).strict().optional(),
});

export const unitSchema = z.strictObject({
  name: z.string().min(1),
  aliases: z.array(z.string().min(1)).default([]),
  faction: z.string().min(1),
  source: z.string().min(1),
  keywords: z.array(z.string().min(1)).default([]),
  stats: statsSchema,
  ...defences,
  damageReduction: z.number().int().nonnegative().default(0),
  halveDamage: z.boolean().default(false),
  points: z.record(z.string(), z.number().int().nonnegative()).default({}),
  models: z.array(modelGroupSchema).min(1),
  wargear: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        model: z.string().min(1),
        replace: z.array(z.string().min(1)),
        with: z.array(z.string().min(1)),
      }),
    )
    .default([]),
  /** Named sets of wargear options, as fielded: `--loadout NAME`. */
  loadouts: z.array(z.strictObject({ name: z.string().min(1), options: z.array(z.string().min(1)).min(1) })).default([]),
  weapons: z.array(weaponSchema).default([]),
  effects: z.array(z.string().min(1)).default([]),
  /** The datasheet's Leader section: CHARACTER units that can be attached to this unit. */
  leaders: z.array(z.string().min(1)).default([]),
});

export type UnitFile = z.output<typeof unitSchema>;

/** Every field name the schema knows, for "did you mean" on unknown keys. */
export const KNOWN_FIELDS = [
  ...Object.keys(unitSchema.shape),
  ...Object.keys(statsSchema.shape),
  ...Object.keys(weaponSchema.shape),
  ...Object.keys(modelGroupSchema.shape),
  ...Object.keys(defences),
  'replace',
  'with',
  'model',
];
