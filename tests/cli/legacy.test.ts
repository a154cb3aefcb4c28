/**
 * `wh40k --ruleset legacy` (issue 14) as a user runs it: the calc's table and JSON with numbers
 * derived by hand (7th edition core rules: To Hit by BS and WS, the To Wound chart, AP against Sv),
 * the legacy data commands, and every refusal with its message and exit 2.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataFolder, ROOT, STACK_TRACE, wh40k, type Run } from './run.js';

const WIDE = { COLUMNS: '100' };

const BLASTER = [
  'ruleset: legacy',
  'name: Test Blaster',
  'faction: Tests',
  'source: tests/cli',
  'type: Infantry',
  'stats: { WS: 4, BS: 4, S: 4, T: 4, W: 1, I: 4, A: 1, Ld: 8, Sv: 3+ }',
  'models:',
  '  - { name: Gunner, count: 1, weapons: [Frag launcher] }',
  'weapons:',
  '  - { name: Frag launcher, range: 48, S: 4, AP: 6, type: Heavy 1, rules: [Blast] }',
].join('\n');
const HARPY = [
  'ruleset: legacy',
  'name: Test Harpy',
  'faction: Tests',
  'source: tests/cli',
  'type: Flying Monstrous Creature',
  'stats: { WS: 3, BS: 3, S: 5, T: 5, W: 4, I: 2, A: 2, Ld: 6, Sv: 4+ }',
  'rules: [Vector Strike]',
  'models:',
  '  - { name: Harpy, count: 1, weapons: [Stranglethorn cannon] }',
  'weapons:',
  '  - { name: Stranglethorn cannon, range: 36, S: 7, AP: 5, type: Assault 1, rules: [Large Blast] }',
].join('\n');
const legacy = (...args: string[]) => wh40k(['--ruleset', 'legacy', ...args], WIDE);

function usageError(r: Run, message: string): void {
  expect(r.status, r.stderr).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr).toBe(`${message}\n`);
  expect(r.stderr).not.toMatch(STACK_TRACE);
}

const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n, k - 1) * (n - k + 1)) / k);
const binomial = (n: number, p: number, k: number) => choose(n, k) * p ** k * (1 - p) ** (n - k);

interface LegacyJson {
  ruleset: string;
  attacker: { name: string; models: number; points: number | null; phase: string };
  target: { name: string; models: number; wounds: number; profile: string };
  weapons: { name: string; count: number; attacks: number; hits: number; wounds: number; unsaved: number; kills: number }[];
  total: { attacks: number; hits: number; wounds: number; unsaved: number; kills: number };
  kills: { mean: number; distribution: number[]; atLeast: number[]; wipe: number };
}

const calcJson = (...args: string[]): LegacyJson => {
  const r = legacy('calc', ...args, '--format', 'json', '-q');
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as LegacyJson;
};

describe('wh40k --ruleset legacy calc', () => {
  it('tactical squad vs ork boyz --half-range: Rapid Fire doubles the shots, AP5 beats the Boyz 6+ save', () => {
    // 10 Space Marines, 2 boltgun shots each at half range (Rapid Fire) = 20; BS4 hits on 3+ (2/3)
    // = 13.33; S4 against T4 wounds on 4+ (1/2) = 6.67; AP5 is better than Sv6+: no armour save, so
    // 6.67 unsaved; each Boy has 1 W and the 29 Boys take wounds before the Nob: kills = wounds.
    // Each shot kills with 2/3 x 1/2 = 1/3: kills ~ Binomial(20, 1/3).
    const j = calcJson('tactical squad', 'vs', 'ork boyz', '--half-range');
    expect(j.ruleset).toBe('legacy');
    expect(j.attacker).toEqual({ name: 'Tactical Squad', models: 10, points: 140, phase: 'shooting' });
    expect(j.target).toEqual({ name: 'Ork Boyz', models: 30, wounds: 31, profile: 'T4 Sv6+' });
    expect(j.total.attacks).toBeCloseTo(20, 9);
    expect(j.total.hits).toBeCloseTo(40 / 3, 9);
    expect(j.total.wounds).toBeCloseTo(20 / 3, 9);
    expect(j.total.unsaved).toBeCloseTo(20 / 3, 9);
    expect(j.kills.mean).toBeCloseTo(20 / 3, 9);
    for (const k of [0, 1, 7, 20]) expect(j.kills.distribution[k]).toBeCloseTo(binomial(20, 1 / 3, k), 9);
    expect(j.kills.wipe).toBe(0);
    // Two groups fire boltguns: each row names its group (9 Space Marines with 18 shots, the Sergeant with 2).
    expect(j.weapons.map((w) => [w.name, w.count, w.attacks])).toEqual([
      ['Boltgun (Space Marine)', 9, 18],
      ['Boltgun (Space Marine Sergeant)', 1, 2],
    ]);
  });

  it('without --half-range a boltgun fires once: Binomial(10, 1/3)', () => {
    const j = calcJson('tactical squad', 'vs', 'ork boyz');
    expect(j.total.attacks).toBeCloseTo(10, 9);
    expect(j.kills.mean).toBeCloseTo(10 / 3, 9);
    expect(j.kills.atLeast[1]).toBeCloseTo(1 - (2 / 3) ** 10, 9);
  });

  it('--cover 5+ gives the Boyz a 5+ save where AP5 left them none', () => {
    // As above, 6.67 wounds; the cover save passes on 5+ (1/3): 6.67 x 2/3 = 4.44 unsaved.
    const j = calcJson('tactical squad', 'vs', 'ork boyz', '--half-range', '--cover', '5+');
    expect(j.total.unsaved).toBeCloseTo(40 / 9, 9);
    expect(j.kills.mean).toBeCloseTo(40 / 9, 9);
  });

  it('--melee: one Pistol is one melee weapon (A1, the Sergeant A1 too), and the Boyz keep their 6+ save', () => {
    // 10 x 1 = 10 attacks; WS4 v WS4 hits on 4+ = 5; S4 v T4 wounds on 4+ = 2.5; AP "-" leaves
    // the 6+ armour save (fails 5/6): 2.08 unsaved, each a dead Boy.
    const j = calcJson('tactical squad', 'vs', 'ork boyz', '--melee');
    expect(j.attacker.phase).toBe('melee');
    expect(j.total.attacks).toBeCloseTo(10, 9);
    expect(j.total.hits).toBeCloseTo(5, 9);
    expect(j.total.wounds).toBeCloseTo(2.5, 9);
    expect(j.total.unsaved).toBeCloseTo((2.5 * 5) / 6, 9);
  });

  it('--vector-strike and a scenario file\'s vectorStrike: the flyer\'s one hit at its own S, AP2, Ignores Cover', () => {
    // 004 'Vector Strike': 1 hit at the model's unmodified Strength (S5) and AP2, Ignores Cover, none of its rules.
    // S5 v T4 wounds on 3+ (4/6); AP2 beats the Boyz' 6+ and --cover 4+ is ignored: P(1 kill) = 2/3.
    const { dir, cleanup } = dataFolder({
      'strike.yaml': 'ruleset: legacy\nmatchups:\n  - attacker: test harpy\n    target: ork boyz\n    vectorStrike: true\n    cover: 4+\n',
    });
    try {
      mkdirSync(join(dir, 'legacy'));
      writeFileSync(join(dir, 'legacy', 'harpy.yaml'), HARPY);
      const r = wh40k(['--ruleset', 'legacy', '--data', dir, 'calc', 'test harpy', 'vs', 'ork boyz', '--vector-strike', '--cover', '4+', '--format', 'json', '-q']);
      expect(r.status, r.stderr).toBe(0);
      const j = JSON.parse(r.stdout) as LegacyJson;
      expect(j.weapons.map((w) => [w.name, w.hits])).toEqual([['Vector Strike', 1]]);
      expect(j.kills.mean).toBeCloseTo(2 / 3, 12);
      const run = wh40k(['--ruleset', 'legacy', '--data', dir, 'run', join(dir, 'strike.yaml'), '--format', 'json', '-q']);
      expect(run.status, run.stderr).toBe(0);
      const m = (JSON.parse(run.stdout) as { matchups: { kills: { mean: number } }[] }).matchups[0];
      expect(m.kills.mean).toBeCloseTo(2 / 3, 12);
    } finally {
      cleanup();
    }
  });

  it('a --data folder\'s legacy/ units join; --blast-hits N is the hits of each Blast shot, its default a note', () => {
    // One Blast shot with --blast-hits 4: 4 hits, no To Hit roll; S4 v T4 wounds on 4+; AP6 leaves the Boyz
    // no save: kills ~ Binomial(4, 1/2) = 1/16, 4/16, 6/16, 4/16, 1/16.
    const { dir, cleanup } = dataFolder({});
    try {
      mkdirSync(join(dir, 'legacy'));
      writeFileSync(join(dir, 'legacy', 'blaster.yaml'), BLASTER);
      const r = wh40k(['--ruleset', 'legacy', '--data', dir, 'calc', 'test blaster', 'vs', 'ork boyz', '--blast-hits', '4', '--format', 'json', '-q']);
      expect(r.status, r.stderr).toBe(0);
      const j = JSON.parse(r.stdout) as LegacyJson;
      expect(j.total).toEqual({ attacks: 1, hits: 4, wounds: 2, unsaved: 2, kills: 2 });
      [1, 4, 6, 4, 1].forEach((n, k) => expect(j.kills.distribution[k]).toBeCloseTo(n / 16, 12));
      const table = wh40k(['--ruleset', 'legacy', '--data', dir, 'calc', 'test blaster', 'vs', 'ork boyz']);
      expect(table.stdout.split('\n')[0]).toBe('Test Blaster (1 model, shooting) vs Ork Boyz (30 models, T4 Sv6+, 31 wounds)');
      expect(table.stdout).toContain('note: Frag launcher: 3 models hit per blast shot (the default; --blast-hits sets it)\n');
    } finally {
      cleanup();
    }
  });

  it('refuses a matchup past the legacy work budget at once: exit 1, what to reduce, no stack trace', () => {
    // 200 Land Raiders with 10 Heavy 1 lascannons each at a squadron of 200: 2,000 hits on 200 x 1,762 damage
    // states, with the damage table per penetrating hit: far past 2e8 steps (it ran for minutes before the budget).
    const { dir, cleanup } = dataFolder({});
    try {
      mkdirSync(join(dir, 'legacy'));
      const guns = Array.from({ length: 10 }, (_, i) => `  - { name: L${i + 1}, range: 48, S: 9, AP: 2, type: Heavy 1 }`);
      writeFileSync(join(dir, 'legacy', 'horde.yaml'), [
        'ruleset: legacy', 'name: Raider Horde', 'faction: Test', 'source: test', 'type: Vehicle', 'models:',
        '  - name: Land Raider', '    count: 200',
        '    stats: { WS: "-", BS: 4, S: "-", T: "-", W: "-", I: "-", A: "-", Ld: "-", Sv: "-" }',
        '    vehicle: { front: 14, side: 14, rear: 14, hullPoints: 20, types: [Tank] }',
        `    weapons: [${guns.map((_, i) => `L${i + 1}`).join(', ')}]`, 'weapons:', ...guns, '',
      ].join('\n'));
      const r = wh40k(['--ruleset', 'legacy', '--data', dir, 'calc', 'raider horde', 'vs', 'raider horde', '-q']);
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/^wh40k: this calculation needs about \S+ steps \(limit 2\.0e\+8, under a second\): L1 makes up to 200 hits on Raider Horde \(200 models\); use fewer attacking models or shots, or a smaller target unit\n$/);
      expect(r.stderr).not.toMatch(STACK_TRACE);
    } finally {
      cleanup();
    }
  });

  it('validate checks a folder\'s legacy units with their own schema (exit 2 on a problem)', () => {
    const { dir, cleanup } = dataFolder({});
    try {
      mkdirSync(join(dir, 'legacy'));
      writeFileSync(join(dir, 'legacy', 'blaster.yaml'), BLASTER.replace('rules: [Blast]', 'rules: [Blast, Rendng]'));
      const r = wh40k(['validate', dir]);
      expect(r.status).toBe(2);
      expect(r.stdout).toContain(`${join(dir, 'legacy', 'blaster.yaml')}:10:82 weapons[0].rules[1]: unknown special rule "Rendng" (did you mean "Rending"?)`);
    } finally {
      cleanup();
    }
  });

  it('genestealers vs terminators --charged: the whole table', () => {
    // 10 Genestealers, A2 +1 on the charge = 30 attacks; WS6 against WS4 (higher) hits on 3+ = 20;
    // S4 v T4 wounds on 4+ = 10. A wound roll of 6 Rends (AP2: only the 5++ save, fails 2/3), a 4 or 5
    // meets the 2+ armour save (fails 1/6): per attack 2/3 x (1/6 x 2/3 + 1/3 x 1/6) = 1/9, so the
    // unsaved wounds ~ Binomial(30, 1/9) and the kills are that capped at the squad's 5 models:
    // P(wipe) = P(X >= 5) = 23.6%, P(0) = (8/9)^30 = 2.9%.
    const wipe = 1 - [0, 1, 2, 3, 4].reduce((s, k) => s + binomial(30, 1 / 9, k), 0);
    const mean = [0, 1, 2, 3, 4].reduce((s, k) => s + k * binomial(30, 1 / 9, k), 0) + 5 * wipe;
    const j = calcJson('genestealers', 'vs', 'terminators', '--charged');
    expect(j.kills.wipe).toBeCloseTo(wipe, 9);
    expect(j.kills.distribution[0]).toBeCloseTo((8 / 9) ** 30, 9);
    expect(j.kills.mean).toBeCloseTo(mean, 9);
    const r = legacy('calc', 'genestealers', 'vs', 'terminators', '--charged');
    // P(exactly k), P(at least k) and the bar's length (the longest, 30, at the most likely k).
    const bars: [string, string, number][] = [
      ['2.9%', '100%', 4],
      ['11.0%', '97.1%', 14],
      ['19.8%', '86.1%', 25],
      ['23.2%', '66.3%', 29],
      ['19.5%', '43.1%', 25],
      ['23.6%', '23.6%', 30],
    ];
    const distribution = (label: string) => {
      const line = (l: string, m: string, r: string) => `${l}${'─'.repeat(label.length + 2)}${m}──────────────${m}───────────────${m}────────────────────────────────${r}`;
      return [
        line('┌', '┬', '┐'),
        `│ ${label} │ P(exactly k) │ P(at least k) │                                │`,
        ...bars.map(([exactly, atLeast, bar], k) => `│ ${String(k).padEnd(label.length)} │ ${exactly.padStart(12)} │ ${atLeast.padStart(13)} │ ${'█'.repeat(bar).padEnd(30)} │`),
        line('└', '┴', '┘'),
      ];
    };
    // The table shows the same numbers rounded: P(wipe) and the mean as derived above.
    expect(r.stdout).toContain(`mean ${mean.toFixed(2)}, median 3, 10th-90th percentile 1-5, P(wipe) ${(100 * wipe).toFixed(1)}%`);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe(
      [
        'Genestealers (10 models, melee) vs Terminator Squad (5 models, T4 Sv2+ 5++, 5 wounds)',
        'ruleset: legacy',
        'conditions: charged, firstRound',
        '',
        'Expected (exact)',
        '┌───────────────┬────┬─────────┬───────┬────────┬─────────┬───────┐',
        '│ Weapon        │  # │ Attacks │  Hits │ Wounds │ Unsaved │ Kills │',
        '│ Rending claws │ 10 │   30.00 │ 20.00 │  10.00 │    3.16 │  3.16 │',
        '│ Total         │    │   30.00 │ 20.00 │  10.00 │    3.16 │  3.16 │',
        '└───────────────┴────┴─────────┴───────┴────────┴─────────┴───────┘',
        '',
        'Models destroyed: mean 3.16, median 3, 10th-90th percentile 1-5, P(wipe) 23.6%',
        ...distribution('Models destroyed (k)'),
        '',
        // One wound a Terminator: the wounds lost are the models destroyed, the same distribution.
        'Damage dealt (wounds lost of 5): mean 3.16, median 3, 10th-90th percentile 1-5',
        ...distribution('Damage dealt (k)'),
        '',
        'note: melee attacks (choose with --melee or --ranged)',
        "note: Wounds are allocated to Terminator Squad's models in the unit file's order: Terminator, Terminator Sergeant",
        '',
      ].join('\n'),
    );
    expect(r.stderr).toBe('');
  });

  it('refuses a Rhino in close combat, a 10th-edition unit, an unknown unit and 10th-edition options and commands (exit 2)', () => {
    usageError(legacy('calc', 'rhino', 'vs', 'tactical squad', '--melee'), 'wh40k: Rhino: a vehicle that is not a Walker makes no close combat attacks (7th edition core rules)');
    usageError(
      legacy('calc', 'tactical squad', 'vs', 'intercessors'),
      'wh40k: "intercessors" is a 10th-edition unit: a legacy matchup takes legacy units only (`wh40k --ruleset legacy units` lists them)',
    );
    usageError(legacy('calc', 'tactical squad', 'vs', 'ork boys'), 'wh40k: unknown legacy unit "ork boys"; closest: Ork Boyz, Rhino, Genestealers');
    usageError(
      legacy('calc', 'tactical squad', 'vs', 'ork boyz', '--hit-mod', '1'),
      'wh40k: --hit-mod is an option of --ruleset 10th; under --ruleset legacy, a matchup takes --charged, --half-range, --moved, --models, --target-models, --cover, --blast-hits, --barrage-circles, --mega-blast-zones, --melee, --ranged, --first-round, --no-first-round, --supercharge, --was-charged, --jink, --force, --precision-target, --facing, --vector-strike, --smash-attack, --krak-grenades, --immobilised (wh40k --ruleset legacy calc --help)',
    );
    usageError(
      legacy('calc', 'tactical squad', 'vs', 'ork boyz', '--precision-target', 'Big Nob'),
      'wh40k: precision target "Big Nob" is not a model group of Ork Boyz (its groups: Ork Boy, Boss Nob)',
    );
    usageError(legacy('calc', 'a', 'vs', 'b', '--cover', '7+'), `error: option '--cover <save>' argument '7+' is invalid. expected a D6 result 2+ to 6+, got 7`);
    usageError(wh40k(['--ruleset', '9th', 'list']), `error: option '--ruleset <ruleset>' argument '9th' is invalid. expected 10th, legacy, 11th, got "9th"`);
  });

  it('a legacy unit named in a 10th-edition matchup is an input error that says so (calc, turn, its sweep, need)', () => {
    const said = 'wh40k: "tactical squad" is a unit of --ruleset legacy: a --ruleset 10th matchup takes its own units only; name it under --ruleset legacy (wh40k --ruleset legacy calc ...)';
    usageError(wh40k(['calc', 'tactical squad', 'vs', 'intercessors']), said);
    usageError(wh40k(['turn', 'intercessors', 'vs', 'tactical squad']), said);
    usageError(wh40k(['turn', 'intercessors', 'vs', 'tactical squad', '--vary', 'overwatch=true,false']), said.replace('wh40k: ', 'wh40k: --vary overwatch=true: '));
    usageError(wh40k(['calc', 'tactical squad', 'vs', 'intercessors', '--vary', 'charged=true,false']), said.replace('wh40k: ', 'wh40k: --vary charged=true: '));
    usageError(wh40k(['need', 'tactical squad', 'vs', 'intercessors', '--wipe', '50%']), said);
  });
});

describe('wh40k --ruleset legacy units and schema; 10th edition unchanged', () => {
  it('units lists the 8 bundled legacy units, list the same', () => {
    const units = legacy('units', '--format', 'json');
    expect(units.status, units.stderr).toBe(0);
    const names = (JSON.parse(units.stdout) as { units: { name: string }[] }).units.map((u) => u.name);
    expect(names).toEqual(['Ork Boyz', 'Attack Bike Squad', 'Devastator Squad', 'Land Raider', 'Rhino', 'Tactical Squad', 'Terminator Squad', 'Genestealers']);
    expect(legacy('list', '--format', 'json').stdout).toBe(units.stdout);
  });

  it('the 10th-edition list still has its 26 units and no legacy one', () => {
    const r = wh40k(['list', '--format', 'json']);
    const units = (JSON.parse(r.stdout) as { units: { name: string; file: string }[] }).units;
    expect(units).toHaveLength(26);
    expect(units.filter((u) => u.file.includes('legacy'))).toEqual([]);
  });

  it("effects prints the engine's status of every USR of 004", () => {
    const r = legacy('effects', '--format', 'json');
    expect(r.status, r.stderr).toBe(0);
    const effects = (JSON.parse(r.stdout) as { effects: { name: string; status: string; test?: string }[] }).effects;
    expect(effects.find((e) => e.name === 'Rending')).toMatchObject({ status: 'modelled', test: expect.stringMatching(/^tests\/rules\/legacy\//) });
    expect(effects.find((e) => e.name === 'Fleet')?.status).toBe("no effect on an attack's numbers");
    // Issue 14 section 2: every rule is modelled, or has no effect on an attack's numbers (buildings' rules: no legacy profile is a building).
    expect(new Set(effects.map((e) => e.status))).toEqual(new Set(['modelled', "no effect on an attack's numbers"]));
    expect(effects.find((e) => e.name === 'Mighty Bulwark')?.status).toBe("no effect on an attack's numbers");
    expect(effects.find((e) => e.name === 'Sentry Defence System')?.status).toBe("no effect on an attack's numbers");
    const modelled = effects.filter((e) => e.status === 'modelled').length;
    expect(legacy('effects').stdout).toMatch(new RegExp(`\n91 rules: ${modelled} modelled, ${91 - modelled} with no effect on an attack's numbers\n$`));
  });

  it('schema --ruleset legacy prints the checked-in schema/legacy-unit.schema.json', () => {
    const r = legacy('schema');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe(readFileSync(join(ROOT, 'schema', 'legacy-unit.schema.json'), 'utf8'));
  });
});
