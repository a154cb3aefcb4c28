/** `wh40k report` of a scenario with a matchup that cannot be computed: written, exit 0, n/a with the reason. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { wh40k } from './run.js';

const REASON = 'Knight-class walker has no melee weapons that can attack here';
const work = mkdtempSync(join(tmpdir(), 'wh40k-na-report-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const scenario = join(work, 'melee.yaml');
writeFileSync(
  scenario,
  `defaults:
  melee: true
matchups:
  - { name: Eightbound into Intercessors, attacker: eightbound, target: intercessors }
  - { name: Knight into Intercessors, attacker: Knight-class walker, target: intercessors }
`,
);

describe('report with an n/a matchup', () => {
  it.each(['report.html', 'report.md'])('%s: exit 0, the n/a matchup in the summary and its own section with the reason', (name) => {
    const r = wh40k(['report', scenario, '-o', join(work, name), '-q']);
    expect(r.status, r.stderr).toBe(0);
    const text = readFileSync(join(work, name), 'utf8');
    expect(text.split(`n/a: ${REASON}`)).toHaveLength(3); // the summary row and the section
    expect(text).toContain('Eightbound into Intercessors');
    expect(text).not.toMatch(/NaN|undefined/);
  });
});
