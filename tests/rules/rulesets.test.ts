/**
 * The registry of rulesets (issue 14 section 4: "the next ruleset must cost a folder, not a rewrite").
 * A tiny fake ruleset value, added to the registry's list as a new folder's index.ts would be added to
 * RULESETS, is found by name, chosen by `--ruleset`, listed in its help, and computes through the
 * `Ruleset` interface like the real ones. What else a real third ruleset needs, and nothing more: its
 * line in src/rules/rulesets.ts, and its command line's entry in src/cli/main.ts (`commandLines`, whose
 * `satisfies Record<RulesetName, ...>` makes a missing one a compile error).
 */
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import type { Ruleset } from '../../src/rules/ruleset.js';
import { RULESETS, rulesetNamed } from '../../src/rules/rulesets.js';
import { legacy } from '../../src/rules/legacy/index.js';
import { LEGACY_USRS } from '../../src/rules/legacy/usr.js';
import { tenth } from '../../src/rules/tenth/index.js';
import { otherRulesetsUnitNames, rulesetOf, rulesetOption } from '../../src/cli/ruleset.js';

/**
 * "Coin": each unit makes `attacks` attacks, each kills one model on a coin's heads; kills stop at the
 * target's models. Its report is the kill distribution.
 */
type CoinUnits = ReadonlyMap<string, { readonly attacks: number; readonly models: number }>;
const coin: Ruleset<CoinUnits, { readonly extraAttacks: number }, number[]> = {
  name: 'coin',
  description: 'a test ruleset: every attack kills on heads',
  defaults: { extraAttacks: 0 },
  unitSchema: async () => (await import('zod')).z.object({ attacks: (await import('zod')).z.number() }),
  unitJsonSchema: async () => '{}',
  effects: async () => [{ name: 'heads', description: 'an attack kills on heads' }],
  loadUnits: async () =>
    new Map([
      ['duellist', { attacks: 2, models: 1 }],
      ['pair', { attacks: 1, models: 2 }],
    ]),
  unitNames: (units) => [...units.keys()],
  async calculate(units, attacker, target, options) {
    const a = units.get(attacker)!;
    const t = units.get(target)!;
    const n = a.attacks + (options.extraAttacks ?? coin.defaults.extraAttacks ?? 0);
    // P(k heads of n) = C(n, k) / 2^n, the last entry gathering every k of at least the target's models.
    const choose = (k: number): number => (k === 0 ? 1 : (choose(k - 1) * (n - k + 1)) / k);
    const p = Array.from({ length: n + 1 }, (_, k) => choose(k) / 2 ** n);
    return [...p.slice(0, t.models), p.slice(t.models).reduce((s, q) => s + q, 0)];
  },
};
const withCoin = [...RULESETS, coin] as const;

/** Any ruleset's matchup through the interface alone, as a shared command would run it. */
async function matchup<U, O, R>(r: Ruleset<U, O, R>, attacker: string, target: string, options: Partial<O>): Promise<R> {
  return r.calculate(await r.loadUnits([]), attacker, target, options);
}

describe('the ruleset registry', () => {
  it('finds a ruleset added to its list by name, in any case and with spaces around', () => {
    expect(rulesetNamed(' COIN ', withCoin)).toBe(coin);
    expect(rulesetNamed('legacy', withCoin)).toBe(legacy);
    expect(rulesetNamed('9th', withCoin)).toBeUndefined();
    expect(RULESETS.map((r) => r.name)).toEqual(['10th', 'legacy', '11th']);
  });

  it('--ruleset chooses it once from argv (either spelling, not after --); none or an unknown name chooses the default', () => {
    expect(rulesetOf(['calc', 'duellist', 'vs', 'pair', '--ruleset', 'coin'], withCoin)).toBe(coin);
    expect(rulesetOf(['--ruleset=Coin', 'calc'], withCoin)).toBe(coin);
    expect(rulesetOf(['calc', '--', '--ruleset', 'coin'], withCoin)).toBe(tenth);
    expect(rulesetOf(['calc'], withCoin)).toBe(tenth);
    // The default's own --ruleset option then refuses the unknown name (next test).
    expect(rulesetOf(['--ruleset', '9th'], withCoin)).toBe(tenth);
  });

  it("--ruleset's option takes the registry's names, lists each with its line in the help, and refuses others naming them all", () => {
    const program = () => new Command().exitOverride().configureOutput({ writeErr: () => {} }).addOption(rulesetOption(withCoin));
    expect(program().parse(['--ruleset', 'coin'], { from: 'user' }).opts().ruleset).toBe('coin');
    expect(program().parse([], { from: 'user' }).opts().ruleset).toBe('10th');
    expect(program().helpInformation().replace(/\s+/g, ' ')).toContain('coin (a test ruleset: every attack kills on heads)');
    expect(() => program().parse(['--ruleset', '9th'], { from: 'user' })).toThrow('expected 10th, legacy, 11th, coin, got "9th"');
  });

  it('a fake ruleset computes through the interface: 2 attacks at a 1-model unit kill it with 1 - 1/4 = 3/4', async () => {
    // Two coins: no heads 1/4; at least one heads 3/4, and the one model is all there is to kill.
    expect(await matchup(coin, 'duellist', 'pair', {})).toEqual([0.25, 0.5, 0.25]);
    expect(await matchup(coin, 'pair', 'duellist', {})).toEqual([0.5, 0.5]);
    // Its defaults hold until an option says otherwise: 2 + 1 attacks at 2 models: P(0) 1/8, P(1) 3/8, P(2+) 4/8.
    expect(await matchup(coin, 'duellist', 'pair', { extraAttacks: 1 })).toEqual([0.125, 0.375, 0.5]);
  });

  it("another ruleset's unit names, for \"that is a unit of another ruleset\": every ruleset's but the chosen one", async () => {
    const others = await otherRulesetsUnitNames(legacy, [], withCoin);
    expect(others).toEqual(expect.arrayContaining(['Eightbound', 'duellist', 'pair']));
    expect(others).not.toContain('Tactical Squad');
    const notCoin = await otherRulesetsUnitNames(coin, [], withCoin);
    expect(notCoin).toEqual(expect.arrayContaining(['Eightbound', 'Tactical Squad']));
    expect(notCoin).not.toContain('duellist');
  });

  it("the real rulesets' values list their effects registries and validate with their own schemas", async () => {
    const legacyEffects = await legacy.effects();
    expect(legacyEffects.map((e) => e.name)).toEqual(LEGACY_USRS.map((u) => u.name));
    expect(legacyEffects.find((e) => e.name === 'Rending')?.description).toMatch(/^modelled: /);
    expect((await tenth.effects()).map((e) => e.name)).toContain('warp-blades');
    // A 10th-edition unit is no legacy unit: no `ruleset: legacy`, no WS/BS. And the other way round.
    expect((await legacy.unitSchema()).safeParse({ name: 'X', stats: { M: 6, T: 4, Sv: 3, W: 2, Ld: 6, OC: 1 } }).success).toBe(false);
    expect((await tenth.unitSchema()).safeParse({ ruleset: 'legacy', name: 'X', stats: { WS: 4, BS: 4 } }).success).toBe(false);
    expect(JSON.parse(await legacy.unitJsonSchema())).toHaveProperty('$schema');
    expect(JSON.parse(await tenth.unitJsonSchema())).toHaveProperty('$schema');
  });
});
