/**
 * The words of a unit file an editor should know (issue 12 section 5): weapon abilities (the plain
 * ones enumerated, the ones with a number as patterns: `sustained hits 2`, `anti-infantry 4+`,
 * `melta 2`) and effect ids, as JSON Schema for `wh40k schema`. The loader (rules/abilities.ts
 * parseAbility) takes any case and spacing, so the patterns do too; the enums are what an editor
 * offers to complete. tests/profiles/json-schema-vocabulary.test.ts checks every word here parses.
 */
import { ANTI_KEYWORDS, NO_EFFECT } from '../abilities.js';
import { allEffects } from '../effects/index.js';
import type { AbilityKind } from '../types.js';

type Json = Record<string, unknown>;

/**
 * How each kind of ability is written: its words, or a pattern with `{dice}`, `{n}`, `{keyword}`.
 * Keyed by kind (`satisfies`): a new kind of ability does not compile until it is written here.
 */
const WRITTEN = {
  'lethal hits': ['lethal hits'],
  'devastating wounds': ['devastating wounds'],
  blast: ['blast'],
  torrent: ['torrent'],
  'twin-linked': ['twin-linked'],
  lance: ['lance'],
  heavy: ['heavy'],
  'ignores cover': ['ignores cover'],
  hazardous: ['hazardous'],
  'indirect fire': ['indirect fire'],
  pistol: ['pistol'],
  'extra attacks': ['extra attacks'],
  // Datasheet abilities that change nothing this calculator computes (rules/abilities.ts NO_EFFECT).
  'no effect': NO_EFFECT,
  'sustained hits': { pattern: 'sustained hits {dice}', examples: ['sustained hits 1', 'sustained hits 2', 'sustained hits D3'] },
  'rapid fire': { pattern: 'rapid fire {dice}', examples: ['rapid fire 1', 'rapid fire 2', 'rapid fire D3', 'rapid fire D6'] },
  melta: { pattern: 'melta {n}', examples: ['melta 2', 'melta 3', 'melta 4'] },
  anti: { pattern: 'anti-{keyword} {roll}', examples: ['anti-infantry 4+', 'anti-vehicle 4+', 'anti-monster 4+', 'anti-character 4+', 'anti-fly 2+'] },
} as const satisfies Record<AbilityKind, readonly string[] | { pattern: string; examples: readonly string[] }>;

export { ANTI_KEYWORDS };

/** A regular expression for words in any case, any spacing between them. */
function caseless(words: string): string {
  return [...words]
    .map((ch) => (/[a-z]/.test(ch) ? `[${ch}${ch.toUpperCase()}]` : ch === ' ' ? '\\s+' : ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
}

/** The parameters, as parseAbility reads them: a number or dice (D3, 2D6+1), a whole number, a D6 roll 2+ to 6+. */
const PARAMETERS: Record<string, string> = {
  '{dice}': '(\\d+|\\d*[dD][36]([+-]\\d+)?)',
  '{n}': '\\d+',
  '{roll}': '[2-6]\\+',
  '{keyword}': `(${ANTI_KEYWORDS.map(caseless).join('|')})`,
};

function patternOf(written: string): string {
  const parts = written.split(/(\{[a-z]+\})/).filter(Boolean);
  return `^\\s*${parts.map((p) => PARAMETERS[p] ?? caseless(p)).join('')}\\s*$`;
}

const entries = Object.values(WRITTEN);
const plainWords = entries.flatMap((w) => (Array.isArray(w) ? w : []));
const parameterised = entries.flatMap((w) => ('pattern' in w ? [w] : []));

/** Every ability an editor offers to complete: the plain ones and examples of the others. */
export const ABILITY_WORDS: readonly string[] = [...plainWords, ...parameterised.flatMap((w) => w.examples)];

/** A weapon ability, as JSON Schema: the words to complete, and patterns for every spelling the loader takes. */
export const abilitySchema: Json = {
  anyOf: [
    { enum: ABILITY_WORDS },
    { type: 'string', pattern: `^\\s*(${plainWords.map(caseless).join('|')})\\s*$` },
    ...parameterised.map((w) => ({ type: 'string', pattern: patternOf(w.pattern) })),
  ],
};

/**
 * An effect a unit carries: an id or name from `wh40k effects` (the loader also takes a name in any
 * case): the built-in ones and the player's effects loaded when the schema is made
 * (`wh40k --effects mine.yaml schema`), so an editor neither flags those nor misses a misspelling.
 */
export function effectSchema(): Json {
  const effects = allEffects();
  return { anyOf: [{ enum: effects.map((e) => e.id) }, { enum: effects.map((e) => e.name) }] };
}
