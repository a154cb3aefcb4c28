/**
 * 11th edition's effects registry (issue 28, RULINGS 10) and what the effects in play do to a matchup: each a
 * table entry (effects/world-eaters.ts) compiled here into the attacker's weapons, the phase's Modifiers and the
 * target's stats, before the batches are made. A 10th-edition effect is never applied (RULINGS 10): an id not
 * in this registry is refused, naming the ruleset.
 */
import { parseDice, type DiceExpression } from '../../dice/expression.js';
import type { EffectJson } from '../contract.js';
import { UsageError } from '../errors.js';
import { lookupKey } from '../names.js';
import { modifiedAp } from './modifiers.js';
import type { Effect, EffectChange, Requirement } from './effects/types.js';
import { EFFECTS, effectById } from './effects/registry.js';
import type { EleventhUnit } from './profiles/load.js';
import type { ModelGroup, ModelStats, Modifiers, Phase, RerollPolicy, Weapon } from './types.js';

export type { Effect } from './effects/types.js';
export { EFFECTS, effectById };

/** One effect in play: whose, and whether a unit carries it (its file's `effects:`) rather than a flag naming it. */
export interface InPlay {
  readonly effect: Effect;
  readonly side: 'attacker' | 'target';
  readonly fromProfile: boolean;
}

/** A flag's effect ids: each entry comma-separated too (`--with warp-blades,relentless-rage`). */
const listed = (ids: readonly string[] = []) => ids.flatMap((i) => i.split(',')).map((i) => i.trim()).filter((i) => i !== '');

/** The effects --with and --target-with name and those the units carry (less --without), each once, replacements applied. */
export function effectsInPlay(given: { with?: readonly string[]; targetWith?: readonly string[]; without?: readonly string[] }, attacker: EleventhUnit, target: EleventhUnit): InPlay[] {
  const without = new Set(listed(given.without).map((w) => effectById(w, '--without').id));
  const named = (ids: readonly string[] | undefined, flag: string, side: 'attacker' | 'target') =>
    listed(ids).map((id): InPlay => {
      const effect = effectById(id, flag);
      if (effect.side !== side) throw new UsageError(`${flag} ${effect.id}: ${effect.name} is the ${effect.side === 'attacker' ? "attacker's" : "target's"} player's rule: give it with ${effect.side === 'attacker' ? '--with' : '--target-with'}`);
      return { effect, side, fromProfile: false };
    });
  const carried = (u: EleventhUnit, side: 'attacker' | 'target') =>
    (u.effects ?? []).map((id) => effectById(id, `${u.name}'s effects`)).filter((e) => e.side === side && !without.has(e.id)).map((effect): InPlay => ({ effect, side, fromProfile: true }));
  const all = [...named(given.with, '--with', 'attacker'), ...named(given.targetWith, '--target-with', 'target'), ...carried(attacker, 'attacker'), ...carried(target, 'target')];
  const once = all.filter((p, i) => all.findIndex((q) => q.effect.id === p.effect.id) === i);
  const replaced = new Set(once.flatMap((p) => (p.effect.replaces ? [p.effect.replaces] : [])));
  const inPlay = once.filter((p) => !replaced.has(p.effect.id));
  for (const p of inPlay) {
    const clash = inPlay.find((q) => p.effect.excludes?.includes(q.effect.id));
    if (clash) throw new UsageError(`${p.effect.id} and ${clash.effect.id}: one or the other (${p.effect.source.text})`);
  }
  return inPlay;
}

/** What a requirement reads of the matchup. */
export interface Situation {
  readonly attacker: EleventhUnit;
  readonly target: EleventhUnit;
  readonly phase: Phase;
  readonly charged: boolean;
}

const models = (u: EleventhUnit) => u.models.reduce((n, g) => n + g.count, 0);
const anyOf = (has: readonly string[], wanted: readonly string[]) => wanted.some((k) => has.includes(k));

