/**
 * 11th edition's BattleScribe import (src/rules/eleventh/import/) against BSData wh40k-11e as JSON
 * (../shared/bsdata-11e/, commit 54c189f4fd01878351fab05586d3b38d9c7f6ddc; read in place, never copied).
 * Each expected value below is read off the catalogue entry quoted in its comment, not off the importer.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/profiles/errors.js';
import { sharedFixture } from '../cli/shared-fixtures.js';
import { importCatalogues11 } from '../../src/rules/eleventh/import/bsdata.js';
import { importCatalogue } from '../../src/rules/tenth/import/bsdata.js';
import { importedUnits11 } from '../../src/rules/eleventh/import/sources.js';
import { calculate11 } from '../../src/rules/eleventh/engine.js';
import { NO_MODIFIERS, type Conditions, type Unit, type Weapon } from '../../src/rules/eleventh/types.js';

const FIXTURE = sharedFixture('bsdata-11e', 'Warhammer 40,000.json');
const DATA = FIXTURE ?? '';
const COMMIT = '54c189f4fd01878351fab05586d3b38d9c7f6ddc';
const have = FIXTURE !== undefined;

/** Dice values as their text ("D6+3"), as the catalogue prints them. */
const plain = <T>(x: T): unknown => JSON.parse(JSON.stringify(x, (_k, v) => (v && typeof v === 'object' && 'sides' in v && 'text' in v ? v.text : v)));

