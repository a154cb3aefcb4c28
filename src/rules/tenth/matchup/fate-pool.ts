/**
 * A side's Fate dice pool (--fate 6,6,2, --target-fate 4) and the dice a phase spent from it (002
 * 'Strands of Fate': "Once per phase ... you can use one of those Fate dice ... remove it from your
 * Fate dice pool"); RULINGS 13: spent only where it helps, and the output says where each went.
 */
import type { AssignedRoll } from '../engine.js';

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
