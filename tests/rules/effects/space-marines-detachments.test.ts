/**
 * Space Marines detachment rules (src/rules/tenth/effects/space-marines-detachments.ts and -listed.ts), from the
 * catalogue's text (Imperium - Space Marines.cat). Numbers derived by hand: one attack, BS/WS4+, S4 against T4 Sv3+
 * W1 unless a test says otherwise; p.hit, p.wound and p.unsaved are P(the roll succeeds) and P(the save fails).
 */
import { describe, expect, it } from 'vitest';
import { SPACE_MARINES_LISTED } from '../../../src/rules/tenth/effects/space-marines-listed.js';
import { scenario as anyScenario, target, weapon } from '../../helpers.js';
import { attackerWith, bothQualified, choose, play, type Qualifies } from './support.js';

const ASTARTES: Qualifies = { keywords: ['ADEPTUS ASTARTES', 'INFANTRY'] };
const as = (keywords: string[]): Qualifies => ({ keywords: ['ADEPTUS ASTARTES', ...keywords] });
const marines = (spec: Parameters<typeof anyScenario>[0], q: Qualifies = ASTARTES) => bothQualified(anyScenario(spec), q);
const ranged = (spec: Parameters<typeof weapon>[0] = {}) => marines({ weapons: [weapon(spec)] });
const melee = (spec: Parameters<typeof weapon>[0] = {}, conditions = {}) => marines({ weapons: [weapon({ range: 'melee', ...spec })], conditions });
const bare = (spec: Parameters<typeof target>[0] = {}) => target({ Sv: 7, ...spec });

describe('weapon abilities granted', () => {
  it('furor-tactics: [SUSTAINED HITS 1], BS4+: 1/2 hits + 1/6 extra = 2/3 hits', () => {
    expect(play(ranged(), { with: ['furor-tactics'] }).result.total.hits).toBeCloseTo(2 / 3, 12);
  });

  it('malleus-tactics: [LETHAL HITS], BS4+ S4 vs T4: 1/6 + 2/6 x 1/2 = 1/3 wounds', () => {
    expect(play(ranged(), { with: ['malleus-tactics'] }).result.total.wounds).toBeCloseTo(1 / 3, 12);
  });

  it('legendary-slayers: [LETHAL HITS] against a VEHICLE (1/3 wounds); against INFANTRY skipped (1/4)', () => {
    const vehicle = marines({ weapons: [weapon()], target: target({ keywords: ['VEHICLE'] }) });
    expect(play(vehicle, { with: ['legendary-slayers'] }).result.total.wounds).toBeCloseTo(1 / 3, 12);
    const infantry = marines({ weapons: [weapon()], target: target({ keywords: ['INFANTRY'] }) });
    expect(play(infantry, { with: ['legendary-slayers'] }).result.total.wounds).toBeCloseTo(1 / 4, 12);
    expect(play(infantry, { with: ['legendary-slayers-saga'] }).result.total.wounds).toBeCloseTo(1 / 3, 12);
  });

  it('ferocious-strike-lethal and -sustained: melee only, 1/3 wounds and 2/3 hits', () => {
    expect(play(melee(), { with: ['ferocious-strike-lethal'] }).result.total.wounds).toBeCloseTo(1 / 3, 12);
    expect(play(melee(), { with: ['ferocious-strike-sustained'] }).result.total.hits).toBeCloseTo(2 / 3, 12);
    expect(play(ranged(), { with: ['ferocious-strike-lethal'] }).entry('ferocious-strike-lethal').applied).toBe(false);
  });
});

