/**
 * 11th edition's effects (issue 28, RULINGS 10; src/rules/eleventh/effects.ts and effects/world-eaters.ts): each
 * effect through the matchup and the exact engine (calculate11), its number derived by hand here from the text
 * cited in the registry (BSData wh40k-11e Chaos - World Eaters.json, by entry id) and the 11e rules.
 *
 * The fixtures (fixtures/effects): FX Eightbound, 3 models with Chainblades (A5 WS3+ S8 AP-2 D2, 15 attacks) and
 * Blessings of Khorne, carrying beacons-of-rage; FX Lord, a WORLD EATERS CHARACTER (Axe A4 WS3+ S4 AP0 D1) and
 * 4 Berzerkers (Chainblade A2 S4 AP0 D1); FX Intercessors (T5 Sv3+ W2, 5 models); FX Wall (the same defences,
 * 20 models: no attack here can destroy it, so expected unsaved wounds are linear); FX Champion (one model,
 * T4 Sv4+ W6).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDice } from '../../../src/dice/expression.js';
import { calculate11 } from '../../../src/rules/eleventh/engine.js';
import { EFFECTS } from '../../../src/rules/eleventh/effects.js';
import { eleventhJson } from '../../../src/rules/eleventh/json.js';
import { enumerateLaw } from './sim-enumerate.js';
import { matchupOf, reportOf } from '../../../src/rules/eleventh/matchup.js';
import { loadUnits, type EleventhUnit } from '../../../src/rules/eleventh/profiles/load.js';
import type { EleventhCalcOptions } from '../../../src/rules/eleventh/flags.js';

const FX = join(import.meta.dirname, 'fixtures', 'effects');
const units = loadUnits([FX]);
const unit = (name: string) => units.find((u) => u.name === name)!;
const [eightbound, lord, intercessors, wall, champion] = ['FX Eightbound', 'FX Lord', 'FX Intercessors', 'FX Wall', 'FX Champion'].map(unit);
const withKeywords = (u: EleventhUnit, ...keywords: string[]): EleventhUnit => ({ ...u, keywords: [...u.keywords, ...keywords] });

/** The report of a matchup through the exact engine; Eightbound's own aura left out unless a test keeps it. */
const report = (a: EleventhUnit, t: EleventhUnit, o: EleventhCalcOptions = {}) => reportOf(a, t, { melee: true, without: ['beacons-of-rage'], ...o }, calculate11);
const total = (a: EleventhUnit, t: EleventhUnit, o: EleventhCalcOptions = {}) => {
  const r = report(a, t, o).result.batches;
  const sum = (k: 'attacks' | 'hits' | 'wounds' | 'unsaved' | 'mortalWounds' | 'damage') => r.reduce((s, b) => s + b[k], 0);
  return { attacks: sum('attacks'), hits: sum('hits'), wounds: sum('wounds'), unsaved: sum('unsaved'), mortalWounds: sum('mortalWounds'), damage: sum('damage') };
};
const applied = (a: EleventhUnit, t: EleventhUnit, o: EleventhCalcOptions) => report(a, t, o).effects.map((e) => [e.id, e.applied, e.detail]);

describe('the registry', () => {
  it('each id once, in the command line\'s form; each cites its catalogue entry; a rule without a model says why', () => {
    const ids = EFFECTS.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of EFFECTS) {
      expect(e.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(e.source.entry).toMatch(/^[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}$/);
      expect(e.summary.length).toBeGreaterThan(10);
    }
  });

  it('every Blessing of Khorne in the catalogue\'s reference (5558-f47e-9f45-3fca) is an effect of its own: 12, 5 with a model', () => {
    const blessings = EFFECTS.filter((e) => e.kind === 'Blessing of Khorne');
    expect(blessings).toHaveLength(12);
    expect(blessings.filter((e) => e.change).map((e) => e.id)).toEqual(['martial-excellence', 'savage-guidance', 'warp-blades', 'cleaving-blows', 'decapitating-strikes']);
  });
});

