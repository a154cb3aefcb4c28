import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEGACY_USRS, legacyUsrNames } from '../../../src/rules/legacy/usr.js';

const RULES = join(process.cwd(), '..', 'shared', 'rules');
const file = existsSync(RULES) ? readdirSync(RULES).find((name) => name.startsWith('004_')) : undefined;

/** Short lines standing alone between blank lines, not sentences: 004's headings and sub-headings. */
function headingsOf(text: string): string[] {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  return lines.filter(
    (line, i) => i > 0 && line !== '' && line.length < 60 && !/[.:]$/.test(line) && lines[i - 1] === '' && lines[i + 1] === '',
  );
}

/** Isolated short lines of 004 that are not headings: its page title, a psychic power's cost, a table cell. */
const NOT_HEADINGS = ['USR Reference', 'Warp Сharge: 1', 'The entire unit is destroyed!'];

describe.skipIf(file === undefined)('the USR table covers 004', () => {
  // The suite's body runs even when skipped: read the file only if it is there.
  const text = file === undefined ? '' : readFileSync(join(RULES, file), 'utf8');
  const headings = headingsOf(text).filter((h) => !NOT_HEADINGS.includes(h));
  const covered = new Set(LEGACY_USRS.flatMap((entry) => [entry.name, ...(entry.subHeadings ?? [])]));

  it('has every heading of 004, as a rule or a sub-heading of one', () => {
    expect(headings.length).toBeGreaterThan(100);
    expect(headings.filter((h) => !covered.has(h))).toEqual([]);
  });

  it('names only headings of 004', () => {
    expect([...covered].filter((name) => !headings.includes(name))).toEqual([]);
  });
});

describe('the USR table', () => {
  it('names, for each modelled rule, a test file that mentions the rule', () => {
    const missing = LEGACY_USRS.filter((entry) => entry.status === 'modelled').filter((entry) => {
      const path = join(process.cwd(), 'tests', 'rules', 'legacy', entry.test ?? '');
      return !existsSync(path) || !readFileSync(path, 'utf8').includes(`'${entry.name}`);
    });
    expect(missing.map((entry) => entry.name)).toEqual([]);
  });

  it('lists rule names in lower case for profiles, once each', () => {
    const names = legacyUsrNames();
    expect(names).toContain('feel no pain');
    expect(new Set(names).size).toBe(names.length);
  });
});
