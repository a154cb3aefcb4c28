import { once } from '../../maps.js';
import { parseAbility } from '../abilities.js';
import type { Effect } from './types.js';

const FILE = '000';
const source = (heading: string) => `${FILE} '${heading}'`;

/**
 * Models a fight-on-death rule does not cover, by effect id (upper-case model names): 000 'Reap the
 * Tally': "Each time a model from your army (excluding KHÂRN THE BETRAYER) is destroyed ...".
 */
export const FIGHT_ON_DEATH_EXCLUDES: Readonly<Record<string, readonly string[]>> = {
  'reap-the-tally': ['KHÂRN THE BETRAYER'],
};

/**
 * 000 'Blessings of Khorne': "each Blessing of Khorne applies to all units from your army with this
 * ability": the unit's datasheet lists Blessings of Khorne.
 */
const BLESSED = 'Blessings of Khorne';

export const WORLD_EATERS = once((): readonly Effect[] => [
  {
    id: 'wrathful-devotion',
    name: 'Wrathful Devotion',
    faction: 'World Eaters',
    source: source('Blessings of Khorne: Wrathful Devotion'),
    summary: 'target (a unit with Blessings of Khorne): Feel No Pain 6+, or +1 to Feel No Pain rolls the models already have',
    target: { when: { targetAbility: BLESSED }, defence: { feelNoPainBonus: 1, feelNoPain: 6 } },
  },
  {
    id: 'martial-excellence',
    name: 'Martial Excellence',
    faction: 'World Eaters',
    source: source('Blessings of Khorne: Martial Excellence'),
    summary: 'a unit with Blessings of Khorne: melee weapons gain [SUSTAINED HITS 1]',
    attacker: { when: { attackerAbility: BLESSED }, weapons: { range: 'melee' }, adjust: { abilities: [parseAbility('sustained hits 1')] } },
  },
  {
    id: 'warp-blades',
    name: 'Warp Blades',
    faction: 'World Eaters',
    source: source('Blessings of Khorne: Warp Blades'),
    summary: 'a unit with Blessings of Khorne: melee weapons gain [LETHAL HITS]',
    attacker: { when: { attackerAbility: BLESSED }, weapons: { range: 'melee' }, adjust: { abilities: [parseAbility('lethal hits')] } },
  },
  {
    id: 'total-carnage',
    name: 'Total Carnage',
    faction: 'World Eaters',
    source: source('Blessings of Khorne: Total Carnage'),
    summary: 'target (a unit with Blessings of Khorne): each model destroyed by a melee attack fights back on a 4+',
    target: { when: { phase: 'melee', targetAbility: BLESSED }, fightOnDeath: 4 },
  },
  {
    id: 'relentless-rage',
    name: 'Relentless Rage',
    faction: 'World Eaters',
    source: source('Relentless Rage'),
    summary: 'after a Charge move: +1 Strength and +1 Attacks to melee weapons',
    attacker: { when: { charged: true }, weapons: { range: 'melee' }, adjust: { strength: 1, attacks: 1 } },
  },
  {
    id: 'beacons-of-rage',
    name: 'Beacons of Rage',
    faction: 'World Eaters',
    source: source('Eightbound: Beacons of Rage (Aura)'),
    summary: 'melee: re-roll Wound rolls of 1; re-roll the Wound roll against a Below Half-strength target',
    attacker: {
      weapons: { range: 'melee' },
      adjust: { rerollWounds: 'ones' },
      also: [{ when: { targetBelowHalfStrength: true }, weapons: { range: 'melee' }, adjust: { rerollWounds: 'failed' } }],
    },
  },
  {
    id: 'for-the-skull-throne',
    name: 'For the Skull Throne!',
    faction: 'World Eaters',
    source: source('FOR THE SKULL THRONE!'),
    cp: 1, // 000 'FOR THE SKULL THRONE!': 1CP
    summary: '+1 to wound with melee attacks against CHARACTER, MONSTER or VEHICLE units',
    attacker: {
      when: { targetKeywords: ['CHARACTER', 'MONSTER', 'VEHICLE'] },
      weapons: { range: 'melee' },
      adjust: { wound: [['For the Skull Throne!', 1]] },
    },
  },
  {
    id: 'khorne-cares-not',
    name: 'Khorne Cares Not...',
    faction: 'World Eaters',
    source: source('KHORNE CARES NOT...'),
    cp: 2, // 000 'KHORNE CARES NOT...': 2CP
    summary: 'target (Fight phase): -1 to the Damage of attacks that target the unit',
    target: { when: { phase: 'melee' }, adjust: { damage: 1 } },
  },
  {
    id: 'shocking-onslaught',
    name: 'Shocking Onslaught',
    faction: 'World Eaters',
    source: source('SHOCKING ONSLAUGHT'),
    cp: 1, // 000 'SHOCKING ONSLAUGHT': 1CP
    summary: 'target (Fire Overwatch at the unit): the unit firing takes a Leadership test, -1 to the result; failed, it cannot fire Overwatch at the unit (wh40k turn --overwatch)',
    // "each time an enemy unit is selected to fire Overwatch, it must take a Leadership test, subtracting
    // 1 from the result: if failed, that enemy unit cannot fire Overwatch at your unit this phase." Read
    // as including the unit whose selection it answers (WHEN: "just after an enemy unit is selected to
    // fire Overwatch"): else it could never stop the one Overwatch a turn has.
    target: { when: { withEffect: 'fire-overwatch' }, stopsOverwatch: { leadershipTest: -1 } },
  },
  {
    id: 'savage-resilience',
    name: 'Savage Resilience',
    faction: 'World Eaters',
    source: source('SAVAGE RESILIENCE'),
    cp: 1, // 000 'SAVAGE RESILIENCE': 1CP
    summary: "target (opponent's Shooting phase): -1 to the Damage of attacks allocated to the unit",
    // WHEN: "Your opponent's Shooting phase": not when the unit is shot by Fire Overwatch in its own turn (003 'Out-of-phase Rules').
    target: { when: { phase: 'ranged', shootingPhase: true }, adjust: { damage: 1 } },
  },
  {
    id: 'reap-the-tally',
    name: 'Reap the Tally',
    faction: 'World Eaters',
    source: source('Reap the Tally'),
    summary: 'target: each model (excluding KHÂRN THE BETRAYER) destroyed by a melee attack fights back on a 5+',
    target: { when: { phase: 'melee' }, fightOnDeath: 5 },
  },
  {
    id: 'unstoppable-rage',
    name: 'Unstoppable Rage',
    faction: 'World Eaters',
    source: source('UNSTOPPABLE RAGE'),
    cp: 1, // 000 'UNSTOPPABLE RAGE': 1CP
    summary: 'target: the attacking unit is stunned, -1 to its Hit rolls',
    target: { adjust: { hit: [['stunned (Unstoppable Rage)', -1]] } },
  },
]);