describe('without effects: the base the hand checks start from', () => {
  it('Eightbound at Intercessors: 15 x 4/6 = 10 hits (WS3+), 10 x 4/6 = 20/3 wounds (S8 vs T5: 3+, 11e 05.02)', () => {
    const t = total(eightbound, intercessors);
    expect(t.hits).toBeCloseTo(10, 9);
    expect(t.wounds).toBeCloseTo(20 / 3, 9);
  });
});

describe('the Blessings of Khorne (e68b-b42f-6f7c-4670), each its own effect; the roll is the player\'s', () => {
  it('an effect is data: warp-blades gives the same distributions as Chainblades printed with [LETHAL HITS] (GUIDE)', () => {
    const printed: EleventhUnit = { ...eightbound, weapons: eightbound.weapons.map((w) => ({ ...w, abilities: [...w.abilities, { kind: 'lethal hits' as const }] })) };
    const [a, b] = [report(eightbound, intercessors, { with: ['warp-blades'] }).result, report(printed, intercessors).result];
    expect(a.kills.toArray()).toEqual(b.kills.toArray());
    expect(a.woundsLost.toArray()).toEqual(b.woundsLost.toArray());
  });

  it('warp-blades (fbfe-9079-46e0-0cbf, [LETHAL HITS]): each attack wounds 1/6 (a critical hit) + 3/6 x 4/6 = 1/2: 15/2 wounds', () => {
    // 11e 24.19: a critical hit (an unmodified 6) wounds automatically; hits on 3-5 roll to wound on 3+.
    const r = report(eightbound, intercessors, { with: ['warp-blades'] });
    expect(r.result.batches[0].wounds).toBeCloseTo(15 / 2, 9);
    expect(r.notes).toContain("Warp Blades (warp-blades): assumes the Blessings of Khorne roll activated it this battle round (the player's roll: naming it says so)");
  });

  it('martial-excellence (35da-066e-5d34-b312, [SUSTAINED HITS 1]): 15 x (4/6 + 1/6) = 25/2 hits, 25/2 x 4/6 = 25/3 wounds', () => {
    const t = total(eightbound, intercessors, { with: ['martial-excellence'] });
    expect(t.hits).toBeCloseTo(25 / 2, 9);
    expect(t.wounds).toBeCloseTo(25 / 3, 9);
  });

  it('savage-guidance (846e-6aae-d69e-f7b0, WS improved by 1): WS2+, 15 x 5/6 = 25/2 hits', () => {
    expect(total(eightbound, intercessors, { with: ['savage-guidance'] }).hits).toBeCloseTo(25 / 2, 9);
  });

  it('cleaving-blows (b9a1-ded0-e94b-ad11, AP improved by 1): AP-3 against Sv3+ saves on 6: 20/3 x 5/6 = 50/9 unsaved, not 20/3 x 4/6 = 40/9', () => {
    expect(total(eightbound, wall).unsaved).toBeCloseTo(40 / 9, 9);
    expect(total(eightbound, wall, { with: ['cleaving-blows'] }).unsaved).toBeCloseTo(50 / 9, 9);
  });

  it('decapitating-strikes (3444-f024-bee5-e731) against INFANTRY: a wound roll of 6 is 2 mortal wounds (D2): 10 x 1/6 x 2 = 10/3; the 3-5s 10 x 3/6 x 4/6 = 10/3 unsaved', () => {
    // 11e 24.10 Devastating Wounds: a critical wound makes mortal wounds equal to D, no saving throw.
    const t = total(eightbound, wall, { with: ['decapitating-strikes'] });
    expect(t.mortalWounds).toBeCloseTo(10 / 3, 9);
    expect(t.unsaved).toBeCloseTo(10 / 3, 9);
    expect(applied(eightbound, withKeywords({ ...wall, keywords: ['VEHICLE'] }), { with: ['decapitating-strikes'] })).toEqual([['decapitating-strikes', false, 'not applied: the target is not INFANTRY']]);
  });

  it('a unit without the Blessings of Khorne ability gains none: listed as not applied', () => {
    const plain: EleventhUnit = { ...eightbound, abilities: [] };
    expect(applied(plain, intercessors, { with: ['warp-blades'] })).toEqual([['warp-blades', false, 'not applied: FX Eightbound lacks the Blessings of Khorne ability']]);
    expect(total(plain, intercessors, { with: ['warp-blades'] }).wounds).toBeCloseTo(20 / 3, 9);
  });

  it('a Blessing without a model is listed, never applied: total-carnage (fight on death), unbridled-bloodlust (charge rolls)', () => {
    const r = report(eightbound, intercessors, { with: ['unbridled-bloodlust'], targetWith: ['total-carnage'] });
    expect(r.effects.map((e) => [e.id, e.applied])).toEqual([['unbridled-bloodlust', false], ['total-carnage', false]]);
    expect(r.effects.map((e) => e.detail)).toEqual(['not modelled: +1 to charge rolls: changes no attack', 'not modelled: destroyed models fight back on a 4+: 11th edition has no fight-back model yet']);
    expect(r.result.batches[0].wounds).toBeCloseTo(20 / 3, 9);
  });
});