/** Why the effect does not apply here, or undefined when it does. */
export function unmet(when: Requirement | undefined, s: Situation): string | undefined {
  if (!when) return undefined;
  const [a, t] = [s.attacker.keywords, s.target.keywords];
  const checks: readonly [boolean | undefined, string][] = [
    [when.phase !== undefined && when.phase !== s.phase, `${when.phase} attacks only`],
    [when.charged && !s.charged, 'only when the unit charged (--charged)'],
    [when.attackerKeywords && !anyOf(a, when.attackerKeywords), `the attacking unit is not ${when.attackerKeywords?.join(' or ')}`],
    [when.attackerAllKeywords && !when.attackerAllKeywords.every((k) => a.includes(k)), `the attacking unit is not ${when.attackerAllKeywords?.join(' ')}`],
    [when.attackerNotKeywords && anyOf(a, when.attackerNotKeywords), `not for ${when.attackerNotKeywords?.join(' or ')} units`],
    [when.targetKeywords && !anyOf(t, when.targetKeywords), `the target is not ${when.targetKeywords?.join(' or ')}`],
    [when.targetNotKeywords && anyOf(t, when.targetNotKeywords), `not against ${when.targetNotKeywords?.join(' or ')} units`],
    [when.attackerAbility !== undefined && !s.attacker.abilities.some((n) => lookupKey(n) === lookupKey(when.attackerAbility!)), `${s.attacker.name} lacks the ${when.attackerAbility} ability`],
    [when.targetOneModel && models(s.target) !== 1, `its bearer is one model: the target has ${models(s.target)}`],
    [when.attackerOneCharacter && characterModels(s.attacker) !== 1, `its bearer is one CHARACTER model: ${s.attacker.name} has ${characterModels(s.attacker)}`],
    [when.leading !== undefined && !leads(s.attacker, when.leading), `only while ${when.leading} leads the unit (11e 19: an attached unit with ${when.leading} on the battlefield)`],
  ];
  return checks.find(([failed]) => failed)?.[1];
}

/** A dice expression with `n` added to its constant (11e 02.02.01: A, S and D at least 1 after modifiers is the engine's). */
function plus(e: DiceExpression, n: number): DiceExpression {
  if (n === 0) return e;
  const constant = e.constant + n;
  return parseDice(e.count === 0 ? String(Math.max(0, constant)) : `${e.count}D${e.sides}${constant > 0 ? `+${constant}` : constant < 0 ? constant : ''}`);
}

function changedWeapon(w: Weapon, c: NonNullable<EffectChange['weapons']>): Weapon {
  return {
    ...w,
    attacks: plus(w.attacks, c.attacks ?? 0),
    strength: w.strength + (c.strength ?? 0),
    ap: modifiedAp(w.ap, c.ap ?? 0),
    damage: plus(w.damage, c.damage ?? 0),
    abilities: [...w.abilities, ...(c.abilities ?? [])],
  };
}

/** The CHARACTER models' groups: those flagged, else every group of a CHARACTER unit (a lone character's file). */
export function characterGroups(u: EleventhUnit): readonly ModelGroup[] {
  const flagged = u.models.filter((g) => g.character);
  return flagged.length || !u.keywords.includes('CHARACTER') ? flagged : u.models;
}

/** A CHARACTER model named `leader` stands in the unit beside models that are not CHARACTERS (Requirement.leading). */
const leads = (u: EleventhUnit, leader: string): boolean =>
  u.models.some((g) => g.character && g.count > 0 && lookupKey(g.name) === lookupKey(leader)) && u.models.some((g) => !g.character && g.count > 0);

const characterModels = (u: EleventhUnit) => characterGroups(u).reduce((n, g) => n + g.count, 0);

/**
 * The attacker with one effect's weapon change made: to every weapon of the phase in scope, or, for the CHARACTER
 * models' weapons only, to copies named after the effect that those models carry instead (their own batches).
 */
function armed(u: EleventhUnit, e: Effect, phase: Phase): EleventhUnit {
  const c = e.change?.weapons;
  if (!c) return u;
  const scope = e.change?.scope ?? {};
  const inScope = (w: Weapon) => (w.range === 'melee') === (phase === 'melee') && !(scope.notAbility && w.abilities.some((a) => a.kind === scope.notAbility));
  if (!scope.characterModels) return { ...u, weapons: u.weapons.map((w) => (inScope(w) ? changedWeapon(w, c) : w)) };
  const characters = characterGroups(u);
  const carried = new Set(characters.flatMap((g) => g.equipment));
  const copies = new Map(u.weapons.filter((w) => inScope(w) && carried.has(w.name)).map((w) => [w.name, { ...changedWeapon(w, c), name: `${w.name} (${e.name})` }]));
  const models = u.models.map((g) => (characters.includes(g) ? { ...g, equipment: g.equipment.map((n) => copies.get(n)?.name ?? n) } : g));
  // A weapon only the CHARACTER models carried is left out: --lethal-hits and --order name the copy, not a weapon no model has.
  const stillCarried = new Set(models.flatMap((g) => g.equipment));
  const kept = (w: Weapon) => !copies.has(w.name) || stillCarried.has(w.name);
  return { ...u, models, weapons: u.weapons.flatMap((w) => (copies.has(w.name) ? [...(kept(w) ? [w] : []), copies.get(w.name)!] : [w])) };
}

