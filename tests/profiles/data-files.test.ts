/**
 * Which ruleset a file is of (issue 27: validate hands each file to its own ruleset, src/cli/validation.ts):
 * a folder named after one (a data folder's legacy/), else a top-level `ruleset:` line, else none.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulesetOfFile } from '../../src/profiles/data-files.js';
import { tempDir } from './fixtures.js';

const NAMES = ['10th', 'legacy'];

describe('rulesetOfFile', () => {
  it('a legacy/ folder, a ruleset: line (quoted, with a comment), or none', () => {
    const dir = tempDir({
      'legacy/rhino.yaml': 'name: Rhino\n',
      'scenario.yaml': 'ruleset: "legacy"   # the older edition\nmatchups: []\n',
      'nested.yaml': 'defaults:\n  ruleset: legacy\n',
      'unit.yaml': 'name: Boyz\n',
      'other.yaml': 'ruleset: 9th\n',
    });
    expect(rulesetOfFile(join(dir, 'legacy', 'rhino.yaml'), NAMES)).toBe('legacy');
    expect(rulesetOfFile(join(dir, 'scenario.yaml'), NAMES)).toBe('legacy');
    // Only a top-level key says it: an indented one is another field's.
    expect(rulesetOfFile(join(dir, 'nested.yaml'), NAMES)).toBeUndefined();
    expect(rulesetOfFile(join(dir, 'unit.yaml'), NAMES)).toBeUndefined();
    // A name that is no ruleset is still what the file says (validate then leaves the file to the chosen ruleset).
    expect(rulesetOfFile(join(dir, 'other.yaml'), NAMES)).toBe('9th');
    expect(rulesetOfFile(join(dir, 'missing.yaml'), NAMES)).toBeUndefined();
  });
});
