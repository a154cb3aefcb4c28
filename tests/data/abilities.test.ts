/**
 * Issue 11 section 4: every ability on a bundled unit's datasheet is listed in its file's `abilities`,
 * modelled or not (with the reason), so `wh40k show` and `calc` never leave one out without a word.
 * The datasheets are BSData's (../shared/bsdata, wh40k-10e commit 801555bb): each Abilities profile of
 * the unit, its models and its wargear, and each rule it links (Stealth, Deep Strike, Oath of Moment),
 * except the weapon abilities (Assault, Anti-, Melta), which are the weapons' own `abilities`.
 */
import { describe, expect, it } from 'vitest';
import { abilitiesOf, notModelled } from '../../src/rules/tenth/profiles/abilities.js';
import { loadUnitFile } from '../../src/rules/tenth/profiles/load.js';
import { BUNDLED_DATA, yamlFiles } from '../../src/rules/tenth/profiles/registry.js';
import { parseAbility } from '../../src/rules/tenth/abilities.js';
import { lookupKey } from '../../src/rules/names.js';
import { run, weapon } from '../helpers.js';
import { findEntry, hasBsdata, loadCatalogue, readDatasheet } from './bsdata.js';

const units = yamlFiles(BUNDLED_DATA).map((f) => loadUnitFile(f));

/** The catalogue of a unit: the one its source cites, or World Eaters for the units rules 000 prints. */
function entryOf(u: (typeof units)[number]) {
  const cited = /BSData wh40k-10e (.+?\.cat)\b/.exec(u.source)?.[1];
  const catalogue = cited ?? (u.faction === 'World Eaters' ? 'Chaos - World Eaters.cat' : undefined);
  if (!catalogue) return undefined;
  const cat = loadCatalogue(catalogue);
  const id = cited ? /\b([0-9a-f]{1,4}(?:-[0-9a-f]{1,4}){3})\b/.exec(u.source.slice(u.source.indexOf(cited)))?.[1] : undefined;
  const entry = findEntry(cat, id ? { id } : { name: u.name });
  return entry && readDatasheet(cat, entry);
}

/** A weapon ability (a rule linked from a weapon profile): the weapon carries it, not the unit. */
function isWeaponAbility(name: string): boolean {
  if (name.endsWith('-')) return true; // "Anti-"
  try {
    parseAbility(/^(sustained hits|rapid fire|melta)$/i.test(name) ? `${name} 1` : name);
    return true;
  } catch {
    return false;
  }
}

/** Units without a BSData datasheet here (tests/data/bsdata.test.ts says why). */
const NOT_IN_BSDATA = ['Knight-class walker'];

describe.skipIf(!hasBsdata())('bundled units list every datasheet ability', () => {
  for (const u of units) {
    it(`${u.name}`, () => {
      const listed = abilitiesOf(u).map((a) => lookupKey(a.name));
      expect(listed.length, 'the file lists its abilities').toBeGreaterThan(0);
      if (NOT_IN_BSDATA.includes(u.name)) return;
      const sheet = entryOf(u);
      expect(sheet, 'BSData entry').toBeDefined();
      const missing = sheet!.abilities.filter((a) => !isWeaponAbility(a.name) && !listed.includes(lookupKey(a.name))).map((a) => a.name);
      expect(missing).toEqual([]);
    });
  }
});

describe('listed abilities', () => {
  it('an ability modelled as an effect names an effect the unit carries', () => {
    for (const u of units) {
      for (const a of abilitiesOf(u)) {
        const effect = typeof a.modelled === 'string' ? /^effect ([a-z-]+)/.exec(a.modelled)?.[1] : undefined;
        if (effect) expect(u.effects, `${u.name}: ${a.name}`).toContain(effect);
      }
    }
  });

  it('Fire Dragons: Assured Destruction is modelled, as the effect the unit carries (re-roll of the whole Damage roll)', () => {
    const dragons = units.find((u) => u.name === 'Fire Dragons')!;
    expect(notModelled(dragons).some((n) => n.startsWith('Assured Destruction'))).toBe(false);
    expect(dragons.effects).toContain('assured-destruction');
  });

  it('an ability that changes no attack is listed but not noted as missing', () => {
    const banshees = units.find((u) => u.name === 'Howling Banshees')!;
    expect(abilitiesOf(banshees).map((a) => a.name)).toContain('Acrobatic');
    expect(notModelled(banshees).some((n) => n.startsWith('Acrobatic'))).toBe(false);
  });

  it("Dire Avengers with shimmershield: the Exarch's 4+ invulnerable save, the rest 5+; one S3 AP-3 shot deals 1/6 at him, 2/9 at a Dire Avenger", () => {
    // BSData Shimmershield f1fe-8446-b01d-3d82: "The bearer has a 4+ invulnerable save." T3 Sv4+: AP-3 makes the
    // armour save 7+. Hit 3+: 2/3; Wound S3 vs T3: 4+, 1/2. The Exarch's 4+ fails on 1-3: 2/3 x 1/2 x 1/2 = 1/6;
    // a Dire Avenger's 5+ fails on 1-4: 2/3 x 1/2 x 2/3 = 2/9. (Each group alone: the Exarch, a Unit Champion,
    // would take attacks last in the whole unit.)
    const unit = units.find((u) => u.name === 'Dire Avengers with shimmershield')!;
    const shot = weapon({ skill: 3, S: 3, AP: -3 });
    const only = (champion: boolean) => ({ ...unit, models: unit.models.filter((g) => g.champion === champion) });
    expect(run({ weapons: [shot], target: only(true) }).damage.mean).toBeCloseTo(1 / 6, 12);
    expect(run({ weapons: [shot], target: only(false) }).damage.mean).toBeCloseTo(2 / 9, 12);
  });
});
