/**
 * calc (src/cli/calc.ts) wires the rules of issue 11 that other modules compute: each number here is
 * derived by hand from the rule text.
 */
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../cli/in-process.js';

interface Json {
  notes: string[];
  fightOnDeath: { mean: number } | null;
  byGroup: { name: string; leader: boolean; destroyed: number }[];
}

async function calcJson(args: string[]): Promise<Json> {
  const r = await runInProcess(['calc', ...args, '--format', 'json']);
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as Json;
}

describe("Reap the Tally (000 'Reap the Tally': \"Each time a model from your army (excluding KHÂRN THE BETRAYER) is destroyed by a melee attack ... on a 5+ ... can fight\")", () => {
  it('Khârn alone: no model the rule covers, so nobody fights back (0), and the note says why', async () => {
    const d = await calcJson(['eightbound', 'vs', 'kharn', '--melee', '--target-with', 'reap-the-tally']);
    expect(d.fightOnDeath?.mean ?? 0).toBe(0);
    expect(d.notes).toContain('Reap the Tally: KHÂRN THE BETRAYER does not fight back by it (the rule excludes it)');
  });

  it('Berzerkers with Khârn: each destroyed Berzerker fights back on a 5+ (1/3), Khârn never: mean = 1/3 x expected Berzerkers destroyed', async () => {
    // Linearity: E[fighters] = sum over destroyed models of P(5+) = (2/6) * E[Berzerkers destroyed] + 0 * E[Khârn destroyed].
    const d = await calcJson(['eightbound', 'vs', 'khorne-berzerkers+kharn', '--melee', '--target-with', 'reap-the-tally']);
    const berzerkers = d.byGroup.filter((g) => !g.leader).reduce((s, g) => s + g.destroyed, 0);
    expect(d.fightOnDeath!.mean).toBeCloseTo(berzerkers / 3, 9);
  });
});