describe.skipIf(!have)('11th edition BattleScribe import (../shared/bsdata-11e)', () => {
  const all = have ? importCatalogues11(DATA, { commit: COMMIT }) : { units: [], warnings: [], skipped: [], notes: [] };
  const unit = (name: string): Unit => {
    const u = all.units.find((x) => x.name === name);
    if (!u) throw new Error(`${name} not imported`);
    return u;
  };
  const weapon = (u: Unit, name: string): unknown => plain(u.weapons.find((w: Weapon) => w.name === name));

  it('Custodian Guard', () => {
    const u = unit('Custodian Guard');
    // Imperium - Adeptus Custodes.json, entry 91b3-2e1c-e642-d213 "Custodian Guard": group "4-5 Custodian
    // Guard" (min 4, max 5), default "Custodian Guard (Guardian Spear)", whose Unit profile reads M 6", T 6,
    // Sv 2+, W 3, LD 6+, OC 2, InSv 4+ (the characteristic of type 55a7-5b54-c60d-11dc).
    expect(plain(u.models)).toEqual([
      { name: 'Custodian Guard (Guardian Spear)', count: 4, min: 4, max: 5, character: false, stats: { T: 6, Sv: 2, W: 3, InSv: 4 }, equipment: ['Guardian Spear', 'Guardian Spear (ranged)'] },
    ]);
    // "Guardian Spear": Melee, A 5, WS 2+, S 7, AP -2, D 2, Keywords "-"; and 24", A 2, BS 2+, S 4, AP -1,
    // D 2, "Assault" (one name for a melee and a ranged profile: the second is named by its role).
    expect(weapon(u, 'Guardian Spear')).toEqual({ name: 'Guardian Spear', range: 'melee', attacks: '5', skill: 2, strength: 7, ap: -2, damage: '2', abilities: [] });
    expect(weapon(u, 'Guardian Spear (ranged)')).toEqual({ name: 'Guardian Spear (ranged)', range: 24, attacks: '2', skill: 2, strength: 4, ap: -1, damage: '2', abilities: [{ kind: 'assault' }] });
    // costs pts 170; modifier "set 215" when the unit has at least 5 models. The "+10" whose local
    // condition group counts earlier units of this datasheet in the roster never holds for a lone unit.
    expect(u.points).toEqual({ 4: 170, 5: 215 });
    expect(u.keywords).toEqual(['CUSTODIAN GUARD', 'INFANTRY', 'BATTLELINE', 'IMPERIUM', 'ADEPTUS CUSTODES']);
    // Abilities profiles "Stand Vigil", "Sentinel Storm"; rules "Deep Strike", "Martial Ka'tah".
    expect(u.abilities).toEqual(['Stand Vigil', 'Sentinel Storm', 'Deep Strike', "Martial Ka'tah"]);
    expect(u.abilityTexts[0]).toEqual({
      name: 'Stand Vigil',
      text: 'Each time a model in this unit makes an attack, re-roll a Wound roll of 1. While this unit is within range of an objective marker you control, you can re-roll the Wound roll instead.',
    });
    // What the engine does not read, for the commands that show a unit: M 6", LD 6+, OC 2.
    expect(u.profile).toEqual({ M: 6, Ld: '6+', OC: 2 });
    expect(u.source).toBe(`BSData Imperium - Adeptus Custodes.json (commit ${COMMIT}, revision 5), entry 91b3-2e1c-e642-d213 "Custodian Guard"`);
    expect([u.faction, u.damageReduction, u.halveDamage, u.damaged]).toEqual(['Adeptus Custodes', 0, false, undefined]);
    // The other model entries (Sentinel blade and Praesidium shield; the Vexilla) are wargear the unit
    // type has no place for: said, not dropped silently.
    expect(all.notes.filter((n) => n.unit === 'Custodian Guard').map((n) => n.message)).toEqual([
      'models with other wargear not imported (the default equipment only): Custodian Guard (Sentinel Blade & Praesidium Shield), Custodian Guard (Vexilla, Praesidium Shield & Misericordia)',
    ]);
  });

  it("the World Eaters' Eightbound", () => {
    const u = unit('Eightbound');
    // Chaos - World Eaters.json, entry 9435-1f44-7e5b-d510: Unit profile M 10", T 6, Sv 3+, W 3, LD 6+,
    // OC 1, InSv 5+; model entries "Eightbound" (min 2, max 5) and "Eightbound Champion" (1), each with
    // "Chainblades": Melee, A 5, WS 3+, S 8, AP -2, D 2, "-".
    expect(plain(u.models)).toEqual([
      { name: 'Eightbound', count: 2, min: 2, max: 5, character: false, stats: { T: 6, Sv: 3, W: 3, InSv: 5 }, equipment: ['Chainblades'] },
      { name: 'Eightbound Champion', count: 1, min: 1, max: 1, character: false, stats: { T: 6, Sv: 3, W: 3, InSv: 5 }, equipment: ['Chainblades'] },
    ]);
    expect(plain(u.weapons)).toEqual([{ name: 'Chainblades', range: 'melee', attacks: '5', skill: 3, strength: 8, ap: -2, damage: '2', abilities: [] }]);
    // pts 135, "set 270" when the unit has more than 3 models (sizes 3 to 6 from 2-5 Eightbound and 1 Champion).
    expect(u.points).toEqual({ 3: 135, 4: 270, 5: 270, 6: 270 });
    expect(u.abilities).toEqual(['Beacons of Rage (Aura)', 'Scouts 6"', 'Blessings of Khorne']);
    expect(u.profile).toEqual({ M: 10, Ld: '6+', OC: 1 });
    expect(u.keywords).toEqual(['INFANTRY', 'CHAOS', 'KHORNE', 'DAEMON', 'EIGHTBOUND', 'POSSESSED', 'WORLD EATERS']);
  });

  it('Khorne Berzerkers', () => {
    const u = unit('Khorne Berzerkers');
    // Entry f909-00c7-8ba4-018a: "Khorne Berzerker Champion" (1) with the Unit profile "Khorne Berzerker"
    // (M 8", T 4, Sv 3+, W 2, LD 6+, OC 2, InSv empty: no invulnerable save), the group "Pistol" defaulting
    // to a bolt pistol, and a chainblade; the group "9 - 19 Khorne Berzerkers" of "Khorne Berzerker" (5-19
    // each, 9-19 in the group), each with a chainblade and a bolt pistol.
    expect(plain(u.models)).toEqual([
      { name: 'Khorne Berzerker Champion', count: 1, min: 1, max: 1, character: false, stats: { T: 4, Sv: 3, W: 2 }, equipment: ['Bolt pistol', 'Chainblade'] },
      { name: 'Khorne Berzerker', count: 9, min: 9, max: 19, character: false, stats: { T: 4, Sv: 3, W: 2 }, equipment: ['Chainblade', 'Bolt pistol'] },
    ]);
    // "Bolt pistol": 12", A 1, BS 4+, S 4, AP 0, D 1, "Pistol"; "Chainblade": Melee, A 4, WS 3+, S 4, AP -1, D 1.
    expect(weapon(u, 'Bolt pistol')).toEqual({ name: 'Bolt pistol', range: 12, attacks: '1', skill: 4, strength: 4, ap: 0, damage: '1', abilities: [{ kind: 'pistol' }] });
    expect(weapon(u, 'Chainblade')).toEqual({ name: 'Chainblade', range: 'melee', attacks: '4', skill: 3, strength: 4, ap: -1, damage: '1', abilities: [] });
    // pts 180; "set 345" when the unit has more than 10 models.
    expect(u.points).toEqual({ 10: 180, ...Object.fromEntries([11, 12, 13, 14, 15, 16, 17, 18, 19, 20].map((n) => [n, 345])) });
  });

  it('a Knight: a restricted invulnerable save, Damaged, a CHARACTER, a weapon of two profiles', () => {
    const u = unit('Knight Paladin');
    // Imperium - Imperial Knights - Library.json, entry 8441-8356-5e7c-69ee: Unit profile M 10", T 11,
    // Sv 3+, W 26, LD 6+, OC 10, InSv "5+*", the star explained by "Invulnerable Save (5+*)": "This model has
    // a 5+ invulnerable save against ranged attacks."; category Character.
    expect(plain(u.models[0])).toMatchObject({ name: 'Knight Paladin', count: 1, min: 1, max: 1, character: true, stats: { T: 11, Sv: 3, W: 26, InSv: 5, InSvOnly: 'ranged' } });
    // "Damaged: 1-9 Wounds Remaining": "... each time this model makes an attack, subtract 1 from the Hit roll" (11e 24.39).
    expect(u.damaged).toEqual({ wounds: 9 });
    // The abilities read into the unit say so, in words (the rest are listed unmodelled).
    expect(u.abilityTexts.filter((a) => a.modelled).map((a) => [a.name, a.modelled])).toEqual([
      ['Invulnerable Save (5+*)', 'InSv 5+ against ranged attacks only'],
      ['Damaged: 1-9 Wounds Remaining', 'Damaged: -1 to hit with 9 or fewer wounds left (11e 24.39)'],
    ]);
    // "Reaper chainsword": "➤ Reaper chainsword - strike" (A 4, WS 3+, S 14, AP -4, D 6) and "- sweep"
    // (A 12, WS 3+, S 9, AP -3, D 2): two profiles of one weapon, the model using one.
    expect(weapon(u, 'Reaper chainsword - strike')).toEqual({ name: 'Reaper chainsword - strike', range: 'melee', attacks: '4', skill: 3, strength: 14, ap: -4, damage: '6', abilities: [], profileOf: 'Reaper chainsword' });
    expect(weapon(u, 'Reaper chainsword - sweep')).toMatchObject({ attacks: '12', strength: 9, ap: -3, damage: '2', profileOf: 'Reaper chainsword' });
    // "Rapid-fire battle cannon": 72", A D6+3, BS 3+, S 10, AP -1, D 3, "Blast, Rapid Fire D6+3"; "Meltagun":
    // 12", A 1, BS 3+, S 9, AP -4, D D6, "Melta 2".
    expect(weapon(u, 'Rapid-fire battle cannon')).toEqual({
      name: 'Rapid-fire battle cannon', range: 72, attacks: 'D6+3', skill: 3, strength: 10, ap: -1, damage: '3',
      abilities: [{ kind: 'blast', per5: 1 }, { kind: 'rapid fire', attacks: 'D6+3' }],
    });
    expect(weapon(u, 'Meltagun')).toMatchObject({ range: 12, damage: 'D6', abilities: [{ kind: 'melta', damage: '2' }] });
    expect(u.models[0].equipment).toEqual(['Questoris heavy stubber', 'Rapid-fire battle cannon', 'Meltagun', 'Reaper chainsword - strike', 'Reaper chainsword - sweep']);
    // pts 375 (its "+15" is the roster's third-Knight local condition group, as for Custodian Guard).
    expect(u.points).toEqual({ 1: 375 });
  });

  it('Feel No Pain and Damage reduction where an ability gives them without a condition, and only there', () => {
    // Chaos Spawn (World Eaters): the unit's rule "Feel No Pain 5+" (11e 24.12).
    expect(unit('Chaos Spawn').models.map((m) => m.stats.feelNoPain)).toEqual([5]);
    expect(unit('Chaos Spawn').abilityTexts.find((a) => a.name === 'Feel No Pain 5+')?.modelled).toBe('Feel No Pain 5+');
    // Telemon Heavy Dreadnought (Custodes): "Guardian Eternal": "Each time an attack is allocated to this
    // model, subtract 1 from the Damage characteristic of that attack."; InSv 4+; "Damaged: 1-4 wounds remaining".
    const telemon = unit('Telemon Heavy Dreadnought');
    expect([telemon.damageReduction, telemon.models[0].stats.InSv, telemon.damaged]).toEqual([1, 4, { wounds: 4 }]);
    // Aleya: the rule "Feel No Pain 5+", and "Daughter of the Abyss": "This model has the Feel No Pain 3+
    // ability against Psychic Attacks and mortal wounds" (mortal wounds modelled, Psychic Attacks said).
    expect(unit('Aleya').models[0].stats).toEqual({ T: 3, Sv: 3, W: 4, InSv: 5, feelNoPain: 5, mortalFeelNoPain: 3 });
    // Flesh Hounds: each hound's "Collar of Khorne" links the rule "Feel No Pain 3+" beside its text "The
    // bearer has the Feel No Pain 3+ ability against Psychic Attacks": not against every attack. Sv "7+".
    expect(unit('Flesh Hounds').models.map((m) => m.stats)).toEqual([
      { T: 4, Sv: 7, W: 2, InSv: 5 },
      { T: 4, Sv: 7, W: 2, InSv: 5 },
    ]);
    expect(all.warnings.filter((w) => w.unit === 'Flesh Hounds').map((w) => w.message)).toEqual([
      'ability "Collar of Khorne": Feel No Pain under a condition ("The bearer has the Feel No Pain 3+ ability against Psychic Attacks."): not modelled',
    ]);
  });

  it('what it cannot map is said: a Damaged of another kind, a keyword that is not an 11th-edition ability', () => {
    // Skarbrand's "Damaged: 1-7 wounds remaining" adds attacks instead of -1 to hit; Conversion is not core
    // in 11th edition (the digest: "Not core any more: Conversion").
    const said = (unit: string) => all.warnings.filter((w) => w.unit === unit).map((w) => w.message);
    expect(said('Skarbrand')).toEqual([
      `ability "Damaged: 1-7 wounds remaining": not the -1 to hit of 11e 24.39 ("While this model has 1-7 wounds remaining, add 2 to the Attacks characteristic of this model's Slaughter and Carnage."): not modelled`,
    ]);
    expect(unit('Skarbrand').damaged).toBeUndefined();
    const beam = unit('Knight Defender').weapons.find((w) => w.name === 'Conversion beam obliterator');
    expect(beam?.abilities).toContainEqual({ kind: 'no effect', name: 'Conversion' });
  });

  it('an Aeldari catalogue whose datasheets are in a library not in the folder: refused, saying why; beside others: skipped, saying why', () => {
    // Aeldari - Craftworlds.json holds only entryLinks: 102, two into the game system ("Show/Hide Options",
    // "Order of Battle"), 100 into "Aeldari - Aeldari Library", which the folder does not hold (README):
    // nothing to read an Aeldari stat line or invulnerable save from.
    expect(() => importCatalogues11(DATA, { faction: 'Aeldari' })).toThrow(
      'Aeldari - Craftworlds.json: no datasheets (unit or model entries) at the root: its 100 entry links lead into catalogues not in the folder (Aeldari - Aeldari Library)',
    );
    const skipped = all.skipped.filter((s) => s.reason.endsWith('(Aeldari - Aeldari Library)'));
    expect(skipped.length).toBe(100);
    expect(skipped[0]).toEqual({ unit: 'Wraithguard', reason: `its datasheet is in no file of ${DATA}: the catalogues it links to are not in the folder (Aeldari - Aeldari Library)` });
  });

  it('refuses another edition\'s game system, naming the ruleset that reads it', () => {
    // "Warhammer 40,000.json" is the game system sys-352e-adc2-7639-d610, "Warhammer 40,000 11th Edition"
    // (README); BSData's 10th-edition one is ...-d6a9 (../shared/bsdata).
    const tenth = sharedFixture('bsdata', 'Warhammer 40,000.gst') ?? join(DATA, '../bsdata');
    expect(() => importCatalogues11(tenth, { faction: 'World Eaters' })).toThrow(/"Warhammer 40,000 10th Edition" is the game system of the 10th edition, not the 11th: read it with --ruleset 10th$/);
    expect(() => importCatalogue(DATA)).toThrow(/"Warhammer 40,000 11th Edition" is the game system of the 11th edition, not the 10th: read it with --ruleset 11th$/);
  });

  it('reads one catalogue file and one unit, and every unit it imports has points and a model', () => {
    const one = importCatalogues11(join(DATA, 'Chaos - World Eaters.json'), { unit: 'eightbound' });
    expect(one.units.map((u) => u.name)).toEqual(['Eightbound']);
    for (const u of all.units) {
      expect(Object.keys(u.points).length, u.name).toBeGreaterThan(0);
      expect(u.models.length, u.name).toBeGreaterThan(0);
    }
    expect(all.units.length).toBe(91);
  });
});

