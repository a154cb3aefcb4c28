/**
 * The commands of 10th edition under `--ruleset legacy` (issue 14): show, validate, completion, and
 * the refusals of import and roster with their reason; the notes' convention of calc, compare
 * and run (10th edition's calc: in a table's or Markdown's document, on stderr beside json and csv).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bashComplete, dataFolder, ROOT, STACK_TRACE, wh40k, type Run } from './run.js';

const legacy = (...args: string[]) => wh40k(['--ruleset', 'legacy', ...args], { COLUMNS: '160' });

function usageError(r: Run, message: string): void {
  expect(r.status).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr).toBe(`${message}\n`);
  expect(r.stderr).not.toMatch(STACK_TRACE);
}

const GOOD_SCENARIO = ['ruleset: legacy', 'matchups:', '  - attacker: tactical squad', '    target: rhino', '    facing: side', ''].join('\n');
// Three problems: an attacker misspelt (line 3), melee and ranged together (line 6), a 10th-edition target (line 8).
const BAD_SCENARIO = [
  'ruleset: legacy',
  'matchups:',
  '  - attacker: tactical squd',
  '    target: ork boyz',
  '    melee: true',
  '    ranged: true',
  '  - attacker: rhino',
  '    target: intercessors',
  '',
].join('\n');
// The bundled Rhino with its storm bolter's type misspelt (data/legacy/rhino.yaml, line 19; its type: key at column 51).
const BAD_UNIT = readFileSync(join(ROOT, 'data', 'legacy', 'rhino.yaml'), 'utf8').replace('type: Assault 2', 'type: Asault 2');
const BAD_TYPE = 'weapons[0].type: expected a type like "Rapid Fire", "Assault 2", "Heavy D6", "Salvo 2/4", "Pistol", "Ordnance 1" or "Melee", got "Asault 2"';

describe('wh40k --ruleset legacy show', () => {
  it("the Rhino's profile: its armour 11/11/10, 3 Hull Points, Tank and Transport, storm bolter S4 AP5 Assault 2 (data/legacy/rhino.yaml)", () => {
    const r = legacy('show', 'rhino');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe('Rhino (Space Marines, Vehicle, 1 model, points 35)');
    expect(r.stdout).toContain('│ Rhino │    11 │   11 │   10 │           3 │ Tank, Transport │');
    expect(r.stdout).toContain('│ Storm bolter │ 24"   │ 4 │  5 │ Assault 2 │ -     │');
    // A vehicle's "-" characteristics are "-", not 0; its BS is 4.
    expect(r.stdout).toContain('│ Rhino │ 1      │  - │  4 │ - │ - │ - │ - │ - │  - │  - │   - │ Storm bolter │ -     │');
  });

  // BSData/wh40k-7th-edition, 'Space Marines - Codex (2015).cat': the Sergeant is A1 Ld8 (A2 Ld9 is the Veteran Sergeant, +10 points).
  it("the Tactical Squad: 9 Space Marines (4 to 9) and a Sergeant, A1 Ld8 as they, WS4 BS4 S4 T4 W1 I4 Sv3+, its USR and points 140 + 14 a model", () => {
    const r = legacy('show', 'tactical', 'squad');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe('Tactical Squad (Space Marines, Infantry, 10 models, points 140, +14 a model)');
    expect(r.stdout).toContain('rules: And They Shall Know No Fear\n');
    expect(r.stdout).toContain('│ Space Marine          │ 9 (4-9) │  4 │  4 │ 4 │ 4 │ 1 │ 4 │ 1 │  8 │ 3+ │   - │ Boltgun, Bolt pistol │ -     │');
    expect(r.stdout).toContain('│ Space Marine Sergeant │ 1       │  4 │  4 │ 4 │ 4 │ 1 │ 4 │ 1 │  8 │ 3+ │   - │ Boltgun, Bolt pistol │ -     │');
    expect(r.stdout).toContain('│ Boltgun     │ 24"   │ 4 │  5 │ Rapid Fire │ -     │');
  });

  it('json is the unit as loaded; csv the long form; Markdown the sheets', () => {
    const json = JSON.parse(legacy('show', 'terminators', '--format', 'json').stdout) as { kind: string; ruleset: string; unit: { name: string; models: { stats: { Sv: number; invulnerable?: number } }[] } };
    expect(json).toMatchObject({ kind: 'unit', ruleset: 'legacy', unit: { name: 'Terminator Squad' } });
    // Terminator armour: 2+ and a 5++ invulnerable save (data/legacy/terminator-squad.yaml).
    expect(json.unit.models[0].stats).toMatchObject({ Sv: 2, invulnerable: 5 });
    expect(legacy('show', 'terminators').stdout).toContain('│ Terminator          │ 4 (4-9) │  4 │  4 │ 4 │ 4 │ 1 │ 4 │ 2 │  9 │ 2+ │ 5++ │ Storm bolter, Power fist  │ -     │');
    const csv = legacy('show', 'land raider', '--format', 'csv').stdout.split('\n');
    expect(csv[0]).toBe('section,item,field,value');
    expect(csv).toContain('vehicles,Land Raider,front,14');
    expect(csv).toContain('vehicles,Land Raider,hull points,4');
    const md = legacy('show', 'genestealers', '--format', 'markdown').stdout;
    expect(md).toContain('| Rending claws | - | User | 5 | Melee | Rending |');
  });

  it("special rules as a profile writes them, with their values; a Blast and a Template weapon's range and rules", () => {
    const unit = [
      'ruleset: legacy',
      'name: Test Rules',
      'faction: Tests',
      'source: tests/cli',
      'type: Infantry',
      'stats: { WS: 4, BS: 4, S: 4, T: 4, W: 1, I: 4, A: 1, Ld: 8, Sv: 4+, invulnerable: 6++ }',
      'rules: [Preferred Enemy (Orks), Feel No Pain (5+)]',
      'models: [{ name: Trooper, count: 2, rules: [Stealth], weapons: [Needler, Flamer, Frag launcher] }]',
      'weapons:',
      '  - { name: Needler, range: 18, S: 1, AP: 5, type: Assault 3, rules: [Poisoned (2+), Rending] }',
      '  - { name: Flamer, range: Template, S: 4, AP: 5, type: Assault 1 }',
      '  - { name: Frag launcher, range: 48, S: 4, AP: 6, type: Heavy 1, rules: [Large Blast] }',
    ].join('\n');
    const { dir, cleanup } = dataFolder({ 'legacy/rules.yaml': unit });
    try {
      const r = legacy('--data', dir, 'show', 'test rules');
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toContain('rules: Preferred Enemy (Orks), Feel No Pain (5+)\n');
      expect(r.stdout).toContain('│ 4+ │ 6++ │ Needler, Flamer, Frag launcher │ Stealth │');
      expect(r.stdout).toContain('│ Needler       │ 18"      │ 1 │  5 │ Assault 3 │ Poisoned (2+), Rending │');
      expect(r.stdout).toContain('│ Flamer        │ Template │ 4 │  5 │ Assault 1 │ -                      │');
      expect(r.stdout).toContain('│ Frag launcher │ 48"      │ 4 │  6 │ Heavy 1   │ Large Blast            │');
    } finally {
      cleanup();
    }
  });

  it('an unknown or a 10th-edition unit is an input error (exit 2)', () => {
    const unknown = legacy('show', 'rhinoo');
    expect(unknown.status).toBe(2);
    // Rhino is one edit away; the others tie further off, in any order.
    expect(unknown.stderr).toMatch(/^wh40k: unknown legacy unit "rhinoo"; closest: Rhino, [^,]+, [^,]+\n$/);
    usageError(legacy('show', 'intercessors'), 'wh40k: "intercessors" is a 10th-edition unit: a legacy matchup takes legacy units only (`wh40k --ruleset legacy units` lists them)');
  });
});

describe('the data commands written once over the ruleset value (issue 27)', () => {
  it('legacy units --faction: one faction\'s units (any case); a faction none has is a usage error naming those there are', () => {
    // data/legacy: 8 units; Space Marines are Attack Bike, Devastator, Land Raider, Rhino, Tactical and
    // Terminator Squad (6), Orks Ork Boyz, Tyranids Genestealers. The old legacy list ignored --faction (8 units).
    const json = JSON.parse(legacy('units', '--faction', 'space MARINES', '--format', 'json').stdout) as { kind: string; ruleset: string; units: { name: string }[] };
    expect(json).toMatchObject({ kind: 'units', ruleset: 'legacy' });
    expect(json.units.map((u) => u.name)).toEqual(['Attack Bike Squad', 'Devastator Squad', 'Land Raider', 'Rhino', 'Tactical Squad', 'Terminator Squad']);
    expect(legacy('units', '--faction', 'orks').stdout).toMatch(/\n1 units\n$/);
    usageError(legacy('units', '--faction', 'eldar'), 'wh40k: no units of faction "eldar" (factions: Orks, Space Marines, Tyranids)');
  });

  it('legacy effects --faction is refused, not ignored: the USRs are of no faction', () => {
    usageError(legacy('effects', '--faction', 'orks'), "wh40k: --faction orks: the legacy ruleset's special rules (004's USRs) are of no faction; `wh40k --ruleset legacy effects` lists them all");
  });

  it('10th-edition validate checks a legacy scenario file as one (its ruleset: line), not as a 10th-edition unit file', () => {
    // examples/legacy.yaml names Tactical Squad, Rhino, Genestealers, Terminator Squad...: all bundled legacy units.
    // The old 10th-edition validate reported 8 schema errors (name, faction, source... missing; matchups unknown).
    const r = wh40k(['validate', 'examples/legacy.yaml']);
    expect([r.status, r.stdout]).toEqual([0, '1 file OK\n']);
    const { dir, cleanup } = dataFolder({ 'bad.yaml': BAD_SCENARIO });
    try {
      const bad = wh40k(['validate', join(dir, 'bad.yaml')]);
      expect(bad.status).toBe(2);
      expect(bad.stdout).toContain(`${join(dir, 'bad.yaml')}:6:5 ranged: a matchup is melee or ranged, not both\n`);
    } finally {
      cleanup();
    }
  });

  it('10th-edition show of a legacy unit says it is one, as calc does', () => {
    const r = wh40k(['show', 'tactical', 'squad']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^wh40k: "tactical squad" is a unit of --ruleset legacy/);
  });
});

describe('wh40k --ruleset legacy validate', () => {
  it('the bundled legacy units and the example scenario are valid (exit 0)', () => {
    const r = legacy('validate');
    expect(r.status, r.stdout).toBe(0);
    expect(r.stdout).toBe('8 files OK\n');
    const s = legacy('validate', 'examples/legacy.yaml', 'data/legacy');
    expect(s.status, s.stdout).toBe(0);
    expect(s.stdout).toBe('9 files OK\n');
  });

  it('every problem of every file in one run: a scenario\'s unknown units and melee with ranged, a unit file\'s type (exit 2)', () => {
    const { dir, cleanup } = dataFolder({ 'bad.yaml': BAD_SCENARIO, 'good.yaml': GOOD_SCENARIO, 'gunner.yaml': BAD_UNIT });
    try {
      const r = legacy('validate', dir);
      expect(r.status).toBe(2);
      const at = (f: string) => join(dir, f);
      expect(r.stdout).toBe(
        [
          `${at('bad.yaml')}:3:5 attacker: unknown legacy unit "tactical squd"; closest: Tactical Squad, Attack Bike Squad, Terminator Squad`,
          `${at('bad.yaml')}:6:5 ranged: a matchup is melee or ranged, not both`,
          `${at('bad.yaml')}:8:5 target: "intercessors" is a 10th-edition unit: a legacy matchup takes legacy units only (\`wh40k --ruleset legacy units\` lists them)`,
          `${at('gunner.yaml')}:19:51 ${BAD_TYPE}`,
          '',
          '3 files, 2 with errors',
          '',
        ].join('\n'),
      );
      const json = JSON.parse(legacy('validate', dir, '--format', 'json').stdout) as { files: { file: string; ok: boolean; errors: string[] }[] };
      expect(json.files.map((f) => [f.file, f.ok, f.errors.length])).toEqual([
        [at('bad.yaml'), false, 3],
        [at('good.yaml'), true, 0],
        [at('gunner.yaml'), false, 1],
      ]);
    } finally {
      cleanup();
    }
  });

  it("a scenario of other units than a broken file's is valid; a --data folder's legacy/ is checked by default; a missing path is reported", () => {
    const { dir, cleanup } = dataFolder({ 'good.yaml': GOOD_SCENARIO, 'legacy/gunner.yaml': BAD_UNIT });
    try {
      // Issue 29 section 3: a unit file that cannot be read is left out; the scenario names bundled units only.
      const r = legacy('--data', dir, 'validate', join(dir, 'good.yaml'), join(dir, 'missing.yaml'));
      expect(r.status).toBe(2);
      expect(r.stdout).not.toContain(`${join(dir, 'good.yaml')}:`);
      expect(r.stdout).toContain(`${join(dir, 'missing.yaml')}: cannot read (ENOENT)`);
      expect(r.stdout).toMatch(/\n\n2 files, 1 with errors\n$/);
      // A scenario naming the broken file's unit says its problems.
      writeFileSync(join(dir, 'gunners.yaml'), GOOD_SCENARIO.replace('tactical squad', 'gunner'));
      const named = legacy('--data', dir, 'validate', join(dir, 'gunners.yaml'));
      expect(named.status).toBe(2);
      expect(named.stdout).toContain(`${join(dir, 'legacy', 'gunner.yaml')}:19:51 ${BAD_TYPE}`);
      const byDefault = legacy('--data', dir, 'validate');
      expect(byDefault.status).toBe(2);
      expect(byDefault.stdout).toMatch(/\n\n9 files, 1 with errors\n$/);
    } finally {
      cleanup();
    }
  });
});

describe('import and roster under --ruleset legacy: refused with the reason (exit 2)', () => {
  it('each says why, not "not available yet"', () => {
    usageError(
      legacy('import', 'bsdata', 'somewhere'),
      "wh40k: import is not a command of --ruleset legacy: the BattleScribe data (BSData) it reads is 10th edition's: there is no older-edition BattleScribe import; write legacy unit files (`wh40k --ruleset legacy schema`)",
    );
    usageError(
      legacy('roster', 'list.ros'),
      "wh40k: roster is not a command of --ruleset legacy: a BattleScribe roster is of 10th edition's data: there is no older-edition BattleScribe import; name legacy units (`wh40k --ruleset legacy units`)",
    );
  });
});

describe('wh40k --ruleset legacy completion', () => {
  const script = legacy('completion', 'bash').stdout;
  function complete(...typed: string[]): string[] {
    const r = bashComplete(script, typed);
    expect(r.stderr).toBe('');
    return r.matches;
  }

  it('bash: the legacy commands (not the refused ones), their options and values, and the legacy units', () => {
    expect(complete('')).toEqual(['calc', 'need', 'compare', 'run', 'report', 'merge', 'effects', 'list', 'show', 'validate', 'schema', 'completion']);
    expect(complete('i')).toEqual([]);
    // need is the legacy ruleset's too (issue 27), without the options it refuses (--with-options, --any-size).
    expect(complete('need', '--wi')).toEqual(['--wipe']);
    expect(complete('need', '--an')).toEqual([]);
    expect(complete('calc', '--fa')).toEqual(['--facing']);
    expect(complete('calc', '--facing', '')).toEqual(['front', 'side', 'rear']);
    expect(complete('calc', '--immo')).toEqual(['--immobilised']);
    expect(complete('calc', '--vehicle-sp')).toEqual([]);
    expect(complete('calc', 'tac')).toEqual(['tactical-marines', 'tactical-squad', 'tacticals']);
    expect(complete('show', 'land')).toEqual(['land-raider']);
    expect(complete('compare', 'rhino', 'v')).toEqual(['vs']);
  });

  it('zsh and fish load it (where installed)', () => {
    for (const shell of ['zsh', 'fish'] as const) {
      if (!existsSync(`/usr/bin/${shell}`)) continue;
      const r = legacy('completion', shell);
      expect(r.status).toBe(0);
      const { dir, cleanup } = dataFolder({ [`wh40k.${shell}`]: r.stdout });
      try {
        const file = join(dir, `wh40k.${shell}`);
        if (shell === 'fish') {
          const f = spawnSync('fish', ['--no-config', '-c', `source ${file}; complete -C 'wh40k calc --facing '`], { encoding: 'utf8', timeout: 20_000 });
          expect(f.stderr).toBe('');
          expect(f.stdout.split('\n').filter(Boolean).map((l) => l.split('\t')[0]).sort()).toEqual(['front', 'rear', 'side']);
        } else {
          const z = spawnSync('zsh', ['-f', join(ROOT, 'tests', 'cli', 'zsh-capture.zsh'), file, 'wh40k show land'], { encoding: 'utf8', timeout: 20_000 });
          expect(z.status).toBe(0);
          const after = z.stdout.slice(z.stdout.lastIndexOf('<<START>>') + '<<START>>'.length);
          expect([...after.matchAll(/<<([^>\n]*)>>/g)].map((m) => m[1])).toEqual(['land-raider']);
        }
      } finally {
        cleanup();
      }
    }
  });
});

describe("notes: 10th edition calc's convention in legacy calc, compare and run", () => {
  // Tactical Squad at a Rhino, phase not chosen: the engine's two notes (shooting; front armour).
  const NOTES = ['shooting attacks (choose with --melee or --ranged)', "Shooting at Rhino's front armour (AV 11)"];
  const commands = [
    ['calc', 'tactical squad', 'vs', 'rhino'],
    ['compare', 'tactical squad', 'vs', 'rhino'],
  ];

  it('table and Markdown: in the document; json and csv: on stderr; -q: none', () => {
    for (const args of commands) {
      const table = legacy(...args);
      expect(table.stdout).toContain(NOTES.map((n) => `note: ${n}`).join('\n'));
      expect(table.stderr).toBe('');
      const md = legacy(...args, '--format', 'markdown');
      expect(md.stdout).toContain(`\n\n${NOTES.map((n) => `- note: ${n}`).join('\n')}\n`);
      expect(md.stderr).toBe('');
      for (const format of ['json', 'csv']) {
        const r = legacy(...args, '--format', format);
        expect(r.stderr).toBe(NOTES.map((n) => `note: ${n}\n`).join(''));
        expect(r.stdout).not.toContain('note: ');
      }
      for (const format of ['markdown', 'json']) {
        const q = legacy(...args, '--format', format, '-q');
        expect(q.stderr).toBe('');
        expect(q.stdout).not.toMatch(/^-? ?note: /m);
      }
    }
  });

  it('run: the notes of its matchups, once each, the same way', () => {
    const md = legacy('run', 'examples/legacy.yaml', '--format', 'markdown');
    expect(md.stdout).toContain("- note: Shooting at Rhino's side armour (AV 11)\n");
    expect(md.stderr).toBe('');
    const json = legacy('run', 'examples/legacy.yaml', '--format', 'json');
    expect(json.stderr).toContain("note: Shooting at Rhino's side armour (AV 11)\n");
    expect(legacy('run', 'examples/legacy.yaml', '-q').stdout).not.toContain('note: ');
  });
});
