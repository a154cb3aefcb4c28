/**
 * What the binary writes: no colour codes unless stdout is a terminal and NO_COLOR is unset, and
 * user unit folders (--data) adding and overriding units.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ANSI, BIN, dataFolder, json, ROOT, wh40k } from './run.js';
import { HANG_MS } from '../hang.js';

const CALC = ['calc', 'eightbound', 'vs', 'intercessors'];

const cleanups: (() => void)[] = [];
afterAll(() => cleanups.forEach((c) => c()));

describe('colour', () => {
  it('NO_COLOR=1: no ANSI escapes in the table, the explanation or the simulation', () => {
    const r = wh40k([...CALC, '--explain', '--simulate', '200'], { NO_COLOR: '1' });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Working');
    expect(r.stdout).toContain('Monte Carlo');
    expect(r.stdout).not.toMatch(ANSI);
  });

  it('a non-TTY stdout without NO_COLOR: still no ANSI escapes (piped output stays plain)', () => {
    const r = wh40k(CALC, { NO_COLOR: undefined });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Eightbound');
    expect(r.stdout).not.toMatch(ANSI);
  });

  it('errors and help carry no ANSI escapes either', () => {
    const err = wh40k(['calc', 'eightbund', 'vs', 'intercessors'], { NO_COLOR: undefined });
    expect(err.status).toBe(2);
    expect(err.stderr).not.toMatch(ANSI);
    const help = wh40k(['calc', '--help'], { NO_COLOR: undefined });
    expect(help.stdout).not.toMatch(ANSI);
  });

  // On a real terminal (a pseudo-terminal from util-linux `script`), colour is on unless NO_COLOR is
  // set: this checks that the NO_COLOR test above would see colour if the CLI ignored NO_COLOR.
  const hasScript = process.platform === 'linux' && spawnSync('script', ['--version']).status === 0;
  function onTerminal(env: Record<string, string | undefined>): string {
    const command = `'${process.execPath}' '${BIN}' ${CALC.join(' ')}`;
    const r = spawnSync('script', ['-qec', command, '/dev/null'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, ...env },
      timeout: HANG_MS,
    });
    expect(r.status, r.stderr).toBe(0);
    return r.stdout;
  }

  it.skipIf(!hasScript)('on a terminal: colour without NO_COLOR, none with NO_COLOR=1', () => {
    const coloured = onTerminal({ NO_COLOR: undefined });
    expect(coloured).toContain('Eightbound');
    expect(coloured).toMatch(ANSI);
    const plain = onTerminal({ NO_COLOR: '1' });
    expect(plain).toContain('Eightbound');
    expect(plain).not.toMatch(ANSI);
  });
});

/** A new unit, T5 Sv2+ W3, with two aliases. */
const NEW_UNIT = `# test unit for tests/cli
name: Test Wardens
aliases: [testers, test wardens]
faction: Tests
source: "tests/cli/output.test.ts"
keywords: [INFANTRY]
stats: { M: 6, T: 5, Sv: 2+, W: 3, Ld: 6+, OC: 1 }
models:
  - name: Warden
    count: 4
    equipment: [Warden blade]
weapons:
  - name: Warden blade
    range: melee
    A: 3
    WS: 3+
    S: 5
    AP: -1
    D: 1
`;

const BUNDLED_INTERCESSORS = readFileSync(join(ROOT, 'data', 'space-marines', 'intercessor-squad.yaml'), 'utf8');

/** The bundled Intercessor Squad with a different Wounds characteristic. */
function intercessorsWithWounds(w: number): string {
  const text = BUNDLED_INTERCESSORS.replace('W: 2,', `W: ${w},`);
  if (text === BUNDLED_INTERCESSORS) throw new Error('the bundled Intercessor Squad no longer has "W: 2,"');
  return text;
}

describe('--data', () => {
  it('adds a unit that resolves by its aliases, in any case, as attacker and as target', () => {
    const { dir, cleanup } = dataFolder({ 'test-wardens.yaml': NEW_UNIT });
    cleanups.push(cleanup);
    const asTarget = json(['--data', dir, 'calc', 'eightbound', 'vs', 'TESTERS']);
    expect(asTarget.target).toEqual({ name: 'Test Wardens', models: 4, wounds: 12, profile: 'T5 Sv2+' });
    const asAttacker = json(['--data', dir, 'calc', 'Test', 'Wardens', 'vs', 'intercessors']);
    expect(asAttacker.attacker).toEqual({ name: 'Test Wardens', models: 4, points: null, pointsExtrapolated: false, phase: 'melee' });
    // 4 x A3, WS3+ -> 12 x 4/6 hits; S5 vs T4 wounds on 3+.
    expect(asAttacker.total.attacks).toBe(12);
    expect(asAttacker.total.hits).toBeCloseTo(8, 12);
    expect(asAttacker.total.wounds).toBeCloseTo(8 * (4 / 6), 12);
  });

  it('the bundled units are still there alongside user data', () => {
    const { dir, cleanup } = dataFolder({ 'test-wardens.yaml': NEW_UNIT });
    cleanups.push(cleanup);
    const r = json(['--data', dir, ...CALC]);
    expect(r.attacker.name).toBe('Eightbound');
    expect(r.target.name).toBe('Intercessor Squad');
  });

  it("a unit named 'Intercessor Squad' replaces the bundled one and changes the result", () => {
    const bundled = json(CALC);
    const { dir, cleanup } = dataFolder({ 'tough-intercessors.yaml': intercessorsWithWounds(3) });
    cleanups.push(cleanup);
    const r = json(['--data', dir, ...CALC]);
    expect(r.target).toMatchObject({ name: 'Intercessor Squad', models: 5, wounds: 15 });
    // Same attacks, hits and wound rolls; tougher models die less often.
    expect(r.total.attacks).toBe(bundled.total.attacks);
    expect(r.total.hits).toBeCloseTo(bundled.total.hits, 12);
    expect(r.total.wounds).toBeCloseTo(bundled.total.wounds, 12);
    expect(r.kills.mean).toBeLessThan(bundled.kills.mean);
    expect(r.kills.wipe).toBeLessThan(bundled.kills.wipe);
    expect(r.damage.distribution).toHaveLength(16);
  });

  it('with several --data folders the later one wins', () => {
    const a = dataFolder({ 'intercessors.yaml': intercessorsWithWounds(3) });
    const b = dataFolder({ 'intercessors.yaml': intercessorsWithWounds(4) });
    cleanups.push(a.cleanup, b.cleanup);
    const ab = json(['--data', a.dir, '--data', b.dir, ...CALC]);
    expect(ab.target.wounds).toBe(20);
  });
});
