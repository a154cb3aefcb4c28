/**
 * The bundled 11th-edition units (data/eleventh/) against their sources (issue 28 section 2, DATA.md).
 * Every file cites its source and names the second source it was checked against; every file whose source
 * is BSData wh40k-11e (../shared/bsdata-11e, JSON) is read against that catalogue here: each model group's
 * stat line (M T Sv W Ld OC InSv) is a Unit profile of the cited entry, each weapon's range, A, BS/WS, S,
 * AP, D and abilities are one of its weapon profiles, and its points are the entry's cost or a cost a
 * modifier sets. So the data cannot drift from its source silently. The files read from
 * @alpaca-software/40kdc-data are not checked here: the package is not a dependency of the project (DATA.md).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  abilityTexts,
  hasBsdata11e,
  loadCatalogue11e,
  pointsOf,
  profilesOf,
  unitProfiles,
  weaponProfiles,
  type Profile,
} from './bsdata-11e.js';

const ELEVENTH = fileURLToPath(new URL('../../data/eleventh', import.meta.url));

interface WeaponFile {
  readonly name: string;
  readonly range: number | 'melee';
  readonly A: number | string;
  readonly BS?: string;
  readonly WS?: string;
  readonly S: number;
  readonly AP: number;
  readonly D: number | string;
  readonly abilities?: readonly string[];
}
type Stats = Readonly<Record<string, string | number>>;
interface UnitFile {
  readonly ruleset: string;
  readonly name: string;
  readonly source: string;
  readonly stats: Stats;
  readonly points: Readonly<Record<string, number>>;
  readonly models: readonly { readonly name: string; readonly stats?: Stats }[];
  readonly weapons: readonly WeaponFile[];
}

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.yaml') ? [join(dir, e.name)] : [],
  );
const units = files(ELEVENTH).map((file) => {
  const text = readFileSync(file, 'utf8');
  return { file: relative(ELEVENTH, file), text, unit: parse(text) as UnitFile };
});

/** "BSData wh40k-11e <file>.json (commit ..., revision N), <entry name> <entry id>": the catalogue and the entry. */
const BSDATA_SOURCE = /^BSData wh40k-11e (.+?\.json) \([^)]*\), [^,]*? ([0-9a-f]{1,4}(?:-[0-9a-f]{1,4}){3})(?:,|$)/;
const bsdataUnits = units.filter((u) => BSDATA_SOURCE.test(u.unit.source));

