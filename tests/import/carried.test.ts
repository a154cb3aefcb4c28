/**
 * Imported units keep the abilities the effect registry models (issue 29 section 2; src/rules/tenth/import/carried.ts):
 * the list of carried abilities is the bundled unit files' `effects:` (so a unit imported from BattleScribe carries
 * what its bundled twin carries), and an imported Eightbound gets Beacons of Rage as the bundled one does.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { yamlFiles } from '../../src/profiles/data-files.js';
import { BUNDLED_DATA } from '../../src/profiles/data-files.js';
import { CARRIED, carriedEffect } from '../../src/rules/tenth/import/carried.js';
import { findEffect } from '../../src/rules/tenth/effects/index.js';

describe('abilities a unit carries', () => {
  it("are the bundled 10th-edition files' effects, each an effect of the registry with no CP (never a stratagem)", () => {
    const bundled = new Set(yamlFiles(BUNDLED_DATA).flatMap((f) => ((parse(readFileSync(f, 'utf8')) as { effects?: string[] }).effects ?? [])));
    expect(new Set(Object.values(CARRIED))).toEqual(bundled);
    for (const id of Object.values(CARRIED)) expect(findEffect(id).cp).toBeUndefined();
  });

  it('are found by the name a datasheet prints, "(Aura)" and case aside', () => {
    expect(carriedEffect('Beacons of Rage (Aura)')).toBe('beacons-of-rage');
    expect(carriedEffect('STEALTH')).toBe('stealth');
    expect(carriedEffect('Oath of Moment')).toBeUndefined();
  });
});

describe('an Eightbound imported from BattleScribe', () => {
  it('carries Beacons of Rage (effects: beacons-of-rage), listed as modelled', async () => {
    const { importCatalogue } = await import('../../src/rules/tenth/import/bsdata.js');
    const result = importCatalogue('../shared/bsdata');
    const eightbound = result.units.find((u: { name: string }) => u.name === 'Eightbound');
    expect(eightbound, 'the catalogue has Eightbound').toBeDefined();
    expect(eightbound!.effects).toContain('beacons-of-rage');
    expect(eightbound!.abilities.find((a: { name: string }) => /Beacons of Rage/.test(a.name))).toMatchObject({ modelled: 'effect beacons-of-rage (the unit carries it)' });
  });
});
