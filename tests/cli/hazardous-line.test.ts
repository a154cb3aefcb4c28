import { describe, expect, it } from 'vitest';
import { wh40k } from './run.js';

describe("the table's Hazardous line gives the attacker's models lost (000 'Hazardous')", () => {
  it("a Berzerker Champion's supercharged plasma pistol: 1 test: 1/6 models lost, 1/36 with Command Re-roll", () => {
    // One Hazardous weapon fired: one test, failed on a 1 (1/6): 3 mortal wounds, 0.50 expected, on
    // the model that fired it (W2, no save allowed): destroyed, so 1/6 = 0.17 models lost. Command
    // Re-roll on the failed test: fails only if both rolls are 1s, 1/36 = 0.03.
    const r = wh40k(['calc', 'khorne berzerkers', 'vs', 'intercessors', '--ranged', '--wargear', 'plasma pistol', '--profile', 'Plasma pistol - supercharge']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(
      'Hazardous: 1 test, expected 0.50 mortal wounds and 0.17 models lost on the attacker, P(at least one failed test) 16.7%; ' +
        'Command Re-roll on a failed test (instead of an attack roll): 0.03 models lost',
    );
    expect(r.stdout).toContain('note: Hazardous: the attacker starts with no wounds lost');
  });
});
