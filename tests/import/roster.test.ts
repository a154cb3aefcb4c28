/**
 * Roster import (issue 6): BattleScribe .ros / .rosz files as Units. The real rosters live in
 * ../shared/rosters (test fixtures only, see its README for the facts checked here); the synthetic
 * roster at the end needs no fixtures.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRoster, RosterError, type RosterImport } from '../../src/rules/tenth/import/roster.js';
import { keywordName } from '../../src/rules/tenth/import/roster-text.js';
import { abilityName, parseAbility } from '../../src/rules/tenth/abilities.js';
import { calculate } from '../../src/rules/tenth/engine.js';
import { hasRanged, weaponsUsed } from '../../src/rules/tenth/selection.js';
import { NO_MODIFIERS, type Conditions, type Phase, type Unit } from '../../src/rules/tenth/types.js';
import { sharedDir, target } from '../helpers.js';

const shared = sharedDir();
const ROSTERS = shared ? join(shared, 'rosters') : '';
const hasRosters = Boolean(shared) && existsSync(join(ROSTERS, 'Ultramarines_10E.rosz'));
if (!hasRosters) console.warn('roster import tests skipped: ../shared/rosters is absent (set WH40K_SHARED to the shared folder)');
/** A describe block that needs ../shared/rosters: skipped, and saying so, when it is absent. */
const withRosters = (title: string, body: () => void) =>
  describe.skipIf(!hasRosters)(hasRosters ? title : `${title} (skipped: ../shared/rosters is absent)`, body);