describe("Wrath of Khorne (269f-6b39-4a8e-0872, Vessels of Wrath): the CHARACTER models' melee attacks, [CLEAVE 1] or +1 AP", () => {
  it("wrath-of-khorne-ap: the Lord's Axe only, AP-1: 4 x 4/6 x 2/6 (S4 vs T5: 5+) = 8/9 wounds, x 1/2 (Sv3+ at AP-1: 4+) = 4/9 unsaved, not 8/27", () => {
    const r = report(lord, wall, { with: ['wrath-of-khorne-ap'] });
    expect(r.scenario.batches.map((b) => [b.weapon.name, b.firers, b.weapon.ap])).toEqual([['Axe (Wrath of Khorne: +1 AP)', 1, -1], ['Chainblade', 4, 0]]);
    expect(r.result.batches[0].unsaved).toBeCloseTo(4 / 9, 9);
    // Without it the Axe (A4) and the 4 Chainblades (A2) share one resolved profile: one batch (RULINGS 12) of 12
    // attacks x 4/6 x 2/6 x 2/6 (Sv3+) = 8/9 unsaved, the Axe's 4 of them 8/27.
    const plain = report(lord, wall).result.batches;
    expect(plain.map((b) => b.weapon)).toEqual(['Axe + Chainblade']);
    expect(plain[0].unsaved).toBeCloseTo(8 / 9, 9);
  });

  it("the Axe only the Lord carried is its copy now: --lethal-hits names the copy, and the original name is refused, not ignored", () => {
    const o = { with: ['wrath-of-khorne-ap', 'warp-blades'], lethalHits: 'Axe=decline' };
    expect(() => report(lord, wall, o)).toThrow('FX Lord has no weapon "Axe" with Lethal Hits (it has Axe (Wrath of Khorne: +1 AP), Chainblade)');
    expect(report(lord, wall, { ...o, lethalHits: 'Axe (Wrath of Khorne: +1 AP)=decline' }).result.batches[0].lethalHits).toBe(false);
  });

  it('wrath-of-khorne-cleave against 5 Intercessors: Cleave 1 is 1 more attack die per 5 target models (11e 24): the Axe makes 5', () => {
    const r = report(lord, intercessors, { with: ['wrath-of-khorne-cleave'] });
    // Cleave changes only how many attack dice there are (RULINGS 12): the Axe's 5 and the Chainblades' 8 are one batch of 13.
    expect(r.result.batches.map((b) => [b.weapon, b.attacks])).toEqual([['Axe (Wrath of Khorne: [CLEAVE 1]) + Chainblade', 13]]);
  });

  it('not for EPIC HERO units, nor a unit without CHARACTER; both choices at once refused', () => {
    expect(applied(withKeywords(lord, 'EPIC HERO'), wall, { with: ['wrath-of-khorne-ap'] })).toEqual([['wrath-of-khorne-ap', false, 'not applied: not for EPIC HERO units']]);
    expect(applied(eightbound, wall, { with: ['wrath-of-khorne-ap'] })[0][2]).toBe('not applied: the attacking unit is not WORLD EATERS CHARACTER');
    expect(() => report(lord, wall, { with: ['wrath-of-khorne-ap,wrath-of-khorne-cleave'] })).toThrow('wrath-of-khorne-ap and wrath-of-khorne-cleave: one or the other');
  });
});