const better = (mine: number | undefined, given: number | undefined) => (given === undefined ? mine : mine === undefined ? given : Math.min(mine, given));

function defended(u: EleventhUnit, c: NonNullable<EffectChange['defence']>): EleventhUnit {
  const stats = (s: ModelStats): ModelStats => ({
    ...s,
    T: s.T + (c.toughness ?? 0),
    Sv: better(s.Sv, c.Sv)!,
    ...(better(s.InSv, c.InSv) === undefined ? {} : { InSv: better(s.InSv, c.InSv) }),
    // A restricted invulnerable save stays restricted unless the new one is better.
    ...(c.InSv !== undefined && (s.InSv === undefined || c.InSv < s.InSv) ? { InSvOnly: undefined } : {}),
    ...(better(s.feelNoPain, c.feelNoPain) === undefined ? {} : { feelNoPain: better(s.feelNoPain, c.feelNoPain) }),
    ...(better(s.mortalFeelNoPain, c.mortalFeelNoPain) === undefined ? {} : { mortalFeelNoPain: better(s.mortalFeelNoPain, c.mortalFeelNoPain) }),
  });
  return { ...u, damageReduction: u.damageReduction + (c.damageReduction ?? 0), models: u.models.map((g) => ({ ...g, stats: stats(g.stats) })) };
}

const REROLLS: readonly RerollPolicy[] = ['none', 'ones', 'failed'];
const moreRerolled = (a: RerollPolicy, b: RerollPolicy | undefined) => REROLLS[Math.max(REROLLS.indexOf(a), REROLLS.indexOf(b ?? 'none'))];

/** Modifiers with an effect's added: numbers summed (the engine caps hit and wound rolls), re-rolls the wider, critical thresholds the lower (RULINGS 4). */
export function withModifiers(m: Modifiers, add: Partial<Modifiers> = {}): Modifiers {
  const sum = (k: 'attacks' | 'skill' | 'hit' | 'wound' | 'save' | 'strength' | 'ap' | 'damage') => m[k] + (add[k] ?? 0);
  return {
    attacks: sum('attacks'),
    skill: sum('skill'),
    hit: sum('hit'),
    wound: sum('wound'),
    save: sum('save'),
    strength: sum('strength'),
    ap: sum('ap'),
    damage: sum('damage'),
    rerollHits: moreRerolled(m.rerollHits, add.rerollHits),
    rerollWounds: moreRerolled(m.rerollWounds, add.rerollWounds),
    critHit: Math.min(m.critHit, add.critHit ?? 6),
    critWound: Math.min(m.critWound, add.critWound ?? 6),
  };
}

/** The matchup with the effects in play applied, each listed with whether it applied and why (EffectJson). */
export interface Applied {
  readonly attacker: EleventhUnit;
  readonly target: EleventhUnit;
  readonly modifiers: (m: Modifiers) => Modifiers;
  readonly effects: readonly EffectJson[];
  readonly notes: readonly string[];
}

export function applyEffects(inPlay: readonly InPlay[], s: Situation): Applied {
  let [attacker, target] = [s.attacker, s.target];
  const added: Partial<Modifiers>[] = [];
  const effects: EffectJson[] = [];
  const notes: string[] = [];
  for (const { effect: e, side, fromProfile } of inPlay) {
    const noCharacters = e.change?.scope?.characterModels && characterModels(attacker) === 0 ? `not applied: ${attacker.name} has no CHARACTER model` : undefined;
    const why = unmet(e.when, s);
    const skipped = e.change ? (why === undefined ? noCharacters : `not applied: ${why}`) : `not modelled: ${e.summary}`;
    effects.push({ id: e.id, name: e.name, side, applied: skipped === undefined, detail: skipped ?? e.summary, fromProfile });
    // Not applied: said in its effects entry (calc's Effects section, the JSON's effects).
    if (skipped !== undefined) continue;
    if (e.asserts) notes.push(`${e.name} (${e.id}): assumes ${e.asserts}`);
    attacker = armed(attacker, e, s.phase);
    if (e.change?.defence) target = defended(target, e.change.defence);
    if (e.change?.modifiers) added.push(e.change.modifiers);
  }
  return { attacker, target, modifiers: (m) => added.reduce(withModifiers, m), effects, notes };
}
