/**
 * Chaos Knights: the army rule (Harbingers of Dread) and the detachment rules, from the catalogue's text
 * (Chaos - Chaos Knights Library.cat).
 */
import { once } from '../../maps.js';
import { parseAbility } from '../abilities.js';
import { catalogueSource, noAttack, type Listed } from './catalogue.js';
import type { Effect, EffectPart } from './types.js';

const CK = catalogueSource('Chaos - Chaos Knights Library.cat');
const dread = (id: string, entry: string, rule: string, ruleId: string, name = rule): Listed => ({ id, name, faction: 'Chaos Knights', source: CK(entry, rule, ruleId) });
const HARBINGERS = 'Harbingers of Dread';
const HARBINGERS_RULE = ['army rule', HARBINGERS, 'd71a-a59f-aafd-3723'] as const;
const DREADED_MASTERS = ['Iconoclast Fiefdom', 'Dreaded Masters', '36df-7a0b-e5b7-5f29'] as const;
const MALEFIC_SURGE = ['Infernal Lance', 'Malefic Surge', 'b671-ba7f-7668-9c08'] as const;
/** "select either the [LETHAL HITS] or [SUSTAINED HITS 1] ability ... weapons equipped by models in this unit have the selected ability". */
const weaponsHave = (ability: string): EffectPart => ({ when: { attackerKeywords: ['CHAOS KNIGHTS'] }, adjust: { abilities: [parseAbility(ability)] } });

export const CHAOS_KNIGHTS = once((): readonly Effect[] => [
  noAttack(
    dread('harbingers-of-dread', ...HARBINGERS_RULE),
    'Leadership, Battle-shock tests and aura ranges; of its Dread abilities Doom (doom) and Darkness (darkness) change attacks',
  ),
  {
    ...dread('doom', ...HARBINGERS_RULE, 'Doom (Dread ability)'),
    summary: 'a model with Harbingers of Dread attacking a Battle-shocked unit (the player says so): +1 to the Wound roll',
    attacker: { when: { attackerAbility: HARBINGERS }, adjust: { wound: [['Doom', 1]] } },
  },
  {
    ...dread('darkness', ...HARBINGERS_RULE, 'Darkness (Dread ability)'),
    summary: 'target (a model with Harbingers of Dread), the attacking unit Battle-shocked or more than 18" away (the player says so): -1 to the Hit roll',
    target: { when: { targetAbility: HARBINGERS }, adjust: { hit: [['Darkness', -1]] } },
  },
  noAttack(dread('paragons-of-terror', 'Traitoris Lance', 'Paragons of Terror', 'd6b0-94f1-ee06-6fa3'), 'one more Dread ability (doom, darkness)'),
  {
    ...dread('dread-tyrants', ...DREADED_MASTERS, 'Dread Tyrants'),
    summary: 'a DAMNED unit within 9" of a TITANIC CHAOS KNIGHTS unit (the player says so): re-roll Hit rolls of 1 and Wound rolls of 1',
    attacker: { when: { attackerKeywords: ['DAMNED'] }, adjust: { rerollHits: 'ones', rerollWounds: 'ones' } },
  },
  {
    ...dread('dark-sacrifice-lethal', ...DREADED_MASTERS, 'Dark Sacrifice (Lethal Hits)'),
    summary: 'a CHAOS KNIGHTS unit that made a Dark Sacrifice: its weapons have [LETHAL HITS] (or, the other choice, [SUSTAINED HITS 1]; the DAMNED models destroyed are not counted)',
    attacker: weaponsHave('lethal hits'),
  },
  {
    ...dread('dark-sacrifice-sustained', ...DREADED_MASTERS, 'Dark Sacrifice (Sustained Hits)'),
    summary: 'a CHAOS KNIGHTS unit that made a Dark Sacrifice: its weapons have [SUSTAINED HITS 1]',
    attacker: weaponsHave('sustained hits 1'),
  },
  noAttack(dread('tyrannical-court', 'Lords of Dread', 'Tyrannical Court', '3a52-269a-4a26-f018'), 'Objective Control and a Stratagem for 0CP'),
  {
    ...dread('marked-prey', 'Houndpack Lance', 'Marked Prey', '012f-2864-25e8-4ff6'),
    summary: 'WAR DOG attacks against the unit selected in your Command phase (the player says so), visible to the model: [SUSTAINED HITS 1]',
    attacker: { when: { attackerKeywords: ['WAR DOG'], targetVisible: true }, adjust: { abilities: [parseAbility('sustained hits 1')] } },
  },
  {
    ...dread('diabolic-power-lethal', ...MALEFIC_SURGE, 'Diabolic Power (Lethal Hits)'),
    summary: 'Malefic Surge, an Empowered CHAOS KNIGHTS unit: its weapons have [LETHAL HITS] (or, the other choice, [SUSTAINED HITS 1]; Unholy Hunger is a move)',
    attacker: weaponsHave('lethal hits'),
  },
  {
    ...dread('diabolic-power-sustained', ...MALEFIC_SURGE, 'Diabolic Power (Sustained Hits)'),
    summary: 'Malefic Surge, an Empowered CHAOS KNIGHTS unit: its weapons have [SUSTAINED HITS 1]',
    attacker: weaponsHave('sustained hits 1'),
  },
  {
    ...dread('unnatural-fortitude-invulnerable', ...MALEFIC_SURGE, 'Unnatural Fortitude (invulnerable save)'),
    summary: 'Malefic Surge, target (an Empowered CHAOS KNIGHTS unit): a 5+ invulnerable save (or, the other choice, Feel No Pain 6+)',
    target: { when: { targetKeywords: ['CHAOS KNIGHTS'] }, defence: { invulnerable: 5 } },
  },
  {
    ...dread('unnatural-fortitude-feel-no-pain', ...MALEFIC_SURGE, 'Unnatural Fortitude (Feel No Pain)'),
    summary: 'Malefic Surge, target (an Empowered CHAOS KNIGHTS unit): Feel No Pain 6+',
    target: { when: { targetKeywords: ['CHAOS KNIGHTS'] }, defence: { feelNoPain: 6 } },
  },
  noAttack(
    dread('masters-of-the-pack', 'Helhunt Lance', 'Masters of the Pack', 'a9a1-45c1-9b4a-e8db'),
    "a TITANIC unit's own Aura abilities that affect WAR DOG units reach it too: those auras are its datasheet's, not an army rule",
  ),
]);