describe('the detachments\' rules', () => {
  it('relentless-rage (5fc9-9ee8-8657-65b6) after a charge: A6 S10, 18 attacks, 12 hits, S10 vs T5 wounds on 2+: 10 wounds', () => {
    const t = total(eightbound, intercessors, { with: ['relentless-rage'], charged: true });
    expect([t.attacks, t.hits]).toEqual([18, expect.closeTo(12, 9)]);
    expect(t.wounds).toBeCloseTo(10, 9);
    expect(applied(eightbound, intercessors, { with: ['relentless-rage'] })).toEqual([['relentless-rage', false, 'not applied: only when the unit charged (--charged)']]);
  });

  it('rush-to-the-fray (2b4b-2f29-7f3f-e161) and daemonic-rage (BLOOD LEGIONS): [LANCE], +1 to wound having charged: 10 x 5/6 = 25/3', () => {
    expect(total(eightbound, intercessors, { with: ['rush-to-the-fray'], charged: true }).wounds).toBeCloseTo(25 / 3, 9);
    expect(total(withKeywords(eightbound, 'BLOOD LEGIONS'), intercessors, { with: ['daemonic-rage'], charged: true }).wounds).toBeCloseTo(25 / 3, 9);
    expect(applied(eightbound, intercessors, { with: ['daemonic-rage'] })[0][1]).toBe(false);
  });

  it('idol-of-infinite-rage (a16e-406b-5111-da3f) for JAKHALS: +1 hit and wound: 15 x 5/6 = 25/2 hits, x 5/6 = 125/12 wounds', () => {
    const t = total(withKeywords(eightbound, 'JAKHALS'), intercessors, { with: ['idol-of-infinite-rage'] });
    expect(t.hits).toBeCloseTo(25 / 2, 9);
    expect(t.wounds).toBeCloseTo(125 / 12, 9);
  });

  it('idol-of-blessed-blood and boon-of-blood: a 4+ invulnerable save beats Sv3+ at AP-2 (5+): 20/3 x 1/2 = 10/3 unsaved', () => {
    expect(total(eightbound, withKeywords(wall, 'JAKHALS'), { targetWith: ['idol-of-blessed-blood'] }).unsaved).toBeCloseTo(10 / 3, 9);
    expect(total(eightbound, withKeywords(wall, 'BLOOD LEGIONS'), { targetWith: ['boon-of-blood'] }).unsaved).toBeCloseTo(10 / 3, 9);
  });

  it('enraged-abjuration: Feel No Pain 5+ against mortal wounds; the Lord\'s 12 D1 attacks with decapitating-strikes at a WORLD EATERS wall', () => {
    // 12 x 4/6 = 8 hits; S4 vs T5 wounds on 5+: a 6 (8/6 = 4/3) is a mortal wound, a 5 (4/3) a wound saved on 3+
    // (1/3 fail: 4/9). Damage 4/9 + 4/3 = 16/9; with Feel No Pain 5+ on the mortal wounds, 4/9 + 4/3 x 2/3 = 4/3.
    const target = withKeywords(wall, 'WORLD EATERS');
    expect(total(lord, target, { with: ['decapitating-strikes'] }).damage).toBeCloseTo(16 / 9, 9);
    expect(total(lord, target, { with: ['decapitating-strikes'], targetWith: ['enraged-abjuration'] }).damage).toBeCloseTo(4 / 3, 9);
  });
});

