/**
 * The legacy calc's options as the review of issue 14 found them: the ruleset's defaults applied in
 * one place (scripts and the CLI alike), inert options noted (README 'Contradictory and inert
 * options'), a second --ruleset refused, and --immobilised one way in options, output and files (--vehicle-speed refused).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { calculateLegacyMatchup } from '../../src/rules/legacy/script.js';
import { legacyJson } from '../../src/rules/legacy/json.js';
import { loadLegacyUnits } from '../../src/rules/legacy/load.js';
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

/** A creature (or infantry) of three BS4 guns, the one with Gets Hot (a plasma gun) at `hotAt` in its list. */
const gunner = (name: string, type: string, hotAt: number) => {
  const guns = ['Gun A', 'Gun B'];
  guns.splice(hotAt, 0, 'Plasma gun');
  return [
    'ruleset: legacy',
    `name: ${name}`,
    'faction: Tests',
    'source: tests/cli',
    `type: ${type}`,
    'stats: { WS: 4, BS: 4, S: 6, T: 6, W: 4, I: 4, A: 3, Ld: 8, Sv: 3+ }',
    'models:',
    `  - { name: ${name}, count: 1, weapons: [${guns.join(', ')}] }`,
    'weapons:',
    '  - { name: Gun A, range: 24, S: 4, AP: 5, type: Assault 1 }',
    '  - { name: Gun B, range: 24, S: 4, AP: 5, type: Assault 1 }',
    '  - { name: Plasma gun, range: 24, S: 7, AP: 2, type: Rapid Fire, rules: [Gets Hot] }',
    '',
  ].join('\n');
};

