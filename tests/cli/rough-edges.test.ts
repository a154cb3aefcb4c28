/**
 * Issue 29 section 3's rough edges, each reproduced from main before its fix.
 */
import { describe, expect, it } from 'vitest';
import { runInProcess } from './in-process.js';

describe('turn between two units of one name', () => {
  it.each([['10th'], ['11th']])('%s edition: each side is named with its role, in every line', async (ruleset) => {
    const r = await runInProcess(['--ruleset', ruleset, 'turn', 'khorne berzerkers', 'vs', 'khorne berzerkers']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Khorne Berzerkers \(attacker\) \(10 models, \d+ pts\) vs Khorne Berzerkers \(target\)/);
    expect(r.stdout).toContain('fight back (Khorne Berzerkers (attacker))');
    expect(r.stdout).toMatch(/Trade: Khorne Berzerkers \(attacker\) removes [\d.]+ pts of Khorne Berzerkers \(target\)/);
    const json = JSON.parse((await runInProcess(['--ruleset', ruleset, 'turn', 'khorne berzerkers', 'vs', 'khorne berzerkers', '--format', 'json'])).stdout);
    expect([json.attacker.name, json.target.name]).toEqual(['Khorne Berzerkers (attacker)', 'Khorne Berzerkers (target)']);
  });
});
