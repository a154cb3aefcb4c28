/**
 * A squadron of vehicles as a legacy calc's target (issue 14; 7th edition core rules, 'Vehicle Squadrons'), as a user
 * runs it: its headline, the vehicles destroyed, and the note that says how hits were allocated.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataFolder, ROOT, wh40k } from './run.js';

describe('legacy calc at a vehicle squadron', () => {
  it('three Rhinos: P(at least one destroyed) is one Rhino\'s P(destroyed), 52.4% (README)', () => {
    const { dir, cleanup } = dataFolder({});
    try {
      mkdirSync(join(dir, 'legacy'));
      const rhino = readFileSync(join(ROOT, 'data', 'legacy', 'rhino.yaml'), 'utf8');
      writeFileSync(join(dir, 'legacy', 'rhinos.yaml'), rhino.replace(/^name: Rhino$/m, 'name: Rhino Squadron').replace(/^aliases: .*$/m, 'aliases: [rhinos]').replace('count: 1', 'count: 3'));
      const one = wh40k(['--ruleset', 'legacy', 'calc', 'devastators', 'vs', 'rhino', '--format', 'json', '-q']);
      const three = wh40k(['--ruleset', 'legacy', '--data', dir, 'calc', 'devastators', 'vs', 'rhinos', '--format', 'json', '-q']);
      expect(three.status, three.stderr).toBe(0);
      const single = JSON.parse(one.stdout) as { vehicle: { destroyed: number } };
      const squadron = JSON.parse(three.stdout) as { target: { models: number }; kills: { atLeast: number[]; distribution: number[] }; vehicle?: unknown };
      expect(squadron.target.models).toBe(3);
      expect(squadron.vehicle).toBeUndefined();
      expect(squadron.kills.distribution.length).toBe(4);
      expect(squadron.kills.atLeast[1]).toBeCloseTo(single.vehicle.destroyed, 12);
      const table = wh40k(['--ruleset', 'legacy', '--data', dir, 'calc', 'devastators', 'vs', 'rhinos']);
      expect(table.stdout.split('\n')[0]).toBe('Devastator Squad (5 models, shooting) vs Rhino Squadron (3 vehicles, AV 11/11/10, 3 Hull Points each, tank, transport)');
      expect(table.stdout).toContain("note: Rhino Squadron is a squadron of 3 vehicles: hits go to the closest until it is destroyed (wrecked or exploded), then to the next (7th edition core rules, 'Vehicle Squadrons'); kills are vehicles destroyed");
    } finally {
      cleanup();
    }
  });
});