const tmp = mkdtempSync(join(tmpdir(), 'wh40k-roster-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const conditions = (phase: Phase): Conditions => ({ phase, charged: false, stationary: false, halfRange: false, cover: false, indirect: false });
const unitNamed = (r: RosterImport, name: string) => {
  const u = r.units.find((x) => x.unit.name === name);
  if (!u) throw new Error(`no unit "${name}" in ${r.units.map((x) => x.unit.name).join(', ')}`);
  return u;
};
const size = (u: Unit) => u.models.reduce((s, g) => s + g.count, 0);
/** How many of a weapon the unit attacks with in a phase (what the engine is given). */
const used = (u: Unit, phase: Phase) => new Map(weaponsUsed(u, conditions(phase), []).map((w) => [w.weapon.name, w.count]));
const carried = (u: Unit, weapon: string) => u.models.reduce((s, g) => s + g.count * g.equipment.filter((e) => e === weapon).length, 0);

withRosters('Ultramarines_10E (.rosz and .ros)', () => {
  let rosz: RosterImport;
  let ros: RosterImport;
  beforeAll(() => {
    rosz = readRoster(join(ROSTERS, 'Ultramarines_10E.rosz'));
    ros = readRoster(join(ROSTERS, 'Ultramarines_10E.ros'));
  });

  it('totals 810 points, the sum of its units', () => {
    for (const r of [rosz, ros]) {
      expect(r.name).toBe('Ultramarines 10E');
      expect(r.points).toBe(810);
      expect(r.units.reduce((s, u) => s + (u.points ?? 0), 0)).toBe(810);
      expect(r.units).toHaveLength(10);
    }
  });

  it('reads the same units from the zip and the XML', () => {
    const strip = (r: RosterImport) => r.units.map(({ unit, points }) => ({ ...unit, file: '', source: '', points: { ...unit.points, total: points } }));
    expect(strip(rosz)).toEqual(strip(ros));
    expect(rosz.warnings).toEqual(ros.warnings);
    expect(rosz.units[0].unit.source).toBe('roster Ultramarines_10E.rosz');
    expect(ros.units[0].unit.file).toBe(join(ROSTERS, 'Ultramarines_10E.ros'));
  });

  it('reads the Eliminator Squad: 1 sergeant + 2 Eliminators, its profile and the Bolt Sniper Rifle', () => {
    for (const r of [rosz, ros]) {
      const { unit, points } = unitNamed(r, 'Eliminator Squad');
      expect(points).toBe(75);
      expect(unit.points).toEqual({ 3: 75 });
      expect(unit.faction).toBe('Ultramarines');
      expect(unit.keywords).toEqual(expect.arrayContaining(['INFANTRY', 'PHOBOS', 'ADEPTUS ASTARTES', 'ELIMINATOR SQUAD']));
      expect(unit.models.map((g) => [g.name, g.count, g.champion])).toEqual([
        ['Eliminator Sergeant', 1, true],
        ['Eliminator', 2, false],
      ]);
      for (const g of unit.models) expect(g.stats).toEqual({ M: 6, T: 4, Sv: 3, W: 2, Ld: 6, OC: 1 });
      const rifle = unit.weapons.find((w) => w.name === 'Bolt Sniper Rifle')!;
      expect(rifle).toMatchObject({ range: 36, skill: 3, strength: 5, ap: -2 });
      expect([rifle.attacks.text, rifle.damage.text]).toEqual(['1', '3']);
      expect(rifle.abilities.map(abilityName)).toEqual(['heavy', 'precision']);
      expect(carried(unit, 'Bolt Sniper Rifle')).toBe(3);
      expect(used(unit, 'ranged').get('Bolt Sniper Rifle')).toBe(3);
      expect(used(unit, 'melee').get('Close Combat Weapon')).toBe(3);
      expect(unit.effects).toEqual(['stealth']);
    }
  });

  it('reads single-model units and names repeated units "Name 2"', () => {
    for (const name of ['Primaris Captain', 'Razorback', 'Impulsor']) {
      const { unit } = unitNamed(rosz, name);
      expect(unit.models).toHaveLength(1);
      expect(unit.models[0].count).toBe(1);
    }
    expect(unitNamed(rosz, 'Primaris Captain').unit.models[0].stats.invulnerable).toBe(4);
    expect(unitNamed(rosz, 'Razorback').unit.models[0].stats).toMatchObject({ T: 9, Sv: 3, W: 10 });
    expect(rosz.units.filter((u) => u.unit.name.startsWith('Assault Intercessor Squad')).map((u) => u.unit.name)).toEqual([
      'Assault Intercessor Squad',
      'Assault Intercessor Squad 2',
    ]);
    // The characters' Leader abilities list the squads they can lead.
    expect(unitNamed(rosz, 'Assault Intercessor Squad 2').unit.leaders).toEqual(['Primaris Captain', 'Primaris Lieutenant']);
  });

  it('reads weapon profiles: keywords, several profiles of one weapon, "2 X" selections', () => {
    const impulsor = unitNamed(rosz, 'Impulsor').unit;
    expect(carried(impulsor, 'Fragstorm Grenade Launcher')).toBe(2);
    const icarus = impulsor.weapons.find((w) => w.name === 'Bellicatus Missile Array - Icarus')!;
    expect(icarus.profileOf).toBe('Bellicatus Missile Array');
    expect(icarus.abilities.map(abilityName)).toEqual(['anti-fly 2+']);
    const razorback = unitNamed(rosz, 'Razorback').unit;
    expect(razorback.weapons.find((w) => w.name === 'Twin Heavy Bolter')!.abilities.map(abilityName)).toEqual(['sustained hits 1', 'twin-linked']);
    expect(razorback.weapons.find((w) => w.name === 'Storm Bolter')!.abilities.map(abilityName)).toEqual(['rapid fire 2']);
    expect(unitNamed(rosz, 'Land Speeder Storm').unit.weapons.find((w) => w.name === 'Cerberus Launcher')!.attacks.text).toBe('D6+3');
  });

  it('warns about what it cannot model: army rules once, abilities per unit', () => {
    // Oath of Moment is an effect the player names against the Oath of Moment target: said so, not "not modelled".
    expect(rosz.warnings).toContainEqual({ unit: '', message: expect.stringMatching(/^army rule "Oath of Moment" \(every unit\) is not carried: name it when it applies \(--with oath-of-moment: /) });
    expect(rosz.warnings.filter((w) => /Oath of Moment/.test(w.message))).toHaveLength(1);
    expect(rosz.warnings).toContainEqual({ unit: 'Assault Intercessor Squad 2', message: expect.stringMatching(/"Shock Assault" is not modelled/) });
    // Tactical Precision is the effect a Lieutenant carries (issue 29 section 2: imported units keep their abilities), not a warning.
    expect(rosz.warnings.filter((w) => w.unit === 'Primaris Lieutenant' && /"Tactical Precision"/.test(w.message))).toEqual([]);
    expect(rosz.units.find((u) => u.unit.name === 'Primaris Lieutenant')?.unit.effects).toContain('tactical-precision');
    expect(rosz.warnings).toContainEqual({ unit: 'Impulsor', message: expect.stringMatching(/2 Fragstorm Grenade Launchers/) });
  });
});

withRosters('LoV_Leviathan_v0102.rosz (the other serializer: costs as 110.0, no xsd)', () => {
  let r: RosterImport;
  beforeAll(() => {
    r = readRoster(join(ROSTERS, 'LoV_Leviathan_v0102.rosz'));
  });

  it('totals 965 points, the sum of its units', () => {
    expect(r.points).toBe(965);
    expect(r.units.reduce((s, u) => s + (u.points ?? 0), 0)).toBe(965);
    expect(r.units.map((u) => u.unit.name)).toEqual([
      'Hearthkyn Warriors', 'Einhyr Hearthguard', 'Hernkyn Pioneers', 'Hekaton Land Fortress',
      'Sagitaur', 'Sagitaur 2', 'Hearthkyn Warriors 2', 'Einhyr Champion',
    ]);
    expect(unitNamed(r, 'Einhyr Champion').points).toBe(80); // 60 + the Appraising Glare enhancement
  });

  it('does not multiply a weapon selection by its models: 7 Hearthkyn Warriors carry 7 ion blasters', () => {
    const { unit } = unitNamed(r, 'Hearthkyn Warriors');
    expect(size(unit)).toBe(10);
    const warriors = unit.models.find((g) => g.name === 'Hearthkyn Warrior')!;
    expect(warriors.count).toBe(7);
    expect(warriors.equipment.filter((e) => e === 'Ion blaster')).toHaveLength(1);
    // The Theyn's ion blaster is stored without a profile: the squad's profile is used.
    expect(carried(unit, 'Ion blaster')).toBe(8);
    expect(used(unit, 'ranged').get('Ion blaster')).toBe(8);
    expect(unit.models.map((g) => g.name)).toEqual(['Hearthkyn Warrior', 'Theyn', 'Hearthkyn Warrior w/ heavy weapon', 'Hearthkyn Warrior w/ heavy weapon 2']);
  });

  it('reads defences from ability text: the Medipack for the unit, the Weavefield crest for its bearer', () => {
    const { unit } = unitNamed(r, 'Hearthkyn Warriors');
    for (const g of unit.models) expect(g.stats.feelNoPain).toBe(6);
    expect(unit.models.find((g) => g.name === 'Theyn')!.stats.invulnerable).toBe(4);
    expect(unit.models.find((g) => g.name === 'Hearthkyn Warrior')!.stats.invulnerable).toBeUndefined();
  });

  it('reads model profiles on the models (Hearthguard) and a model with its own profile (Pioneers)', () => {
    expect(unitNamed(r, 'Einhyr Hearthguard').unit.models.map((g) => [g.name, g.count, g.stats.T, g.stats.Sv])).toEqual([
      ['Hesyr', 1, 6, 2],
      ['Einhyr Hearthguard', 4, 6, 2],
    ]);
    expect(unitNamed(r, 'Einhyr Hearthguard').unit.leaders).toEqual(['Einhyr Champion']);
    expect(unitNamed(r, 'Hernkyn Pioneers').unit.models.map((g) => g.stats.W)).toEqual([3, 3, 4]);
    expect(carried(unitNamed(r, 'Hekaton Land Fortress').unit, 'Twin bolt cannon')).toBe(2);
  });

  it('warns about unknown weapon keywords instead of dropping them', () => {
    expect(r.warnings).toContainEqual({ unit: 'Hekaton Land Fortress', message: 'weapon "SP heavy conversion beamer": keyword "Conversion" is not modelled' });
    const beamer = unitNamed(r, 'Hekaton Land Fortress').unit.weapons.find((w) => w.name === 'SP heavy conversion beamer')!;
    expect(beamer.abilities.map(abilityName)).toEqual(['sustained hits D3']);
  });
});

withRosters('every unit of every roster', () => {
  const files = hasRosters ? readdirSync(ROSTERS).filter((f) => /\.rosz?$/.test(f)) : [];
  const victim = target({ models: 5, T: 4, Sv: 3, W: 2 });

  it.each(files)('%s: valid numbers, known weapons, and the engine can calculate each unit', (file) => {
    const r = readRoster(join(ROSTERS, file));
    const names = new Set(r.units.map((u) => u.unit.name));
    expect(names.size).toBe(r.units.length);
    for (const w of r.warnings) expect(w.unit === '' || names.has(w.unit)).toBe(true);
    for (const { unit, points } of r.units) {
      expect(points).toBeGreaterThan(0);
      expect(unit.aliases).toEqual([]);
      expect(unit.models.length).toBeGreaterThan(0);
      for (const g of unit.models) {
        expect(g.count).toBeGreaterThanOrEqual(1);
        expect(g.stats.T).toBeGreaterThanOrEqual(1);
        expect(g.stats.W).toBeGreaterThanOrEqual(1);
        expect(g.stats.Sv).toBeGreaterThanOrEqual(2);
        for (const e of g.equipment) expect(unit.weapons.map((w) => w.name)).toContain(e);
      }
      for (const w of unit.weapons) {
        expect(w.skill).toBeGreaterThanOrEqual(2);
        expect(w.skill).toBeLessThanOrEqual(6);
        expect(w.strength).toBeGreaterThanOrEqual(1);
        expect(w.ap).toBeLessThanOrEqual(0);
        for (const a of w.abilities) expect(parseAbility(abilityName(a))).toEqual(a);
      }
      const phases = (['ranged', 'melee'] as const).filter((p) => (p === 'ranged' ? hasRanged(unit) : unit.weapons.some((w) => w.range === 'melee')));
      expect(phases.length).toBeGreaterThan(0); // (a Land Speeder Storm has no melee weapon)
      for (const phase of phases) {
        const weapons = weaponsUsed(unit, conditions(phase), []);
        expect(weapons.length).toBeGreaterThan(0);
        const result = calculate({ attacker: unit, target: victim, weapons, conditions: conditions(phase), modifiers: NO_MODIFIERS });
        expect(result.damage.mean).toBeGreaterThan(0);
        expect(result.kills.mean).toBeLessThanOrEqual(5);
      }
    }
  });
});

describe('roster errors', () => {
  it('a missing file or a directory', () => {
    expect(() => readRoster(join(tmp, 'nope.rosz'))).toThrow(RosterError);
    expect(() => readRoster(join(tmp, 'nope.rosz'))).toThrow(/nope.rosz: cannot read \(ENOENT\)/);
    expect(() => readRoster(tmp)).toThrow(/is a folder, not a file/);
  });

  it('a text file, a .rosz that is not a zip, XML that is not a roster', () => {
    writeFileSync(join(tmp, 'notes.ros'), 'just some notes, not XML\n');
    expect(() => readRoster(join(tmp, 'notes.ros'))).toThrow(/not a BattleScribe roster/);
    writeFileSync(join(tmp, 'notes.rosz'), 'not a zip');
    expect(() => readRoster(join(tmp, 'notes.rosz'))).toThrow(/not a zip/);
    writeFileSync(join(tmp, 'other.ros'), '<?xml version="1.0"?><html><body/></html>');
    expect(() => readRoster(join(tmp, 'other.ros'))).toThrow(/root <html>/);
    writeFileSync(join(tmp, 'empty.ros'), '<roster name="empty"><forces/></roster>');
    expect(() => readRoster(join(tmp, 'empty.ros'))).toThrow(/has no units/);
  });

  it('a zip without a .ros inside', () => {
    const file = join(tmp, 'no-roster.rosz');
    writeFileSync(file, zipSync({ 'readme.txt': strToU8('hello'), 'army/list.json': strToU8('{}') }));
    expect(() => readRoster(file)).toThrow(RosterError);
    expect(() => readRoster(file)).toThrow(/no \.ros roster \(entries: readme\.txt, army\/list\.json\)/);
  });

  it.skipIf(!shared || !existsSync(join(shared ?? '', 'bsdata')))('a BattleScribe catalogue is not a roster', () => {
    const cat = join(shared!, 'bsdata', 'Aeldari - Craftworlds.cat');
    expect(() => readRoster(cat)).toThrow(/it is a BattleScribe catalogue \(\.cat\)/);
  });
});

/** A small roster written here: the parts the real fixtures do not exercise. */
const SYNTHETIC = `<?xml version="1.0" encoding="UTF-8"?>
<roster name="Test list" xmlns="http://www.battlescribe.net/schema/rosterSchema">
  <forces><force name="Army Roster" catalogueName="Imperium - Test Legion">
    <selections>
      <selection name="Battle Size" number="1" type="upgrade"><costs><cost name="pts" value="0"/></costs></selection>
      <selection name="Plasma Squad" number="1" type="unit">
        <costs><cost name="pts" value="100.0"/></costs>
        <categories><category name="Infantry"/><category name="Faction: Test Legion"/></categories>
        <profiles>
          <profile name="Plasma Squad" typeName="Unit"><characteristics>
            <characteristic name="M">6"</characteristic><characteristic name="T">4</characteristic><characteristic name="SV">3+</characteristic>
            <characteristic name="W">2</characteristic><characteristic name="LD">6+</characteristic><characteristic name="OC">1</characteristic>
          </characteristics></profile>
          <profile name="Iron Halo" typeName="Abilities"><characteristics>
            <characteristic name="Description">Models in this unit have a 5+ invulnerable save against ranged attacks.</characteristic>
          </characteristics></profile>
        </profiles>
        <selections>
          <selection name="Marine" number="5" type="model">
            <selections>
              <selection name="Plasma gun" number="2" type="upgrade"><profiles>
                <profile name="Plasma gun" typeName="Ranged Weapons"><characteristics>
                  <characteristic name="Range">24"</characteristic><characteristic name="A">1</characteristic><characteristic name="BS">3+</characteristic>
                  <characteristic name="S">7</characteristic><characteristic name="AP">-2</characteristic><characteristic name="D">1</characteristic>
                  <characteristic name="Keywords">Rapid Fire 1, Twin Linked, ANTI-infantry 4+, [LETHAL HITS], Sneaky</characteristic>
                </characteristics></profile>
              </profiles></selection>
              <selection name="Flamer" number="5" type="upgrade"><profiles>
                <profile name="Flamer" typeName="Ranged Weapons"><characteristics>
                  <characteristic name="Range">12"</characteristic><characteristic name="A">D6</characteristic><characteristic name="BS">N/A</characteristic>
                  <characteristic name="S">4</characteristic><characteristic name="AP">0</characteristic><characteristic name="D">1</characteristic>
                  <characteristic name="Keywords">Ignores Cover, Torrent</characteristic>
                </characteristics></profile>
              </profiles></selection>
              <selection name="Mystery relic" number="1" type="upgrade"/>
            </selections>
          </selection>
        </selections>
      </selection>
    </selections>
  </force></forces>
</roster>`;

describe('a synthetic roster', () => {
  const file = join(tmp, 'synthetic', 'Test list.ros');
  mkdirSync(join(tmp, 'synthetic'), { recursive: true });
  writeFileSync(file, SYNTHETIC);
  const r = readRoster(file);
  const { unit, points } = r.units[0];

  it('reads the roster, its faction and keywords, and sums points when the roster has no total', () => {
    expect(r.name).toBe('Test list');
    expect(r.points).toBe(100);
    expect(points).toBe(100);
    expect(r.units).toHaveLength(1);
    expect(unit.faction).toBe('Test Legion');
    expect(unit.keywords).toEqual(['INFANTRY', 'TEST LEGION']);
  });

  it('spreads 2 plasma guns over 5 models: two groups, 2 with and 3 without', () => {
    expect(unit.models.map((g) => [g.name, g.count, g.equipment])).toEqual([
      ['Marine', 2, ['Plasma gun', 'Flamer']],
      ['Marine 2', 3, ['Flamer']],
    ]);
    expect(carried(unit, 'Plasma gun')).toBe(2);
    expect(carried(unit, 'Flamer')).toBe(5);
  });

  it('reads keywords case-, hyphen- and space-tolerantly; Torrent weapons with BS N/A', () => {
    const plasma = unit.weapons.find((w) => w.name === 'Plasma gun')!;
    expect(plasma.abilities.map(abilityName)).toEqual(['rapid fire 1', 'twin-linked', 'anti-infantry 4+', 'lethal hits']);
    const flamer = unit.weapons.find((w) => w.name === 'Flamer')!;
    expect(flamer.abilities.map(abilityName)).toEqual(['ignores cover', 'torrent']);
    expect(flamer.attacks.text).toBe('D6');
  });

  it('reads a ranged-only invulnerable save for the whole unit', () => {
    for (const g of unit.models) expect(g.stats).toMatchObject({ rangedInvulnerable: 5, Sv: 3, T: 4, W: 2 });
    expect(unit.models[0].stats.invulnerable).toBeUndefined();
  });

  it('warns about the unknown keyword and the selection with no profile', () => {
    expect(r.warnings).toHaveLength(2);
    expect(r.warnings).toEqual(
      expect.arrayContaining([
        { unit: 'Plasma Squad', message: 'weapon "Plasma gun": keyword "Sneaky" is not modelled' },
        { unit: 'Plasma Squad', message: 'selection "Mystery relic" has no profile: left out' },
      ]),
    );
  });

  it('normalises keyword spellings to the datasheet names', () => {
    const cases: [string, string][] = [
      ['Twin-linked', 'twin-linked'], ['Twin Linked', 'twin-linked'], ['Anti-INFANTRY 4+', 'anti-infantry 4+'],
      ['Anti Vehicle 3+', 'anti-vehicle 3+'], ['Melta 2', 'melta 2'], ['Sustained Hits D3', 'sustained hits d3'],
      ['[DEVASTATING WOUNDS]', 'devastating wounds'], ['Lethal-Hits', 'lethal hits'], ['Rapid  Fire D6+1', 'rapid fire d6+1'],
    ];
    for (const [input, name] of cases) {
      expect(keywordName(input)).toBe(name);
      expect(() => parseAbility(keywordName(input))).not.toThrow();
    }
  });
});
