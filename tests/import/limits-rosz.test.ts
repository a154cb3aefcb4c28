/**
 * Rosters and BattleScribe files that would hang or exhaust memory are refused at once (issue 10
 * section 2): a .rosz zip bomb (1 MB inflating to 1 GiB) from the size its zip directory declares,
 * an entry that inflates past what it declares while it is inflated, a selection with
 * number="100000", and a FIFO or /dev/zero given as a .ros or .cat.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants, deflateRawSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../src/rules/tenth/import/bsdata.js';
import { readRoster } from '../../src/rules/tenth/import/roster.js';

const tmp = mkdtempSync(join(tmpdir(), 'wh40k-rosz-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/**
 * A raw deflate stream of `mib` MiB of spaces, built without holding them: one MiB deflated with a
 * full flush (byte-aligned, no back references across it), repeated, then an empty final block.
 */
function deflatedSpaces(mib: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(1 << 20, 0x20), { finishFlush: constants.Z_FULL_FLUSH });
  return Buffer.concat([...Array.from({ length: mib }, () => block), deflateRawSync(Buffer.alloc(0))]);
}

/** A zip with one deflated entry whose directory declares `declared` bytes (the CRC is not checked before inflating). */
function zipOf(name: string, data: Buffer, declared: number): Buffer {
  const n = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(n.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(n.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + n.length, 12);
  end.writeUInt32LE(30 + n.length + data.length, 16);
  return Buffer.concat([local, n, data, central, n, end]);
}

const write = (name: string, bytes: Buffer | string) => {
  const path = join(tmp, name);
  writeFileSync(path, bytes);
  return path;
};

const unitXml = (name: string, models: number) => `
      <selection name="${name}" number="1" type="unit">
        <profiles><profile name="${name}" typeName="Unit"><characteristics>
          <characteristic name="M">6"</characteristic><characteristic name="T">4</characteristic><characteristic name="SV">3+</characteristic>
          <characteristic name="W">2</characteristic><characteristic name="LD">6+</characteristic><characteristic name="OC">1</characteristic>
        </characteristics></profile></profiles>
        <selections><selection name="Marine" number="${models}" type="model"><selections>
          <selection name="Bolt pistol" number="${models}" type="upgrade"><profiles><profile name="Bolt pistol" typeName="Ranged Weapons"><characteristics>
            <characteristic name="Range">12"</characteristic><characteristic name="A">1</characteristic><characteristic name="BS">3+</characteristic>
            <characteristic name="S">4</characteristic><characteristic name="AP">0</characteristic><characteristic name="D">1</characteristic>
            <characteristic name="Keywords">Pistol</characteristic>
          </characteristics></profile></profiles></selection>
        </selections></selection></selections>
      </selection>`;
const roster = (...units: string[]) =>
  `<?xml version="1.0"?>\n<roster name="List"><forces><force name="Army" catalogueName="Imperium - Test"><selections>${units.join('')}</selections></force></forces></roster>`;

describe('.rosz zip bombs', () => {
  it('1 MB inflating to 1 GiB: refused from the declared size, before inflating', () => {
    const data = deflatedSpaces(1024);
    expect(data.length).toBeLessThan(1.1 * 1024 * 1024);
    const file = write('bomb.rosz', zipOf('army.ros', data, 1024 ** 3));
    // The declared size's refusal (it names the 1024 MB declared); the inflater's own says "more than it declares".
    expect(() => readRoster(file)).toThrow(`${file}: army.ros inflates to 1024 MB, more than a roster may hold (16 MB); not unzipped`);
  });

  it('an entry that declares 1 kB and inflates to 1 GiB: stopped at the limit while inflating', () => {
    const file = write('liar.rosz', zipOf('army.ros', deflatedSpaces(1024), 1024));
    // Stopped by the count of inflated bytes at 16 MB, not 1 GiB (src/profiles/bsdata/rosz.ts; no timer: issue 26 section 4).
    expect(() => readRoster(file)).toThrow(`${file}: army.ros inflates to more than it declares, more than a roster may hold (16 MB); not unzipped`);
  });

  it('an honest zip of a roster still reads (stored sizes, deflated)', () => {
    const xml = roster(unitXml('Squad', 5));
    const file = write('honest.rosz', zipOf('army.ros', deflateRawSync(Buffer.from(xml)), Buffer.byteLength(xml)));
    expect(readRoster(file).units.map((u) => u.unit.name)).toEqual(['Squad']);
  });
});

describe('absurd selection numbers', () => {
  it('number="100000": the unit is left out with a warning naming the selection; the others are read', () => {
    const file = write('horde.ros', roster(unitXml('Horde', 100000), unitXml('Squad', 5)));
    const r = readRoster(file);
    expect(r.units.map((u) => u.unit.name)).toEqual(['Squad']);
    expect(r.warnings).toContainEqual({ unit: 'Horde', message: 'selection "Marine" has number="100000", more than 100: the unit is left out' });
  });

  it('a roster whose only unit is absurd has no units (exit 2 in the CLI), and says why', () => {
    const file = write('only-horde.ros', roster(unitXml('Horde', 100000)));
    expect(() => readRoster(file)).toThrow(`${file}: the roster has no units (selection "Marine" has number="100000", more than 100: the unit is left out)`);
  });
});

describe('a FIFO or a device named like a roster or catalogue', () => {
  it('a FIFO named army.ros is refused without opening it (opening would block)', () => {
    const fifo = join(tmp, 'army-fifo.ros');
    execFileSync('mkfifo', [fifo]);
    expect(() => readRoster(fifo)).toThrow(`${fifo}: not a regular file (a pipe, device or socket); give a file`);
  });

  it('/dev/zero as a .rosz and as a .cat beside a .gst is refused, not read', () => {
    const rosz = join(tmp, 'zero.rosz');
    symlinkSync('/dev/zero', rosz);
    expect(() => readRoster(rosz)).toThrow(`${rosz}: not a regular file (a pipe, device or socket); give a file`);
    const checkout = join(tmp, 'checkout');
    mkdirSync(checkout);
    writeFileSync(join(checkout, 'game.gst'), '<?xml version="1.0"?>\n<gameSystem id="g" name="Game"/>\n');
    symlinkSync('/dev/zero', join(checkout, 'zero.cat'));
    expect(() => importCatalogue(checkout)).toThrow(`${join(checkout, 'zero.cat')}: not a regular file (a pipe, device or socket); give a file`);
  });
});