describe('characteristics', () => {
  it('the-red-thirst after a Charge move: A1 -> 2, S4 -> 6 vs T4 wounds on 3+ (2/3); without a charge skipped', () => {
    const p = play(melee({}, { charged: true }), { with: ['the-red-thirst'] });
    expect(p.result.total.attacks).toBeCloseTo(2, 12);
    expect(p.wound).toBeCloseTo(2 / 3, 12);
    expect(play(melee(), { with: ['the-red-thirst'] }).entry('the-red-thirst').detail).toContain('needs a Charge move');
  });

  it('close-range-eradication and vulkans-quest: S4 -> 5 vs T5: 5+ (1/3) becomes 4+ (1/2)', () => {
    for (const id of ['close-range-eradication', 'vulkans-quest']) {
      expect(play(marines({ weapons: [weapon()], target: target({ T: 5 }) }), { with: [id] }).wound).toBeCloseTo(1 / 2, 12);
    }
  });

  it('rite-of-perfervid-wrath: INFANTRY melee S4 -> 5 vs T5: 1/2; a VEHICLE unit skipped (1/3)', () => {
    const s = (q: Qualifies) => marines({ weapons: [weapon({ range: 'melee' })], target: target({ T: 5 }) }, q);
    expect(play(s(ASTARTES), { with: ['rite-of-perfervid-wrath'] }).wound).toBeCloseTo(1 / 2, 12);
    const vehicle = attackerWith(s(ASTARTES), ['ADEPTUS ASTARTES', 'VEHICLE']);
    expect(play(vehicle, { with: ['rite-of-perfervid-wrath'] }).wound).toBeCloseTo(1 / 3, 12);
  });

  it('pyromancy-discipline (a PSYKER unit): AP0 -> -1 against Sv3+: the save fails on 1-3, 1/2', () => {
    const p = play(marines({ weapons: [weapon()] }, as(['PSYKER'])), { with: ['pyromancy-discipline'] });
    expect(p.unsaved).toBeCloseTo(1 / 2, 12);
  });

  it('telekinesis-discipline, target (a PSYKER unit): S5 -> 4 vs T4: 3+ (2/3) becomes 4+ (1/2)', () => {
    const p = play(marines({ weapons: [weapon({ S: 5 })] }, as(['PSYKER'])), { targetWith: ['telekinesis-discipline'] });
    expect(p.wound).toBeCloseTo(1 / 2, 12);
  });

  it('oath-of-reclamation: melee against a target on an objective, AP0 -> -1 vs Sv3+: 1/2 unsaved', () => {
    const p = play(melee(), { with: ['oath-of-reclamation'], situation: { targetOnObjective: true } });
    expect(p.unsaved).toBeCloseTo(1 / 2, 12);
    expect(play(melee(), { with: ['oath-of-reclamation'] }).unsaved).toBeCloseTo(1 / 3, 12);
  });
});

