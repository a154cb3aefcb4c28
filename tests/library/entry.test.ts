/**
 * The library entry point (issue 14 section 4): `import ... from 'wh40k'` resolves, through package.json
 * "exports", to the BUILT dist/index.js and its types (run `npm run build` first). Node resolves a
 * package's own name from inside it, so these run as a script of a project that installed wh40k would.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { json, ROOT } from '../cli/run.js';
import { duelFolder } from '../cli/turn-duel.js';
import { HANG_MS } from '../hang.js';

function node(args: readonly string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', timeout: HANG_MS });
  if (r.error) throw r.error;
  return r;
}

const EXAMPLE = join('examples', 'use-from-script.mjs');
// Two one-model units whose turns and needs are derived by hand (tests/cli/turn-duel.ts).
const duel = duelFolder();
afterAll(duel.cleanup);
const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n, k - 1) * (n - k + 1)) / k);
const binomial = (n: number, p: number, k: number) => choose(n, k) * p ** k * (1 - p) ** (n - k);

describe("import from 'wh40k'", () => {
  it('calculate gives the JSON `wh40k calc` prints: eightbound vs intercessors, kills mean 4.613436530067205', () => {
    const script = `
      import { calculate, loadRoster, toJsonObject } from 'wh40k';
      const roster = await loadRoster();
      process.stdout.write(JSON.stringify(toJsonObject(calculate(roster, 'eightbound', 'intercessors', { melee: true }), false)));`;
    const r = node(['--input-type=module', '-e', script]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const fromLibrary = JSON.parse(r.stdout);
    const fromCli = json(['calc', 'eightbound', 'vs', 'intercessors', '--melee']);
    // The CLI's exact value (its table rounds it to 4.61); the whole JSON is the same object.
    expect(fromCli.kills.mean).toBe(4.613436530067205);
    expect(fromLibrary.kills.mean).toBe(4.613436530067205);
    expect(fromLibrary).toEqual(fromCli);
  });

  it("loadPlayerEffects puts the player's effects in play, as --effects does (examples/my-effects.yaml)", () => {
    const script = `
      import { calculate, loadPlayerEffects, loadRoster, toJsonObject } from 'wh40k';
      await loadPlayerEffects([], ['examples/my-effects.yaml']);
      const report = calculate(await loadRoster(), 'intercessors', 'rhino', { ranged: true, with: ['for-the-greater-good', 'hunters-mark'] });
      process.stdout.write(JSON.stringify(toJsonObject(report, false)));`;
    const r = node(['--input-type=module', '-e', script]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const fromCli = json(['calc', 'intercessors', 'vs', 'rhino', '--ranged', '--effects', 'examples/my-effects.yaml', '--with', 'for-the-greater-good', '--with', 'hunters-mark']);
    const fromLibrary = JSON.parse(r.stdout);
    expect(fromLibrary.effects.map((e: { id: string }) => e.id)).toEqual(['for-the-greater-good', 'hunters-mark']);
    expect(fromLibrary).toEqual(fromCli);
  });

  it("runs the README's example, which is examples/use-from-script.mjs word for word", () => {
    const r = node([EXAMPLE]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    // kills.mean and kills.wipe of `wh40k calc eightbound vs X --melee --format json`, rounded.
    expect(r.stdout).toBe(
      [
        'Eightbound vs Intercessor Squad (5 models): 4.613 destroyed on average, P(wipe) 75.9%',
        'Eightbound vs Terminator Squad (5 models): 1.952 destroyed on average, P(wipe) 1.7%',
        'Eightbound vs Rhino (1 model): 0.264 destroyed on average, P(wipe) 26.4%',
        '',
      ].join('\n'),
    );
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toContain(`## Use from a script\n`);
    expect(readme).toContain('```js\n' + readFileSync(join(ROOT, EXAMPLE), 'utf8') + '```\n\nprints\n\n```\n' + r.stdout + '```\n');
  });

  it('the legacy ruleset (issue 14 section 4): calculateLegacyMatchup and the ruleset value give the JSON `wh40k --ruleset legacy calc` prints: tactical squad vs ork boyz --half-range, kills Binomial(20, 1/3)', () => {
    const script = `
      import { calculateLegacyMatchup, legacy, legacyJson, loadLegacyUnits, rulesetNamed, RULESETS } from 'wh40k';
      const units = await loadLegacyUnits();
      const direct = legacyJson(await calculateLegacyMatchup(units, 'tactical squad', 'ork boyz', { firstRound: true, halfRange: true }));
      const ruleset = rulesetNamed('Legacy', RULESETS);
      const viaValue = legacyJson(await ruleset.calculate(await ruleset.loadUnits([]), 'tactical squad', 'ork boyz', { halfRange: true }));
      process.stdout.write(JSON.stringify({ direct, viaValue, same: ruleset === legacy }));`;
    const r = node(['--input-type=module', '-e', script]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const { direct, viaValue, same } = JSON.parse(r.stdout);
    expect(same).toBe(true);
    // 10 Space Marines x 2 boltgun shots at half range (Rapid Fire) = 20; BS4 hits on 3+ (2/3); S4 v T4
    // wounds on 4+ (1/2); AP5 beats the Boyz' 6+ save; 1 W each: every shot kills with 1/3, so
    // kills ~ Binomial(20, 1/3), mean 20/3 (tests/cli/legacy.test.ts derives the same).
    expect(direct.kills.mean).toBeCloseTo(20 / 3, 9);
    for (const k of [0, 1, 7, 20]) expect(direct.kills.distribution[k]).toBeCloseTo(binomial(20, 1 / 3, k), 9);
    // The ruleset value's defaults (firstRound, facing front) fill what the options leave out.
    expect(viaValue).toEqual(direct);
    expect(direct).toEqual(json(['--ruleset', 'legacy', 'calc', 'tactical squad', 'vs', 'ork boyz', '--half-range']));
  });

  it("11th edition (issue 28): the ruleset value's calculate and eleventhJson give the JSON `wh40k --ruleset 11th calc` prints; wounds lost Binomial(10, 1/9)", () => {
    const fixtures = join(ROOT, 'tests', 'rules', 'eleventh', 'fixtures', 'data');
    const script = `
      import { eleventh, eleventhJson, loadEleventhUnits, rulesetNamed, RULESETS } from 'wh40k';
      const ruleset = rulesetNamed('11TH', RULESETS);
      const units = await loadEleventhUnits([${JSON.stringify(fixtures)}]);
      const j = eleventhJson(await ruleset.calculate(units, 'test marines', 'test eightbound', { ranged: true }));
      process.stdout.write(JSON.stringify({ j, same: ruleset === eleventh }));`;
    const r = node(['--input-type=module', '-e', script]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const { j, same } = JSON.parse(r.stdout);
    expect(same).toBe(true);
    // 5 Test Marines x bolt rifle A2 = 10 dice; BS3+ hits 2/3; S4 against T6 wounds on 5+: 1/3; Sv3+ with AP -1
    // saves on 4+ and InSv on 5+ (11e 05.04: either saves), so a save fails on 1-3: 1/2. P(a wound lost) = 1/9
    // per die, D1: wounds lost ~ Binomial(10, 1/9); the three W3 Eightbound are one group, so kills = floor(lost / 3).
    expect(j.damage.mean).toBeCloseTo(10 / 9, 9);
    for (const k of [0, 1, 2, 5]) expect(j.damage.distribution[k]).toBeCloseTo(binomial(10, 1 / 9, k), 9);
    expect(j.kills.distribution[1]).toBeCloseTo([3, 4, 5].reduce((s, k) => s + binomial(10, 1 / 9, k), 0), 9);
    expect(j).toEqual(json(['--ruleset', '11th', '--data', fixtures, 'calc', 'test marines', 'vs', 'test eightbound', '--ranged']));
  });

  it("calculate(units, a, b, { ruleset: '11th' }) (issue 28 section 3): the JSON `wh40k --ruleset 11th calc` prints; a key no 11th option, or no ruleset, refused", () => {
    const fixtures = join(ROOT, 'tests', 'rules', 'eleventh', 'fixtures', 'data');
    const script = `
      import { calculate, loadEleventhUnits, UsageError } from 'wh40k';
      const units = await loadEleventhUnits([${JSON.stringify(fixtures)}]);
      const j = await calculate(units, 'test marines', 'test eightbound', { ruleset: '11th', ranged: true });
      const refused = async (options) => { try { await calculate(units, 'test marines', 'test eightbound', options); return 'computed'; } catch (e) { return (e instanceof UsageError ? 'UsageError' : 'other') + ': ' + e.message; } };
      process.stdout.write(JSON.stringify({ j, stationary: await refused({ ruleset: '11th', stationary: true }), nth: await refused({ ruleset: '12th' }) }));`;
    const r = node(['--input-type=module', '-e', script]);
    expect(r.stderr).toBe('');
    const { j, stationary, nth } = JSON.parse(r.stdout);
    // The same matchup as the test above: wounds lost ~ Binomial(10, 1/9).
    expect(j.damage.mean).toBeCloseTo(10 / 9, 9);
    expect(j).toEqual(json(['--ruleset', '11th', '--data', fixtures, 'calc', 'test marines', 'vs', 'test eightbound', '--ranged']));
    // 10th edition's Remained Stationary is no 11th-edition option (11th edition's Heavy has its own condition, --heavy).
    expect(stationary).toBe('UsageError: calculate: options: "stationary" is no option of --ruleset 11th');
    expect(nth).toBe('UsageError: calculate: options.ruleset: expected 10th, legacy, 11th, got "12th"');
  });

  it('calculateTurn and calculateNeed (issue 15): a turn and a need search by names, their JSON as the CLI prints it; numbers by hand', () => {
    const script = `
      import { calculateNeed, calculateTurn, loadRoster, turnJson } from 'wh40k';
      const roster = await loadRoster([${JSON.stringify(duel.dir)}]);
      const turn = turnJson(calculateTurn(roster, 'duellist', 'foe'), null);
      const overwatch = calculateTurn(roster, 'duellist', 'foe', {}, { phases: ['fight'], overwatch: true });
      const need = calculateNeed(roster, 'duellist', 'foe', { goal: { wipe: '40%' }, anySize: 3 }, { ranged: true });
      process.stdout.write(JSON.stringify({ turn, overwatch, need }));`;
    const r = node(['--input-type=module', '-e', script]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const { turn, overwatch, need } = JSON.parse(r.stdout);
    const close = (got: number, want: number) => expect(Math.abs(got - want)).toBeLessThan(1e-12);
    // tests/cli/turn-duel.ts: every attack kills with 1/4. Shot then fought, the Foe dies with
    // 1 - (3/4)^2 = 7/16; it survives both (9/16) and kills the Duellist fighting back with 1/4: 9/64.
    close(turn.target.modelsLost.mean, 7 / 16);
    close(turn.attacker.modelsLost.mean, 9 / 64);
    // Overwatch (1/6 x 1/2 = 1/12) first: the Foe dies with 11/12 x 1/4 = 11/48.
    close(overwatch.target.modelsLost.mean, 11 / 48);
    expect(turn).toEqual(json(['--data', duel.dir, 'turn', 'duellist', 'vs', 'foe']));
    // n Duellists' guns wipe the one Foe with 1 - (3/4)^n: 1/4, 7/16, 37/64; the smallest past 40% is 2.
    expect(need.kind).toBe('need');
    need.candidates.forEach((c: { models: number; probability: number }) => close(c.probability, 1 - (3 / 4) ** c.models));
    expect(need.answer.models).toBe(2);
    expect(need).toEqual(json(['--data', duel.dir, 'need', 'duellist', 'vs', 'foe', '--wipe', '40%', '--any-size', '3', '--ranged']));
  });

  it('is typed: a TypeScript use of it compiles, and a wrong option or result type does not (tests/library/typed-use.ts, legacy-typed-use.ts)', () => {
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const flags = ['--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022', '--types', 'node', '--skipLibCheck'];
    const r = node([tsc, ...flags, join('tests', 'library', 'typed-use.ts'), join('tests', 'library', 'legacy-typed-use.ts')]);
    expect(r.stdout + r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});
