/**
 * Issue 12 section 4, targets as they stand on the table: a target reduced below its datasheet's
 * minimum (--target-models), and one model that has already lost wounds (--target-wounded; the
 * numbers are derived in tests/rules/wounded.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { dataFolder, json, wh40k } from './run.js';

describe('--target-models below the datasheet minimum', () => {
  it('Intercessors of 1 model is the Sergeant alone, with a note; exit 0', () => {
    const r = wh40k(['calc', 'intercessors', 'vs', 'intercessors', '--ranged', '--target-models', '1', '--format', 'json']);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain("Intercessor Squad: 1 model, below the datasheet's minimum of 5 (a unit reduced by casualties)\n");
    const out = JSON.parse(r.stdout) as ReturnType<typeof json>;
    expect(out.target).toMatchObject({ models: 1, wounds: 2 });
  });

  it('3 Intercessors: the same note, not a group-size one', () => {
    const r = json(['calc', 'intercessors', 'vs', 'intercessors', '--ranged', '--target-models', '3']);
    expect(r.notes).toContain("Intercessor Squad: 3 models, below the datasheet's minimum of 5 (a unit reduced by casualties)");
    expect(r.notes.join('\n')).not.toContain('outside the datasheet');
    expect(r.target).toMatchObject({ models: 3, wounds: 6 });
  });

  it('the attacker still needs its fixed models', () => {
    const r = wh40k(['calc', 'intercessors', 'vs', 'intercessors', '--ranged', '--models', '1']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('Intercessor Squad cannot have 1 models (it needs more than 1)');
  });
});

describe('--target-wounded', () => {
  it('one Intercessor has lost 1 wound: 9 wounds left, a note, its own group row', () => {
    const r = wh40k(['calc', 'intercessors', 'vs', 'intercessors', '--ranged', '--target-wounded', '1', '--format', 'json']);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain('Intercessor Squad: one Intercessor has already lost 1 wound (1 left) and takes the next attack; damage and kills count only new losses\n');
    const out = JSON.parse(r.stdout) as ReturnType<typeof json> & { byGroup: { name: string; models: number }[] };
    expect(out.target).toMatchObject({ models: 5, wounds: 9 });
    expect(out.byGroup.map((g) => [g.name, g.models])).toEqual([
      ['Intercessor Sergeant', 1],
      ['Intercessor (wounded: 1 lost before)', 1],
      ['Intercessor', 3],
    ]);
  });

  it('N at or above the model W exits 2; so does --target-wounded-model alone or with an unknown name', () => {
    const base = ['calc', 'intercessors', 'vs', 'intercessors', '--ranged'];
    const high = wh40k([...base, '--target-wounded', '2']);
    expect(high.status).toBe(2);
    expect(high.stderr).toContain('--target-wounded 2: Intercessor has W2, so it can have lost at most 1 wound (more and it is destroyed: use --target-models)');
    const alone = wh40k([...base, '--target-wounded-model', 'Intercessor Sergeant']);
    expect(alone.status).toBe(2);
    expect(alone.stderr).toContain('--target-wounded-model needs --target-wounded N');
    const unknown = wh40k([...base, '--target-wounded', '1', '--target-wounded-model', 'captain']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('--target-wounded-model: Intercessor Squad has no model named "captain"');
  });

  it('a lone model left with fewer than half its wounds is Below Half-strength', () => {
    const r = wh40k(['calc', 'intercessors', 'vs', 'lieutenant', '--ranged', '--target-wounded', '3', '--format', 'json']);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain('Lieutenant is Below Half-strength (1 of 4 wounds left)\n');
  });

  it('scenario field targetWounded and --vary target-wounded', () => {
    const { dir, cleanup } = dataFolder({
      'wounded.yaml': 'matchups:\n  - attacker: intercessors\n    target: intercessors\n    ranged: true\n    targetWounded: 1\n    targetWoundedModel: Intercessor Sergeant\n',
    });
    try {
      const r = wh40k(['run', join(dir, 'wounded.yaml'), '--format', 'json']);
      expect(r.status).toBe(0);
      const out = JSON.parse(r.stdout) as { matchups: { target: { wounds: number }; byGroup: { name: string }[] }[] };
      expect(out.matchups[0].target.wounds).toBe(9);
      expect(out.matchups[0].byGroup.map((g) => g.name)).toContain('Intercessor Sergeant (wounded: 1 lost before)');
    } finally {
      cleanup();
    }
    const vary = wh40k(['calc', 'intercessors', 'vs', 'intercessors', '--ranged', '--vary', 'target-wounded=0..1', '--format', 'csv']);
    expect(vary.status).toBe(0);
    expect(vary.stdout.split('\n').filter(Boolean).length).toBeGreaterThan(2);
  });
});
