/**
 * The World Eaters catalogue's detachment rules and enhancements with no model here (RULINGS 10: listed, with
 * why): each changes no attack, or changes one only through effects listed elsewhere (the player names those).
 * BSData wh40k-11e "Chaos - World Eaters.json", by entry id.
 */
import type { Effect, EffectKind } from './types.js';
import { rule, source } from './world-eaters.js';

const NO_ATTACK = 'changes no attack';

/** A rule listed without a model: `gist` what it does, `why` why nothing is computed. */
const listed = (kind: EffectKind, from: string, id: string, name: string, entry: string, text: string, why = NO_ATTACK): Effect =>
  rule(kind, from, { id, name, source: source(entry, text), side: 'attacker', summary: why });

const enhancement = (id: string, name: string, entry: string, text: string, why?: string) => listed('enhancement', 'Enhancements', id, name, entry, text, why);

export const LISTED: readonly Effect[] = [
  listed('detachment rule', 'Cult of Blood', 'idol-of-burning-wrath', 'Idol of Burning Wrath (Aura)', 'a16e-406b-5111-da3f', 'add 1" to the Movement characteristic of models in that unit and add 1 to Advance and Charge rolls made for that unit.', `Move, Advance and Charge rolls: ${NO_ATTACK}`),
  listed('detachment rule', 'Khorne Daemonkin', 'might-of-khorne', 'Blood Tithe: Might of Khorne', 'ece7-477d-069f-b782', 'Blood Legions units from your army gain the Blessings of Khorne ability.', "the unit gains the Blessings of Khorne ability: list it in the unit file's abilities, then name a Blessing with --with"),
  listed('detachment rule', 'Butchers of Khorne', 'adamantine-avalanche', 'Adamantine Avalanche', '4f7e-2f47-db67-d845', 'At the start of the Fight phase, if a friendly TERMINATOR SQUAD unit is engaged, make a Blessings of Khorne roll and use the results to activate one Blessing of Khorne.', 'one more Blessing for TERMINATOR SQUAD units this phase: name it with --with'),
  listed('detachment rule', 'Possessed Slaughterband', 'brazen-fury', 'Brazen Fury', '4d60-d00d-497d-ca18', 'this unit can make a surge move of up to D6".', `a surge move: ${NO_ATTACK}`),
  listed('detachment rule', 'Brazen Engines', 'rampaging-terrors', 'Rampaging Terrors', 'daf8-19fd-1399-d4c6', 'That enemy unit makes a battle-shock roll, with -1 to that battle-shock roll.', `a battle-shock roll: ${NO_ATTACK}`),
  enhancement('battle-lust', 'Battle-lust', 'af9c-8493-aaf3-766a', "You can re-roll Charge rolls made for the bearer's unit.", `Charge rolls: ${NO_ATTACK}`),
  enhancement('favoured-of-khorne', 'Favoured of Khorne', '4f04-7487-9744-59d4', 'Each time you make a Blessings of Khorne roll, if the bearer is on the battlefield, you can re-roll up to 2 of the D6 rolled.', 'the Blessings of Khorne roll is the player\'s: name the Blessings it activates with --with'),
  enhancement('archslaughterer', 'Archslaughterer', 'a978-65ee-3f97-bf3e', 'every Blessing of Khorne is active for this unit until the start of your next turn.', 'every Blessing active: name each with --with'),
  enhancement('gateways-to-glory', 'Gateways to Glory', '65c6-d26c-bd71-866a', 'This model has: MOBILE. +1 to charge rolls.', `movement and charge rolls: ${NO_ATTACK}`),
  enhancement('butcher-lord', 'Butcher Lord', '6870-c603-415a-6e67', 'the bearer can be attached to a Jakhals or Goremongers unit.', `attaching the bearer: ${NO_ATTACK}`),
  enhancement('chosen-of-the-blood-god', 'Chosen of the Blood God', 'c4f5-bbf0-8808-ba68', "Add 3\" to the range of the bearer's Aura abilities.", 'an aura\'s range: the player names the aura\'s effect with --with'),
  enhancement('strategic-slaughter', 'Strategic Slaughter', '8425-d88d-864e-2198', 'select up to 3 Jakhals and/or Goremongers units from your army and redeploy them.', `deployment: ${NO_ATTACK}`),
  enhancement('disciple-of-khorne', 'Disciple of Khorne', '9c40-6498-e7c3-082f', 'the bearer can be attached to a Bloodcrushers or Flesh Hounds unit.', `attaching the bearer: ${NO_ATTACK}`),
  enhancement('icon-of-war', 'Icon of War', 'babf-56e5-0516-08ea', 'While a friendly Blood Legions unit is within 6" of the bearer, that unit has the Blessings of Khorne ability.', "the unit gains the Blessings of Khorne ability: list it in the unit file's abilities, then name a Blessing with --with"),
  enhancement('killing-clarity', 'Killing Clarity', '4e65-e0a1-f860-07ea', "Each time the bearer's unit destroys an enemy unit, roll one D6: on a 4+, you gain 1CP.", `command points: ${NO_ATTACK}`),
  enhancement('violent-demise', 'Violent Demise', '0704-4eb3-ee79-c500', "The bearer's Deadly Demise ability inflicts mortal wounds on a D6 roll of 2+ instead of on a 6.", 'Deadly Demise: 11th edition has no model of it yet'),
  enhancement('malicious-vigour', 'Malicious Vigour', '3e04-920f-104d-510d', "Each time the bearer's unit makes a Brazen Fury move, it is treated as having rolled a 6.", `a surge move: ${NO_ATTACK}`),
  enhancement('aggressive-deployment', 'Aggressive Deployment', 'dc39-fceb-5641-ad63', 'that Dedicated Transport has the Scouts 9" ability.', `deployment: ${NO_ATTACK}`),
  enhancement('infernal-infusion', 'Infernal Infusion', '5ba8-75db-54a1-5d76', "the bearer's unit has the Fights First ability.", `the fight order: ${NO_ATTACK}`),
  enhancement('murderous-onslaught', 'Murderous Onslaught', '8d2b-8b58-bb25-bf5c', 'enemy units cannot use the Fire Overwatch Stratagem to shoot at the bearer\'s unit.', 'Fire Overwatch: 11th edition has no turn model yet'),
];