describe('Hit and Wound roll modifiers', () => {
  it('shield-of-the-imperium, Remained Stationary: a weapon without [HEAVY] gains it, +1 to hit (2/3), wound 1/2', () => {
    const p = play(marines({ weapons: [weapon()], conditions: { stationary: true } }), { with: ['shield-of-the-imperium'] });
    expect(p.hit).toBeCloseTo(2 / 3, 12);
    expect(p.wound).toBeCloseTo(1 / 2, 12);
  });

  it('shield-of-the-imperium: a [HEAVY] weapon, Remained Stationary: +1 to hit (2/3) and +1 to wound (2/3); moved: 1/2 and 1/2', () => {
    const heavy = (stationary: boolean) => marines({ weapons: [weapon({ abilities: ['heavy'] })], conditions: { stationary } });
    const still = play(heavy(true), { with: ['shield-of-the-imperium'] });
    expect([still.hit, still.wound].map((x) => x * 3)).toEqual([expect.closeTo(2, 12), expect.closeTo(2, 12)]);
    const moved = play(heavy(false), { with: ['shield-of-the-imperium'] });
    expect([moved.hit, moved.wound].map((x) => x * 2)).toEqual([expect.closeTo(1, 12), expect.closeTo(1, 12)]);
  });

  it('vowed-target: DEATHWING INFANTRY against a target on an objective: wound 3+ (2/3); off the objective skipped', () => {
    const s = marines({ weapons: [weapon()] }, as(['DEATHWING', 'INFANTRY']));
    expect(play(s, { with: ['vowed-target'], situation: { targetOnObjective: true } }).wound).toBeCloseTo(2 / 3, 12);
    expect(play(s, { with: ['vowed-target'] }).entry('vowed-target').detail).toContain('--target-on-objective');
  });

  it("packs-quarry: SPACE WOLVES melee +1 to hit (2/3); packs-quarry-saga: +1 to wound as well (2/3)", () => {
    const s = marines({ weapons: [weapon({ range: 'melee' })] }, as(['SPACE WOLVES']));
    expect(play(s, { with: ['packs-quarry'] }).hit).toBeCloseTo(2 / 3, 12);
    const saga = play(s, { with: ['packs-quarry-saga'] });
    expect([saga.hit, saga.wound].map((x) => x * 3)).toEqual([expect.closeTo(2, 12), expect.closeTo(2, 12)]);
  });

  it('shock-and-awe (melee) and hunters-eye (ranged): +1 to hit, 2/3; the other kind of attack is left alone', () => {
    expect(play(melee(), { with: ['shock-and-awe'] }).hit).toBeCloseTo(2 / 3, 12);
    expect(play(ranged(), { with: ['shock-and-awe'] }).hit).toBeCloseTo(1 / 2, 12);
    expect(play(ranged(), { with: ['hunters-eye'] }).hit).toBeCloseTo(2 / 3, 12);
    expect(play(melee(), { with: ['hunters-eye'] }).hit).toBeCloseTo(1 / 2, 12);
  });

  it('shadow-masters and masters-of-shadow, target: BS3+ -1 hits on 4+ (1/2); cover takes Sv4+ to 3+ (unsaved 1/3)', () => {
    for (const id of ['shadow-masters', 'masters-of-shadow']) {
      const p = play(marines({ weapons: [weapon({ skill: 3 })], target: target({ Sv: 4 }) }), { targetWith: [id] });
      expect(p.hit).toBeCloseTo(1 / 2, 12);
      expect(p.unsaved).toBeCloseTo(1 / 3, 12);
    }
  });

  it('telepathy-discipline: a -1 to hit (Unstoppable Rage) ignored, BS3+ 2/3 instead of 1/2', () => {
    const s = marines({ weapons: [weapon({ skill: 3 })] }, as(['PSYKER']));
    expect(play(s, { targetWith: ['unstoppable-rage'] }).hit).toBeCloseTo(1 / 2, 12);
    expect(play(s, { with: ['telepathy-discipline'], targetWith: ['unstoppable-rage'] }).hit).toBeCloseTo(2 / 3, 12);
  });

  it('chant-of-deathless-devotion, target: AP-3 vs Sv3+ fails on 1-5 (5/6); a 5+ invulnerable save: 4/6; not in melee', () => {
    expect(play(marines({ weapons: [weapon({ AP: -3 })] }), { targetWith: ['chant-of-deathless-devotion'] }).unsaved).toBeCloseTo(4 / 6, 12);
    const fight = play(marines({ weapons: [weapon({ range: 'melee', AP: -3 })] }), { targetWith: ['chant-of-deathless-devotion'] });
    expect(fight.unsaved).toBeCloseTo(5 / 6, 12);
  });
});

