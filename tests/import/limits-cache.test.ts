/**
 * The import cache (src/profiles/bsdata/cache.ts) never trusts what it reads: a cache entry that is valid
 * JSON of the wrong shape, altered since it was written, or not JSON at all is ignored and rebuilt
 * (issue 10 section 2), and a good entry is used without loading again.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cached, cachedItems, KEPT_PER_KIND } from '../../src/profiles/bsdata/cache.js';
import { whole } from '../../src/profiles/bsdata/lazy-items.js';
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
    writeFileSync(entry(), readFileSync(entry(), 'utf8').replace('Cached unit', 'Edited unit'));
    expect(get().units[0].name).toBe('Cached unit');
    expect(loads).toBe(2);
  });

  it('an entry of the right format whose value is not an import (check) is rebuilt', () => {
    get();
    const header = JSON.parse(readFileSync(entry(), 'utf8').split('\n')[0]);
    const wrong = JSON.stringify({ units: [{ name: 'no models' }], warnings: [], skipped: [] });
    writeFileSync(entry(), `${JSON.stringify({ ...header, sha256: createHash('sha256').update(wrong).digest('hex') })}\n${wrong}`);
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

describe('cachedItems: an import\'s units a line each, read when first used (issue 30 section 2)', () => {
  const units = [{ ...target(), name: 'First unit', aliases: ['first'] }, { ...target(), name: 'Second unit', aliases: [] }];
  let checked = 0;
  const isUnit = (u: unknown): u is (typeof units)[number] => {
    checked++;
    return typeof (u as { name?: unknown }).name === 'string';
  };
  const isMeta = (m: unknown): m is { warnings: number } => typeof (m as { warnings?: unknown }).warnings === 'number';
  const getItems = () =>
    cachedItems('bsdata-units', checkout, async () => (loads++, { meta: { warnings: 3 }, items: units }), (u) => ({ name: u.name, aliases: u.aliases }), { meta: isMeta, item: isUnit });

  beforeEach(() => {
    checked = 0;
  });

  it('read back equal (fields in their order), each unit parsed only when a field beyond its names is read', async () => {
    await getItems();
    const back = await getItems();
    expect(loads).toBe(1);
    expect(back.meta).toEqual({ warnings: 3 });
    expect(back.items.map((u) => [u.name, u.aliases])).toEqual([['First unit', ['first']], ['Second unit', []]]);
    expect(checked).toBe(0);
    expect(back.items[1].models).toEqual(units[1].models);
    expect(checked).toBe(1);
    expect(back.items).toEqual(units);
    expect(back.items.map((u) => Object.keys(u))).toEqual(units.map((u) => Object.keys(u)));
    expect({ ...back.items[0] }).toEqual(units[0]);
    expect(checked).toBe(2);
  });

  it('whole: a lazy unit as a plain object of its fields in their order, the same each time; another object as it is', async () => {
    // The first call imports (plain units), the second reads the entry back (lazy ones).
    expect(whole((await getItems()).items[1])).toBe(units[1]);
    const back = await getItems();
    const plain = whole(back.items[0]);
    expect(plain).not.toBe(back.items[0]);
    expect(whole(back.items[0])).toBe(plain);
    expect(JSON.stringify(plain)).toBe(JSON.stringify(units[0]));
    expect(Object.values(Object.getOwnPropertyDescriptors(plain)).every((d) => 'value' in d)).toBe(true);
    expect(checked).toBe(1);
  });

  it("whole: a field set to undefined, which the entry's line leaves out, is still the item's field, in its place", async () => {
    const holey = [{ ...units[0], damaged: undefined, points: { 5: 90 } }];
    const items = () =>
      cachedItems('bsdata-holey', checkout, async () => ({ meta: { warnings: 0 }, items: holey }), (u) => ({ name: u.name, aliases: u.aliases }), { meta: isMeta, item: isUnit });
    await items();
    const back = whole((await items()).items[0]);
    expect(Object.keys(back)).toEqual(Object.keys(holey[0]));
    expect('damaged' in back && back.damaged === undefined).toBe(true);
    expect(back.points).toEqual({ 5: 90 });
  });

  it('cold fields: after a tab on the line, read back equal and in their order, parsed only when one is first read (issue 30)', async () => {
    const withCold = [{ ...units[0], wargear: [{ name: 'Tab\tin a name', model: 'm', replace: [], with: [] }], abilities: [{ name: 'Ability', modelled: false }] }, units[1]];
    const items = () =>
      cachedItems('bsdata-cold', checkout, async () => (loads++, { meta: { warnings: 0 }, items: withCold }), (u) => ({ name: u.name, aliases: u.aliases }), { meta: isMeta, item: isUnit }, ['wargear', 'abilities']);
    await items();
    // The line holds the cold fields after the one tab JSON leaves unescaped; the tab in a name is written \t.
    const lines = readFileSync(entry(), 'utf8').split('\n').slice(1);
    expect(lines[0].split('\t')).toHaveLength(2);
    expect(JSON.parse(lines[0].split('\t')[1])).toEqual({ wargear: withCold[0].wargear, abilities: withCold[0].abilities });
    const back = (await items()).items.map(whole);
    expect(loads).toBe(1);
    expect(back.map((u) => Object.keys(u))).toEqual(withCold.map((u) => Object.keys(u)));
    const parse = vi.spyOn(JSON, 'parse');
    try {
      expect(back[0].models).toEqual(withCold[0].models);
      expect(parse).not.toHaveBeenCalled();
      expect(back[0].wargear).toEqual(withCold[0].wargear);
      expect(back[0].abilities).toEqual(withCold[0].abilities);
      // Both cold fields from one parse of their text.
      expect(parse).toHaveBeenCalledTimes(1);
    } finally {
      parse.mockRestore();
    }
    expect(JSON.stringify(back)).toBe(JSON.stringify(withCold));
  });

  it.each([
    ['altered after it was written (checksum)', (text: string) => text.replace('First unit', 'Other unit')],
    ['a line fewer than its index', (text: string) => text.slice(0, text.lastIndexOf('\n'))],
    ['not JSON', () => '{"format": 4, "kin'],
  ])('an entry %s is rebuilt', async (_what, change) => {
    await getItems();
    writeFileSync(entry(), change(readFileSync(entry(), 'utf8')));
    const back = await getItems();
    expect(back.items.map((u) => u.name)).toEqual(['First unit', 'Second unit']);
    expect(loads).toBe(2);
  });
});

describe('the cache keeps the KEPT_PER_KIND entries of a kind most recently used', () => {
  /** An import of checkout number `n` (its own files, so its own entry), its entry dated `n` minutes after a fixed time. */
  const importOf = (n: number) => {
    const dir = join(work, `checkout-${n}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'a.cat'), `<catalogue n="${n}"/>`);
    cached('bsdata', dir, {}, load, isCatalogueImport);
    const mine = readdirSync(cache)
      .filter((f) => /^bsdata-[0-9a-f]{24}\.json$/.test(f))
      .map((f) => join(cache, f))
      .find((f) => !dated.has(f))!;
    dated.set(mine, n);
    const at = new Date(Date.UTC(2026, 0, 1, 0, n));
    utimesSync(mine, at, at);
    return mine;
  };
  const dated = new Map<string, number>();
  beforeEach(() => dated.clear());

  it('older entries of the kind are deleted when one is written, one read since is kept, other kinds and files are left', () => {
    mkdirSync(cache, { recursive: true });
    const other = join(cache, 'bsdata-11th-0123456789abcdef01234567.json');
    const stranger = join(cache, 'notes.txt');
    writeFileSync(other, '{}');
    writeFileSync(stranger, 'mine');
    utimesSync(other, new Date(0), new Date(0));
    const first = importOf(0);
    for (let n = 1; n < KEPT_PER_KIND; n++) importOf(n);
    // The first is read again: used now, it outlives the ones written after it.
    cached('bsdata', join(work, 'checkout-0'), {}, load, isCatalogueImport);
    const loadsBefore = loads;
    importOf(KEPT_PER_KIND);
    importOf(KEPT_PER_KIND + 1);
    expect(loads).toBe(loadsBefore + 2);
    const left = readdirSync(cache).map((f) => join(cache, f));
    const kept = left.filter((f) => dated.has(f)).map((f) => dated.get(f)).sort((a, b) => a! - b!);
    // 10 written, 8 kept: the first (read since) and the newest 7; numbers 1 and 2 gone.
    expect(kept).toEqual([0, 3, 4, 5, 6, 7, 8, 9]);
    expect(left).toContain(first);
    expect(left).toEqual(expect.arrayContaining([other, stranger]));
  });
});
