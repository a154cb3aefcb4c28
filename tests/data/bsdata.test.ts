/**
 * The bundled data against BSData (../shared/bsdata, wh40k-10e commit 801555bb): for every bundled
 * unit that BSData has, the model profiles (M T Sv W Ld OC), the invulnerable save, every weapon's
 * range, A, BS/WS, S, AP, D and keywords, the points, and the Leader section (when the file has one).
 *
 * BSData is a later data revision than the rules texts (../shared/rules). For units whose datasheet
 * is in the rules texts, the rules texts win: their differences are listed in KNOWN_DIFFERENCES, so
 * this test fails on a new difference and on a listed one that went away.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseDice } from '../../src/dice/expression.js';
import { loadUnitFile } from '../../src/rules/tenth/profiles/load.js';
import { BUNDLED_DATA, parseFolder, yamlFiles } from '../../src/rules/tenth/profiles/registry.js';
import { abilityName, parseAbility } from '../../src/rules/tenth/abilities.js';
import { lookupKey } from '../../src/rules/names.js';
import type { Unit, Weapon } from '../../src/rules/tenth/types.js';
import {
  findEntry,
  hasBsdata,
  leadersOf,
  loadCatalogue,
  pointsFor,
  profileFor,
  readDatasheet,
  type WeaponProfile,
} from './bsdata.js';

/** Units whose file does not cite a BSData entry, but BSData has them: catalogue and entry id. */
const LOOKUP: Record<string, { catalogue: string; id: string }> = {
  // The file cites rules 000, which prints the Eightbound datasheet.
  Eightbound: { catalogue: 'Chaos - World Eaters.cat', id: '9435-1f44-7e5b-d510' },
};

/** Bundled units that BSData does not have. */
const NOT_IN_BSDATA: Record<string, string> = {
  'Knight-class walker': 'a generic reference target, not a datasheet',
};

/**
 * Where the bundled data differs from BSData on purpose: the rules texts are the earlier revision and
 * win for the units they print. Each entry is one line of differences() below.
 */
const KNOWN_DIFFERENCES: Record<string, string[]> = {
  // Rules 000 prints the Eightbound datasheet: M9", lacerators, eviscerators and a heavy chainglaive,
  // 140/280 points. BSData has M10", one "Chainblades" profile for every model, 135/270 points.
  Eightbound: [
    'Eightbound Champion: M 9, BSData 10',
    'Eightbound: M 9, BSData 10',
    'weapon Lacerators: not in BSData',
    'weapon Eightbound eviscerators: not in BSData',
    'weapon Heavy chainglaive: not in BSData',
    'points for 3 models: 140, BSData 135',
    'points for 6 models: 280, BSData 270',
  ],
  // The unit with every model's ghostaxes and forceshields option: the Forceshield's 4+ invulnerable save
  // is the option's (an upgrade in BSData), not the datasheet's.
  'Wraithblades with forceshields': ['Wraithblade: invulnerable 4, BSData none'],
  // The Exarch's shimmershield (an option in BSData) gives him a 4+ invulnerable save.
  'Dire Avengers with shimmershield': ['Dire Avenger Exarch: invulnerable 4, BSData 5'],
  // Rules 001 prints "2 models | 100"; BSData prices the unit at 110.
  'Field Ordnance Battery': ['points for 2 models: 100, BSData 110'],
};

const files = yamlFiles(BUNDLED_DATA);

/** The catalogue and entry a unit's file cites: "BSData wh40k-10e <file>.cat (...), <name> <id>". */
function bsdataRef(u: Unit): { catalogue: string; id: string } | undefined {
  if (LOOKUP[u.name]) return LOOKUP[u.name];
  const catalogue = /BSData wh40k-10e (.+?\.cat)\b/.exec(u.source)?.[1];
  const id = /\b([0-9a-f]{1,4}(?:-[0-9a-f]{1,4}){3})\b/.exec(u.source.slice(u.source.indexOf(catalogue ?? '')))?.[1];
  return catalogue && id ? { catalogue, id } : undefined;
}

