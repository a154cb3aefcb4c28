import type { Effect } from './types.js';

const source = (heading: string) => `001 '${heading}'`;
/**
 * 001 'Orders': "If your Army Faction is ASTRA MILITARUM, OFFICER models ... select one eligible friendly
 * unit": an ASTRA MILITARUM unit.
 */
const ORDERED = ['ASTRA MILITARUM'];

export const ASTRA_MILITARUM: readonly Effect[] = [
  {
    id: 'take-aim',
    name: 'Take Aim!',
    faction: 'Astra Militarum',
    source: source('Orders: Take Aim!'),
    summary: 'an ASTRA MILITARUM unit: improve the BS of ranged weapons by 1',
    attacker: { when: { attackerKeywords: ORDERED }, weapons: { range: 'ranged' }, adjust: { skill: 1 } },
  },
  {
    id: 'fix-bayonets',
    name: 'Fix Bayonets!',
    faction: 'Astra Militarum',
    source: source('Orders: Fix Bayonets!'),
    summary: 'an ASTRA MILITARUM unit: improve the WS of melee weapons by 1',
    attacker: { when: { attackerKeywords: ORDERED }, weapons: { range: 'melee' }, adjust: { skill: 1 } },
  },
  {
    id: 'first-rank-fire',
    name: 'First Rank, Fire! Second Rank, Fire!',
    faction: 'Astra Militarum',
    source: source('Orders: First Rank, Fire! Second Rank, Fire!'),
    summary: 'an ASTRA MILITARUM unit: improve the Attacks of Rapid Fire weapons by 1',
    attacker: { when: { attackerKeywords: ORDERED }, weapons: { ability: 'rapid fire' }, adjust: { attacks: 1 } },
  },
  {
    id: 'take-cover',
    name: 'Take Cover!',
    faction: 'Astra Militarum',
    source: source('Orders: Take Cover!'),
    summary: 'target (an ASTRA MILITARUM unit): improve the Save characteristic by 1 (not to better than 3+)',
    target: { when: { targetKeywords: ORDERED }, defence: { improveSaveTo: 3 } },
  },
  {
    id: 'overlapping-fire',
    name: 'Overlapping fire',
    faction: 'Genestealer Cults',
    source: source('overlapping fire'),
    summary: 'ranged attacks against a unit caught in overlapping fire: +1 to the Hit roll',
    attacker: { when: { phase: 'ranged' }, weapons: { range: 'ranged' }, adjust: { hit: [['overlapping fire', 1]] } },
  },
];
