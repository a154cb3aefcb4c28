/**
 * Space Marines: the army rules (Oath of Moment, Templar Vows) and the rules that build on the Oath of Moment target,
 * from the catalogue's text (Imperium - Space Marines.cat). A rule for "your Oath of Moment target" is named with
 * --with when the target is that unit: the calculator has no input for which unit the player selected.
 */
import { once } from '../../maps.js';
import { catalogueSource, notModelled, type Listed } from './catalogue.js';
import type { Effect } from './types.js';

const SM = catalogueSource('Imperium - Space Marines.cat');

/** A Space Marines rule: its effect id and name, the catalogue entry holding it, its name and id there. */
export const marines = (id: string, entry: string, rule: string, ruleId: string, name = rule): Listed => ({
  id,
  name,
  faction: 'Space Marines',
  source: SM(entry, rule, ruleId),
});

/** 'Oath of Moment': "Each time a model with this ability makes an attack that targets your Oath of Moment target". */
export const OATH = 'Oath of Moment';
const OATH_RULE = ['army rule', 'Oath of Moment', '3b76-4053-ece9-6e7d'] as const;
const OATH_HOLDER = { attackerAbility: OATH };

export const SPACE_MARINES = once((): readonly Effect[] => [
  {
    ...marines('oath-of-moment', ...OATH_RULE),
    summary:
      'attacks against your Oath of Moment target (a unit with Oath of Moment): re-roll the Hit roll and +1 to the Wound roll ' +
      '(a Codex: Space Marines Detachment, no BLOOD ANGELS, DARK ANGELS, DEATHWATCH or SPACE WOLVES units; else oath-of-moment-hits)',
    attacker: { when: OATH_HOLDER, adjust: { rerollHits: 'failed', wound: [[OATH, 1]] } },
  },
  {
    ...marines('oath-of-moment-hits', ...OATH_RULE, 'Oath of Moment (re-roll only)'),
    summary:
      'attacks against your Oath of Moment target (a unit with Oath of Moment): re-roll the Hit roll (an army with BLOOD ANGELS, ' +
      'DARK ANGELS, DEATHWATCH or SPACE WOLVES units, or not using a Codex: Space Marines Detachment)',
    attacker: { when: OATH_HOLDER, adjust: { rerollHits: 'failed' } },
  },
  {
    ...marines('fury-of-the-first', 'Terminator Squad', 'Fury of the First', 'fe56-a10f-5d2-2e1a'),
    summary: 'a unit with Fury of the First (Terminator Squad): +1 to the Hit roll of attacks against your Oath of Moment target',
    attacker: { when: { attackerAbility: 'Fury of the First' }, adjust: { hit: [['Fury of the First', 1]] } },
  },
  {
    ...marines('extremis-level-threat', '1st Company Task Force', 'Extremis-level Threat', 'eada-075d-6b43-6be3'),
    summary: 'once per battle, until your next Command phase: attacks against your Oath of Moment target (a unit with Oath of Moment) re-roll the Wound roll too',
    attacker: { when: OATH_HOLDER, adjust: { rerollWounds: 'failed' } },
  },
  {
    ...marines('wrath-of-dorn', "Emperor's Shield", 'Wrath of Dorn', '0317-14d6-47cb-3227'),
    summary: 'attacks against your Oath of Moment target: re-roll a Wound roll of 1 (a unit with Oath of Moment); a DARNATH LYSANDER unit re-rolls the Wound roll',
    attacker: {
      when: OATH_HOLDER,
      adjust: { rerollWounds: 'ones' },
      also: [{ when: { attackerKeywords: ['DARNATH LYSANDER'] }, adjust: { rerollWounds: 'failed' } }],
    },
  },
  {
    ...marines('calculated-annihilation', 'Hammer of Avernii', 'Calculated Annihilation', 'd0a1-9f8a-f083-689c'),
    summary: 'attacks against your Oath of Moment target (a unit with Oath of Moment): re-roll a Wound roll of 1',
    attacker: { when: OATH_HOLDER, adjust: { rerollWounds: 'ones' } },
  },
  {
    ...marines('accept-any-challenge', 'army rule', 'Templar Vows', 'f26c-4b28-aaea-40cf', 'Accept Any Challenge, No Matter the Odds'),
    summary: "Templar Vow, an ADEPTUS ASTARTES unit: +1 to the Wound roll of melee attacks whose Strength is not above the target's Toughness",
    attacker: {
      when: { attackerKeywords: ['ADEPTUS ASTARTES'] },
      weapons: { range: 'melee' },
      adjust: { woundByStrength: [{ strength: 'notAbove', part: ['Accept Any Challenge', 1] }] },
    },
  },
  notModelled(
    marines('templar-vows', 'army rule', 'Templar Vows', 'f26c-4b28-aaea-40cf'),
    "Black Templars' other Vows: Abhor the Witch's [PRECISION] against PSYKER units only chooses which models take the attacks " +
      '(--allocation precision); the others charge after Falling Back, hold objectives and perform Actions (Accept Any Challenge is accept-any-challenge)',
  ),
]);