describe('enhancements', () => {
  it("berzerker-glaive: the bearer's Axe A5 D2 (its own batch), the Chainblades unchanged: 5 x 4/6 = 10/3 hits", () => {
    const r = report(lord, wall, { with: ['berzerker-glaive'] });
    expect(r.scenario.batches.map((b) => [b.weapon.name, b.weapon.attacks.text, b.weapon.damage.text])).toEqual([['Axe (Berzerker Glaive)', '5', '2'], ['Chainblade', '2', '1']]);
    expect(r.result.batches[0].hits).toBeCloseTo(10 / 3, 9);
  });

  it("Wrath of Khorne and the bearer's Glaive together: the Axe's copy carries both (A5 D2 AP-1); a unit of no or two CHARACTER models has no one bearer", () => {
    const r = report(lord, wall, { with: ['wrath-of-khorne-ap', 'berzerker-glaive'] });
    const axe = r.scenario.batches[0].weapon;
    expect([axe.name, axe.attacks.text, axe.damage.text, axe.ap]).toEqual(['Axe (Wrath of Khorne: +1 AP) (Berzerker Glaive)', '5', '2', -1]);
    expect(applied(eightbound, wall, { with: ['berzerker-glaive'] })).toEqual([['berzerker-glaive', false, 'not applied: its bearer is one CHARACTER model: FX Eightbound has 0']]);
    const two: EleventhUnit = { ...lord, models: lord.models.map((g) => ({ ...g, character: true })) };
    expect(applied(two, wall, { with: ['berzerker-glaive'] })[0][2]).toBe('not applied: its bearer is one CHARACTER model: FX Lord has 5');
  });

  it('blade-of-endless-bloodshed: the Axe A5 S5: S5 vs T5 wounds on 4+: 10/3 x 1/2 = 5/3 wounds', () => {
    expect(report(lord, wall, { with: ['blade-of-endless-bloodshed'] }).result.batches[0].wounds).toBeCloseTo(5 / 3, 9);
  });

  it('frenzied-focus with warp-blades: critical hits on 5+, each attack wounds 2/6 + 2/6 x 4/6 = 5/9: 25/3 wounds', () => {
    expect(total(eightbound, intercessors, { with: ['frenzied-focus', 'warp-blades'] }).wounds).toBeCloseTo(25 / 3, 9);
  });

  /** One attack of A1 WS3+ S8 AP0 D2 from a one-model unit at FX Champion (T4 Sv4+ W6). */
  const striker: EleventhUnit = { ...champion, name: 'Striker', keywords: ['INFANTRY'], weapons: [{ ...champion.weapons[0], attacks: parseDice(1), strength: 8, damage: parseDice(2) }] };

  it('helm-of-brazen-ire: -1 Damage to attacks allocated to the bearer: 4/6 x 5/6 (S8 vs T4: 2+) x 1/2 (Sv4+) = 5/18 unsaved, D2 becomes D1: 5/18 lost, not 10/18', () => {
    expect(total(striker, champion).damage).toBeCloseTo(10 / 18, 9);
    expect(total(striker, champion, { targetWith: ['helm-of-brazen-ire'] }).damage).toBeCloseTo(5 / 18, 9);
  });

  it('brazen-form: T5 and Feel No Pain 5+: 4/6 x 4/6 (3+) x 1/2 = 2/9 unsaved, each of D2 ignored on 5+: 2/9 x 2 x 2/3 = 8/27 lost', () => {
    expect(total(striker, champion, { targetWith: ['brazen-form'] }).damage).toBeCloseTo(8 / 27, 9);
  });

  it('blood-forged-armour: Sv2+, only a 1 fails: 4/6 x 5/6 x 1/6 = 5/54 unsaved; a bearer\'s rule refused for a unit of several models', () => {
    expect(total(striker, champion, { targetWith: ['blood-forged-armour'] }).unsaved).toBeCloseTo(5 / 54, 9);
    expect(applied(striker, wall, { targetWith: ['blood-forged-armour'] })).toEqual([['blood-forged-armour', false, 'not applied: its bearer is one model: the target has 20']]);
  });

  it("unleash-hell (the target's player): the attacking unit suppressed, -1 to hit: 15 x 3/6 = 15/2 hits", () => {
    expect(total(eightbound, intercessors, { targetWith: ['unleash-hell'] }).hits).toBeCloseTo(15 / 2, 9);
  });
});

