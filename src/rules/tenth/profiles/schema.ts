import { z } from 'zod';
import { parseDice, type DiceExpression } from '../../../dice/expression.js';
import { parseAbility } from '../abilities.js';
import { lookupKey } from '../../names.js';
import type { Ability } from '../types.js';

/** `3+` or 3: the D6 result needed. */
export const rollTarget = z
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

/**
 * Bounds no datasheet reaches, with room: a larger number is a typo, and would only cost work (a unit
 * of 100,000 models, a weapon with Melta 100,000). The largest in BSData's 10th edition catalogues:
 * W 100 (a Titan), A 30, D 24, units of 20 models (the command line allows --target-models 200),
 * Rapid Fire D6+3, Rapid Fire 8, Melta 6, Sustained Hits 3.
 */
export const LIMITS = { models: 200, W: 200, A: 100, D: 100, abilityValue: 20 } as const;

const diceExpression = z.union([z.number().int().nonnegative(), z.string()]).transform((v, ctx) => {
  try {
    return parseDice(v);
  } catch (e) {
    ctx.addIssue({ code: 'custom', message: (e as Error).message });
    return z.NEVER;
  }
});

const largest = (e: DiceExpression) => e.count * e.sides + e.constant;

/**
 * Attacks or Damage: a number or dice expression from 1 to `most`. 003 'Modifying Characteristics':
 * after modifiers they are never below 1, so a profile that can never reach 1 (0, D3-3) is a typo.
 */
function characteristic(name: 'Attacks' | 'Damage', most: number) {
  return diceExpression.superRefine((e, ctx) => {
    if (largest(e) < 1) {
      ctx.addIssue({ code: 'custom', message: `${name} ${e.text} is never below 1 after modifiers (003 'Modifying Characteristics'); a profile of 0 is a typo` });
    } else if (largest(e) > most) {
      const upTo = e.count > 0 ? ` (up to ${largest(e)})` : '';
      ctx.addIssue({ code: 'custom', message: `${name} ${e.text}${upTo} is more than ${most}, which no datasheet comes near` });
    }
  });
}

export const ability = z.string().transform((v, ctx) => {
  try {
    const parsed = parseAbility(v);
    const value = abilityValue(parsed);
    if (value !== undefined && value > LIMITS.abilityValue) {
      ctx.addIssue({ code: 'custom', message: `"${v}": ${value} is more than ${LIMITS.abilityValue}, which no datasheet comes near` });
      return z.NEVER;
    }
    return parsed;
  } catch (e) {
    ctx.addIssue({ code: 'custom', message: (e as Error).message });
    return z.NEVER;
  }
});

/** The largest number an ability's value can be (Melta 2, Rapid Fire D3, Sustained Hits 1), if it has one. */
function abilityValue(a: Ability): number | undefined {
  if (a.kind === 'melta') return a.damage;
  if (a.kind === 'rapid fire') return largest(a.attacks);
  if (a.kind === 'sustained hits') return largest(a.hits);
  return undefined;
}

const range = z.union([z.literal('melee'), z.number().positive(), z.string()]).transform((v, ctx) => {
  if (v === 'melee' || typeof v === 'number') return v;
  const m = /^\s*(\d+)\s*"?\s*$/.exec(v);
  if (!m) {
    ctx.addIssue({ code: 'custom', message: `expected melee or a range in inches like 24 or 24", got ${JSON.stringify(v)}` });
    return z.NEVER;
  }
  return Number(m[1]);
});

const positive = z.number().int().min(1);
const atMost = (most: number, why: string) => positive.max(most, `at most ${most} (${why}; a larger number is a typo)`);
const models = atMost(LIMITS.models, 'the largest unit has 20 models');

/** A name (of a unit, or an alias) a player can type to reach it. */
const unitName = z
  .string()
  .min(1)
  .refine((n) => lookupKey(n) !== '', 'blank: a name needs a letter or digit (names are looked up by them; case, spaces and punctuation do not count)')
  .refine((n) => !n.includes('+'), 'a name cannot contain "+": on the command line TARGET+LEADER attaches a Leader, so it could never be named');

export const statsSchema = z.strictObject({
  M: z.union([z.number().nonnegative(), z.string()]),
  T: positive,
  Sv: saveTarget,
  W: atMost(LIMITS.W, 'the largest datasheet, a Titan, has 100 wounds'),
  Ld: leadership,
  OC: z.number().int().nonnegative(),
});

const defences = {
  invulnerable: rollTarget.optional(),
  rangedInvulnerable: rollTarget.optional(),
  /** Only against melee attacks (Howling Banshees: 5+, improved to 4+ against melee attacks). */
  meleeInvulnerable: rollTarget.optional(),
  feelNoPain: rollTarget.optional(),
  mortalFeelNoPain: rollTarget.optional(),
};

export const weaponSchema = z
  .strictObject({
    name: z.string().min(1),
    range,
    A: characteristic('Attacks', LIMITS.A),
    BS: rollTarget.optional(),
    WS: rollTarget.optional(),
    S: positive,
    AP: z.number().int().max(0),
    D: characteristic('Damage', LIMITS.D),
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
  count: models,
  min: models.optional(),
  max: models.optional(),
  champion: z.boolean().default(false),
  equipment: z.array(z.string().min(1)).default([]),
  stats: statsSchema.partial().extend(defences).strict().optional(),
});

/** A datasheet ability and whether it is modelled (src/profiles/abilities.ts). */
const datasheetAbility = z
  .strictObject({
    name: z.string().min(1),
    modelled: z.union([z.string().min(1), z.literal(false)]),
    reason: z.string().min(1).optional(),
    affectsAttacks: z.boolean().default(true),
    /** When it matters: as the unit attacks, or as it is attacked; absent: either (calc notes it for both sides). */
    use: z.enum(['attacking', 'defending']).optional(),
  })
  .superRefine((a, ctx) => {
    if (a.modelled === false && a.affectsAttacks && a.reason === undefined) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: `"${a.name}" is not modelled: say why in reason` });
    }
  });

/** "While this model has 1-4 wounds remaining, each time this model makes an attack, subtract 1 from the Hit roll." */
const damagedProfile = z
  .strictObject({
    from: z.number().int().min(1).max(LIMITS.W),
    to: z.number().int().min(1).max(LIMITS.W),
    hit: z.number().int().min(-3).max(-1),
  })
  .refine((d) => d.from <= d.to, { message: 'from is the fewest wounds remaining, to the most: from must not be above to', path: ['to'] });

export const unitSchema = z.strictObject({
  name: unitName,
  aliases: z.array(unitName).default([]),
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
  /** Every ability on the datasheet, modelled or not (`wh40k show` lists them, `calc` notes the missing). */
  abilities: z.array(datasheetAbility).default([]),
  /** The datasheet's damaged profile ("Damaged: 1-4 Wounds Remaining"): src/rules/tenth/effects/damaged.ts. */
  damaged: damagedProfile.optional(),
});

export type UnitFile = z.output<typeof unitSchema>;

/** Every field name the schema knows, for "did you mean" on unknown keys. */
export const KNOWN_FIELDS = [
  ...Object.keys(unitSchema.shape),
  ...Object.keys(statsSchema.shape),
  ...Object.keys(weaponSchema.shape),
  ...Object.keys(modelGroupSchema.shape),
  ...Object.keys(datasheetAbility.shape),
  ...Object.keys(damagedProfile.shape),
  ...Object.keys(defences),
  'replace',
  'with',
  'model',
];
