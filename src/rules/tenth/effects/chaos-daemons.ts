/**
 * Chaos Daemons: the army rule (The Shadow of Chaos) and the detachment rules (Warp Rifts is Daemonic Incursion's),
 * from the catalogue's text (Chaos - Chaos Daemons Library.cat).
 */
import { once } from '../../maps.js';
import { catalogueSource, noAttack, type Listed } from './catalogue.js';
import type { Effect } from './types.js';

const CD = catalogueSource('Chaos - Chaos Daemons Library.cat');
const daemons = (id: string, entry: string, rule: string, ruleId: string, name = rule): Listed => ({ id, name, faction: 'Chaos Daemons', source: CD(entry, rule, ruleId) });
/** 'Fates in Flux': "a LEGIONES DAEMONICA TZEENTCH model or LEGIONES DAEMONICA TZEENTCH unit from your army". */
const TZEENTCH = ['LEGIONES DAEMONICA', 'TZEENTCH'];

export const CHAOS_DAEMONS = once((): readonly Effect[] => [
  noAttack(
    daemons('the-shadow-of-chaos', 'army rule', 'The Shadow of Chaos', 'a312-a2f1-e1c0-30ed'),
    'Battle-shock tests, wounds regained and mortal wounds on a failed Battle-shock test: none in an attack sequence',
  ),
  noAttack(daemons('warp-rifts', 'Daemonic Incursion', 'Warp Rifts', '877e-cc0c-8a1d-be46'), 'Deep Strike set-up distance'),
  noAttack(daemons('beguiling-aura', 'Legion of Excess', 'Beguiling Aura', '39be-93e1-e33d-c052'), 'charging after Falling Back'),
  {
    ...daemons('fates-in-flux', 'Scintillating Legion', 'Fates in Flux', '80bc-eca8-f505-af8f'),
    summary:
      'one Flux token spent: a LEGIONES DAEMONICA TZEENTCH unit re-rolls one Hit, Wound or Damage roll (attacker) or one saving throw ' +
      '(target), chosen just after each roll; name it once per token the player means to spend on these attacks',
    attacker: {
      when: { attackerAllKeywords: TZEENTCH },
      oneRollIsChoice: true,
      oneRollAfterEachRoll: true,
      oneRolls: [
        { roll: 'hit', action: 'reroll' },
        { roll: 'wound', action: 'reroll' },
        { roll: 'damage', action: 'reroll' },
      ],
    },
    target: { when: { targetAllKeywords: TZEENTCH }, oneRolls: [{ roll: 'save', action: 'reroll' }] },
  },
  noAttack(daemons('murdercall', 'Blood Legion', 'Murdercall', 'a060-8e3c-1962-c159'), 'Surge moves'),
  noAttack(daemons('bloodtainted', 'Blood Legion', 'Bloodtainted', '0a0b-2c0a-fc4a-757d'), 'objective control'),
  noAttack(daemons('melancholic-miasma', 'Plague Legion', 'Melancholic Miasma', '5d0f-7c63-fb1e-c882'), 'Battle-shock tests'),
  noAttack(daemons('first-prince-of-chaos', 'Shadow Legion', 'First Prince of Chaos', '78ed-576b-c0bf-0182'), "the detachment's abilities are on its units' datasheets"),
]);
