/**
 * Issue 11 section 4 for imported units: a BattleScribe roster's and a BSData catalogue's units carry the
 * abilities the import could not model (not only as import warnings), so `show` lists them and calc's
 * JSON `notModelled` names them; the YAML written by the import keeps them.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCatalogue, unitToYaml } from '../../src/rules/tenth/import/bsdata.js';
import { readRoster } from '../../src/rules/tenth/import/roster.js';
import { defencesIn as rosterDefencesIn } from '../../src/rules/tenth/import/roster-text.js';
import { abilitiesOf, notModelled } from '../../src/rules/tenth/profiles/abilities.js';
import { loadUnitFile, parseUnit } from '../../src/rules/tenth/profiles/load.js';
import { BUNDLED_DATA } from '../../src/rules/tenth/profiles/registry.js';
import { BSDATA_DIR, hasBsdata } from '../data/bsdata.js';
import { sharedDir } from '../helpers.js';

const shared = sharedDir();
const ULTRAMARINES = shared ? join(shared, 'rosters', 'Ultramarines_10E.rosz') : '';

describe.skipIf(!shared)('a roster unit lists what the import did not model', () => {
  it('Assault Intercessors: Shock Assault (re-roll a Wound roll of 1 in melee) is not modelled, with its text', () => {
    const r = readRoster(ULTRAMARINES);
    const squad = r.units.find((u) => u.unit.name === 'Assault Intercessor Squad 2')!.unit;
    expect(notModelled(squad).find((n) => n.startsWith('Shock Assault ('))).toMatch(/re-roll a Wound roll of 1/);
    // The import still warns, as before.
    expect(r.warnings).toContainEqual({ unit: 'Assault Intercessor Squad 2', message: expect.stringMatching(/"Shock Assault" is not modelled/) });
  });

  it('Oath of Moment: listed as the effect the player names (--with oath-of-moment), not as missing', () => {
    const squad = readRoster(ULTRAMARINES).units.find((u) => u.unit.name === 'Assault Intercessor Squad 2')!.unit;
    expect(abilitiesOf(squad).find((a) => a.name === 'Oath of Moment')).toMatchObject({ modelled: expect.stringContaining('--with oath-of-moment') });
    expect(notModelled(squad).filter((n) => n.startsWith('Oath of Moment'))).toEqual([]);
  });
});

describe.skipIf(!hasBsdata())('a BSData datasheet lists its abilities', () => {
  it('Fire Dragons: the 5+ invulnerable save modelled, and Assured Destruction, which the unit carries as its bundled twin does (issue 29 section 2); the YAML written keeps both', () => {
    const result = importCatalogue(join(BSDATA_DIR, 'Aeldari - Craftworlds.cat'), { unit: 'fire dragons' });
    const dragons = result.units.find((u) => u.name === 'Fire Dragons')!;
    const listed = abilitiesOf(dragons);
    expect(listed.find((a) => a.name === 'Invulnerable Save')).toMatchObject({ modelled: 'invulnerable: 5+' });
    expect(listed.find((a) => a.name === 'Assured Destruction')).toMatchObject({ modelled: 'effect assured-destruction (the unit carries it)', affectsAttacks: true });
    expect(dragons.effects).toEqual(['assured-destruction']);
    const reread = parseUnit(unitToYaml(dragons), 'fire-dragons.yaml');
    expect(abilitiesOf(reread)).toEqual(listed);
  });

  it('Intercessor Squad: Oath of Moment, an army rule the player names when it applies, is listed as --with oath-of-moment, not as missing', () => {
    const result = importCatalogue(join(BSDATA_DIR, 'Imperium - Space Marines.cat'), { unit: 'intercessor squad' });
    const squad = result.units.find((u) => u.name === 'Intercessor Squad')!;
    expect(abilitiesOf(squad).find((a) => a.name === 'Oath of Moment')).toMatchObject({ modelled: expect.stringMatching(/^named when it applies: --with oath-of-moment \(/) });
    expect(squad.effects).toEqual([]);
    expect(notModelled(squad).filter((n) => n.startsWith('Oath of Moment'))).toEqual([]);
  });

  it('Howling Banshees: "improved to 4+ against melee attacks" is read as a melee-only invulnerable save', () => {
    // BSData Abilities profile 8d9d-fa61-1677-f0b1: "This unit has a 5+ Invulnerable Save. This invulnerable
    // save is improved to 4+ against melee attacks."
    const result = importCatalogue(join(BSDATA_DIR, 'Aeldari - Craftworlds.cat'), { unit: 'howling banshees' });
    const banshees = result.units.find((u) => u.name === 'Howling Banshees')!;
    const saves = banshees.models.map((g) => [g.stats.invulnerable, g.stats.meleeInvulnerable]);
    expect(saves).toEqual([
      [5, 4],
      [5, 4],
    ]);
    expect(abilitiesOf(banshees).find((a) => a.name === 'Invulnerable Save')).toMatchObject({ modelled: 'invulnerable: 5+, meleeInvulnerable: 4+' });
  });
});

describe('the YAML the import writes', () => {
  it("keeps a melee-only invulnerable save and the abilities (Howling Banshees' file, written and read back)", () => {
    const banshees = loadUnitFile(join(BUNDLED_DATA, 'aeldari', 'howling-banshees.yaml'));
    const reread = parseUnit(unitToYaml(banshees), 'howling-banshees.yaml');
    const melee = (u: typeof reread) => u.models.map((g) => g.stats.meleeInvulnerable);
    expect(melee(reread)).toEqual([4, 4]);
    expect(abilitiesOf(reread)).toEqual(abilitiesOf(banshees));
  });
});

describe('a roster ability text', () => {
  it('"improved to 4+ against melee attacks" is a melee-only invulnerable save beside the 5+ (Howling Banshees, BSData 8d9d-fa61-1677-f0b1)', () => {
    const text = 'This unit has a 5+ Invulnerable Save. This invulnerable save is improved to 4+ against melee attacks.';
    expect(rosterDefencesIn('Invulnerable Save', text)).toEqual({ defences: { invulnerable: 5, meleeInvulnerable: 4 }, conditional: false, mentions: true });
  });
});