describe('complete enumeration: effects compile to a Scenario the exact engine and every dice sequence agree on', () => {
  it("2 attacks with warp-blades and decapitating-strikes at a bearer of brazen-form and helm-of-brazen-ire: the engine's laws equal the enumeration's", () => {
    // Lethal Hits with Devastating Wounds is the RULINGS 5 choice; T5 (Brazen Form), FNP 5+ on each wound, D2-1 = 1.
    const blessed: EleventhUnit = { ...champion, name: 'Blessed striker', keywords: ['INFANTRY', 'WORLD EATERS'], abilities: ['Blessings of Khorne'], weapons: [{ ...champion.weapons[0], attacks: parseDice(2), strength: 8, damage: parseDice(2) }] };
    const r = report(blessed, champion, { with: ['warp-blades', 'decapitating-strikes'], targetWith: ['brazen-form', 'helm-of-brazen-ire'] });
    expect(r.effects.every((e) => e.applied)).toBe(true);
    const lethalHits = Object.fromEntries(r.result.batches.map((b, i) => [r.scenario.batches[i].weapon.name, b.lethalHits ?? true]));
    const law = enumerateLaw(r.scenario, { lethalHits, groupOrder: r.result.groupOrder });
    const close = (engine: readonly number[], exact: readonly number[]) => engine.forEach((p, k) => expect(p).toBeCloseTo(exact[k] ?? 0, 9));
    close(r.result.kills.toArray(), law.kills);
    close(r.result.woundsLost.toArray(), law.woundsLost);
  });
});

describe("the Eightbound's Beacons of Rage (3070-b510-7093-db8f), carried by its unit file", () => {
  const kept = (o: EleventhCalcOptions) => reportOf(eightbound, intercessors, { melee: true, ...o }, calculate11);

  it('+1 to hit against a non-MONSTER, non-VEHICLE unit: 15 x 5/6 = 25/2 hits; the target Below Half-strength, +1 to wound: 25/2 x 5/6 = 125/12', () => {
    const r = kept({});
    expect(r.effects).toEqual([expect.objectContaining({ id: 'beacons-of-rage', applied: true, fromProfile: true })]);
    expect(r.result.batches[0].hits).toBeCloseTo(25 / 2, 9);
    const below = kept({ with: ['beacons-of-rage-below-half'] });
    expect(below.effects.map((e) => e.id)).toEqual(['beacons-of-rage-below-half']);
    expect(below.result.batches[0].wounds).toBeCloseTo(125 / 12, 9);
  });

  it('not against a VEHICLE; --without leaves it out', () => {
    const tank = withKeywords({ ...intercessors, keywords: [] }, 'VEHICLE');
    expect(reportOf(eightbound, tank, { melee: true }, calculate11).effects[0]).toMatchObject({ applied: false, detail: 'not applied: not against MONSTER or VEHICLE units' });
    expect(report(eightbound, intercessors).effects).toEqual([]);
  });
});