describe.skipIf(!have)('11th edition BattleScribe units for --data-bsdata (cached)', () => {
  it('the second import of the same folder is read from the cache and is the same', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wh40k-cache11-'));
    const before = process.env.WH40K_CACHE;
    process.env.WH40K_CACHE = dir;
    try {
      const warned: string[] = [];
      const first = importedUnits11([DATA], (s) => warned.push(s));
      expect(readdirSync(dir).filter((f) => f.startsWith('bsdata-11th-'))).toHaveLength(1);
      const second = importedUnits11([DATA], (s) => warned.push(s));
      expect(plain(second)).toEqual(plain(first));
      expect(first.find((u) => u.name === 'Custodian Guard')?.models[0].stats).toEqual({ T: 6, Sv: 2, W: 3, InSv: 4 });
      // The 12 warnings the import above lists, each said, once per import.
      expect(warned).toHaveLength(2);
      expect(warned[0]).toBe(warned[1]);
      expect(warned[0].split('\n')).toHaveLength(13);
      expect(warned[0].split('\n').slice(0, 2)).toEqual([
        `${DATA}: 12 import warnings (11th edition):`,
        `  Skarbrand: ability "Damaged: 1-7 wounds remaining": not the -1 to hit of 11e 24.39 ("While this model has 1-7 wounds remaining, add 2 to the Attacks characteristic of this model's Slaughter and Carnage."): not modelled`,
      ]);
      expect(() => importedUnits11([join(DATA, 'README.md')], () => {})).toThrow(InputError);
    } finally {
      if (before === undefined) delete process.env.WH40K_CACHE;
      else process.env.WH40K_CACHE = before;
    }
  });
});