/** A characteristic as printed ("10\"", "3+", "5+*", "-", "") in the form a unit file writes it. */
const printed = (value: string): string => value.replace(/["*]/g, '').trim();
const number = (value: string): number => Number(printed(value));

/** The stat line a unit file gives a model group: the unit's stats with the group's overrides. */
const groupStats = (unit: UnitFile, group: UnitFile['models'][number]): Stats => ({ ...unit.stats, ...group.stats });

/** "Add N to the bearer's Wounds characteristic" (a wargear ability on the entry, e.g. the Praesidium Shield). */
const woundBonuses = (profiles: readonly Profile[]): number[] => [
  0,
  ...abilityTexts(profiles).flatMap((text) => {
    const m = /Add (\d+) to the bearer's Wounds characteristic/.exec(text);
    return m ? [Number(m[1])] : [];
  }),
];

function matchesUnitProfile(stats: Stats, profile: Profile, woundBonus: number): boolean {
  const v = profile.values;
  const inSv = printed(v.InSv ?? '');
  return (
    Number(stats.M) === number(v.M!) &&
    Number(stats.T) === number(v.T!) &&
    String(stats.Sv) === printed(v.Sv!) &&
    Number(stats.W) === number(v.W!) + woundBonus &&
    String(stats.Ld) === printed(v.LD!) &&
    Number(stats.OC) === number(v.OC!) &&
    (stats.InSv ?? '') === (inSv === '-' ? '' : inSv) &&
    // "5+*": an invulnerable save restricted by an ability, which the file must say (InSvOnly).
    ((v.InSv ?? '').includes('*') ? stats.InSvOnly !== undefined : stats.InSvOnly === undefined)
  );
}

/** A weapon's name without the builders' "➤ " and the file's " (ranged)"/" (melee)", compared case-blind. */
const weaponKey = (name: string) => name.replace(/^➤\s*/, '').replace(/ \((ranged|melee)\)$/, '').replace(/[–-]/g, '-').toLowerCase();
/** Keywords as the catalogue prints them ("Anti-MONSTER 3+, Rapid Fire 4", "-"), in the file's words. */
const keywords = (value: string | undefined): string[] =>
  !value || value.trim() === '-'
    ? []
    : value
        .split(',')
        .map((k) => k.trim().toLowerCase())
        .sort();

function matchesWeapon(w: WeaponFile, p: Profile): boolean {
  const v = p.values;
  const melee = w.range === 'melee';
  if ((printed(v.Range!).toLowerCase() === 'melee') !== melee) return false;
  const skill = melee ? w.WS : w.BS;
  return (
    weaponKey(w.name) === weaponKey(p.name) &&
    (melee || Number(w.range) === number(v.Range!)) &&
    String(w.A) === printed(v.A!) &&
    String(skill) === printed((melee ? v.WS : v.BS)!) &&
    Number(w.S) === number(v.S!) &&
    Number(w.AP) === number(v.AP!) &&
    String(w.D) === printed(v.D!) &&
    JSON.stringify([...(w.abilities ?? [])].map((a) => a.toLowerCase()).sort()) === JSON.stringify(keywords(v.Keywords))
  );
}

describe('every bundled 11th-edition unit file', () => {
  it('is found (the data exists: this suite cannot pass on an empty folder)', () => {
    // 6 World Eaters, 3 Custodian Guard loadouts, 11 Aeldari, 3 Space Marines, 1 Astra Militarum, 6 targets.
    expect(units.length).toBe(30);
  });

  it.each(units.map((u) => [u.file, u] as const))('%s says ruleset: 11th, cites its source and names its second source', (_, u) => {
    expect(u.unit.ruleset).toBe('11th');
    expect(u.unit.source.length).toBeGreaterThan(0);
    // DATA.md: each file names the second source its numbers were checked against, or says there is none.
    expect(u.text).toMatch(/^# (Checked against|Source: a generic reference target)/m);
    // The 40kdc-data licence asks attribution: a file citing it says where (data/eleventh/ATTRIBUTION.md).
    if (u.unit.source.includes('40kdc-data')) expect(u.text).toContain('data/eleventh/ATTRIBUTION.md');
  });
});

describe.runIf(hasBsdata11e())('the 11th-edition files read from BSData wh40k-11e agree with it', () => {
  it('cites BSData for World Eaters, Custodian Guard and the Knight Paladin (10 files)', () => {
    expect(bsdataUnits.map((u) => u.file).sort()).toEqual([
      'adeptus-custodes/custodian-guard-mixed.yaml',
      'adeptus-custodes/custodian-guard-shields.yaml',
      'adeptus-custodes/custodian-guard.yaml',
      'targets/knight.yaml',
      'world-eaters/eightbound.yaml',
      'world-eaters/exalted-eightbound.yaml',
      'world-eaters/jakhals.yaml',
      'world-eaters/kharn-the-betrayer.yaml',
      'world-eaters/khorne-berzerkers.yaml',
      'world-eaters/world-eaters-terminator-squad.yaml',
    ]);
  });

  it('the walker reads the Eightbound entry as the catalogue prints it', () => {
    // Chaos - World Eaters.json, entry 9435-1f44-7e5b-d510: profile 695a-ca35-cd7a-501d reads
    // M 10" T 6 Sv 3+ W 3 LD 6+ OC 1 InSv 5+; its one weapon, Chainblades, A5 WS3+ S8 AP-2 D2; 135 points,
    // set to 270 for more than 3 models.
    const catalogue = loadCatalogue11e('Chaos - World Eaters.json');
    const profiles = profilesOf(catalogue, '9435-1f44-7e5b-d510');
    expect(unitProfiles(profiles).map((p) => p.values)).toEqual([
      { M: '10"', T: '6', Sv: '3+', W: '3', LD: '6+', OC: '1', InSv: '5+' },
    ]);
    expect(new Set(weaponProfiles(profiles).map((p) => `${p.name} ${p.values.A} ${p.values.WS} ${p.values.S} ${p.values.AP} ${p.values.D}`))).toEqual(
      new Set(['Chainblades 5 3+ 8 -2 2']),
    );
    expect(pointsOf(catalogue, '9435-1f44-7e5b-d510')).toEqual({ base: 135, set: [270] });
  });

  describe.each(bsdataUnits.map((u) => [u.file, u] as const))('%s', (_, u) => {
    const [, catalogueFile, entryId] = BSDATA_SOURCE.exec(u.unit.source)!;
    const catalogue = loadCatalogue11e(catalogueFile!);
    const profiles = profilesOf(catalogue, entryId!);

    it('every model group has a stat line of the entry', () => {
      const candidates = unitProfiles(profiles);
      expect(candidates.length).toBeGreaterThan(0);
      for (const group of u.unit.models) {
        const stats = groupStats(u.unit, group);
        const match = candidates.some((p) => woundBonuses(profiles).some((bonus) => matchesUnitProfile(stats, p, bonus)));
        expect(match, `${group.name}: ${JSON.stringify(stats)} is none of ${JSON.stringify(candidates.map((p) => p.values))}`).toBe(true);
      }
    });

    it("every weapon is one of the entry's weapon profiles (range, A, BS/WS, S, AP, D, abilities)", () => {
      expect(u.unit.weapons.length).toBeGreaterThan(0);
      for (const w of u.unit.weapons) {
        const same = weaponProfiles(profiles).filter((p) => weaponKey(p.name) === weaponKey(w.name));
        expect(same.some((p) => matchesWeapon(w, p)), `${w.name}: ${JSON.stringify(w)} against ${JSON.stringify(same.map((p) => p.values))}`).toBe(true);
      }
    });

    it("its points are the entry's cost or a cost a modifier sets (a larger unit's)", () => {
      const { base, set } = pointsOf(catalogue, entryId!);
      const points = Object.values(u.unit.points);
      expect(points.length).toBeGreaterThan(0);
      for (const p of points) expect([base, ...set]).toContain(p);
    });
  });
});
