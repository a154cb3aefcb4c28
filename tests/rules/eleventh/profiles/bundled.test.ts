/**
 * The bundled 11th-edition unit files (data/eleventh/<faction>/*.yaml, issue 28; written by the data branch
 * in the format of README '11th edition'): each loads, cites a source, and points editors at the checked-in
 * JSON Schema; no two share a name or alias.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUNDLED_DATA, eleventhFiles } from '../../../../src/profiles/data-files.js';
import { SCHEMA_COMMENT } from '../../../../src/rules/eleventh/profiles/json-schema.js';
import { loadUnitFile, loadUnits } from '../../../../src/rules/eleventh/profiles/load.js';

const files = eleventhFiles(BUNDLED_DATA);

describe('data/eleventh', () => {
  it.each(files.map((f) => [f.slice(BUNDLED_DATA.length + 1), f]))('%s loads, cites its source, and names the 11th-edition schema', (_, file) => {
    expect(readFileSync(file, 'utf8').split('\n')[0]).toBe(SCHEMA_COMMENT);
    expect(loadUnitFile(file).source.trim()).not.toBe('');
  });

  it('no two bundled units share a name or alias (loadUnits refuses a clash)', () => {
    expect(loadUnits().length).toBe(files.length);
  });
});