describe.skipIf(!have)('imported units feed the 11th-edition engine', () => {
  it("Khorne Berzerkers' chainblades against a Knight Paladin: the batch's expectations by hand", () => {
    const { units } = importCatalogues11(DATA, { commit: COMMIT });
    const find = (name: string) => units.find((u) => u.name === name)!;
    const attacker = find('Khorne Berzerkers');
    const target = find('Knight Paladin');
    const chainblade = attacker.weapons.find((w) => w.name === 'Chainblade')!;
    const conditions: Conditions = { phase: 'melee', shooting: 'normal', charged: false, halfRange: false, heavy: false, cover: false, plunging: false, spotter: false, targetEngaged: false };
    const result = calculate11({ attacker, target, batches: [{ weapon: chainblade, firers: 10 }], conditions, modifiers: NO_MODIFIERS });
    // 10 models x A 4 = 40 attacks; WS 3+: 2/3 hit, 80/3; S 4 against T 11 (S at most half T): wounds on
    // 6+ (11e 05.02), 40/9; AP -1 against Sv 3+ saves on 4+ (its InSv 5+ holds against ranged attacks
    // only): half fail, 20/9, each D 1. The Knight's 26 wounds are out of reach in practice (P < 1e-20).
    const b = result.batches[0];
    expect([b.attacks, b.hits, b.wounds, b.unsaved, b.damage].map((x) => x.toFixed(9))).toEqual([40, 80 / 3, 40 / 9, 20 / 9, 20 / 9].map((x) => x.toFixed(9)));
    expect(result.kills.max).toBeLessThanOrEqual(1);
  });
});
