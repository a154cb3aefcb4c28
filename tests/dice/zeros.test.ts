/**
 * zeros() makes arrays of doubles (V8's elements kind) whatever they come to hold (src/dice/dist.ts):
 * a vector of one certain state holds only the integers 0 and 1, and as an array of small integers it
 * threw away the engine's compiled loops midway through a sweep (issue 30). V8's own test of the kind
 * needs --allow-natives-syntax: asked of the build in a child process.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DIST = fileURLToPath(new URL('../../dist/dice/dist.js', import.meta.url));

describe('zeros', () => {
  it('is an array of doubles, also holding integers only', () => {
    const script = `import { zeros } from ${JSON.stringify(DIST)};
const one = zeros(5); one[0] = 1;
console.log(JSON.stringify([%HasDoubleElements(zeros(3)), %HasDoubleElements(one), one, zeros(0).length]));`;
    const out = execFileSync(process.execPath, ['--allow-natives-syntax', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual([true, true, [1, 0, 0, 0, 0], 0]);
  });
});
