import { describe, expect, it } from 'vitest';
import { json, row, STACK_TRACE, wh40k } from './run.js';

const effect = (r: ReturnType<typeof json>, id: string) => r.effects.find((e) => e.id === id);

describe('calc --with / --target-with', () => {
  it('the issue example: Relentless Rage and Warp Blades on the charge, Go to Ground skipped in melee', () => {
    const r = json(['calc', 'eightbound', 'vs', 'intercessors', '--charged', '--with', 'relentless-rage,warp-blades', '--target-with', 'go-to-ground']);
    expect(effect(r, 'relentless-rage')).toMatchObject({ side: 'attacker', applied: true });
    expect(effect(r, 'warp-blades')).toMatchObject({ side: 'attacker', applied: true });
    expect(effect(r, 'go-to-ground')).toMatchObject({ side: 'target', applied: false });
    expect(effect(r, 'go-to-ground')!.detail).toContain('ranged');
    // Relentless Rage: +1 A per model: lacerators 4+1, eviscerators 2 x (6+1).
    expect(row(r, 'Lacerators').attacks).toBe(5);
    expect(row(r, 'Eightbound eviscerators').attacks).toBe(14);
  });

  it("the Eightbound's own Beacons of Rage is in play by default, and --without removes it", () => {
    const on = json(['calc', 'eightbound', 'vs', 'intercessors']);
    const off = json(['calc', 'eightbound', 'vs', 'intercessors', '--without', 'beacons-of-rage']);
    expect(effect(on, 'beacons-of-rage')).toMatchObject({ applied: true });
    expect(effect(off, 'beacons-of-rage')).toBeUndefined();
    // Eviscerators S5 vs T4 wound on 3+; re-rolling 1s: 4/6 + 1/6 * 4/6 = 28/36 per hit (8 hits).
    expect(row(on, 'Eightbound eviscerators').wounds).toBeCloseTo(8 * (28 / 36), 12);
    expect(row(off, 'Eightbound eviscerators').wounds).toBeCloseTo(8 * (4 / 6), 12);
  });

  it('unknown effects exit 2 with a suggestion; an effect for the other side exits 2', () => {
    const typo = wh40k(['calc', 'eightbound', 'vs', 'intercessors', '--with', 'warp-blade']);
    expect(typo.status).toBe(2);
    expect(typo.stderr).toContain('did you mean "warp-blades"');
    const side = wh40k(['calc', 'eightbound', 'vs', 'intercessors', '--with', 'go-to-ground']);
    expect(side.status).toBe(2);
    expect(side.stderr).toContain('--target-with');
    expect(typo.stderr + side.stderr).not.toMatch(STACK_TRACE);
  });

  it('names are case- and punctuation-insensitive', () => {
    const r = json(['calc', 'eightbound', 'vs', 'intercessors', '--with', 'Warp Blades']);
    expect(effect(r, 'warp-blades')).toMatchObject({ applied: true });
  });

  it('fight on death: Total Carnage on the target gives the distribution of models that fight back', () => {
    const r = json(['calc', 'eightbound', 'vs', 'eightbound', '--target-with', 'total-carnage']);
    expect(r.fightOnDeath).not.toBeNull();
    // Each destroyed model fights back on a 4+ (1/2): E[fighters] = E[kills] / 2.
    expect(r.fightOnDeath!.rolls).toEqual([4]);
    expect(r.fightOnDeath!.chance).toBeCloseTo(1 / 2, 12);
    expect(r.fightOnDeath!.mean).toBeCloseTo(r.kills.mean / 2, 12);
    expect(r.fightOnDeath!.distribution.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('--fate wound:6 gives one Wound roll to the best weapon and is listed in JSON', () => {
    // Howling Banshees have Strands of Fate (002: Fate dice are for units with that ability).
    const r = json(['calc', 'howling-banshees', 'vs', 'intercessors', '--melee', '--fate', 'wound:6']);
    expect(r.oneRolls).toHaveLength(1);
    expect(r.oneRolls[0]).toMatchObject({ roll: 'wound', action: 'fate', value: 6 });
    const bad = wh40k(['calc', 'eightbound', 'vs', 'intercessors', '--fate', 'armour:6']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--fate');
  });

  it('a one-roll stratagem is placed where it helps most and said so in the table', () => {
    const r = wh40k(['calc', 'eightbound', 'vs', 'intercessors', '--with', 'command-re-roll'], { NO_COLOR: '1' });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Command Re-roll');
    expect(r.stdout).toMatch(/re-roll one (hit|wound|damage) roll: /);
  });
});

describe('wh40k effects', () => {
  it('lists every effect with its source and summary', () => {
    const r = wh40k(['effects', '--format', 'json']);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { schemaVersion: number; effects: { id: string; source: string; summary: string; faction: string }[] };
    expect(out.schemaVersion).toBe(1);
    const list = out.effects;
    for (const id of ['relentless-rage', 'warp-blades', 'go-to-ground', 'bladestorm', 'take-aim', 'skilled-crews']) {
      expect(list.map((e) => e.id)).toContain(id);
    }
    for (const e of list) {
      // The rules texts 000-003, or (a datasheet ability they do not print: a Leader's) its catalogue's entry by id.
      expect(e.source).toMatch(/^(00[0-3] |BSData wh40k-10e .+\.cat, .+\([0-9a-f-]+\)$)/);
      expect(e.summary.length).toBeGreaterThan(10);
    }
  });

  it('--faction filters, case-insensitively; an unknown faction exits 2 listing the factions', () => {
    const list = (JSON.parse(wh40k(['effects', '--faction', 'aeldari', '--format', 'json']).stdout) as { effects: { faction: string }[] }).effects;
    expect(list.length).toBeGreaterThan(5);
    expect(new Set(list.map((e) => e.faction))).toEqual(new Set(['Aeldari']));
    const bad = wh40k(['effects', '--faction', 'Orks']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('World Eaters');
  });

  it('the table view names the source file and heading', () => {
    const r = wh40k(['effects', '--faction', 'World Eaters'], { NO_COLOR: '1' });
    expect(r.stdout).toContain("000 'Relentless Rage'");
  });
});

describe('wh40k run', () => {
  it('runs every matchup of the example scenario file, in order, with its effects', () => {
    const r = wh40k(['run', 'examples/charge.yaml', '--format', 'json']);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { matchups: ({ name: string } & ReturnType<typeof json>)[] };
    expect(out.matchups.map((m) => m.name)).toEqual([
      'Eightbound charge Intercessors',
      'with Warp Blades, Intercessors gone to ground (no effect in melee)',
      'six Eightbound into Terminators',
      'Eightbound into an inline target',
    ]);
    // Each matchup is exactly what calc gives for the same options.
    const calc = json(['calc', 'eightbound', 'vs', 'intercessors', '--charged', '--with', 'relentless-rage']);
    expect(out.matchups[0].kills.distribution).toEqual(calc.kills.distribution);
    expect(out.matchups[1].effects.find((e) => e.id === 'go-to-ground')).toMatchObject({ applied: false });
    expect(out.matchups[2].attacker.models).toBe(6);
    expect(out.matchups[3].target.name).toBe('Training Dummies');
  });

  it('the table lists one row per matchup; a bad file exits 2 naming the line', () => {
    const table = wh40k(['run', 'examples/charge.yaml'], { NO_COLOR: '1' });
    expect(table.stdout).toContain('Eightbound charge Intercessors');
    const missing = wh40k(['run', 'no-such-file.yaml']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('no-such-file.yaml');
    expect(missing.stderr).not.toMatch(STACK_TRACE);
  });
});
