/**
 * Issue 26 section 4: a script's options are read through the schema the command line's flags are
 * (src/rules/tenth/matchup/option-schema.ts): a value the CLI refuses the library refuses in the same words, a key
 * that is no option is refused by name, and `with: 'a, b'` is the comma-separated list the CLI takes.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { calculate, namedMatchup } from '../../src/rules/tenth/matchup/calculate.js';
import { UsageError } from '../../src/rules/errors.js';
import { calculateLegacyMatchup } from '../../src/rules/legacy/script.js';
import { calculateNeed, calculateTurn } from '../../src/rules/tenth/matchup/named-turn-need.js';
import { loadLegacyUnits } from '../../src/rules/legacy/load.js';
import { loadRoster } from '../../src/rules/tenth/profiles/registry.js';
import { runInProcess } from '../cli/in-process.js';
import { duelFolder } from '../cli/turn-duel.js';

const duel = duelFolder();
afterAll(duel.cleanup);

/** The UsageError's message of f, or a failure if it returned. */
function refusal(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(UsageError);
    return (e as Error).message;
  }
  throw new Error('expected a UsageError, got a result');
}

describe('calculate refuses what `wh40k calc` refuses, in the same words', () => {
  // Each: the option, a bad value, the flag and its text on the command line, the words both say.
  it.each([
    ['hitMod', 'one', '--hit-mod', 'one', 'expected a whole number, got "one"'],
    ['hitMod', 9, '--hit-mod', '9', 'expected -6 to 6, got 9'],
    ['models', 0, '--models', '0', 'expected 1 to 100, got 0'],
    ['critHit', 7, '--crit-hit', '7', 'expected a D6 result 2+ to 6+, got 7'],
    ['rerollHits', 'sometimes', '--reroll-hits', 'sometimes', 'expected none, ones or failed, got "sometimes"'],
    ['allocation', 'random', '--allocation', 'random', 'expected toughest-last, listed or precision, got "random"'],
    ['seed', -1, '--seed', '-1', 'expected 0 to 2147483648, got -1'],
  ] as const)('%s: %j', async (key, value, flag, text, words) => {
    const roster = await loadRoster([duel.dir]);
    // Before issue 26, { hitMod: 'one' } computed a result (1.47 kills for eightbound vs intercessors).
    expect(refusal(() => calculate(roster, 'duellist', 'foe', { [key]: value }))).toBe(`calculate: options.${key}: ${words}`);
    const cli = await runInProcess(['--data', duel.dir, 'calc', 'duellist', 'vs', 'foe', flag, text]);
    expect(cli.status).toBe(2);
    expect(cli.stderr).toContain(`argument '${text}' is invalid. ${words}`);
  });

  it('a key that is no option is refused by name, with the nearest option (it was ignored: chargd computed an uncharged fight)', async () => {
    const roster = await loadRoster([duel.dir]);
    expect(refusal(() => calculate(roster, 'duellist', 'foe', { chargd: true } as object))).toBe('calculate: options: unknown option "chargd" (did you mean "charged"?)');
    expect(refusal(() => namedMatchup(roster, 'duellist', 'foe', { halfrange: true, bogus: 1 } as object))).toBe(
      'namedMatchup: options: unknown option "halfrange" (did you mean "halfRange"?)\nnamedMatchup: options: unknown option "bogus"',
    );
    expect(refusal(() => calculate(roster, 'duellist', 'foe', 5 as object))).toBe('calculate: options: expected a map of options, got 5');
  });

  it('with as a string is the comma-separated list `--with` takes (it was read letter by letter: unknown effect "f")', async () => {
    const roster = await loadRoster([duel.dir]);
    // tests/cli/turn-duel.ts: the Duellist's Gun, A1, S4 vs T4 wounds on 4+ (1/2), AP-1 leaves the 6+ save
    // no roll, D1 vs W1. Fire Overwatch (003 'Fire Overwatch Stratagem'): hits only on an unmodified 6,
    // 1/6: kills 1/6 x 1/2 = 1/12.
    const overwatch = calculate(roster, 'duellist', 'foe', { ranged: true, with: 'fire-overwatch' as unknown as string[] });
    expect(overwatch.result.kills.mean).toBeCloseTo(1 / 12, 12);
    // With a Command Re-roll (003 'Page 41 – Command Re-roll Stratagem') on the hit roll: 1/6 + 5/6 x 1/6 = 11/36,
    // kills 11/72 (on the wound roll instead: 1/6 x 3/4 = 9/72, less, so the hit roll is chosen).
    const both = calculate(roster, 'duellist', 'foe', { ranged: true, with: ' fire-overwatch, command-re-roll' as unknown as string[] });
    expect(both.result.kills.mean).toBeCloseTo(11 / 72, 12);
    expect(both.effects.map((e) => e.id)).toEqual(['fire-overwatch', 'command-re-roll']);
    const listed = calculate(roster, 'duellist', 'foe', { ranged: true, with: ['fire-overwatch', 'command-re-roll'] });
    expect(listed.result.kills).toEqual(both.result.kills);
    expect(refusal(() => calculate(roster, 'duellist', 'foe', { with: 'fire-overwatc' as unknown as string[] }))).toBe(
      'calculate: options.with: unknown effect "fire-overwatc" (did you mean "fire-overwatch"?); `wh40k effects` lists them',
    );
    // A list of names that is not comma-separated on the command line is refused as a string, not split.
    expect(refusal(() => calculate(roster, 'duellist', 'foe', { wargear: 'Gun' as unknown as string[] }))).toBe('calculate: options.wargear: expected a list of names, got "Gun"');
  });
});

