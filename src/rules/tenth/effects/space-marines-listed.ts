/**
 * Space Marines detachment rules listed for completeness (Imperium - Space Marines.cat): those that change no attack
 * roll, and those the effect format cannot state, each saying why. The modelled ones are space-marines*.ts.
 */
import { once } from '../../maps.js';
import { noAttack, notModelled } from './catalogue.js';
import { marines } from './space-marines.js';
import type { Effect } from './types.js';

/** What a rule does when it only lets units move, shoot or charge when they could not. */
const ELIGIBILITY = 'eligibility to shoot or charge after Advancing or Falling Back';

export const SPACE_MARINES_LISTED = once((): readonly Effect[] => [
  noAttack(marines('combat-doctrines', 'Gladius Task Force', 'Combat Doctrines', 'cf8e-b330-be85-11d0'), ELIGIBILITY),
  noAttack(marines('mastered-doctrines', 'Blade of Ultramar', 'Mastered Doctrines', 'b260-a005-ff0e-1fbc'), ELIGIBILITY),
  noAttack(marines('grim-resolve', 'Unforgiven Task Force', 'Grim Resolve', '7dca-ea42-e2a5-e5a0'), 'Objective Control'),
  notModelled(
    marines('kill-teams', 'Black Spear Task Force', 'Kill Teams', '8472-7f00-395e-e104'),
    "wounding a mixed KILL TEAM unit on its majority Toughness: the engine wounds on the unit's highest (003 'Unit's Toughness Characteristic'); give the unit's file the majority's Toughness instead",
  ),
  notModelled(
    marines('purgatus-tactics', 'Black Spear Task Force', 'Mission Tactics', 'ab94-6f80-af0b-a719', 'Purgatus Tactics'),
    '[PRECISION] on a Critical Hit only: precision is an allocation order of the whole attack (--allocation precision), not of some of its hits',
  ),
  noAttack(marines('lightning-assault', 'Stormlance Task Force', 'Lightning Assault', '2da2-a6e8-3c4a-ed1e'), ELIGIBILITY),
  noAttack(marines('storm-swift-onslaught', 'Spearpoint Task Force', 'Storm-Swift Onslaught', '32d2-d63a-d2b0-274a'), `${ELIGIBILITY}; a Normal move`),
  noAttack(marines('masters-of-manoeuvre', 'Company of Hunters', 'Masters of Manoeuvre', '1bba-5194-cc08-9e1b'), `${ELIGIBILITY}; Battleline`),
  notModelled(
    marines('a-noble-death-in-combat', 'The Lost Brethren', 'A Noble Death in Combat', '55f9-9c55-a939-d292'),
    'its re-rolls depend on the attacking unit being below its Starting Strength or Below Half-strength: no input says so (--reroll-wounds ones or failed by hand)',
  ),
  noAttack(marines('upon-wings-of-fire', 'The Angelic Host', 'Upon Wings of Fire', '1392-f0fa-6671-5a85'), 'Strategic Reserves and Deep Strike'),
  noAttack(marines('in-the-lions-claws', "Lion's Blade Task Force", "In the Lion's Claws", 'c391-178f-94b8-08f4'), 'Desperate Escape tests and Charge rolls'),
  noAttack(
    marines('biomancy-discipline', 'Librarius Conclave', 'Psychic Disciplines', '2411-57fb-be70-86dd', 'Biomancy Discipline'),
    'Move characteristic (the other Disciplines are divination-, pyromancy-, telekinesis- and telepathy-discipline)',
  ),
  noAttack(
    marines('chorus-of-relentless-hate', 'Wrathful Procession', 'Wrathful Procession', '759e-8e05-2de3-5528', 'Chorus of Relentless Hate'),
    'Move and Advance rolls (the other Litanies: Rite of Perfervid Wrath, Chant of Deathless Devotion)',
  ),
  noAttack(marines('the-great-wolf-watches', 'Champions of Fenris', 'The Great Wolf Watches', '011b-34dd-92e7-a4db'), "charges in the opponent's Charge phase, Objective Control"),
  noAttack(
    marines('legacy-of-the-angel', 'Angelic Inheritors', 'Legacy of the Angel', 'fe54-db84-ea4e-a5be'),
    'Sanguinary Grace and Their Appointed Hour: shooting and charging after Falling Back, Advance and Charge re-rolls (Carmine Wrath is carmine-wrath)',
  ),
  noAttack(marines('righteous-fervour', 'Companions of Vehemence', 'Righteous Fervour', 'e2ba-ad00-9361-86b0'), 'Advance and Charge re-rolls'),
  noAttack(
    marines('encircling-jaws', 'Saga of the Great Wolf', 'Master of Wolves', 'd02f-b1eb-9dcc-fd33', 'Encircling Jaws'),
    "Advance and Charge re-rolls (the other Hunting Packs: Hunter's Eye, Ferocious Strike)",
  ),
  noAttack(marines('rapid-deployment', 'Armoured Speartip', 'Rapid Deployment', 'b867-8297-a69a-4065'), 'a Normal move after disembarking'),
]);
