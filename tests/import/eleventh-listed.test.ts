/** An imported 11th-edition unit's abilities as the commands list them (src/rules/eleventh/import/listed.ts). */
import { describe, expect, it } from 'vitest';
import { listedAbilities } from '../../src/rules/eleventh/import/listed.js';

describe("an imported unit's abilities, listed", () => {
  it('says what was read, and of the rest whether they may change attacks', () => {
    expect(
      listedAbilities([
        { name: 'Feel No Pain 5+', text: '', modelled: 'Feel No Pain 5+' },
        // Custodian Guard's "Stand Vigil" re-rolls Wound rolls of 1: it may change attacks.
        { name: 'Stand Vigil', text: 'Each time a model in this unit makes an attack, re-roll a Wound roll of 1.' },
        { name: 'Deep Strike', text: '' },
        { name: "Martial Ka'tah", text: '' },
        { name: 'Hunters from the Warp', text: 'At the end of your opponent’s turn, you can remove it from the battlefield.' },
      ]),
    ).toEqual([
      { name: 'Feel No Pain 5+', modelled: 'Feel No Pain 5+', affectsAttacks: true },
      { name: 'Stand Vigil', modelled: false, reason: 'imported from BattleScribe, not modelled: Each time a model in this unit makes an attack, re-roll a Wound roll of 1.', affectsAttacks: true },
      { name: 'Deep Strike', modelled: false, reason: 'imported from BattleScribe, not modelled (a rule named only; its text was not read)', affectsAttacks: false },
      { name: "Martial Ka'tah", modelled: false, reason: 'imported from BattleScribe, not modelled (a rule named only; its text was not read)', affectsAttacks: true },
      { name: 'Hunters from the Warp', modelled: false, reason: 'imported from BattleScribe, not modelled: At the end of your opponent’s turn, you can remove it from the battlefield.', affectsAttacks: false },
    ]);
  });
});
