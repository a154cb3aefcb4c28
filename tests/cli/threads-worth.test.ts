/**
 * Worker threads start only where they pay (issue 13 goal 4, src/cli/threads-worth.ts): when the
 * matchups' estimated work reaches THREADS_FROM_WORK; below it, no pool is made at all.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { tenthMatchups } from '../../src/rules/tenth/matchup/matchups.js';
import { buildScenario, type Matchup } from '../../src/rules/tenth/matchup/run.js';
import { runEach } from '../../src/cli/outcomes.js';
import { PER_MATCHUP, roughWork, SAMPLE, THREADS_FROM_WORK, threadsFor, threadsWorth } from '../../src/rules/tenth/matchup/threads-worth.js';
import { loadRoster, resolveUnit, type Roster } from '../../src/rules/tenth/profiles/registry.js';
import { estimateWork } from '../../src/rules/tenth/engine.js';
import type { Scenario } from '../../src/rules/tenth/types.js';
import { dataFolder } from './run.js';

// A pool that says it was made and runs each task here, as a worker would (src/cli/worker.ts), counting them.
const pools = vi.hoisted(() => ({ made: 0, tasks: 0 }));
vi.mock('tinypool', () => ({
  Tinypool: class {
    constructor() {
      pools.made++;
    }
    async run(task: unknown) {
      pools.tasks++;
      const { default: runTask } = await import('../../src/cli/worker.js');
      return runTask(task as Parameters<typeof runTask>[0]);
    }
    destroy() {
      return Promise.resolve();
    }
  },
}));

// Devastating Wounds against many wounds: a pending count per state makes the work large.
const data = dataFolder({
  'heavy.yaml': `name: Heavy Test
aliases: [heavy]
faction: Test
source: test fixture
stats: { M: 6, T: 6, Sv: 2+, W: 3, Ld: 6+, OC: 2 }
models:
  - { name: Gunner, count: 10, equipment: [Gun] }
weapons:
  - { name: Gun, range: 24, A: D6+2, BS: 3+, S: 6, AP: -1, D: D3, abilities: [sustained hits 1, devastating wounds] }
`,
  'big.yaml': `name: Big Test
aliases: [big]
faction: Test
source: test fixture
stats: { M: 6, T: 6, Sv: 3+, W: 12, Ld: 6+, OC: 2 }
models:
  - { name: Brute, count: 10, equipment: [Club] }
weapons:
  - { name: Club, range: melee, A: 2, WS: 3+, S: 4, AP: 0, D: 1 }
`,
});
let roster: Roster;
beforeAll(async () => {
  roster = await loadRoster([data.dir]);
});
afterAll(data.cleanup);
afterEach(() => vi.unstubAllEnvs());
const matchup = (a: string, t: string): Matchup => ({ attacker: resolveUnit(roster, a), target: resolveUnit(roster, t), options: { ranged: true } });
const scenario = (m: Matchup): Scenario => buildScenario(m, []).scenario;

describe('threadsWorth', () => {
  it('one thread below THREADS_FROM_WORK of estimated work, the jobs asked for at it', () => {
    const heavy = scenario(matchup('heavy', 'big'));
    const work = estimateWork(heavy);
    const enough = Math.ceil(THREADS_FROM_WORK / (work + PER_MATCHUP));
    expect(enough).toBeGreaterThan(2);
    expect(threadsWorth(2, new Array<Scenario>(enough - 1).fill(heavy))).toBe(1);
    expect(threadsWorth(2, new Array<Scenario>(enough).fill(heavy))).toBe(2);
    expect(threadsWorth(1, new Array<Scenario>(enough).fill(heavy))).toBe(1);
    // Never more threads than matchups.
    expect(threadsWorth(8, new Array<Scenario>(enough).fill(heavy), 0)).toBe(8);
    expect(threadsWorth(8, [heavy, heavy], 0)).toBe(2);
    expect(threadsWorth(8, [heavy], 0)).toBe(1);
  });

  it('threadsFor: matchups many enough pay by their count alone, unbuilt; fewer are built and weighed', () => {
    const many = Math.ceil(THREADS_FROM_WORK / PER_MATCHUP);
    // One that cannot be put together (Big Test has no ranged weapons) counts when the count decides, and weighs nothing built.
    const failing = matchup('big', 'rhino');
    expect(threadsFor(2, new Array<Matchup>(many).fill(failing))).toBe(2);
    expect(threadsFor(2, new Array<Matchup>(many - 1).fill(failing))).toBe(1);
    const heavy = matchup('heavy', 'big');
    const enough = Math.ceil(THREADS_FROM_WORK / (estimateWork(scenario(heavy)) + PER_MATCHUP));
    expect(threadsFor(2, new Array<Matchup>(enough).fill(heavy))).toBe(2);
    expect(threadsFor(2, new Array<Matchup>(enough - 1).fill(heavy))).toBe(1);
    expect(threadsFor(1, new Array<Matchup>(many).fill(heavy))).toBe(1);
  });

  it('threadsFor weighs a set larger than SAMPLE by an even sample of it, scaled to the whole', () => {
    const heavy = matchup('heavy', 'big');
    const each = estimateWork(scenario(heavy)) + PER_MATCHUP;
    // 3 x SAMPLE + 1 alike matchups: every 4th is weighed (76 of them), standing for the whole set's work.
    const set = new Array<Matchup>(3 * SAMPLE + 1).fill(heavy);
    const whole = set.length * each;
    expect(threadsFor(2, set, whole * 0.999)).toBe(2);
    expect(threadsFor(2, set, whole * 1.001)).toBe(1);
    // Every other four failing to be put together (Heavy Test has no melee weapons): half the sample fails, half the work.
    const mixed = set.map((m, i) => (i % 8 >= 4 ? { ...m, options: { melee: true } } : m));
    expect(threadsFor(2, mixed, whole * 0.6)).toBe(1);
    expect(threadsFor(2, mixed, whole * 0.4)).toBe(2);
  });

  it('WH40K_THREADS_FROM_WORK sets the threshold, and a wrong value says what it wants', () => {
    const light = [matchup('intercessors', 'rhino'), matchup('leman russ', 'big')].map(scenario);
    expect(threadsWorth(2, light)).toBe(1);
    vi.stubEnv('WH40K_THREADS_FROM_WORK', '0');
    expect(threadsWorth(2, light)).toBe(2);
    vi.stubEnv('WH40K_THREADS_FROM_WORK', 'lots');
    expect(() => threadsWorth(2, light)).toThrow('WH40K_THREADS_FROM_WORK: expected a number of steps, 0 or more, got "lots"');
  });

  it('roughWork, the gate before any weapon is planned, is above estimateWork for every bundled pairing', () => {
    const names = [...new Set(roster.units.map((u) => u.name))];
    for (const options of [{}, { ranged: true, halfRange: true }, { charged: true, models: 20, targetModels: 20 }]) {
      for (const a of names) {
        for (const t of names) {
          let s: Scenario;
          try {
            s = buildScenario({ attacker: resolveUnit(roster, a), target: resolveUnit(roster, t), options }, []).scenario;
          } catch {
            continue; // no weapons for this phase, or a size the unit cannot have
          }
          expect(roughWork(s), `${a} vs ${t} ${JSON.stringify(options)}`).toBeGreaterThanOrEqual(estimateWork(s));
        }
      }
    }
  });
});

describe('runEach', () => {
  it('makes no pool for a light 2x2 on 2 jobs, and one when the threshold is 0, its chunks giving what one thread gives', async () => {
    const ms = ['intercessors', 'leman russ'].flatMap((a) => ['rhino', 'big'].map((t) => matchup(a, t)));
    const serial = await runEach(tenthMatchups, ms, 1, false);
    pools.made = 0;
    pools.tasks = 0;
    expect(await runEach(tenthMatchups, ms, 2, false)).toEqual(serial);
    expect(pools.made).toBe(0);
    vi.stubEnv('WH40K_THREADS_FROM_WORK', '0');
    expect(await runEach(tenthMatchups, ms, 2, false)).toEqual(serial);
    expect(pools.made).toBe(1);
    // 4 matchups, this thread and one worker taking two chunks at once, each a quarter of what is left: 1 and 1.
    expect(pools.tasks).toBe(2);
  });

  it('a matchup that fails in a worker fails alone, with the reason it gives without threads', async () => {
    vi.stubEnv('WH40K_THREADS_FROM_WORK', '0');
    const ms = [matchup('big', 'rhino'), matchup('intercessors', 'rhino'), { ...matchup('heavy', 'big'), options: { melee: true } }, matchup('heavy', 'big')];
    const serial = await runEach(tenthMatchups, ms, 1, false);
    expect(serial.map((o) => (o.kills === null ? o.reason : 'computed'))).toEqual([
      'Big Test has no ranged weapons that can attack here',
      'computed',
      'Heavy Test has no melee weapons that can attack here',
      'computed',
    ]);
    expect(await runEach(tenthMatchups, ms, 2, false)).toEqual(serial);
  });
});
