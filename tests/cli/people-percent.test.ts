/**
 * Issue 12 section 2: probabilities beyond what matters print as "<0.1%" / ">99.9%" in people's formats,
 * never "3.4e-20%"; an exact 0 stays "0%" (src/numbers.ts percent, README 'Output formats').
 */
import { describe, expect, it } from 'vitest';
import { wh40k } from './run.js';

describe('compare cells', () => {
  it('a P(wipe) too small to matter is "<0.1%"; an impossible wipe is "0%"', () => {
    const r = wh40k(['compare', 'intercessors,eightbound', 'vs', 'knight,terminators', '--jobs', '1']);
    expect(r.status, r.stderr).toBe(0);
    // 10 Intercessors' bolt rifle shots deal at most 10 damage of the Terminators' 15 wounds: wiping them
    // is impossible (exact 0). Eightbound wiping a Knight Paladin is possible but far below 0.1%.
    expect(r.stdout).toBe(
      [
        'Expected kills (P(wipe))',
        '┌───────────────────┬────────────────┬──────────────────┐',
        '│ attacker \\ target │ Knight Paladin │ Terminator Squad │',
        '│ Intercessor Squad │      0.00 (0%) │        0.03 (0%) │',
        '│ Eightbound        │   0.00 (<0.1%) │      1.95 (1.7%) │',
        '└───────────────────┴────────────────┴──────────────────┘',
        '',
      ].join('\n'),
    );
    const j = JSON.parse(wh40k(['compare', 'eightbound', 'vs', 'knight', '--format', 'json']).stdout);
    expect(j.cells[0].kills.wipe).toBeGreaterThan(0);
    expect(j.cells[0].kills.wipe).toBeLessThan(0.0005);
  });
});
