/**
 * Agents of the Imperium: the army rule (Assigned Agents) and the detachment rules, from the catalogue's text
 * (Imperium - Agents of the Imperium.cat).
 */
import { once } from '../../maps.js';
import { parseAbility } from '../abilities.js';
import { catalogueSource, noAttack, notModelled, type Listed } from './catalogue.js';
import type { Effect } from './types.js';

const AOI = catalogueSource('Imperium - Agents of the Imperium.cat');
const agents = (id: string, entry: string, rule: string, ruleId: string, name = rule): Listed => ({ id, name, faction: 'Agents of the Imperium', source: AOI(entry, rule, ruleId) });
const TACTICS = ['Alien Hunters (Ordo Xenos)', 'Deathwatch Mission Tactics', 'e9d9-5b1a-3377-bf4f'] as const;
const ROOT_OUT_HERESY = ['Purgation Force (Ordo Hereticus)', 'Root Out Heresy', '9e60-00d6-ecf7-929f'] as const;
const AT_ALL_COSTS = ['Imperialis Fleet', 'At All Costs', 'dd5f-5aac-a976-1d59'] as const;
/** 'Root Out Heresy': "ADEPTUS ARBITES, INQUISITOR, INQUISITORIAL AGENTS and ORDO HERETICUS models". */
const HERETICUS = ['ADEPTUS ARBITES', 'INQUISITOR', 'INQUISITORIAL AGENTS', 'ORDO HERETICUS'];
const DEATHWATCH = { attackerKeywords: ['DEATHWATCH'] };

export const AGENTS_OF_THE_IMPERIUM = once((): readonly Effect[] => [
  noAttack(agents('assigned-agents', 'army rule', 'Assigned Agents', '58c1-ec7a-74f5-26b9'), 'army composition'),
  {
    ...agents('deathwatch-furor-tactics', ...TACTICS, 'Furor Tactics (Deathwatch)'),
    summary: 'Mission Tactic: weapons of DEATHWATCH units have [SUSTAINED HITS 1]',
    attacker: { when: DEATHWATCH, adjust: { abilities: [parseAbility('sustained hits 1')] } },
  },
  {
    ...agents('deathwatch-malleus-tactics', ...TACTICS, 'Malleus Tactics (Deathwatch)'),
    summary: 'Mission Tactic: weapons of DEATHWATCH units have [LETHAL HITS]',
    attacker: { when: DEATHWATCH, adjust: { abilities: [parseAbility('lethal hits')] } },
  },
  notModelled(
    agents('deathwatch-purgatus-tactics', ...TACTICS, 'Purgatus Tactics (Deathwatch)'),
    '[PRECISION] on a Critical Wound only: precision is an allocation order of the whole attack (--allocation precision), not of some of its wounds',
  ),
  {
    ...agents('root-out-heresy', ...ROOT_OUT_HERESY),
    summary: 'ADEPTUS ARBITES, INQUISITOR, INQUISITORIAL AGENTS and ORDO HERETICUS ranged weapons have [IGNORES COVER] (root-out-heresy-horde: a CHAOS unit of 5 or more models)',
    attacker: { when: { attackerKeywords: HERETICUS }, weapons: { range: 'ranged' }, adjust: { abilities: [parseAbility('ignores cover')] } },
  },
  {
    ...agents('root-out-heresy-horde', ...ROOT_OUT_HERESY, 'Root Out Heresy (5 or more Chaos models)'),
    summary: 'as root-out-heresy, against a CHAOS unit containing 5 or more models (the player says so): every attack has [SUSTAINED HITS 1] too',
    attacker: {
      when: { attackerKeywords: HERETICUS },
      weapons: { range: 'ranged' },
      adjust: { abilities: [parseAbility('ignores cover')] },
      also: [{ when: { attackerKeywords: HERETICUS, targetKeywords: ['CHAOS'] }, adjust: { abilities: [parseAbility('sustained hits 1')] } }],
    },
  },
  {
    ...agents('destroy-the-daemonic', 'Daemon Hunters (Ordo Malleus)', 'Destroy the Daemonic', 'e6e1-7189-70a5-f53b'),
    summary: 'INQUISITOR, INQUISITORIAL AGENTS or ORDO MALLEUS attacks re-roll Hit rolls of 1, and Wound rolls of 1 against a DAEMON unit',
    attacker: {
      when: { attackerKeywords: ['INQUISITOR', 'INQUISITORIAL AGENTS', 'ORDO MALLEUS'] },
      adjust: { rerollHits: 'ones' },
      also: [{ when: { attackerKeywords: ['INQUISITOR', 'INQUISITORIAL AGENTS', 'ORDO MALLEUS'], targetKeywords: ['DAEMON'] }, adjust: { rerollWounds: 'ones' } }],
    },
  },
  {
    ...agents('eliminate-at-all-costs', ...AT_ALL_COSTS, 'Eliminate At All Costs'),
    summary: 'AGENTS OF THE IMPERIUM attacks against the enemy unit selected in your Command phase (the player says so): +1 to the Hit roll',
    attacker: { when: { attackerKeywords: ['AGENTS OF THE IMPERIUM'] }, adjust: { hit: [['Eliminate At All Costs', 1]] } },
  },
  {
    ...agents('acquire-at-all-costs', ...AT_ALL_COSTS, 'Acquire At All Costs'),
    summary: 'target (an AGENTS OF THE IMPERIUM unit within range of the selected objective marker, --target-on-objective): a 5+ invulnerable save',
    target: { when: { targetKeywords: ['AGENTS OF THE IMPERIUM'], targetOnObjective: true }, defence: { invulnerable: 5 } },
  },
  noAttack(agents('extremis-sanction', 'Veiled Blade Elimination Force', 'Extremis Sanction', '1da6-2e09-b9c2-9504'), 'once-per-battle abilities used twice, and points'),
]);