const data = dataFolder({
  'legacy/haters.yaml': unit('Haters', 'Hatred'),
  'legacy/dummies.yaml': unit('Dummies', '').replace('count: 1', 'count: 10'),
  'legacy/hot-second.yaml': gunner('Hot Second', 'Monstrous Creature', 1),
  'legacy/hot-third.yaml': gunner('Hot Third', 'Monstrous Creature', 2),
  'legacy/hot-gargantuan.yaml': gunner('Hot Gargantuan', 'Gargantuan Creature', 2),
  'legacy/hot-infantry.yaml': gunner('Hot Infantry', 'Infantry', 1),
});
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
    [['--ranged', '--immobilised'], '--immobilised has no effect: Dummies is not a vehicle', 2 / 3],
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
    [['--melee', '--was-charged'], '--was-charged has no effect: no model of Haters has Counter-attack', 3 / 4],
    [['--melee', '--krak-grenades'], '--krak-grenades has no effect: no model of Haters has krak grenades', 3 / 4],
    [['--ranged', '--krak-grenades'], '--krak-grenades has no effect on shooting attacks', 2 / 3],
  ])('%j: "%s"', (options, note, hits) => {
    const j = calcJson('haters', 'vs', 'dummies', ...options);
    expect(j.notes).toContain(note);
    expect(j.total.hits).toBeCloseTo(hits, 12);
  });

  // 7th edition core rules, 'Monstrous Creatures': the first two weapons fire; 'Gargantuan Creatures': all of them; a
  // model of another type fires its one weapon of the phase (the first). --supercharge acts where a fired gun Gets Hot.
  it.each([
    ['hot second', false],
    ['hot third', true],
    ['hot gargantuan', false],
    ['hot infantry', true],
  ])('--supercharge from %s: inert %s, as the weapons it fires decide', (name, inert) => {
    const j = calcJson(name, 'vs', 'dummies', '--ranged', '--supercharge');
    expect(j.notes.filter((n) => n.startsWith('--supercharge'))).toEqual(inert ? [`--supercharge has no effect: ${name.replace(/\b\w/g, (c) => c.toUpperCase())} has no Gets Hot weapon`] : []);
    // Acting, the plasma gun fires supercharged (attacks.ts says so); inert, the numbers are the same as without it.
    expect(j.notes.some((n) => n.startsWith("Plasma gun: supercharged (004 'Gets Hot')"))).toBe(!inert);
    if (inert) expect(j.total).toEqual(calcJson(name, 'vs', 'dummies', '--ranged').total);
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

describe('contradictory legacy options, exit 2 with nothing on stdout', () => {
  it.each([
    // As in 10th edition: a unit shoots in its Shooting phase, before it charges in its Assault phase.
    [['--ranged', '--charged'], '--charged with ranged attacks: a unit shoots in the Shooting phase, before it charges in the Assault phase; use --melee, or leave out --charged'],
    [['--ruleset', '10th'], '--ruleset given twice, as legacy and 10th: a command line is of one ruleset'],
  ])('%j', (options, message) => {
    const r = legacy('calc', 'haters', 'vs', 'dummies', ...options);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`wh40k: ${message}\n`);
    expect(r.stderr).not.toMatch(STACK_TRACE);
  });

  it('--ruleset naming the same ruleset twice is no contradiction', () => {
    expect(legacy('calc', 'haters', 'vs', 'dummies', '--ruleset', 'legacy', '-q').status).toBe(0);
  });
});

describe('--immobilised one way in the options, the JSON, the table and scenario files; how far a vehicle moved refused', () => {
  // 7th edition core rules, 'Vehicles and Close Combat': close combat attacks hit an Immobilised vehicle automatically,
  // any other as WS 1 (Genestealers' WS6: 3+), however far it moved.
  const GONE = /how far a vehicle moved no longer counts: the 7th edition core rules \('Vehicles and Close Combat'\) hit it in close combat as WS 1/;
  it('--immobilised shows in the JSON and the table, and a scenario file and its report say the same', () => {
    const j = calcJson('genestealers', 'vs', 'rhino', '--melee', '--immobilised');
    expect(j.conditions.immobilised).toBe(true);
    expect(j.total.hits / j.total.attacks).toBeCloseTo(1, 12);
    const moving = calcJson('genestealers', 'vs', 'rhino', '--melee');
    expect(moving.total.hits / moving.total.attacks).toBeCloseTo(2 / 3, 12);
    expect(legacy('calc', 'genestealers', 'vs', 'rhino', '--melee', '--immobilised').stdout).toContain('conditions: firstRound, immobilised\n');
    const scenario = dataFolder({ 's.yaml': ['ruleset: legacy', 'matchups:', '  - attacker: genestealers', '    target: rhino', '    melee: true', '    immobilised: true', ''].join('\n') });
    try {
      const run = legacy('run', `${scenario.dir}/s.yaml`, '--format', 'json');
      expect(run.status, run.stderr).toBe(0);
      const [m] = (JSON.parse(run.stdout) as { matchups: (Json & { total: { attacks: number; hits: number } })[] }).matchups;
      expect(m.conditions).toEqual(j.conditions);
      writeFileSync(join(scenario.dir, 'run.json'), run.stdout);
      const report = legacy('report', join(scenario.dir, 'run.json'), '-o', join(scenario.dir, 'r.html'));
      expect(report.status, report.stderr).toBe(0);
      expect(readFileSync(join(scenario.dir, 'r.html'), 'utf8')).toContain('target vehicle Immobilised');
      // A run JSON of an earlier version, by how far the vehicle moved, is refused at the field.
      writeFileSync(join(scenario.dir, 'old.json'), run.stdout.replace(/"immobilised": ?true/, '"vehicleSpeed": "flat-out"'));
      const old = legacy('report', join(scenario.dir, 'old.json'), '-o', join(scenario.dir, 'r.html'));
      expect(old.status).toBe(2);
      expect(old.stderr).toMatch(/old\.json:\d+:\d+ matchups\[0\]\.conditions\.vehicleSpeed: a run of an earlier version/);
    } finally {
      scenario.cleanup();
    }
  });

  it('--vehicle-speed, a scenario file\'s vehicleSpeed and a script\'s are refused with the reason (exit 2)', async () => {
    const flag = legacy('calc', 'genestealers', 'vs', 'rhino', '--melee', '--vehicle-speed', 'flat-out');
    expect(flag.status).toBe(2);
    expect(flag.stderr).toMatch(GONE);
    const scenario = dataFolder({ 's.yaml': ['ruleset: legacy', 'matchups:', '  - attacker: genestealers', '    target: rhino', '    vehicleSpeed: flat-out', ''].join('\n') });
    try {
      const run = legacy('run', `${scenario.dir}/s.yaml`);
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(/s\.yaml:5:\d+ matchups\[0\]\.vehicleSpeed: how far a vehicle moved no longer counts/);
    } finally {
      scenario.cleanup();
    }
    const units = await loadLegacyUnits([]);
    await expect(calculateLegacyMatchup(units, 'genestealers', 'rhino', { melee: true, vehicleSpeed: 'flat-out' } as never)).rejects.toThrow(GONE);
  });
});

describe('a legacy unit file directly in a --data folder, not in its legacy/ folder', () => {
  const misplaced = dataFolder({ 'dummies.yaml': unit('Dummies', ''), 'scenario.yaml': ['ruleset: legacy', 'matchups:', '  - attacker: haters', '    target: dummies', ''].join('\n') });
  afterAll(misplaced.cleanup);
  const message = (dir: string) =>
    `${dir}/dummies.yaml:1:1 ruleset: a legacy unit file goes in its data folder's legacy/ folder (${dir}/legacy), where \`wh40k --ruleset legacy\` reads legacy units; the folder's other files are 10th edition's`;

  it.each([
    [['list']],
    [['calc', 'intercessors', 'vs', 'intercessors']],
    [['--ruleset', 'legacy', 'list']],
    [['--ruleset', 'legacy', 'calc', 'rhino', 'vs', 'rhino']],
  ])('%j says where it goes, not 10th edition schema errors (exit 2)', (args) => {
    // Only the unit file is refused: a legacy scenario file (its matchups:) is not a unit file.
    const r = wh40k(['--data', misplaced.dir, ...args]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`wh40k: ${message(misplaced.dir)}\n`);
  });

  it('validate of the data folders reports it with the same message, under either ruleset (exit 2)', () => {
    for (const ruleset of [[], ['--ruleset', 'legacy']]) {
      const r = wh40k([...ruleset, 'validate', '--data', misplaced.dir, '--format', 'json']);
      expect(r.status).toBe(2);
      const reports = (JSON.parse(r.stdout) as { files: { file: string; errors: string[] }[] }).files;
      expect(reports.find((f) => f.file.endsWith('dummies.yaml'))?.errors).toEqual([message(misplaced.dir)]);
    }
  });
});

describe('--vary barrage-circles and mega-blast-zones: knobs, a value\'s numbers parted by /', () => {
  const gunner = (name: string, weapon: string) =>
    ['ruleset: legacy', `name: ${name}`, 'faction: Tests', 'source: tests/cli', 'type: Infantry', 'stats: { WS: 4, BS: 4, S: 4, T: 4, W: 1, I: 4, A: 1, Ld: 8, Sv: 3+ }', 'models:', '  - { name: Gunner, count: 1, weapons: [Gun] }', 'weapons:', `  - { name: Gun, ${weapon} }`, ''].join('\n');
  const guns = dataFolder({
    'legacy/quaker.yaml': gunner('Quaker', 'range: 240, S: 10/7/5, AP: 1/4/6, type: Ordnance 1, rules: [Apocalyptic Mega-blast]'),
    'legacy/stormer.yaml': gunner('Stormer', 'range: 240, S: 4, AP: 5, type: Heavy 2, rules: [Apocalyptic Barrage]'),
  });
  afterAll(guns.cleanup);
  const means = (...args: string[]) => {
    const r = wh40k(['--ruleset', 'legacy', '--data', guns.dir, 'calc', ...args, '--format', 'json']);
    expect(r.status, r.stderr).toBe(0);
    return (JSON.parse(r.stdout) as { rows: { value: string; kills: { mean: number } }[] }).rows.map((row) => [row.value, row.kills.mean] as const);
  };

  it('mega-blast-zones=none,1/1/1,2/0/0,0/0/1 at Ork Boyz (T4, Sv6+, 1 W each), by hand', () => {
    // 004 'Apocalyptic Mega-blast', one Ordnance shot, no To Hit roll: inner S10 AP1 wounds T4 on 2+ (5/6), no save;
    // middle S7 AP4 on 2+ (5/6), no 6+ save; outer S5 AP6 on 3+ (2/3), the 6+ save ignored. Each Wound kills a Boy.
    // none: the default zones 5, 2, 3: 25/6 + 10/6 + 2 = 47/6; 1/1/1: 5/6 + 5/6 + 2/3 = 7/3; 2/0/0: 5/3; 0/0/1: 2/3.
    const rows = means('quaker', 'vs', 'ork boyz', '--vary', 'mega-blast-zones=none,1/1/1,2/0/0,0/0/1');
    expect(rows.map(([v]) => v)).toEqual(['mega-blast-zones=none', 'mega-blast-zones=1/1/1', 'mega-blast-zones=2/0/0', 'mega-blast-zones=0/0/1']);
    [47 / 6, 7 / 3, 5 / 3, 2 / 3].forEach((mean, i) => expect(rows[i][1]).toBeCloseTo(mean, 12));
  });

  it('barrage-circles=2/2/2/2/2,0/0/0/0/0: two strikes of 2 models each, or none', () => {
    // 004 'Apocalyptic Barrage': each strike hits the models under its circle; 2 under every circle: 2 shots x 2 = 4 hits,
    // S4 v T4 wounds on 4+, AP5 beats Sv6+: each kills 1/2, mean 2. None under any: 0.
    const rows = means('stormer', 'vs', 'ork boyz', '--vary', 'barrage-circles=2/2/2/2/2,0/0/0/0/0');
    expect(rows[0][1]).toBeCloseTo(2, 12);
    expect(rows[1][1]).toBe(0);
  });

  it('a value of the wrong count is a usage error (exit 2)', () => {
    const r = wh40k(['--ruleset', 'legacy', '--data', guns.dir, 'calc', 'quaker', 'vs', 'ork boyz', '--vary', 'mega-blast-zones=1/1']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('wh40k: --vary mega-blast-zones: expected none or 3 numbers 0 to 200 parted by /, like 3/3/3, got "1/1"\n');
  });
});