describe('the other entry points check theirs the same way', () => {
  it('calculateTurn: options and settings; calculateNeed: options and ask', async () => {
    const roster = await loadRoster([duel.dir]);
    expect(refusal(() => calculateTurn(roster, 'duellist', 'foe', { hitMod: 'one' } as object))).toBe('calculateTurn: options.hitMod: expected a whole number, got "one"');
    expect(refusal(() => calculateTurn(roster, 'duellist', 'foe', {}, { phase: ['shoot'] } as object))).toBe('calculateTurn: settings: unknown option "phase" (did you mean "phases"?)');
    expect(refusal(() => calculateTurn(roster, 'duellist', 'foe', {}, { phases: ['bite'] } as object))).toBe('calculateTurn: settings.phases: expected shoot or fight, got "bite"');
    // "shoot" as a string is the list `--phases shoot` gives: the Duellist's Gun alone, kills 1/4 (no fight back: the Foe is not charged).
    expect(calculateTurn(roster, 'duellist', 'foe', {}, { phases: 'shoot' as unknown as ['shoot'] }).target.modelsLost.mean).toBeCloseTo(1 / 4, 12);
    expect(refusal(() => calculateNeed(roster, 'duellist', 'foe', { goal: { wipe: '40%' }, anysize: 3 } as object as { goal: { wipe: string } }))).toBe(
      'calculateNeed: ask: unknown option "anysize" (did you mean "anySize"?)',
    );
    expect(refusal(() => calculateNeed(roster, 'duellist', 'foe', { goal: { wipe: '40%' }, anySize: 0 }))).toBe('calculateNeed: ask.anySize: expected 1 to 100, got 0');
    expect(refusal(() => calculateNeed(roster, 'duellist', 'foe', { anySize: 3 } as object as { goal: { wipe: string } }))).toBe(
      "calculateNeed: ask.goal: expected a goal like { wipe: '90%' }, got none",
    );
    expect(refusal(() => calculateNeed(roster, 'duellist', 'foe', { goal: { wipe: '40%' } }, { chargd: true } as object))).toBe(
      'calculateNeed: options: unknown option "chargd" (did you mean "charged"?)',
    );
  });

  it('calculateLegacyMatchup (a Promise): its options as `wh40k --ruleset legacy calc` reads its flags', async () => {
    const units = await loadLegacyUnits([]);
    await expect(calculateLegacyMatchup(units, 'tactical squad', 'ork boyz', { halfrange: true } as object)).rejects.toThrow(
      new UsageError('calculateLegacyMatchup: options: unknown option "halfrange" (did you mean "halfRange"?)'),
    );
    await expect(calculateLegacyMatchup(units, 'tactical squad', 'ork boyz', { cover: 7 })).rejects.toThrow(new UsageError('calculateLegacyMatchup: options.cover: expected a D6 result 2+ to 6+, got 7'));
    const cli = await runInProcess(['--ruleset', 'legacy', 'calc', 'tactical squad', 'vs', 'ork boyz', '--cover', '7']);
    expect(cli.stderr).toContain("argument '7' is invalid. expected a D6 result 2+ to 6+, got 7");
    // "4+" as the legacy scenario file writes it is 4; 10 Marines x 2 shots at half range, 1/3 each kills
    // unsaved (tests/library/entry.test.ts), now saved on 4+ by half: 20 x 1/3 x 1/2 = 10/3.
    const covered = await calculateLegacyMatchup(units, 'tactical squad', 'ork boyz', { halfRange: true, cover: '4+' as unknown as number });
    expect(covered.result.kills.mean()).toBeCloseTo(10 / 3, 9);
  });
});
