/**
 * README "Your own effects" shows examples/my-effects.yaml whole: the file its commands load
 * (tests/readme/readme.test.ts runs them), so the YAML a reader copies is the YAML that works.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEffectFile } from '../../src/rules/tenth/profiles/effect-file.js';
import { ROOT } from '../cli/run.js';

const FILE = join(ROOT, 'examples', 'my-effects.yaml');

describe('README "Your own effects"', () => {
  it('shows examples/my-effects.yaml as it is, and that file loads', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Your own effects'));
    const shown = /```yaml\n([\s\S]*?)```/.exec(section)?.[1];
    const text = readFileSync(FILE, 'utf8');
    expect(shown).toBe(text);
    expect(parseEffectFile(text, FILE).map((p) => p.effect.id)).toEqual(['for-the-greater-good', 'waaagh', 'hunters-mark']);
  });
});
