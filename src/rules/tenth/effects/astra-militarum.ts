import { once } from '../../maps.js';
import { parseAbility } from '../abilities.js';
import { catalogueSource, noAttack, type Listed } from './catalogue.js';
import type { Effect } from './types.js';

const source = (heading: string) => `001 '${heading}'`;
/**
 * 001 'Orders': "If your Army Faction is ASTRA MILITARUM, OFFICER models ... select one eligible friendly
 * unit": an ASTRA MILITARUM unit.
 */
const ORDERED = ['ASTRA MILITARUM'];

export const ASTRA_MILITARUM = once((): readonly Effect[] => [
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
]);

const AM = catalogueSource('Imperium - Astra Militarum - Library.cat');
const guard = (id: string, entry: string, rule: string, ruleId: string, name = rule): Listed => ({ id, name, faction: 'Astra Militarum', source: AM(entry, rule, ruleId) });
const LETHAL = { abilities: [parseAbility('lethal hits')] };
const MONSTER_VEHICLE = ['MONSTER', 'VEHICLE'];
/** 'Masters of Camouflage': "ASTRA MILITARUM WALKER and REGIMENT models from your army". */
const CAMOUFLAGED = { targetAllKeywords: ['ASTRA MILITARUM'], targetKeywords: ['WALKER', 'REGIMENT'] };

