/**
 * BSData import summary and saves (issue 10 sections 2 and 3): a datasheet left out because another
 * catalogue gave one of the same name is counted as not imported (the summary said "0 not
 * imported"), and a Save of 7+ or "-" imports as Sv 7+ (it was written as 6+ with a warning).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../src/import/bsdata.js';
import { readRoster } from '../../src/import/roster.js';
import { runInProcess } from '../cli/in-process.js';

const dir = mkdtempSync(join(tmpdir(), 'wh40k-import-summary-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const KEYS = { unit: ['M', 'T', 'SV', 'W', 'LD', 'OC'], melee: ['Range', 'A', 'WS', 'S', 'AP', 'D', 'Keywords'] };
const profile = (id: string, name: string, type: keyof typeof KEYS, values: string[]) =>
  `<profile id="${id}" name="${name}" typeId="t-${type}"><characteristics>${KEYS[type]
    .map((k, i) => `<characteristic name="${k}" typeId="t-${type}-${k}">${values[i]}</characteristic>`)
    .join('')}</characteristics></profile>`;
const types = Object.entries(KEYS)
  .map(([t, keys]) => `<profileType id="t-${t}" name="${t}"><characteristicTypes>${keys.map((k) => `<characteristicType id="t-${t}-${k}" name="${k}"/>`).join('')}</characteristicTypes></profileType>`)
  .join('');

/** A one-model datasheet with a claw (melee), its Save as given. */
const datasheet = (cat: string, name: string, sv: string, T: string) => `
    <selectionEntry id="${cat}-unit" name="${name}" type="model">
      <costs><cost name="pts" typeId="cost-pts" value="100"/></costs>
      <profiles>${profile(`${cat}-p`, name, 'unit', ['6"', T, sv, '3', '7+', '1'])}</profiles>
      <selectionEntries><selectionEntry id="${cat}-claw" name="Claw" type="upgrade">
        <constraints><constraint id="${cat}-c1" type="min" value="1" field="selections" scope="parent"/><constraint id="${cat}-c2" type="max" value="1" field="selections" scope="parent"/></constraints>
        <profiles>${profile(`${cat}-pc`, 'Claw', 'melee', ['Melee', '3', '3+', '5', '-1', '1', '-'])}</profiles>
      </selectionEntry></selectionEntries>
    </selectionEntry>`;
const catalogue = (id: string, name: string, entries: string) => `<?xml version="1.0" encoding="UTF-8"?>
<catalogue id="${id}" name="${name}" library="false" revision="1" gameSystemId="sys" type="catalogue">
  <selectionEntries>${entries}</selectionEntries>
</catalogue>`;

writeFileSync(
  join(dir, 'Test.gst'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<gameSystem id="sys" name="Test" revision="1" type="gameSystem"><costTypes><costType id="cost-pts" name="pts"/></costTypes><profileTypes>${types}</profileTypes></gameSystem>`,
);
// "Alpha" gives Beast (Sv "-") and Brute first; "Beta" gives a Beast with the same values and a Brute with other values.
writeFileSync(join(dir, 'A - Alpha.cat'), catalogue('cat-a', 'A - Alpha', datasheet('a1', 'Beast', '-', '4') + datasheet('a2', 'Brute', '7+', '5')));
writeFileSync(join(dir, 'B - Beta.cat'), catalogue('cat-b', 'B - Beta', datasheet('b1', 'Beast', '-', '4') + datasheet('b2', 'Brute', '7+', '6')));

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
