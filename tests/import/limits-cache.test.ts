/**
 * The import cache (src/profiles/bsdata/cache.ts) never trusts what it reads: a cache entry that is valid
 * JSON of the wrong shape, altered since it was written, or not JSON at all is ignored and rebuilt
 * (issue 10 section 2), and a good entry is used without loading again.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { cached } from '../../src/profiles/bsdata/cache.js';
import { isCatalogueImport, type CatalogueImport } from '../../src/rules/tenth/import/bsdata.js';
import { target } from '../helpers.js';

const work = mkdtempSync(join(tmpdir(), 'wh40k-cache-'));
const checkout = join(work, 'checkout');
const cache = join(work, 'cache');
const before = process.env.WH40K_CACHE;
process.env.WH40K_CACHE = cache;
afterAll(() => {
  process.env.WH40K_CACHE = before;
  rmSync(work, { recursive: true, force: true });
});

const value: CatalogueImport = { units: [{ ...target(), name: 'Cached unit' }], warnings: [], skipped: [] };
let loads = 0;
const load = () => {
  loads++;
  return value;
};
const get = () => cached('bsdata', checkout, {}, load, isCatalogueImport);
const entry = () => join(cache, readdirSync(cache)[0]);

beforeEach(() => {
  rmSync(cache, { recursive: true, force: true });
  mkdirSync(checkout, { recursive: true });
  writeFileSync(join(checkout, 'a.cat'), '<catalogue/>');
  loads = 0;
});

describe('cached import entries', () => {
  it('a good entry is read back equal, without loading again', () => {
    expect(get()).toEqual(value);
    expect(get()).toEqual(value);
    expect(loads).toBe(1);
  });

  it.each([
    ['valid JSON of the wrong shape', '{"units": 5}'],
    ['null', 'null'],
    ['not JSON', '{"format": 2, "kind": "bsda'],
  ])('%s: ignored and rebuilt', (_what, text) => {
    get();
    writeFileSync(entry(), text);
    expect(get()).toEqual(value);
    expect(loads).toBe(2);
    // The entry was written again: the next call uses it.
    expect(get()).toEqual(value);
    expect(loads).toBe(2);
  });

  it('an entry altered after it was written (checksum) is rebuilt', () => {
    get();
    const written = JSON.parse(readFileSync(entry(), 'utf8'));
    writeFileSync(entry(), JSON.stringify({ ...written, value: written.value.replace('Cached unit', 'Edited unit') }));
    expect(get().units[0].name).toBe('Cached unit');
    expect(loads).toBe(2);
  });

  it('an entry of the right format whose value is not an import (check) is rebuilt', () => {
    get();
    const written = JSON.parse(readFileSync(entry(), 'utf8'));
    const wrong = JSON.stringify({ units: [{ name: 'no models' }], warnings: [], skipped: [] });
    writeFileSync(entry(), JSON.stringify({ ...written, value: wrong, sha256: createHash('sha256').update(wrong).digest('hex') }));
    expect(get()).toEqual(value);
    expect(loads).toBe(2);
  });
});

describe('a cache entry that is not a file', () => {
  it('a FIFO where the entry should be: neither read (it would block) nor written to; replaced', () => {
    get();
    const file = entry();
    rmSync(file);
    execFileSync('mkfifo', [file]);
    expect(get()).toEqual(value);
    expect(loads).toBe(2);
    expect(get()).toEqual(value);
    expect(loads).toBe(2);
  });
});

describe('isCatalogueImport', () => {
  it('accepts an import and refuses what is not one', () => {
    expect(isCatalogueImport(value)).toBe(true);
    expect(isCatalogueImport(null)).toBe(false);
    expect(isCatalogueImport([])).toBe(false);
    expect(isCatalogueImport({ units: [], warnings: [] })).toBe(false);
    expect(isCatalogueImport({ units: [null], warnings: [], skipped: [] })).toBe(false);
    expect(isCatalogueImport({ units: [{ name: 'x', models: [{ count: 1 }], weapons: [] }], warnings: [], skipped: [] })).toBe(false);
  });
});
