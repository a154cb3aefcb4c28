/** The calc JSON's `options`: what the matchup set, and nothing left at its default (README 'JSON output'). */
import { describe, expect, it } from 'vitest';
import { json, wh40k } from './run.js';

describe('calc JSON options', () => {
  it('lists the options set, camelCase as in a scenario file; 0, off and empty lists are left out', () => {
    const j = json(['calc', 'eightbound', 'vs', 'intercessors', '--charged', '--hit-mod', '1', '--wound-mod', '0', '--reroll-wounds', 'ones', '--target-models', '3', '--crit-hit', '5']);
    expect(j.options).toEqual({ charged: true, targetModels: 3, hitMod: 1, rerollWounds: 'ones', critHit: 5 });
    expect(Object.keys(j).indexOf('options')).toBe(Object.keys(j).indexOf('modifiers') + 1);
  });

  it('is {} when nothing is set, and leaves out how the result is checked (--simulate, --seed)', () => {
    expect(json(['calc', 'intercessors', 'vs', 'intercessors', '--ranged', '--simulate', '1000', '--seed', '3']).options).toEqual({ ranged: true });
    expect(json(['calc', 'intercessors', 'vs', 'intercessors']).options).toEqual({});
  });

  it("run gives each matchup its own: charge.yaml's defaults plus the matchup's (effect lists add up)", () => {
    const r = wh40k(['run', 'examples/charge.yaml', '--format', 'json', '-q']);
    expect(r.status).toBe(0);
    const options = (JSON.parse(r.stdout) as { matchups: { options: unknown }[] }).matchups.map((m) => m.options);
    expect(options).toEqual([
      { charged: true, with: ['relentless-rage'] },
      { charged: true, with: ['relentless-rage', 'warp-blades'], targetWith: ['go-to-ground'] },
      { charged: true, models: 6, with: ['relentless-rage'] },
      { charged: true, with: ['relentless-rage'] },
    ]);
  });
});
