/**
 * `wh40k --ruleset 11th --data-bsdata DIR` (issue 28 section 2): BSData's 11th-edition catalogues as JSON
 * (../shared/bsdata-11e/, read in place) give units to every command, imported once and then read from the
 * cache; `import bsdata` stays 10th edition's, refused naming --data-bsdata. Runs dist/ (`npm run build`).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { wh40k } from './run.js';
import { sharedFixture } from './shared-fixtures.js';

const FIXTURE = sharedFixture('bsdata-11e', 'Warhammer 40,000.json');
const TENTH = sharedFixture('bsdata', 'Warhammer 40,000.gst');
const DATA = FIXTURE ?? '';
const cache = mkdtempSync(join(tmpdir(), 'wh40k-cli11-'));
afterAll(() => rmSync(cache, { recursive: true, force: true }));
const run = (...args: string[]) => wh40k(['--ruleset', '11th', '--data-bsdata', DATA, ...args], { WH40K_CACHE: cache });

describe.skipIf(!FIXTURE)('--ruleset 11th --data-bsdata', () => {
  it("calc: Khorne Berzerkers' chainblades against a Knight Paladin, by hand; the second run from the cache, the same", () => {
    const args = ['calc', 'Khorne Berzerkers', 'vs', 'Knight Paladin', '--melee', '--format', 'json'];
    const first = run(...args);
    expect(first.status).toBe(0);
    // Chaos - World Eaters.json: 10 Berzerkers (Champion and 9) with a chainblade (A 4, WS 3+, S 4, AP -1,
    // D 1): 40 attacks, 80/3 hits; against T 11 wounds on 6+ (11e 05.02): 40/9; the Knight's Sv 3+ at AP -1
    // saves on 4+ (its InSv 5+ is against ranged attacks only): 20/9 unsaved, 20/9 wounds lost.
    const j = JSON.parse(first.stdout);
    expect(j.ruleset).toBe('11th');
    expect(j.target.profile).toBe('T11 Sv3+ W26 InSv 5+ (ranged)');
    const [w] = j.weapons;
    expect([w.name, w.count, w.attacks].concat([w.hits, w.wounds, w.unsaved, w.damage].map((x: number) => x.toFixed(9)))).toEqual(
      ['Chainblade', 10, 40].concat([80 / 3, 40 / 9, 20 / 9, 20 / 9].map((x) => x.toFixed(9))),
    );
    expect(first.stderr).toMatch(/^.*bsdata-11e: 12 import warnings \(11th edition\):\n {2}Skarbrand: /);
    expect(readdirSync(cache).filter((f) => f.startsWith('bsdata-11th-'))).toHaveLength(1);
    const second = run(...args);
    expect([second.status, second.stdout, second.stderr]).toEqual([0, first.stdout, first.stderr]);
  });

  it('show: the imported stat line, InSv by its type id, Damaged, the source', () => {
    const r = run('show', 'Knight Paladin', '-q');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('damaged: 1-9 wounds remaining: -1 to its hit rolls (11e 24.39)');
    expect(r.stdout).toContain('source: BSData Imperium - Imperial Knights - Library.json (revision 2), entry 8441-8356-5e7c-69ee "Knight Paladin"');
    expect(r.stdout).toMatch(/│ Knight Paladin │ 1 +│ 10 │ 11 │ 3\+ │ 5\+ \(ranged\) │ 26 │ 6\+ │ 10 │/);
    expect(r.stderr).toBe('');
  });

  it('import bsdata is refused, naming --data-bsdata (exit 2); a 10th-edition checkout is refused under 11th', () => {
    const r = run('import', 'bsdata', DATA);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("11th edition reads BSData's catalogues (wh40k-11e, JSON) directly: `wh40k --ruleset 11th --data-bsdata DIR list`");
    if (!TENTH) return;
    const tenth = wh40k(['--ruleset', '11th', '--data-bsdata', TENTH, 'list'], { WH40K_CACHE: cache });
    expect(tenth.status).toBe(2);
    expect(tenth.stderr).toMatch(/"Warhammer 40,000 10th Edition" is the game system of the 10th edition, not the 11th: read it with --ruleset 10th/);
  });
});
