/**
 * The zod schema of an 11th-edition unit file (`ruleset: 11th`, issue 28; README '11th edition'): 10th
 * edition's format where the edition allows, with InSv (11e 05.04), CHARACTER model groups (05.03), Hunter
 * profiles (04.01.03), Torrent's `BS: N/A` and Damaged X (24.39). Reading the file and placing errors at
 * file:line:column is load.ts's work.
 */
import { z } from 'zod';
import { parseDice, type DiceExpression } from '../../../dice/expression.js';
import { lookupKey } from '../../names.js';
import { parseAbility } from './abilities.js';

const issue = (ctx: z.RefinementCtx, message: string) => {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
};

/** `3+` or 3: the D6 result needed (2+ to 6+); `most` 7 for a Save (7+ or "-": no armour save worth rolling). */
function d6(what: string, most: 6 | 7) {
  return z.union([z.number(), z.string()]).transform((v, ctx) => {
    if (most === 7 && String(v).trim() === '-') return 7;
    const m = /^\s*([2-7])\s*\+?\s*$/.exec(String(v));
    return m && Number(m[1]) <= most ? Number(m[1]) : issue(ctx, `expected ${what} like 3+ (2+ to ${most}+${most === 7 ? '; 7+ or "-" for none' : ''}), got ${JSON.stringify(v)}`);
  });
}
const rollTarget = d6('a roll target', 6);

/** Bounds no datasheet reaches, with room: a larger number is a typo and would only cost work. */
export const LIMITS = { models: 200, W: 200, A: 100, D: 100 } as const;

/** Attacks or Damage: a number or dice from 1 to `most` (11e 02.02.01: A and D are never below 1 after modifiers). */
function characteristic(name: 'Attacks' | 'Damage', most: number) {
  return z.union([z.number().int().nonnegative(), z.string()]).transform((v, ctx): DiceExpression => {
    let e: DiceExpression;
    try {
      e = parseDice(v);
    } catch (error) {
      return issue(ctx, (error as Error).message);
    }
    const largest = e.count * e.sides + e.constant;
    if (largest < 1) return issue(ctx, `${name} ${e.text} is never above 0; a profile of 0 is a typo`);
    if (largest > most) return issue(ctx, `${name} ${e.text} is more than ${most}, which no datasheet comes near`);
    return e;
  });
}

/** An ability as written; a YAML map of one key (`- lethal hits: VEHICLE`, unquoted) is read as "lethal hits: VEHICLE". */
const ability = z.union([z.string(), z.record(z.string(), z.string())]).transform((v, ctx) => {
  const entries = typeof v === 'string' ? [] : Object.entries(v);
  if (typeof v !== 'string' && entries.length !== 1) return issue(ctx, 'expected an ability like "lethal hits: VEHICLE"');
  try {
    return parseAbility(typeof v === 'string' ? v : `${entries[0][0]}: ${entries[0][1]}`);
  } catch (e) {
    return issue(ctx, (e as Error).message);
  }
});

const range = z.union([z.literal('melee'), z.number().positive(), z.string()]).transform((v, ctx) => {
  if (v === 'melee' || typeof v === 'number') return v;
  const m = /^\s*(\d+)\s*"?\s*$/.exec(v);
  return m ? Number(m[1]) : issue(ctx, `expected melee or a range in inches like 24 or 24", got ${JSON.stringify(v)}`);
});

/** A keyword as printed, upper case (11e: INFANTRY, VEHICLE...). */
const keyword = z.string().min(1).transform((k) => k.trim().toUpperCase());
const positive = z.number().int().min(1);
const models = positive.max(LIMITS.models, `at most ${LIMITS.models} (a larger number is a typo)`);

const unitName = z
  .string()
  .min(1)
  .refine((n) => lookupKey(n) !== '', 'blank: a name needs a letter or digit (names are looked up by them)');

