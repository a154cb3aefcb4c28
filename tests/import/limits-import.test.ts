/**
 * BSData import summary and saves (issue 10 sections 2 and 3): a datasheet left out because another
 * catalogue gave one of the same name is counted as not imported (the summary said "0 not
 * imported"), and a Save of 7+ or "-" imports as Sv 7+ (it was written as 6+ with a warning).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../src/rules/tenth/import/bsdata.js';
import { readRoster } from '../../src/rules/tenth/import/roster.js';
import { runInProcess } from '../cli/in-process.js';
import { writeSyntheticCheckout } from './synthetic-checkout.js';

const dir = mkdtempSync(join(tmpdir(), 'wh40k-import-summary-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

writeSyntheticCheckout(dir);

describe('datasheets of one name in two catalogues', () => {
  it('the second of each is not imported, counted with its reason', () => {
    const r = importCatalogue(dir);
    expect(r.units.map((u) => `${u.name} (${u.faction})`)).toEqual(['Beast (Alpha)', 'Brute (Alpha)']);
    expect(r.skipped).toEqual([
      { unit: 'Beast (Beta)', reason: 'Alpha already gave a datasheet of this name with the same values (choose with a faction)', duplicate: 'same values' },
      { unit: 'Brute (Beta)', reason: 'Alpha already gave a datasheet of this name with other values (choose with a faction)', duplicate: 'other values' },
    ]);
  });

  it('wh40k import bsdata: the summary counts them ("2 not imported", not "0")', async () => {
    const r = await runInProcess(['import', 'bsdata', dir, '--out', join(dir, 'out')]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr.split('\n').slice(-3)).toEqual([
      'not imported: Beast (Beta): Alpha already gave a datasheet of this name with the same values (choose with a faction)',
      'not imported: Brute (Beta): Alpha already gave a datasheet of this name with other values (choose with a faction)',
      '2 units written, 0 warnings, 2 not imported',
    ]);
  });

  it('--strict refuses the one with other values only', async () => {
    const r = await runInProcess(['import', 'bsdata', dir, '--out', join(dir, 'strict'), '--strict']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      'wh40k: --strict: 1 problems, nothing written\nBrute (Beta): not imported: Alpha already gave a datasheet of this name with other values (choose with a faction)',
    );
  });
});

describe('a Save of 7+ or "-"', () => {
  it('imports from BSData as Sv 7+, with no warning', () => {
    const r = importCatalogue(join(dir, 'A - Alpha.cat'));
    expect(r.units.map((u) => [u.name, u.models[0].stats.Sv])).toEqual([
      ['Beast', 7],
      ['Brute', 7],
    ]);
    expect(r.warnings).toEqual([]);
  });

  it('imports from a roster as Sv 7+', () => {
    const unit = (name: string, sv: string) => `
      <selection name="${name}" number="1" type="model">
        <profiles><profile name="${name}" typeName="Unit"><characteristics>
          <characteristic name="M">6"</characteristic><characteristic name="T">4</characteristic><characteristic name="SV">${sv}</characteristic>
          <characteristic name="W">3</characteristic><characteristic name="LD">7+</characteristic><characteristic name="OC">1</characteristic>
        </characteristics></profile></profiles>
        <selections><selection name="Claw" number="1" type="upgrade"><profiles><profile name="Claw" typeName="Melee Weapons"><characteristics>
          <characteristic name="Range">Melee</characteristic><characteristic name="A">3</characteristic><characteristic name="WS">3+</characteristic>
          <characteristic name="S">5</characteristic><characteristic name="AP">-1</characteristic><characteristic name="D">1</characteristic>
          <characteristic name="Keywords">-</characteristic>
        </characteristics></profile></profiles></selection></selections>
      </selection>`;
    const file = join(dir, 'beasts.ros');
    writeFileSync(
      file,
      `<?xml version="1.0"?>\n<roster name="Beasts"><forces><force name="Army" catalogueName="Test"><selections>${unit('Beast', '-')}${unit('Brute', '7+')}</selections></force></forces></roster>`,
    );
    expect(readRoster(file).units.map((u) => [u.unit.name, u.unit.models[0].stats.Sv])).toEqual([
      ['Beast', 7],
      ['Brute', 7],
    ]);
  });
});