/** The detachment rules (and the army rule the Orders above belong to) of the Astra Militarum catalogue. */
export const ASTRA_MILITARUM_DETACHMENTS = once((): readonly Effect[] => [
  noAttack(
    guard('voice-of-command', 'army rule', 'Voice Of Command', '53c9-34f6-2443-a95e'),
    'issuing Orders; the Orders that change attacks are take-aim, fix-bayonets, first-rank-fire and take-cover (Move! Move! Move! and Duty and Honour! change none)',
  ),
  {
    ...guard('born-soldiers', 'Combined Arms', 'Born Soldiers', 'b65e-c54b-b8fe-e8e2'),
    summary: 'ranged attacks against a visible unit have [LETHAL HITS]: a REGIMENT unit against one that is not a MONSTER or VEHICLE, a SQUADRON unit against a MONSTER or VEHICLE',
    attacker: {
      when: { attackerKeywords: ['REGIMENT'], targetNotKeywords: MONSTER_VEHICLE, targetVisible: true },
      weapons: { range: 'ranged' },
      adjust: LETHAL,
      also: [{ when: { attackerKeywords: ['SQUADRON'], targetKeywords: MONSTER_VEHICLE, targetVisible: true }, weapons: { range: 'ranged' }, adjust: LETHAL }],
    },
  },
  {
    ...guard('only-the-best', 'Bridgehead Strike', 'Only The Best', '4437-da10-a69e-d131'),
    summary: 'ASTRA MILITARUM INFANTRY ranged attacks: re-roll Hit rolls of 1',
    attacker: { when: { attackerAllKeywords: ['ASTRA MILITARUM', 'INFANTRY'] }, weapons: { range: 'ranged' }, adjust: { rerollHits: 'ones' } },
  },
  {
    ...guard('fire-zone-purge', 'Bridgehead Strike', 'Fire Zone Purge', 'c0cb-43e7-e7e6-11ea'),
    summary: 'MILITARUM TEMPESTUS ranged attacks in a turn the unit arrived from Reserves or disembarked (the player says so): +1 to the Hit roll',
    attacker: { when: { attackerKeywords: ['MILITARUM TEMPESTUS'] }, weapons: { range: 'ranged' }, adjust: { hit: [['Fire Zone Purge', 1]] } },
  },
  {
    ...guard('incendiary-bombardment', 'Siege Regiment', 'Artillery Support', 'faf3-6fc0-6682-dfa9', 'Incendiary Bombardment'),
    summary: 'Artillery Support: attacks against a scattered enemy unit, which cannot have the Benefit of Cover (as [IGNORES COVER])',
    attacker: { adjust: { abilities: [parseAbility('ignores cover')] } },
  },
  {
    ...guard('smoke-shells', 'Siege Regiment', 'Artillery Support', 'faf3-6fc0-6682-dfa9', 'Smoke Shells'),
    summary: 'Artillery Support, target (a unit selected): Stealth, -1 to the Hit roll of ranged attacks',
    target: { when: { phase: 'ranged' }, adjust: { hit: [['Smoke Shells (Stealth)', -1]] } },
  },
  noAttack(guard('creeping-barrage', 'Siege Regiment', 'Artillery Support', 'faf3-6fc0-6682-dfa9', 'Creeping Barrage'), 'Move and Charge rolls of shaken units'),
  {
    ...guard('armoured-fist', 'Mechanised Assault', 'Armoured Fist', '5e37-69a6-b478-2cd5'),
    summary: 'ASTRA MILITARUM ranged attacks in a turn the unit disembarked from a TRANSPORT (the player says so): +1 to the Wound roll',
    attacker: { when: { attackerKeywords: ['ASTRA MILITARUM'] }, weapons: { range: 'ranged' }, adjust: { wound: [['Armoured Fist', 1]] } },
  },
  noAttack(guard('iron-tread', 'Hammer of the Emperor', 'Iron Tread', '4f39-4662-ab91-2be4'), 'Advance moves of SQUADRON units'),
  {
    ...guard('masters-of-camouflage', 'Recon Element', 'Masters of Camouflage', '9878-8c91-dee3-c0a1'),
    summary: 'target (ASTRA MILITARUM WALKER or REGIMENT): the Benefit of Cover (with cover for another reason too: its in-cover twin)',
    target: { when: CAMOUFLAGED, defence: { cover: true } },
  },
  {
    ...guard('masters-of-camouflage-in-cover', 'Recon Element', 'Masters of Camouflage', '9878-8c91-dee3-c0a1', 'Masters of Camouflage (in cover anyway)'),
    summary: 'target (ASTRA MILITARUM WALKER or REGIMENT) with the Benefit of Cover for another reason (e.g. in a Ruin): also improve the Save by 1 (not to better than 3+)',
    target: { when: CAMOUFLAGED, defence: { cover: true, improveSaveTo: 3 } },
  },
  {
    ...guard('ruthless-discipline', 'Grizzled Company', 'Ruthless Discipline', '875a-bbfc-8184-0f73'),
    summary: 'an ASTRA MILITARUM unit affected by an Order (the player says so): re-roll Hit rolls of 1',
    attacker: { when: { attackerKeywords: ORDERED }, adjust: { rerollHits: 'ones' } },
  },
  {
    ...guard('purge-sweep-protocols', 'Tempestus Boarding Regiment', 'Purge-sweep Protocols', '7f7a-16b9-b85b-d930'),
    summary: 'MILITARUM TEMPESTUS ranged attacks against the unit selected across an open Hatchway (the player says so) have [LETHAL HITS]',
    attacker: { when: { attackerKeywords: ['MILITARUM TEMPESTUS'] }, weapons: { range: 'ranged' }, adjust: LETHAL },
  },
  noAttack(
    guard('ceaseless-cannonade', 'Steel Hammer', 'Ceaseless Cannonade', 'c324-bc40-8caa-5e2d'),
    'shooting into Engagement Range; its "no penalty to the Hit rolls" is calc without big-guns-never-tire',
  ),
  noAttack(guard('squadron-command', 'Armoured Infantry', 'Squadron Command', '6ed3-5540-0f8d-a27c'), 'who can receive Orders, and the On My Signal Order (a move)'),
  ...[
    ['embarked-mustering', 'Embarked Regiment', 'Mustering A Boarding Patrol', 'ba94-4fbe-1318-668a', 'army composition'],
    ['embarked-rules-adaptions', 'Embarked Regiment', 'Rules Adaptions', '2b05-c8ac-5f39-f45d', 'abilities some units lose in Boarding Actions'],
    ['embarked-direct-orders', 'Embarked Regiment', 'Direct Orders', '3706-b59a-944e-fcc4', 'who can receive Orders'],
    ['embarked-boarding-squads', 'Embarked Regiment', 'Forming Boarding Squads', '6763-0676-8b47-0f7c', 'army composition'],
    ['embarked-get-down', 'Embarked Regiment', 'Get Down!', '43f2-6e27-bb5f-cfee', 'visibility through friendly units'],
    ['tempestus-mustering', 'Tempestus Boarding Regiment', 'Mustering A Boarding Patrol', '554f-85f1-53ec-88de', 'army composition'],
    ['tempestus-rules-adaptions', 'Tempestus Boarding Regiment', 'Rules Adaptions', '716e-fe2d-4fa3-1e55', 'Secure Site and Deep Strike'],
    ['tempestus-direct-orders', 'Tempestus Boarding Regiment', 'Direct Orders', '920f-97d9-c68a-c2eb', 'who can receive Orders'],
    ['tempestus-boarding-squads', 'Tempestus Boarding Regiment', 'Forming Boarding Squads', 'c72c-0eb6-a876-c19d', 'army composition'],
    ['bridgehead-keywords', 'Bridgehead Strike', 'Keywords', '0903-7a22-316d-c7dc', 'Battleline and Objective Control'],
    ['steel-hammer-keywords', 'Steel Hammer', 'Keywords', '044a-2663-701b-5b44', 'the CHARACTER keyword'],
    ['armoured-infantry-keywords', 'Armoured Infantry', 'Keywords', 'a000-80e8-9b15-d7fe', 'the ARMOURED SKIRMISHER keyword'],
  ].map(([id, entry, rule, ruleId, what]) => noAttack(guard(id, entry, rule, ruleId, `${rule} (${entry})`), what)),
]);