describe("a unit's own datasheet abilities: only for a unit whose file lists the ability", () => {
  const having = (u: EleventhUnit, ability: string): EleventhUnit => ({ ...u, abilities: [...u.abilities, ability] });

  it('rend-and-tear (6dfe-fb8a-bb6b-fd88) at a VEHICLE: D3, on W6 models no damage is lost: 40/9 unsaved x 3 = 40/3, not x 2', () => {
    // 20/3 wounds (base), saved on 5+ at AP-2: 40/9 unsaved. A W6 model takes exactly 2 D3 or 3 D2 attacks.
    const tough = withKeywords({ ...wall, keywords: [], models: wall.models.map((g) => ({ ...g, stats: { ...g.stats, W: 6 } })) }, 'VEHICLE');
    expect(total(eightbound, tough).damage).toBeCloseTo(80 / 9, 9);
    expect(total(having(eightbound, 'Rend and Tear'), tough, { with: ['rend-and-tear'] }).damage).toBeCloseTo(40 / 3, 9);
    expect(applied(eightbound, tough, { with: ['rend-and-tear'] })).toEqual([['rend-and-tear', false, 'not applied: FX Eightbound lacks the Rend and Tear ability']]);
  });

  it('legendary-killer (bf3d-552f-3273-5bad) while Khârn leads: re-roll hit and wound rolls of 1: P(hit) 4/6 + 1/6 x 4/6 = 7/9, 35/3 hits; P(wound) 7/9 too: 245/27', () => {
    // A CHARACTER model named Khârn the Betrayer, with no weapons, stands beside the Eightbound: the unit he leads.
    const kharn = { ...eightbound.models[0], name: 'Khârn the Betrayer', count: 1, character: true, equipment: [] };
    const led: EleventhUnit = { ...having(eightbound, 'Legendary Killer'), models: [...eightbound.models, kharn] };
    const t = total(led, intercessors, { with: ['legendary-killer'] });
    expect(t.hits).toBeCloseTo(35 / 3, 9);
    expect(t.wounds).toBeCloseTo(245 / 27, 9);
    // 11e 19 "while this model is leading a unit": not alone, and not once he is destroyed (a turn's state: his count 0).
    const why = 'not applied: only while Khârn the Betrayer leads the unit (11e 19: an attached unit with Khârn the Betrayer on the battlefield)';
    expect(applied(having(eightbound, 'Legendary Killer'), intercessors, { with: ['legendary-killer'] })).toEqual([['legendary-killer', false, why]]);
    const fallen: EleventhUnit = { ...led, models: [...eightbound.models, { ...kharn, count: 0 }] };
    expect(applied(fallen, intercessors, { with: ['legendary-killer'] })).toEqual([['legendary-killer', false, why]]);
    expect(total(fallen, intercessors, { with: ['legendary-killer'] }).hits).toBeCloseTo(10, 9);
  });

  it('a-worthy-skull (4f7f-4559-76e4-b73a) at a CHARACTER unit: re-roll failed hits: 4/6 + 2/6 x 4/6 = 8/9, 40/3 hits', () => {
    expect(total(having(eightbound, 'A Worthy Skull'), withKeywords(intercessors, 'CHARACTER'), { with: ['a-worthy-skull'] }).hits).toBeCloseTo(40 / 3, 9);
  });

  it("bloody-fury and furious-onslaught (ranged, the closest target): the Lord's unit's 5 bolt pistols re-roll failed hits: 5 x 8/9 = 40/9", () => {
    for (const [ability, id] of [['Bloody Fury', 'bloody-fury'], ['Furious Onslaught', 'furious-onslaught']]) {
      expect(total(having(lord, ability), wall, { melee: false, ranged: true, with: [id] }).hits).toBeCloseTo(40 / 9, 9);
    }
  });

  it('an ability a unit file marks not modelled, which an effect models: the note names the effect and its flag', () => {
    const marked: EleventhUnit = { ...eightbound, datasheetAbilities: [{ name: 'Legendary Killer', modelled: false, reason: 'no effect', affectsAttacks: true }] };
    expect(eleventhJson(report(marked, intercessors)).notes).toContain('not modelled (FX Eightbound): Legendary Killer (no effect); the effect legendary-killer models it: --with legendary-killer');
  });

  it('airborne-predator (3ebe-135b-8cb0-76f5) at a FLY unit: +1 to hit: 25/2 hits', () => {
    expect(total(having(eightbound, 'Airborne Predator'), withKeywords(intercessors, 'FLY'), { with: ['airborne-predator'] }).hits).toBeCloseTo(25 / 2, 9);
  });

  it("BLOOD LEGIONS auras: rage-embodied's +1 Attacks (18 attacks) and daemon-lord-of-khorne's +1 to hit (25/2 hits)", () => {
    const legion = withKeywords(eightbound, 'BLOOD LEGIONS');
    expect(total(legion, intercessors, { with: ['rage-embodied'] }).attacks).toBe(18);
    expect(total(legion, intercessors, { with: ['daemon-lord-of-khorne'] }).hits).toBeCloseTo(25 / 2, 9);
  });
});

describe('refusals (exit 2 at the command line: UsageError)', () => {
  it('a 10th-edition effect is never applied to an 11th-edition calculation (RULINGS 10): refused naming the ruleset', () => {
    expect(() => matchupOf(eightbound, intercessors, { with: ['for-the-skull-throne'] })).toThrow(
      '--with for-the-skull-throne: not an 11th-edition effect; a 10th-edition effect is never applied to an 11th-edition calculation (RULINGS 10)',
    );
  });

  it("an effect of the other player's: named with the flag it takes", () => {
    expect(() => matchupOf(eightbound, intercessors, { targetWith: ['warp-blades'] })).toThrow("--target-with warp-blades: Warp Blades is the attacker's player's rule: give it with --with");
  });

  it('a misspelt id: the closest one offered', () => {
    expect(() => matchupOf(eightbound, intercessors, { with: ['warp-blade'] })).toThrow('(did you mean "warp-blades"?)');
  });
});
