/**
 * A side's Fate dice pool (--fate 6,6,2, --target-fate 4): the dice read from the options (for a unit with
 * Strands of Fate) and the dice a phase spent from it (002 'Strands of Fate': "Once per phase ... you can use
 * one of those Fate dice ... remove it from your Fate dice pool"); RULINGS 13: spent only where it helps, and
 * the output says where each went.
 */
import type { AssignedRoll } from '../engine.js';
import { STRANDS_OF_FATE } from '../effects/aeldari.js';
import { lacksAbility, listsAbility, type EffectsInPlay } from '../effects/compile.js';
import type { OneRollGroup, RollKind } from '../effects/types.js';
import type { Scenario, Unit } from '../types.js';
import { UsageError } from '../../errors.js';
import type { CalcOptions } from './options.js';

export function isFateRoll(r: Pick<AssignedRoll, 'action'>): boolean {
  return r.action === 'fate' || r.action === 'fate-reroll';
}

/** The Fate dice among `rolls` of one side: the target's replace its saving throws, the attacker's its other rolls. */
export function fateSpent<R extends AssignedRoll>(rolls: readonly R[], side: 'attacker' | 'target'): R[] {
  return rolls.filter((r) => isFateRoll(r) && (r.roll === 'save') === (side === 'target'));
}

/** The Fate dice left after a phase spent `spent` ("6,6,2" or "hit:6,2"; undefined: none left). */
export function fateLeft(pool: string | undefined, spent: readonly Pick<AssignedRoll, 'roll' | 'action' | 'value'>[]): string | undefined {
  const items = (pool ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const r of spent.filter(isFateRoll)) {
    // The die for that kind of roll alone first, so the one that fits any roll stays.
    const at = [`${r.roll}:${r.value}`, `${r.value}`].map((item) => items.findIndex((i) => i.replace(/\s/g, '').toLowerCase() === item)).find((i) => i >= 0);
    if (at === undefined) throw new Error(`internal error: a Fate die ${r.value} was spent that ${pool} does not hold`);
    items.splice(at, 1);
  }
  return items.length ? items.join(',') : undefined;
}

/** Why the dice left were kept, once one was spent in the phase. */
export const ONE_A_PHASE = `one Fate die a phase (002 'Strands of Fate': "Once per phase"), spent where it helps most (RULINGS 13)`;

/**
 * calc's note on the Fate dice of one side (`flag` and its `dice`) that the phase kept: all of them
 * (none does better than rolling), or those left once one was spent; none kept: no note.
 */
export function fateKeptNote(flag: string, dice: string, spent: readonly AssignedRoll[], whose: string): string[] {
  if (!spent.length) return [`Fate dice kept (${flag} ${dice}): no roll they can replace does better with one ${whose}than rolling (RULINGS 13)`];
  const left = fateLeft(dice, spent);
  return left ? [`Fate dice kept (${flag} ${dice}): ${left}: ${ONE_A_PHASE}`] : [];
}

/** The source of the Fate dice's one-roll group. */
export const FATE_DICE = 'Fate dice';

/**
 * --fate: `wound:6` (that roll gets that die) or `6,6,2` (the pool: the best die on the best roll).
 * 002 'Strands of Fate': one Fate die per phase, used instead of rolling.
 */
export function parseFate(text: string | undefined, kinds: readonly RollKind[], flag: string): OneRollGroup[] {
  if (!text) return [];
  const rolls = text.split(',').flatMap((item) => {
    const m = /^\s*(?:(hit|wound|damage|save)\s*:\s*)?([1-6])\s*$/i.exec(item);
    if (!m) throw new UsageError(`${flag}: expected Fate dice like 6,6,2 or ${kinds[0]}:6, got "${item.trim()}"`);
    const roll = m[1]?.toLowerCase() as RollKind | undefined;
    if (roll && !kinds.includes(roll)) throw new UsageError(`${flag}: a Fate die here can replace a ${kinds.join(', ')} roll, not ${roll}`);
    return (roll ? [roll] : kinds).map((r) => ({ roll: r, action: 'fate' as const, value: Number(m[2]) }));
  });
  return [{ source: FATE_DICE, rolls, pickOne: true }];
}

/**
 * The Fate dice of each side (--fate, --target-fate) for a unit with Strands of Fate (002 'Strands of
 * Fate': "before making a dice roll for a model or unit from your army with the Strands of Fate
 * ability"); for one without, none, and a note says which ability it lacks. Bad dice are refused either way.
 */
export function fateDice(o: Pick<CalcOptions, 'fate' | 'targetFate'>, s: Pick<Scenario, 'attacker' | 'target'>, notes: string[]): { attacker: OneRollGroup[]; target: OneRollGroup[] } {
  const eligible = (groups: OneRollGroup[], unit: Unit, flag: string, dice: string | undefined) => {
    if (!groups.length || listsAbility(unit, STRANDS_OF_FATE)) return groups;
    notes.push(`Fate dice (${flag} ${dice}): not applied: ${lacksAbility(unit, STRANDS_OF_FATE)}`);
    return [];
  };
  return {
    attacker: eligible(parseFate(o.fate, ['hit', 'wound', 'damage'], '--fate'), s.attacker, '--fate', o.fate),
    target: eligible(parseFate(o.targetFate, ['save'], '--target-fate'), s.target, '--target-fate', o.targetFate),
  };
}

/** 002 'Seers’ Guidance': units "replace" Strands of Fate with it, so there are no Fate dice to use. */
export function refuseFateWithSeersGuidance(o: CalcOptions, inPlay: EffectsInPlay): void {
  if (!o.fate && !o.targetFate) return;
  const sides = [
    ['--fate', o.fate, '--with', inPlay.attacker],
    ['--target-fate', o.targetFate, '--target-with', inPlay.target],
  ] as const;
  for (const [flag, dice, withFlag, effects] of sides) {
    if (dice && effects.some((e) => e.id === 'seers-guidance')) {
      throw new UsageError(`${flag}: ${withFlag} seers-guidance replaces Strands of Fate (002 'Seers’ Guidance'): there are no Fate dice to use`);
    }
  }
}
