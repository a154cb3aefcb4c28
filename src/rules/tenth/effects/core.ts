import { once } from '../../maps.js';
import type { Effect } from './types.js';

export const COMMAND_RE_ROLL: Effect = {
  id: 'command-re-roll',
  name: 'Command Re-roll',
  faction: 'Core',
  source: "003 'Page 41 – Command Re-roll Stratagem' (000 'COMMAND RE-ROLL')",
  cp: 1, // 003 'COMMAND RE-ROLL': 1CP
  // 003 'Page 41 – Command Re-roll Stratagem': the player picks the roll after seeing it. The
  // calculator fixes the weapon and the roll type before any dice are rolled (the placement with
  // the most expected kills), then re-rolls the first failed roll of that type: a lower bound.
  summary:
    're-roll one Attacks, Hit, Wound or Damage roll (attacker) or one saving throw (target); the weapon and roll type are ' +
    'fixed before any dice are rolled (where it helps most on average), then the first failed roll of it is re-rolled: ' +
    'a player who chooses after seeing the dice can do better',
  attacker: {
    oneRollIsChoice: true,
    oneRolls: [
      { roll: 'attacks', action: 'reroll' },
      { roll: 'hit', action: 'reroll' },
      { roll: 'wound', action: 'reroll' },
      { roll: 'damage', action: 'reroll' },
    ],
  },
  target: { oneRolls: [{ roll: 'save', action: 'reroll' }] },
};

export const CORE = once((): readonly Effect[] => [
  COMMAND_RE_ROLL,
  {
    id: 'go-to-ground',
    name: 'Go to Ground',
    faction: 'Core',
    source: "000 'GO TO GROUND'",
    cp: 1, // 000 'GO TO GROUND': 1CP
    summary: "target (INFANTRY, opponent's Shooting phase): 6+ invulnerable save and the Benefit of Cover",
    // WHEN: "Your opponent's Shooting phase": not when the unit is shot by Fire Overwatch in its own turn (003 'Out-of-phase Rules').
    target: { when: { phase: 'ranged', shootingPhase: true, targetKeywords: ['INFANTRY'] }, defence: { invulnerable: 6, cover: true } },
  },
  {
    id: 'fire-overwatch',
    name: 'Fire Overwatch',
    faction: 'Core',
    source: "003 'Fire Overwatch Stratagem'",
    cp: 1, // 003 'FIRE OVERWATCH': 1CP
    // 003 'Out-of-phase Rules': the unit shoots "as if it were your Shooting phase", and "you cannot use
    // any other rules that are normally triggered in that phase" (FAQ: e.g. Firing Deck).
    summary:
      'ranged attacks hit only on an unmodified 6, whatever the BS and modifiers; out of phase: rules used in a ' +
      'Shooting phase (Bladestorm, Go to Ground, Savage Resilience...) are skipped with it',
    attacker: { when: { phase: 'ranged' }, weapons: { range: 'ranged' }, adjust: { overwatch: 6 } },
  },
  {
    id: 'big-guns-never-tire',
    name: 'Big Guns Never Tire',
    faction: 'Core',
    source: "003 'Big Guns Never Tire'",
    summary: 'a MONSTER or VEHICLE shooting while in Engagement Range: -1 to hit, except with Pistols (the same as --attacker-engaged, which applies it by itself)',
    // The rule is the attacker's engagement (Conditions.engaged: plan.ts, selection.ts); the name stays
    // accepted and says the unit is engaged, as --attacker-engaged does.
    attacker: { when: { phase: 'ranged', attackerKeywords: ['MONSTER', 'VEHICLE'] }, conditions: { engaged: true } },
  },
  {
    id: 'stealth',
    name: 'Stealth',
    faction: 'Core',
    source: "003 'DUPLICATED CORE ABILITIES' (Example 1: Stealth)",
    summary: 'target: -1 to the Hit roll of ranged attacks against the unit',
    target: { when: { phase: 'ranged' }, adjust: { hit: [['Stealth', -1]] } },
  },
  {
    id: 'indirect-fire',
    name: 'Indirect Fire',
    faction: 'Core',
    source: "003 'Indirect Fire'",
    summary: 'no target model visible: only Indirect Fire weapons, -1 to hit, unmodified 1-3 fail, target in cover (same as --indirect)',
    attacker: { when: { phase: 'ranged' }, conditions: { indirect: true } },
  },
  {
    id: 'grenade',
    name: 'Grenade',
    faction: 'Core',
    source: "003 'Page 42 – Grenade Stratagem' ('GRENADE')",
    cp: 1, // 003 'GRENADE': 1CP
    summary:
      'a GRENADES unit, your Shooting phase, before it shoots: roll six D6, each 4+ one mortal wound on the target (then the unit ' +
      "shoots); neither unit within Engagement Range, target visible; not checked: the unit has not Advanced or Fallen Back, the target is within 8\"",
    // WHEN: "Your Shooting phase"; TARGET excludes units that "have shot this turn", so it comes before
    // the unit's attacks. Not with Fire Overwatch (003 'Out-of-phase Rules').
    attacker: {
      when: { phase: 'ranged', shootingPhase: true, attackerKeywords: ['GRENADES'], attackerUnengaged: true, targetUnengaged: true, targetVisible: true },
      action: { name: 'Grenade (stratagem)', dice: 6, perFace: [0, 0, 0, 1, 1, 1] },
    },
  },
  {
    id: 'tank-shock',
    name: 'Tank Shock',
    faction: 'Core',
    source: "003 'Tank Shock Stratagem' ('TANK SHOCK')",
    cp: 1, // 003 'TANK SHOCK': 1CP
    summary:
      'a VEHICLE unit that made a Charge move (--charged), before it fights: roll D6 equal to the Toughness of its VEHICLE model with ' +
      'the highest Toughness, each 5+ one mortal wound on the target, at most 6',
    // WHEN: "Your Charge phase, just after a VEHICLE unit from your army ends a Charge move": before the
    // Fight phase, so before the unit's melee attacks against the same target.
    attacker: {
      when: { phase: 'melee', charged: true, attackerKeywords: ['VEHICLE'] },
      action: { name: 'Tank Shock (stratagem)', dice: 'toughness', perFace: [0, 0, 0, 0, 1, 1], most: 6 },
    },
  },
]);
