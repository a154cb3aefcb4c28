/**
 * 11th edition's and the legacy ruleset's bundled units compiled to JSON at build time (rules/eleventh/profiles/
 * compiled.ts, rules/legacy/compiled.ts, issue 30): the JSON gives the units the files give, and a changed file is
 * noticed (its fingerprint), the files then parsed.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUNDLED_DATA } from '../../src/profiles/data-files.js';
import { fingerprintEleventh, readCompiledEleventh } from '../../src/rules/eleventh/profiles/compiled.js';
import { loadUnits } from '../../src/rules/eleventh/profiles/load.js';
import { fingerprintLegacy, readCompiledLegacy } from '../../src/rules/legacy/compiled.js';
import { loadLegacyUnits } from '../../src/rules/legacy/load.js';

const work = mkdtempSync(join(tmpdir(), 'wh40k-compiled11-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const RULESETS = [
  { name: '11th', folder: 'eleventh', changed: join('world-eaters', 'eightbound.yaml'), load: (dir: string) => loadUnits([], dir), fingerprint: fingerprintEleventh, read: readCompiledEleventh },
  { name: 'legacy', folder: 'legacy', changed: 'rhino.yaml', load: (dir: string) => loadLegacyUnits([], dir), fingerprint: fingerprintLegacy, read: readCompiledLegacy },
] as const;

describe.each(RULESETS)('$name: compiled bundled units', ({ folder, changed, load, fingerprint, read }) => {
  /** A data folder (a copy of the bundled folder of the ruleset) and its compiled JSON, as the build writes it. */
  function compiledCopy(): { dir: string; file: string } {
    const dir = join(work, `data-${Math.random().toString(36).slice(2)}`);
    cpSync(join(BUNDLED_DATA, folder), join(dir, folder), { recursive: true });
    const units = load(dir);
    const file = join(dir, 'compiled.json');
    writeFileSync(file, JSON.stringify({ fingerprint: fingerprint(dir), units: units.map((u) => ({ ...u, file: relative(dir, u.file) })) }));
    return { dir, file };
  }

  it('give the units the files give (every field, through JSON)', () => {
    const { dir, file } = compiledCopy();
    const compiled = read(dir, file);
    expect(compiled).toBeDefined();
    expect(compiled!.length).toBeGreaterThan(5);
    expect(compiled).toEqual([...load(dir)]);
  });

  it('a file changed since: not used (the files are parsed)', () => {
    const { dir, file } = compiledCopy();
    const one = join(dir, folder, changed);
    writeFileSync(one, `${readFileSync(one, 'utf8')}\n# changed\n`);
    expect(read(dir, file)).toBeUndefined();
  });

  it('no JSON (a build without it): undefined', () => {
    expect(read(BUNDLED_DATA, join(work, 'none.json'))).toBeUndefined();
  });
});