/** The characteristics the attacks read that a model group may have of its own (../types.ts ModelStats). */
const defences = {
  T: positive,
  Sv: d6('a Save', 7),
  W: positive.max(LIMITS.W, `at most ${LIMITS.W} (a larger number is a typo)`),
  /** 11e 05.04: the invulnerable save is a characteristic; AP never modifies it. */
  InSv: rollTarget.optional(),
  InSvOnly: z.enum(['ranged', 'melee']).optional(),
  InSvMelee: rollTarget.optional(),
  InSvRanged: rollTarget.optional(),
  feelNoPain: rollTarget.optional(),
  mortalFeelNoPain: rollTarget.optional(),
};

export const statsSchema = z.strictObject({
  M: z.union([z.number().nonnegative(), z.string()]),
  ...defences,
  Ld: z.union([z.number(), z.string()]),
  OC: z.number().int().nonnegative(),
});

export const weaponSchema = z.strictObject({
  name: z.string().min(1),
  range,
  A: characteristic('Attacks', LIMITS.A),
  /** A Torrent weapon's BS is printed N/A (11e 24.34: it makes no hit roll). */
  BS: z.union([z.literal('N/A'), rollTarget]).optional(),
  WS: rollTarget.optional(),
  S: positive,
  AP: z.number().int().max(0),
  D: characteristic('Damage', LIMITS.D),
  abilities: z.array(ability).default([]),
  /** 11e 04.01.03: a Hunter profile may only target units with one of these keywords. */
  hunter: z.array(keyword).min(1).optional(),
  /** Profiles of one weapon (frag and krak) share this name; a model fires one of them. */
  profileOf: z.string().min(1).optional(),
});

export const modelGroupSchema = z.strictObject({
  name: z.string().min(1),
  count: models,
  min: models.optional(),
  max: models.optional(),
  /** 11e 05.03: each CHARACTER model is its own allocation group, allocated after the others. */
  character: z.boolean().default(false),
  equipment: z.array(z.string().min(1)).default([]),
  stats: z.strictObject(defences).partial().optional(),
});

/** A datasheet ability and whether it is modelled (show lists them; calc notes the missing). */
export const datasheetAbility = z
  .strictObject({
    name: z.string().min(1),
    modelled: z.union([z.string().min(1), z.literal(false)]),
    reason: z.string().min(1).optional(),
    affectsAttacks: z.boolean().default(true),
  })
  .refine((a) => a.modelled !== false || !a.affectsAttacks || a.reason !== undefined, { message: 'not modelled: say why in reason', path: ['reason'] });

export const unitSchema = z.strictObject({
  ruleset: z.literal('11th'),
  name: unitName,
  aliases: z.array(unitName).default([]),
  faction: z.string().min(1),
  /** Where the stat line was read from (file, version, entry): ../shared/rules/eleventh/DATA.md. */
  source: z.string().min(1),
  keywords: z.array(keyword).default([]),
  stats: statsSchema,
  feelNoPain: rollTarget.optional(),
  mortalFeelNoPain: rollTarget.optional(),
  damageReduction: z.number().int().nonnegative().max(6).default(0),
  halveDamage: z.boolean().default(false),
  /** 11e 24.39 "Damaged: 1-X Wounds Remaining": -1 to its hit rolls with X or fewer wounds left. */
  damaged: z.strictObject({ wounds: positive.max(LIMITS.W) }).optional(),
  points: z.record(z.string().regex(/^\d+$/, 'expected a unit size: its points'), z.number().int().nonnegative()).default({}),
  models: z.array(modelGroupSchema).min(1),
  weapons: z.array(weaponSchema).default([]),
  abilities: z.array(datasheetAbility).default([]),
  /** The 11th-edition effects the unit carries (a datasheet ability modelled: `wh40k --ruleset 11th effects`); --without leaves one out. */
  effects: z.array(z.string().min(1)).default([]),
});

export type UnitFile = z.output<typeof unitSchema>;

/** Every field name the schema knows, for "did you mean" on unknown keys. */
export const KNOWN_FIELDS = [
  ...Object.keys(unitSchema.shape),
  ...Object.keys(statsSchema.shape),
  ...Object.keys(weaponSchema.shape),
  ...Object.keys(modelGroupSchema.shape),
  'modelled',
  'reason',
  'affectsAttacks',
  'wounds',
];
