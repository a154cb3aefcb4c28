/**
 * calc (src/rules/tenth/matchup/run.ts) wires the rules of issue 11 that other modules compute: each number here is
 * derived by hand from the rule text.
 */
import { describe, expect, it } from 'vitest';
import { runMatchup } from '../../src/rules/tenth/matchup/run.js';
import type { Unit, Weapon } from '../../src/rules/tenth/types.js';
import { runInProcess } from '../cli/in-process.js';
import { bundledCopy, dataFolder } from '../cli/run.js';
import { target, weapon } from '../helpers.js';

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

describe("--precision (003 'Attached Units with Multiple Characters (allocating attacks)': only an attack with [PRECISION] can be allocated to a CHARACTER first)", () => {
  // One attack, Torrent (always hits), S8 vs T4 wounds on 2+ (5/6), no save (Sv 7+), D1: one model of W1 is destroyed with 5/6.
  const shooter = (w: Weapon): Unit => {
    const base = target();
    return { ...base, name: 'shooter', weapons: [w], models: base.models.map((g) => ({ ...g, equipment: [w.name] })) };
  };
  const bare = target({ Sv: 7, W: 1, T: 4, groups: [{ name: 'bodyguard', count: 1 }, { name: 'leader', count: 1 }] });
  const attached: Unit = { ...bare, models: bare.models.map((g) => ({ ...g, leader: g.name === 'leader' })) };
  const leaderDies = (w: Weapon) =>
    runMatchup({ attacker: shooter(w), target: attached, options: { ranged: true, precision: true } });

  it('a [PRECISION] weapon: the Leader takes the attack, destroyed with 5/6', () => {
    const r = leaderDies(weapon({ name: 'sniper', S: 8, abilities: ['torrent', 'precision'] }));
    expect(r.result.byGroup.find((g) => g.leader)!.allDestroyed).toBeCloseTo(5 / 6, 12);
  });

  it('without [PRECISION]: the Bodyguard first, so one attack never reaches the Leader (0), and a note says --precision was not applied', () => {
    const r = leaderDies(weapon({ name: 'gun', S: 8, abilities: ['torrent'] }));
    expect(r.result.byGroup.find((g) => g.leader)!.allDestroyed).toBe(0);
    expect(r.result.byGroup.find((g) => !g.leader)!.allDestroyed).toBeCloseTo(5 / 6, 12);
    expect(r.notes.join('\n')).toContain('--precision not applied: gun has no [PRECISION]');
  });
});

describe("Command Re-roll (003 'Page 41 – Command Re-roll Stratagem'): the calculator fixes its roll before the dice, and says so", () => {
  const note = 'Command Re-roll: its weapon and roll type are fixed before any dice are rolled';
  it('in play and used: the note', async () => {
    const d = await calcJson(['eightbound', 'vs', 'guardsmen', '--melee', '--with', 'command-re-roll']);
    expect(d.notes.join('\n')).toContain(note);
  });
  it('not in play: no note', async () => {
    const d = await calcJson(['eightbound', 'vs', 'guardsmen', '--melee']);
    expect(d.notes.join('\n')).not.toContain(note);
  });
});

describe('calc notes the datasheet abilities that change an attack but are not modelled (issue 11 section 4)', () => {
  it("Fire Dragons vs Leman Russ: the attacker's Aspect Shrine Token is noted (Assured Destruction is modelled); the target's Armoured Spearhead, which it attacks with, is not (issue 29 section 3), its Deadly Demise is", async () => {
    const d = await calcJson(['fire-dragons', 'vs', 'leman-russ']);
    expect(d.notes.some((n) => n.startsWith('not modelled (Fire Dragons): Aspect Shrine Token ('))).toBe(true);
    expect(d.notes.some((n) => n.startsWith('not modelled (Fire Dragons): Assured Destruction'))).toBe(false);
    expect(d.notes.some((n) => n.startsWith('not modelled (Leman Russ Battle Tank): Armoured Spearhead ('))).toBe(false);
    expect(d.notes.some((n) => n.startsWith('not modelled (Leman Russ Battle Tank): Deadly Demise ('))).toBe(true);
  });
  it("an Attached unit attacking notes its units' offensive abilities not modelled (Target Elimination), not the modelled ones (Tactical Precision; Oath of Moment, on both, an effect)", async () => {
    const d = await calcJson(['intercessors+lieutenant', 'vs', 'eightbound']);
    const mine = d.notes.filter((n) => n.startsWith('not modelled (Intercessor Squad + Lieutenant): '));
    expect(mine.filter((n) => n.includes(': Tactical Precision ('))).toHaveLength(0);
    expect(mine.filter((n) => n.includes(': Oath of Moment ('))).toHaveLength(0);
    expect(mine.filter((n) => n.includes(': Target Elimination ('))).toHaveLength(1);
  });
  it('--quiet prints no such note', async () => {
    const r = await runInProcess(['calc', 'fire-dragons', 'vs', 'leman-russ', '--quiet']);
    expect(r.status).toBe(0);
    expect(r.stdout + r.stderr).not.toContain('not modelled (');
  });
});

describe("A Fate die standing for a re-roll is spent (002 FAQ: a Fate die can be part of a re-roll), not 'kept'", () => {
  it('eightbound (given Strands of Fate in a --data copy) vs guardsmen --fate 2 with Command Re-roll: the 2 is placed on the first Wound re-roll, and no note says it was kept', async () => {
    // 002 'Strands of Fate': Fate dice are for "a model or unit ... with the Strands of Fate ability".
    const own = bundledCopy('world-eaters/eightbound.yaml', 'Fated Eightbound', 'fated-eightbound', { abilities: ['Strands of Fate'] });
    const { dir, cleanup } = dataFolder({ 'fated.yaml': own });
    const r = await runInProcess(['--data', dir, 'calc', 'fated-eightbound', 'vs', 'guardsmen', '--melee', '--fate', '2', '--with', 'command-re-roll', '--format', 'json']);
    cleanup();
    const d = JSON.parse(r.stdout) as Json & { oneRolls: { roll: string; action: string; value?: number }[] };
    expect(d.oneRolls).toContainEqual(expect.objectContaining({ roll: 'wound', action: 'fate-reroll', value: 2 }));
    expect(d.notes.join('\n')).not.toContain('Fate dice kept');
  });
});

describe("Seers’ Guidance replaces Strands of Fate (002 'Seers’ Guidance': \"Units ... with the Strands of Fate ability replace that ability with this one\")", () => {
  it('--fate with --with seers-guidance is refused (exit 2, naming both): there are no Fate dice', async () => {
    const r = await runInProcess(['calc', 'dire avengers', 'vs', 'intercessors', '--with', 'seers-guidance', '--fate', '6']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--fate: --with seers-guidance replaces Strands of Fate');
  });

  it('--target-fate with --target-with seers-guidance likewise; without --fate it calculates, and the note names Seers’ Guidance', async () => {
    const r = await runInProcess(['calc', 'intercessors', 'vs', 'dire avengers', '--target-with', 'seers-guidance', '--target-fate', 'save:6']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--target-fate: --target-with seers-guidance');
    const d = await calcJson(['intercessors', 'vs', 'dire avengers', '--target-with', 'seers-guidance']);
    // The target's save re-roll, placed before the dice: the attacker's figures may be too high (run.ts placedBeforeTheDice).
    expect(d.notes.join('\n')).toContain("Seers’ Guidance (the target's): each of its rolls is fixed to one weapon before any dice are rolled");
    expect(d.notes.join('\n')).toContain("the attacker's figures may be too high");
  });
});
