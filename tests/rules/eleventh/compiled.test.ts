/**
 * 11th edition's bundled units compiled to JSON at build time (src/rules/eleventh/profiles/compiled.ts, issue 30): the
 * JSON gives the units the files give, and a changed file is noticed (its fingerprint), the files then parsed.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUNDLED_DATA } from '../../../src/profiles/data-files.js';
import { fingerprintEleventh, readCompiledEleventh } from '../../../src/rules/eleventh/profiles/compiled.js';
import { loadUnits } from '../../../src/rules/eleventh/profiles/load.js';

const work = mkdtempSync(join(tmpdir(), 'wh40k-compiled11-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A data folder (a copy of the bundled eleventh/ folder) and its compiled JSON, as the build writes it. */
function compiledCopy(): { dir: string; file: string } {
  const dir = join(work, `data-${Math.random().toString(36).slice(2)}`);
  cpSync(join(BUNDLED_DATA, 'eleventh'), join(dir, 'eleventh'), { recursive: true });
  const units = loadUnits([], dir);
  const file = join(dir, 'compiled.json');
  writeFileSync(file, JSON.stringify({ fingerprint: fingerprintEleventh(dir), units: units.map((u) => ({ ...u, file: relative(dir, u.file) })) }));
  return { dir, file };
}

describe('11th edition: compiled bundled units', () => {
  it('give the units the files give (every field, through JSON)', () => {
    const { dir, file } = compiledCopy();
    const compiled = readCompiledEleventh(dir, file);
    expect(compiled).toBeDefined();
    expect(compiled!.length).toBeGreaterThan(20);
    expect(compiled).toEqual([...loadUnits([], dir)]);
  });

  it('a file changed since: not used (the files are parsed)', () => {
    const { dir, file } = compiledCopy();
    const one = join(dir, 'eleventh', 'world-eaters', 'eightbound.yaml');
    writeFileSync(one, `${readFileSync(one, 'utf8')}\n# changed\n`);
    expect(readCompiledEleventh(dir, file)).toBeUndefined();
  });

  it('no JSON (a build without it): undefined', () => {
    expect(readCompiledEleventh(BUNDLED_DATA, join(work, 'none.json'))).toBeUndefined();
  });
});
