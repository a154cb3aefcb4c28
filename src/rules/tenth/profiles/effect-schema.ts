/**
 * The zod schema of a player's effect file (issue 12 section 6): the vocabulary the built-in effects
 * are written in (src/rules/tenth/effects/types.ts: when, weapons, adjust, defence, oneRolls, also), in
 * the camelCase of unit and scenario files, with YAML spellings where the TypeScript ones are
 * awkward: `hit: +1` (not a list of named parts), `invulnerable: 5+`, `rerollHits: failed`,
 * `abilities: [lethal hits, sustained hits 1]` (the unit files' ability parser). Unknown fields are
 * errors. A file is a list of effects, a map with one key, `effects:`, holding that list, or one effect.
 */
import { z } from 'zod';
import { ability, rollTarget } from './schema.js';

/** A condition is either required (true) or left out: `charged: false` would read as "not charged", which no rule checks. */
const only = (field: string) => z.literal(true, { error: `only true: leave ${field} out when the rule does not need it` });

/** A list of keywords (`[INFANTRY, MONSTER]`, or one keyword), upper case as the datasheets print them. */
const keywords = z
  .union([z.array(z.string().min(1)).min(1), z.string().min(1)])
  .transform((v) => (Array.isArray(v) ? v : [v]).map((k) => k.trim().toUpperCase()));

const phase = z.enum(['melee', 'ranged']);

/** What must be true (Requirement in src/rules/tenth/effects/types.ts). */
const when = z.strictObject({
  phase,
  charged: only('charged'),
  stationary: only('stationary'),
  targetBelowHalfStrength: only('targetBelowHalfStrength'),
  targetOnObjective: only('targetOnObjective'),
  /** The attacking unit is within Engagement Range (--attacker-engaged). */
  engaged: only('engaged'),
  targetKeywords: keywords,
  attackerKeywords: keywords,
  attackerAllKeywords: keywords,
  targetAllKeywords: keywords,
  targetNotKeywords: keywords,
  attackerNotKeywords: keywords,
  /** The attacking unit lists this ability under its `abilities:` (a rule for "units with this ability"). */
  attackerAbility: z.string().min(1),
  /** The target unit lists this ability under its `abilities:`. */
  targetAbility: z.string().min(1),
  targetOneModel: only('targetOneModel'),
  attackerOneModel: only('attackerOneModel'),
  /** "While this model is leading a unit": a Leader model of this name attached to the attacking unit and standing (a Leader ability). */
  leading: z.string().min(1),
  shootingPhase: only('shootingPhase'),
  withEffect: z.string().min(1),
  notWithEffect: z.string().min(1),
  attackerUnengaged: only('attackerUnengaged'),
  targetUnengaged: only('targetUnengaged'),
  targetVisible: only('targetVisible'),
  opponentsTurn: only('opponentsTurn'),
}).partial();

/** Ability kinds a weapon filter can name (a weapon "with" or "without" the ability, whatever its number). */
export const ABILITY_KINDS = [
  'sustained hits', 'lethal hits', 'devastating wounds', 'anti', 'melta', 'rapid fire', 'blast', 'torrent', 'twin-linked',
  'lance', 'heavy', 'ignores cover', 'hazardous', 'indirect fire', 'pistol', 'extra attacks',
] as const;

/** Which of the attacking unit's weapons (WeaponFilter). */
const weapons = z.strictObject({
  range: phase,
  named: z.array(z.string().min(1)).min(1),
  ability: z.enum(ABILITY_KINDS),
  notAbility: z.enum(ABILITY_KINDS),
}).partial();

/** A modifier to a roll: summed with the others, then clamped by the engine (+1/-1 to hit and wound, +1 to saves). */
const modifier = z.number().int().min(-6).max(6);
const reroll = z.enum(['ones', 'failed']);

/** What changes for the weapons it touches (Adjustments). */
const adjust = z.strictObject({
  hit: modifier,
  wound: modifier,
  /** Armour saving throws against these attacks. */
  armourSave: modifier,
  attacks: z.number().int().min(-20).max(20),
  strength: z.number().int().min(-20).max(20),
  /** Improves AP: 1 makes AP -1 into AP -2 (as --ap-mod). */
  ap: modifier,
  /** Improves BS and WS: 1 makes 3+ into 2+. */
  skill: z.number().int().min(-5).max(5),
  /** Subtracted from each attack's Damage (never below 1). */
  damageReduction: z.number().int().min(1).max(6),
  rerollHits: reroll,
  rerollWounds: reroll,
  rerollDamage: z.enum(['ones', 'any']),
  abilities: z.array(ability).min(1),
  /** Critical Hits on this unmodified result or more. */
  criticalHit: rollTarget,
  /** Critical Wounds on this unmodified result or more (as --crit-wound). */
  criticalWound: rollTarget,
  /** Improve AP by this much on a Critical Wound (Bladestorm). */
  criticalWoundAp: z.number().int().min(1).max(6),
  ignoreHitPenalties: only('ignoreHitPenalties'),
}).partial();

