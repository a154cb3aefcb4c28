/**
 * Imperial Knights: the army rule (Code Chivalric) and the detachment rules, from the catalogue's text
 * (Imperium - Imperial Knights - Library.cat).
 */
import { once } from '../../maps.js';
import { parseAbility } from '../abilities.js';
import { catalogueSource, noAttack, type Listed } from './catalogue.js';
import type { Effect } from './types.js';

const IK = catalogueSource('Imperium - Imperial Knights - Library.cat');
const knights = (id: string, entry: string, rule: string, ruleId: string, name = rule): Listed => ({ id, name, faction: 'Imperial Knights', source: IK(entry, rule, ruleId) });
const KNIGHTS = ['IMPERIAL KNIGHTS'];

export const IMPERIAL_KNIGHTS = once((): readonly Effect[] => [
  noAttack(
    knights('code-chivalric', 'army rule', 'Code Chivalric', 'cbd-943-bc7b-20ec'),
    'Oaths, Deeds and CP; of its Qualities only "...with our martial valour risen over all." changes attacks (martial-valour); the others are Move, Advance, Charge, OC and Leadership',
  ),
  {
    ...knights('martial-valour', 'Code Chivalric', '...with our martial valour risen over all.', '1098-c61e-9c92-0714', 'Martial Valour (Quality)'),
    summary: 'Code Chivalric Quality, a model with Code Chivalric selected to shoot or fight: re-roll one Hit roll and one Wound roll',
    attacker: { when: { attackerAbility: 'Code Chivalric' }, oneRollAnyWeapon: true, oneRolls: [{ roll: 'hit', action: 'reroll' }, { roll: 'wound', action: 'reroll' }] },
  },
  noAttack(knights('bondsman', 'shared rules', 'Bondsman', 'f5a5-d4cf-3b72-ed02'), "selecting ARMIGER models for a Bondsman ability (each Knight's Bondsman ability is its datasheet's)"),
  noAttack(knights('bold-gallantry', 'Valourstrike Lance', 'Bold Gallantry', '92f9-bfbb-ce23-f12a'), '[ASSAULT]: shooting after Advancing'),
  {
    ...knights('divine-inspiration', 'Questor Forgepact', 'Cogbound Alliance', '8558-649f-07a3-13ee', 'Divine Inspiration'),
    summary: 'ADEPTUS MECHANICUS ranged attacks re-roll Hit rolls of 1 (and Wound rolls of 1 near IMPERIAL KNIGHTS: its near-knights twin; Sacristan Pledge regains wounds: not an attack)',
    attacker: { when: { attackerKeywords: ['ADEPTUS MECHANICUS'] }, weapons: { range: 'ranged' }, adjust: { rerollHits: 'ones' } },
  },
  {
    ...knights('divine-inspiration-near-knights', 'Questor Forgepact', 'Cogbound Alliance', '8558-649f-07a3-13ee', 'Divine Inspiration (near Imperial Knights)'),
    summary: 'ADEPTUS MECHANICUS ranged attacks within 6" of IMPERIAL KNIGHTS (the player says so): re-roll Hit rolls of 1 and Wound rolls of 1',
    attacker: { when: { attackerKeywords: ['ADEPTUS MECHANICUS'] }, weapons: { range: 'ranged' }, adjust: { rerollHits: 'ones', rerollWounds: 'ones' } },
  },
  noAttack(knights('forge-world-allies', 'Questor Forgepact', 'Forge World Allies', 'f6ed-f1b0-9371-8e98'), 'army composition'),
  {
    ...knights('dauntless-defenders', 'Gate Warden Lance', 'Dauntless Defenders', 'f5bc-534b-8e6d-53fb'),
    summary:
      'an IMPERIAL KNIGHTS unit on your defensive line (the player says so), Against the Horde: attacks against a visible unit ignore ' +
      'Hit roll modifiers (the negative ones; a worsened BS is ignored too) and weapons have [SUSTAINED HITS 1]',
    attacker: { when: { attackerKeywords: KNIGHTS, targetVisible: true }, adjust: { ignoreHitPenalties: true, abilities: [parseAbility('sustained hits 1')] } },
  },
  noAttack(knights('heroes-of-legend', 'Questoris Companions', 'Heroes of Legend', '310a-eb31-9066-259b'), 'further Oaths (their Qualities: martial-valour)'),
  noAttack(knights('valours-reward', 'Questoris Companions', "Valour's Reward", '84b5-0b13-f5e8-9202'), 'Enhancements becoming expended'),
  noAttack(knights('knightly-teachings', 'Spearhead-at-Arms', 'Knightly Teachings', 'cbdf-f7c7-5729-419a'), 'how many ARMIGER models a Bondsman ability affects'),
  noAttack(knights('spearhead-at-arms-keywords', 'Spearhead-at-Arms', 'Keywords', 'd8d5-e534-0f94-32df', 'Keywords (Spearhead-at-Arms)'), 'the BATTLELINE keyword'),
  {
    ...knights('knights-of-legend', 'Freeblade Company', 'Knights of Legend', '762c-3127-9381-5daa'),
    summary: 'target (IMPERIAL KNIGHTS): Feel No Pain 6+ (regaining a wound in the Command phase: not an attack)',
    target: { when: { targetKeywords: KNIGHTS }, defence: { feelNoPain: 6 } },
  },
]);
