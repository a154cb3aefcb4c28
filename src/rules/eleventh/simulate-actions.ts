/**
 * The core stratagems that inflict mortal wounds (Scenario.actions), played die by die for the simulator
 * (simulate.ts): 11e 15.05 Explosives (six D6 before the unit shoots, each 4+ one mortal wound) and 15.06 Crushing
 * Impact (after the charge move: a D6 per point of the chosen model's T, each 5+ one mortal wound to the target and
 * each 1 one to the charging unit, at most 6 per unit), their mortal wounds allocated one at a time (06.02). Command
 * Re-roll is played in simulate.ts, on the dice the exact engine placed it on (Choices.commandReroll).
 */
import { rollDie, type Roller } from '../../dice/roller.js';
import { sufferMortalWounds, type Table } from './simulate-target.js';
import type { Scenario } from './types.js';

const either = (keywords: readonly string[], a: string, b: string) => keywords.includes(a) || keywords.includes(b);

/** How many of `n` D6 show a face `hits` takes. */
function count(n: number, roller: Roller, hits: (face: number) => boolean): number {
  let k = 0;
  for (let i = 0; i < n; i++) if (hits(rollDie(6, roller))) k++;
  return k;
}

/** 11e 15.05: an EXPLOSIVES or GRENADES unit in its own Shooting phase, not advanced, unengaged, at an unengaged target. */
function explosivesUsed(s: Scenario): boolean {
  const c = s.conditions;
  return either(s.attacker.keywords, 'EXPLOSIVES', 'GRENADES') && c.phase === 'ranged' && (c.shooting === 'normal' || c.shooting === 'indirect') && !c.targetEngaged;
}

/** 11e 15.06: a MONSTER or VEHICLE unit that has just made its charge move (so it fights having charged). */
const crushingImpactUsed = (s: Scenario): boolean => either(s.attacker.keywords, 'MONSTER', 'VEHICLE') && s.conditions.phase === 'melee' && s.conditions.charged;

/** Plays the actions the scenario asks for that the situation allows, before the attacks, on the two units' tables. */
export function playActions(s: Scenario, target: Table, attacker: Table, roller: Roller): void {
  const asked = s.actions ?? {};
  if (asked.explosives && explosivesUsed(s)) sufferMortalWounds(target, count(6, roller, (f) => f >= 4), roller);
  if (asked.crushingImpact && crushingImpactUsed(s)) {
    // The model rolling is the attacker's choice: the highest T, the most dice.
    const T = Math.max(...s.attacker.models.map((m) => m.stats.T));
    let fives = 0;
    let ones = 0;
    for (let i = 0; i < T; i++) {
      const face = rollDie(6, roller);
      if (face >= 5) fives++;
      if (face === 1) ones++;
    }
    sufferMortalWounds(target, Math.min(6, fives), roller);
    sufferMortalWounds(attacker, Math.min(6, ones), roller);
  }
}