/** Changes to the target unit's own profile (DefenceChange). */
const defence = z.strictObject({
  invulnerable: rollTarget,
  feelNoPain: rollTarget,
  mortalFeelNoPain: rollTarget,
  /** Added to Feel No Pain rolls the models already make (else they gain feelNoPain). */
  feelNoPainBonus: z.number().int().min(1).max(3),
  cover: only('cover'),
  /** Improve the Save by 1, never to better than this. */
  improveSaveTo: rollTarget,
}).partial();

/** A rule that changes one roll among many (OneRoll); `fate` needs a die and is the command line's --fate. */
const oneRoll = z.strictObject({
  roll: z.enum(['attacks', 'hit', 'wound', 'damage', 'save']),
  action: z.enum(['reroll', 'six', 'critical']),
});

const partFields = {
  when: when.optional(),
  weapons: weapons.optional(),
  adjust: adjust.optional(),
  defence: defence.optional(),
  oneRolls: z.array(oneRoll).min(1).optional(),
  /** The player picks one of oneRolls (Command Re-roll), rather than getting each. */
  oneRollIsChoice: only('oneRollIsChoice').optional(),
  /** Destroyed models of the target fight back on this D6 result or more. */
  fightOnDeath: rollTarget.optional(),
};

const DOES = ['adjust', 'defence', 'oneRolls', 'fightOnDeath'] as const;

/** A part that does something: `when` and `weapons` alone change no roll. */
function doesSomething(part: Record<string, unknown>, ctx: z.RefinementCtx): void {
  if (!DOES.some((k) => part[k] !== undefined)) {
    ctx.addIssue({ code: 'custom', message: `does nothing: give it at least one of ${DOES.join(', ')}` });
  }
}

/** A further part with requirements of its own; it has no `also` (the engine reads one level). */
const alsoPart = z.strictObject(partFields).superRefine(doesSomething);

const part = z.strictObject({ ...partFields, also: z.array(alsoPart).min(1).optional() }).superRefine((p, ctx) => {
  if (!p.also) doesSomething(p, ctx);
});

/** The name on the command line: what `--with` takes. */
const id = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'an id is lower-case letters and digits joined by hyphens, like oath-of-moment');

export const playerEffectSchema = z
  .strictObject({
    id,
    name: z.string().min(1),
    faction: z.string().min(1).default('Player'),
    /** What rule it implements, e.g. "Codex: Space Marines, Oath of Moment": `wh40k effects` shows it. */
    source: z.string().min(1),
    summary: z.string().min(1),
    /** Command points, for a Stratagem. */
    cp: z.number().int().min(0).max(10).optional(),
    /** What it does when the attacking player has it in play (--with). */
    attacker: part.optional(),
    /** What it does when the target's player has it in play (--target-with). */
    target: part.optional(),
  })
  .superRefine((e, ctx) => {
    if (!e.attacker && !e.target) {
      ctx.addIssue({ code: 'custom', message: 'an effect needs attacker (what it does with --with) or target (with --target-with), or both' });
    }
  });

export type PlayerEffectFile = z.output<typeof playerEffectSchema>;

const effectList = z.array(playerEffectSchema).min(1);

/** The three ways a file holds effects: a list, a map with one key `effects` (a list), or one effect. */
export const EFFECT_FILE_SCHEMAS = {
  list: effectList,
  wrapped: z.strictObject({ effects: effectList }),
  single: playerEffectSchema,
} as const;

export type EffectFileShape = keyof typeof EFFECT_FILE_SCHEMAS;

/** Every field name of the schema, for "did you mean" on an unknown one. */
export const EFFECT_FIELDS = [
  'effects',
  ...Object.keys(playerEffectSchema.shape),
  ...Object.keys(partFields),
  'also',
  ...Object.keys(when.shape),
  ...Object.keys(weapons.shape),
  ...Object.keys(adjust.shape),
  ...Object.keys(defence.shape),
  ...Object.keys(oneRoll.shape),
];