describe("-1 to the Wound roll when the attack's Strength is above the unit's Toughness (after every Strength modifier)", () => {
  const against = (S: number, q: Qualifies, spec: { T?: number } = {}) => marines({ weapons: [weapon({ S })], target: target(spec) }, q);

  it('dutiful-tenacity, target (ADEPTUS ASTARTES INFANTRY): S5 vs T4 3+ -> 4+ (1/2); S4 vs T4 stays 4+ (1/2); S3 stays 5+ (1/3)', () => {
    expect(play(against(5, ASTARTES), { targetWith: ['dutiful-tenacity'] }).wound).toBeCloseTo(1 / 2, 12);
    expect(play(against(4, ASTARTES), { targetWith: ['dutiful-tenacity'] }).wound).toBeCloseTo(1 / 2, 12);
    expect(play(against(3, ASTARTES), { targetWith: ['dutiful-tenacity'] }).wound).toBeCloseTo(1 / 3, 12);
  });

  it('dutiful-tenacity with telekinesis-discipline: S5 -1 = S4, not above T4: no -1, 4+ (1/2), not 5+', () => {
    const p = play(against(5, as(['INFANTRY', 'PSYKER'])), { targetWith: ['dutiful-tenacity', 'telekinesis-discipline'] });
    expect(p.wound).toBeCloseTo(1 / 2, 12);
  });

  it('dutiful-tenacity against a VEHICLE unit: skipped, S5 vs T4 2/3', () => {
    const vehicle = { ...against(5, ASTARTES) };
    const s = { ...vehicle, target: { ...vehicle.target, keywords: ['ADEPTUS ASTARTES', 'VEHICLE'] } };
    expect(play(s, { targetWith: ['dutiful-tenacity'] }).wound).toBeCloseTo(2 / 3, 12);
  });

  it('purge-and-sanctify, target (an ANCIENT unit on an objective): S5 vs T4 1/2; off the objective 2/3', () => {
    const ancient = against(5, as(['INFANTRY', 'ANCIENT']));
    expect(play(ancient, { targetWith: ['purge-and-sanctify'], situation: { targetOnObjective: true } }).wound).toBeCloseTo(1 / 2, 12);
    expect(play(ancient, { targetWith: ['purge-and-sanctify'] }).wound).toBeCloseTo(2 / 3, 12);
  });

  it('oath-of-reclamation, target on an objective: S5 vs T4 1/2; TITUS: every attack, S3 vs T4 5+ -> 6+ (1/6)', () => {
    const on = { situation: { targetOnObjective: true }, targetWith: ['oath-of-reclamation'] };
    expect(play(against(5, ASTARTES), on).wound).toBeCloseTo(1 / 2, 12);
    expect(play(against(3, ASTARTES), on).wound).toBeCloseTo(1 / 3, 12);
    expect(play(against(3, as(['INFANTRY', 'TITUS'])), on).wound).toBeCloseTo(1 / 6, 12);
    expect(play(against(5, as(['INFANTRY', 'TITUS'])), on).wound).toBeCloseTo(1 / 2, 12);
  });
});