const plus = (v: string) => Number(/^(\d+)\+$/.exec(v)?.[1] ?? NaN);
const inches = (v: string) => Number(/^(\d+)"?$/.exec(v)?.[1] ?? NaN);
const dice = (d: { count: number; sides: number; constant: number }) => `${d.count}d${d.sides}+${d.constant}`;

/** "Assault, Melta 3" as the names the loader gives abilities; unknown keywords kept as written. */
function keywordsOf(p: WeaponProfile): string[] {
  const raw = p.chars.Keywords ?? '-';
  if (raw === '-' || raw === '') return [];
  return raw
    .split(',')
    .map((k) => {
      try {
        return abilityName(parseAbility(k));
      } catch {
        return k.trim().toLowerCase();
      }
    })
    .sort();
}

/** What differs between a weapon and a BSData profile of the same name. */
function weaponDifferences(w: Weapon, p: WeaponProfile): string[] {
  const out: string[] = [];
  const c = p.chars;
  const melee = w.range === 'melee';
  if (!melee && w.range !== inches(c.Range)) out.push(`range ${w.range}, BSData ${c.Range}`);
  if (dice(w.attacks) !== dice(parseDice(c.A))) out.push(`A ${w.attacks.text}, BSData ${c.A}`);
  const skill = melee ? c.WS : c.BS;
  if (skill === 'N/A') {
    // No roll to hit: BSData prints N/A for [TORRENT] weapons; the file must say torrent.
    if (!w.abilities.some((a) => a.kind === 'torrent')) out.push(`${melee ? 'WS' : 'BS'} N/A in BSData but not [TORRENT]`);
  } else if (w.skill !== plus(skill)) out.push(`${melee ? 'WS' : 'BS'} ${w.skill}+, BSData ${skill}`);
  if (w.strength !== Number(c.S)) out.push(`S ${w.strength}, BSData ${c.S}`);
  if (w.ap !== Number(c.AP)) out.push(`AP ${w.ap}, BSData ${c.AP}`);
  if (dice(w.damage) !== dice(parseDice(c.D))) out.push(`D ${w.damage.text}, BSData ${c.D}`);
  const mine = w.abilities.map(abilityName).sort().join(', ');
  const theirs = keywordsOf(p).join(', ');
  if (mine !== theirs) out.push(`keywords [${mine}], BSData [${theirs}]`);
  return out;
}

/** Every difference between a bundled unit and its BSData entry, one line each. */
function differences(u: Unit, ref: { catalogue: string; id: string }): string[] {
  const cat = loadCatalogue(ref.catalogue);
  const entry = findEntry(cat, { id: ref.id });
  if (!entry) return [`entry ${ref.id} not found in ${ref.catalogue}`];
  const sheet = readDatasheet(cat, entry);
  const out: string[] = [];

  for (const g of u.models) {
    const p = profileFor(sheet, g.name);
    if (!p) {
      out.push(`${g.name}: no Unit profile in BSData`);
      continue;
    }
    const s = g.stats;
    const pairs: [string, number, number][] = [
      ['M', s.M, inches(p.M)],
      ['T', s.T, Number(p.T)],
      ['Sv', s.Sv, plus(p.SV)],
      ['W', s.W, Number(p.W)],
      ['Ld', s.Ld, plus(p.LD)],
      ['OC', s.OC, Number(p.OC)],
    ];
    for (const [name, mine, theirs] of pairs) if (mine !== theirs) out.push(`${g.name}: ${name} ${mine}, BSData ${theirs}`);
    const invulnerable = sheet.invulnerable.find((i) => !i.rangedOnly)?.save;
    const rangedInvulnerable = sheet.invulnerable.find((i) => i.rangedOnly)?.save;
    if (s.invulnerable !== invulnerable) out.push(`${g.name}: invulnerable ${s.invulnerable ?? 'none'}, BSData ${invulnerable ?? 'none'}`);
    if (s.rangedInvulnerable !== rangedInvulnerable) {
      out.push(`${g.name}: ranged invulnerable ${s.rangedInvulnerable ?? 'none'}, BSData ${rangedInvulnerable ?? 'none'}`);
    }
  }

  for (const w of u.weapons) {
    // "Triskele (melee)" and "Triskele (ranged)" are the two profiles BSData calls "Triskele".
    const k = lookupKey(w.name.replace(/\s*\((melee|ranged)\)$/i, ''));
    const candidates = sheet.weapons.filter((p) => lookupKey(p.name) === k && p.melee === (w.range === 'melee'));
    if (!candidates.length) {
      out.push(`weapon ${w.name}: not in BSData`);
      continue;
    }
    // A unit can have variants of one name (an Exarch's own profile): one must match exactly.
    const diffs = candidates.map((p) => weaponDifferences(w, p)).sort((a, b) => a.length - b.length)[0];
    for (const d of diffs) out.push(`weapon ${w.name}: ${d}`);
  }

  for (const [size, pts] of Object.entries(u.points)) {
    const theirs = pointsFor(entry, Number(size));
    if (theirs !== pts) out.push(`points for ${size} models: ${pts}, BSData ${theirs}`);
  }

  if (u.leaders.length) {
    const theirs = leadersOf(cat, entry.name);
    for (const l of u.leaders) if (!theirs.includes(l)) out.push(`leader ${l}: not in BSData's Leader profiles`);
    for (const l of theirs) if (!u.leaders.includes(l)) out.push(`leader ${l}: missing from leaders`);
  }
  return out;
}

describe('every bundled data file', () => {
  it.each(files.map((f) => [relative(BUNDLED_DATA, f), f]))('%s loads, validates and cites its source', (_, file) => {
    const unit = loadUnitFile(file);
    expect(unit.source.trim()).not.toBe('');
    const lines = readFileSync(file, 'utf8').split('\n');
    // An optional yaml-language-server line, then the "# Source:" comment.
    const first = lines[0].startsWith('# yaml-language-server:') ? lines[1] : lines[0];
    expect(first).toMatch(/^# Source: \S/);
  });

  it('the whole folder loads together (names and aliases unique)', async () => {
    const units = await parseFolder(BUNDLED_DATA);
    expect(units.map((u) => u.file)).toEqual(files);
  });
});

describe.skipIf(!hasBsdata())('bundled data against BSData (../shared/bsdata)', () => {
  let units: Unit[] = [];
  beforeAll(async () => {
    units = await parseFolder(BUNDLED_DATA);
  });

  it('every bundled unit is either checked against BSData or listed as not in it', () => {
    const unchecked = units.filter((u) => !bsdataRef(u) && !NOT_IN_BSDATA[u.name]).map((u) => u.name);
    expect(unchecked).toEqual([]);
    for (const name of [...Object.keys(NOT_IN_BSDATA), ...Object.keys(LOOKUP), ...Object.keys(KNOWN_DIFFERENCES)]) {
      expect(units.map((u) => u.name), name).toContain(name);
    }
    for (const name of Object.keys(NOT_IN_BSDATA)) expect(bsdataRef(units.find((u) => u.name === name)!), name).toBeUndefined();
  });

  const checked = files.map((f) => relative(BUNDLED_DATA, f));
  it.each(checked)('%s matches BSData, apart from the known differences', (file) => {
    const u = units.find((x) => relative(BUNDLED_DATA, x.file) === file)!;
    const ref = bsdataRef(u);
    if (!ref) {
      expect(NOT_IN_BSDATA[u.name], `${u.name} cites no BSData entry`).toBeDefined();
      return;
    }
    expect(differences(u, ref)).toEqual(KNOWN_DIFFERENCES[u.name] ?? []);
  });

  it('reads BSData as expected (the fixture values its README gives)', () => {
    const we = loadCatalogue('Chaos - World Eaters.cat');
    const eightbound = readDatasheet(we, findEntry(we, { name: 'Eightbound' })!);
    expect(eightbound.entry.id).toBe('9435-1f44-7e5b-d510');
    expect(profileFor(eightbound, 'Eightbound')).toMatchObject({ M: '10"', T: '6', SV: '3+', W: '3', LD: '6+', OC: '1' });
    expect(eightbound.invulnerable).toEqual([{ save: 5, rangedOnly: false }]);
    expect(eightbound.weapons.find((w) => w.name === 'Chainblades')?.chars).toMatchObject({ A: '5', WS: '3+', S: '8', AP: '-2', D: '2' });
    expect([3, 4, 6].map((n) => pointsFor(eightbound.entry, n))).toEqual([135, 270, 270]);
    const sm = loadCatalogue('Imperium - Space Marines.cat');
    const intercessors = findEntry(sm, { name: 'Intercessor Squad' })!;
    expect([5, 6, 10].map((n) => pointsFor(intercessors, n))).toEqual([80, 160, 160]);
    expect(leadersOf(sm, 'Intercessor Squad')).toContain('Lieutenant');
    expect(leadersOf(we, 'Khorne Berzerkers')).toContain('Khârn the Betrayer');
  });
});
