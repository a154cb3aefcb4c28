/**
 * The legacy calc's options as the review of issue 14 found them: the ruleset's defaults applied in
 * one place (scripts and the CLI alike), inert options noted (README 'Contradictory and inert
 * options'), a second --ruleset refused, and vehicleSpeed spelt one way in options, output and files.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { calculateLegacyMatchup } from '../../src/matchup/legacy-calculate.js';
import { legacyJson } from '../../src/matchup/legacy-json.js';
import { loadLegacyUnits } from '../../src/profiles/legacy-load.js';
import { dataFolder, STACK_TRACE, wh40k } from './run.js';

const unit = (name: string, rules: string) =>
  [
    'ruleset: legacy',
    `name: ${name}`,
    'faction: Tests',
    'source: tests/cli',
    'type: Infantry',
    'stats: { WS: 4, BS: 4, S: 4, T: 4, W: 1, I: 4, A: 1, Ld: 8, Sv: 4+ }',
    `rules: [${rules}]`,
    'models:',
    `  - { name: ${name}, count: 1, weapons: [Bolter] }`,
    'weapons:',
    '  - { name: Bolter, range: 24, S: 4, AP: 5, type: Assault 1 }',
    '',
  ].join('\n');

const data = dataFolder({ 'legacy/haters.yaml': unit('Haters', 'Hatred'), 'legacy/dummies.yaml': unit('Dummies', '').replace('count: 1', 'count: 10') });
afterAll(data.cleanup);
const legacy = (...args: string[]) => wh40k(['--ruleset', 'legacy', '--data', data.dir, ...args], { COLUMNS: '160' });

interface Json {
  conditions: Record<string, unknown>;
  total: { hits: number };
  notes: string[];
}
const calcJson = (...args: string[]): Json => {
  const r = legacy('calc', ...args, '--format', 'json');
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as Json;
};

describe("the legacy ruleset's defaults, the same for scripts and the CLI", () => {
  // 7th edition core rules, WS chart: WS4 against WS4 hits on 4+ (1/2). 004 'Hatred': failed To Hit rolls
  // re-rolled in the first round of a combat: 1/2 + 1/2 x 1/2 = 3/4. The first round is the default.
  it('a script that gives no firstRound gets the first round: Hatred hits 3/4, as the CLI', async () => {
    const units = await loadLegacyUnits([data.dir]);
    const report = await calculateLegacyMatchup(units, 'haters', 'dummies', { melee: true });
    expect(report.result.weapons[0].hits).toBeCloseTo(3 / 4, 12);
    expect(legacyJson(report).conditions.firstRound).toBe(true);
    expect(legacyJson(report).conditions.facing).toBe('front');
    const cli = calcJson('haters', 'vs', 'dummies', '--melee');
    expect(cli.total.hits).toBeCloseTo(3 / 4, 12);
    expect(cli.conditions.firstRound).toBe(true);
  });

  it('firstRound false, or given as undefined (the default kept), from a script', async () => {
    const units = await loadLegacyUnits([data.dir]);
    const later = await calculateLegacyMatchup(units, 'haters', 'dummies', { melee: true, firstRound: false });
    expect(later.result.weapons[0].hits).toBeCloseTo(1 / 2, 12);
    const undefinedGiven = await calculateLegacyMatchup(units, 'haters', 'dummies', { melee: true, firstRound: undefined, facing: undefined });
    expect(undefinedGiven.result.weapons[0].hits).toBeCloseTo(3 / 4, 12);
    expect(calcJson('haters', 'vs', 'dummies', '--melee', '--no-first-round').total.hits).toBeCloseTo(1 / 2, 12);
  });
});

describe('legacy options that have nothing to act on get a note (exit 0, the numbers unchanged)', () => {
  // BS4 shooting hits on 3+: 2/3 a shot, whatever the inert option; WS4 vs WS4 with Hatred 3/4 in melee.
  it.each([
    [['--ranged', '--facing', 'rear'], '--facing has no effect: Dummies is not a vehicle', 2 / 3],
    [['--ranged', '--vehicle-speed', 'flat-out'], '--vehicle-speed has no effect on shooting attacks', 2 / 3],
    [['--ranged', '--blast-hits', '3'], '--blast-hits has no effect: Haters has no Blast or Template weapon', 2 / 3],
    [['--ranged', '--barrage-circles', '1,1,1,1,1'], '--barrage-circles has no effect: Haters has no Apocalyptic Barrage weapon', 2 / 3],
    [['--ranged', '--mega-blast-zones', '1,2,3'], '--mega-blast-zones has no effect: Haters has no Apocalyptic Mega-blast weapon', 2 / 3],
    [['--ranged', '--supercharge'], '--supercharge has no effect: Haters has no Gets Hot weapon', 2 / 3],
    [['--ranged', '--jink'], '--jink has no effect: no model of Dummies has Jink', 2 / 3],
    [['--ranged', '--force'], '--force has no effect: Haters has no Force weapon', 2 / 3],
    [['--ranged', '--smash-attack'], '--smash-attack has no effect on shooting attacks', 2 / 3],
    [['--melee', '--smash-attack'], '--smash-attack has no effect: no model of Haters has Smash', 3 / 4],
    [['--melee', '--half-range'], '--half-range has no effect on melee attacks', 3 / 4],
    [['--melee', '--moved'], '--moved has no effect on melee attacks', 3 / 4],
  ])('%j: "%s"', (options, note, hits) => {
    const j = calcJson('haters', 'vs', 'dummies', ...options);
    expect(j.notes).toContain(note);
    expect(j.total.hits).toBeCloseTo(hits, 12);
  });

  it('an option that acts gets no such note: --facing rear at the Rhino, --jink at Attack Bikes (Jink)', () => {
    const atRhino = wh40k(['--ruleset', 'legacy', 'calc', 'tactical squad', 'vs', 'rhino', '--facing', 'rear', '--jink', '--format', 'json']);
    expect(atRhino.status, atRhino.stderr).toBe(0);
    const notes = (JSON.parse(atRhino.stdout) as Json).notes;
    expect(notes.filter((n) => n.startsWith('--facing'))).toEqual([]);
    expect(notes).toContain('--jink has no effect: no model of Rhino has Jink');
    const atBikes = wh40k(['--ruleset', 'legacy', 'calc', 'tactical squad', 'vs', 'attack bike squad', '--jink', '--format', 'json']);
    expect((JSON.parse(atBikes.stdout) as Json).notes.filter((n) => n.startsWith('--jink'))).toEqual([]);
  });
});

describe('--ruleset given twice', () => {
  it('naming two rulesets is a usage error (exit 2); naming one twice is not', () => {
    const r = legacy('calc', 'haters', 'vs', 'dummies', '--ruleset', '10th');
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('wh40k: --ruleset given twice, as legacy and 10th: a command line is of one ruleset\n');
    expect(r.stderr).not.toMatch(STACK_TRACE);
    expect(legacy('calc', 'haters', 'vs', 'dummies', '--ruleset', 'legacy', '-q').status).toBe(0);
  });
});

describe('vehicleSpeed spelt one way: as --vehicle-speed takes it, in the JSON, the table and scenario files', () => {
  // 7th edition core rules, 'Vehicles and Close Combat': a non-Walker that moved Flat Out is hit on 6+: 1/6 of the attacks hit.
  it('--vehicle-speed flat-out shows flat-out, and a scenario file with the JSON\'s value computes the same', () => {
    const j = calcJson('genestealers', 'vs', 'rhino', '--melee', '--vehicle-speed', 'flat-out');
    expect(j.conditions.vehicleSpeed).toBe('flat-out');
    const table = legacy('calc', 'genestealers', 'vs', 'rhino', '--melee', '--vehicle-speed', 'flat-out');
    expect(table.stdout).toContain('conditions: firstRound, vehicleSpeed flat-out\n');
    const scenario = dataFolder({ 's.yaml': ['ruleset: legacy', 'matchups:', '  - attacker: genestealers', '    target: rhino', '    melee: true', `    vehicleSpeed: ${String(j.conditions.vehicleSpeed)}`, ''].join('\n') });
    try {
      const run = legacy('run', `${scenario.dir}/s.yaml`, '--format', 'json');
      expect(run.status, run.stderr).toBe(0);
      const [m] = (JSON.parse(run.stdout) as { matchups: (Json & { total: { attacks: number; hits: number } })[] }).matchups;
      expect(m.conditions).toEqual(j.conditions);
      expect(m.total.hits / m.total.attacks).toBeCloseTo(1 / 6, 12);
    } finally {
      scenario.cleanup();
    }
  });
});