describe('re-rolls', () => {
  // Re-rolling 1s on a 4+: 1/2 + 1/6 x 1/2 = 7/12.
  it.each([
    ['divination-discipline', ['PSYKER'], 7 / 12, 7 / 12],
    ['carmine-wrath', ['CHARACTER'], 7 / 12, 7 / 12],
    ['interlocking-tactics', [], 7 / 12, 1 / 2],
    ['rapid-drop-deployment', [], 1 / 2, 7 / 12],
    ['rapid-drop-deployment-drop-pod', [], 7 / 12, 7 / 12],
    ['adaptive-defence', [], 7 / 12, 7 / 12],
  ])('%s (keywords %j): hit %s, wound %s', (id, keywords, hit, wound) => {
    const p = play(marines({ weapons: [weapon()] }, as(keywords)), { with: [id] });
    expect(p.hit).toBeCloseTo(hit, 12);
    expect(p.wound).toBeCloseTo(wound, 12);
  });

  it('maddened-ferocity: melee Wound rolls of 1 re-rolled (7/12); after a Charge move A1 -> 2', () => {
    expect(play(melee(), { with: ['maddened-ferocity'] }).wound).toBeCloseTo(7 / 12, 12);
    expect(play(melee({}, { charged: true }), { with: ['maddened-ferocity'] }).result.total.attacks).toBeCloseTo(2, 12);
    expect(play(ranged(), { with: ['maddened-ferocity'] }).wound).toBeCloseTo(1 / 2, 12);
  });

  it('armoured-wrath: one re-roll, placed on the Hit roll at BS6+ with 2+ to wound: 11/36 x 5/6 = 55/216 kills', () => {
    // As Command Re-roll: hit re-roll 1/6 + 5/6 x 1/6 = 11/36 beats a wound re-roll (1/6 x 35/36).
    const p = play(marines({ weapons: [weapon({ skill: 6, S: 8 })], target: bare() }), { with: ['armoured-wrath'] });
    expect(choose(p.compiled).rolls).toEqual([{ roll: 'hit', action: 'reroll', weapon: 0 }]);
    expect(p.result.kills.mean).toBeCloseTo(55 / 216, 12);
  });

  it('heroes-all (Saga completed): one Hit and one Wound re-roll on one attack, 3/4 x 3/4 = 9/16 kills; heroes-all-character picks one: 3/4 x 1/2 = 3/8', () => {
    const s = (keywords: string[]) => marines({ weapons: [weapon()], target: bare() }, as(keywords));
    const saga = play(s([]), { with: ['heroes-all'] });
    expect(saga.compiled.oneRolls.attacker[0].pickOne).toBe(false);
    expect(saga.result.kills.mean).toBeCloseTo(9 / 16, 12);
    const character = play(s(['SPACE WOLVES', 'CHARACTER']), { with: ['heroes-all-character'] });
    expect(character.compiled.oneRolls.attacker[0].pickOne).toBe(true);
    expect(character.result.kills.mean).toBeCloseTo(3 / 8, 12);
    expect(play(s([]), { with: ['heroes-all-character'] }).entry('heroes-all-character').applied).toBe(false);
  });

  it('target-sighted (a Tank Ace): D3 against W2 re-rolled on a 1: 2/3 + 1/3 x 2/3 = 8/9; Torrent S8 wounds 5/6: 20/27 kills; a WALKER skipped', () => {
    const s = (keywords: string[]) => marines({ weapons: [weapon({ S: 8, D: 'D3', abilities: ['torrent'] })], target: bare({ W: 2 }) }, as(keywords));
    expect(play(s(['VEHICLE']), { with: ['target-sighted'] }).result.kills.mean).toBeCloseTo(20 / 27, 12);
    const walker = play(s(['VEHICLE', 'WALKER']), { with: ['target-sighted'] });
    expect(walker.result.kills.mean).toBeCloseTo((5 / 6) * (2 / 3), 12);
    expect(walker.entry('target-sighted').detail).toContain('the attacker is WALKER');
  });
});

describe('detachment rules listed, not modelled', () => {
  const listed = [
    'combat-doctrines', 'mastered-doctrines', 'grim-resolve', 'kill-teams', 'purgatus-tactics', 'lightning-assault', 'storm-swift-onslaught',
    'masters-of-manoeuvre', 'a-noble-death-in-combat', 'upon-wings-of-fire', 'in-the-lions-claws', 'biomancy-discipline', 'chorus-of-relentless-hate',
    'the-great-wolf-watches', 'legacy-of-the-angel', 'righteous-fervour', 'encircling-jaws', 'rapid-deployment',
  ];

  it('each is listed with no effect and a reason', () => {
    expect(SPACE_MARINES_LISTED().map((e) => e.id)).toEqual(listed);
    for (const e of SPACE_MARINES_LISTED()) {
      expect(e.noEffect).toBe(true);
      expect(e.summary).toMatch(/^(not modelled|no effect on the maths): .{10,}/);
    }
  });

  it('named with --with, one says it changes nothing here', () => {
    expect(play(ranged(), { with: ['grim-resolve'] }).entry('grim-resolve').detail).toContain('no effect on these numbers');
  });
});
