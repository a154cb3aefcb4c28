/**
 * Matchups alike are computed once (issue 13 goal 4, src/cli/same-result.ts): in compare, units
 * sharing a statline under other names; in run, the same matchup twice. Every cell or matchup is the
 * JSON it would be if computed on its own; `matchupsComputed` counts the calculations made.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { tenthMatchups } from '../../src/rules/tenth/matchup/matchups.js';
import type { CalcOptions } from '../../src/rules/tenth/matchup/options.js';
import { runMatchup, type Matchup } from '../../src/rules/tenth/matchup/run.js';
import { compareCells, type RunSettings } from '../../src/cli/compare.js';
import { toJsonObject } from '../../src/rules/tenth/matchup/json.js';
import { matchupsComputed, runEach, uncomputed } from '../../src/cli/outcomes.js';
import type { MatchupJson } from '../../src/cli/pool.js';
import { sameResultKey, sameResultKeys } from '../../src/rules/tenth/matchup/same-result.js';
import { loadRoster, resolveUnit, type Roster } from '../../src/rules/tenth/profiles/registry.js';
import type { Unit } from '../../src/rules/tenth/types.js';

let roster: Roster;
beforeAll(async () => {
  roster = await loadRoster();
});
const RUN: RunSettings = { jobs: 1, progress: () => {}, distributions: true };
/** The same profile under another name, as a second data file would give it. */
const twin = (u: Unit, name: string): Unit => ({ ...u, name, aliases: [name.toLowerCase()], source: 'a copy', file: `${name}.yaml` });

/** What runEach computes while `run` runs. */
async function counted<T>(run: () => Promise<T>): Promise<{ result: T; computed: number }> {
  const before = matchupsComputed();
  const result = await run();
  return { result, computed: matchupsComputed() - before };
}

describe('compare', () => {
  it('a unit, its alias and a renamed copy against the Rhino, a renamed Rhino and the Terminators: 2 calculations for 9 cells, each cell the JSON of its own 1x1 compare', async () => {
    const intercessors = resolveUnit(roster, 'intercessors');
    const rhino = resolveUnit(roster, 'rhino');
    const attackers = [intercessors, resolveUnit(roster, 'intercessor squad'), twin(intercessors, 'Twin Squad')];
    const targets = [rhino, twin(rhino, 'Rhino Twin'), resolveUnit(roster, 'terminators')];
    const options: CalcOptions = { ranged: true, halfRange: true };
    const { result, computed } = await counted(() => compareCells(tenthMatchups, attackers, targets, options, 'kills', RUN));
    // One attacker profile; two target profiles (the Rhino and its twin are one): 1 x 2.
    expect(computed).toBe(2);
    expect(result.cells.map((c) => `${c.attacker} / ${c.target}`)).toEqual([
      'Intercessor Squad / Rhino',
      'Intercessor Squad / Rhino Twin',
      'Intercessor Squad / Terminator Squad',
      'Intercessor Squad / Rhino',
      'Intercessor Squad / Rhino Twin',
      'Intercessor Squad / Terminator Squad',
      'Twin Squad / Rhino',
      'Twin Squad / Rhino Twin',
      'Twin Squad / Terminator Squad',
    ]);
    for (const cell of result.cells) {
      const alone = await compareCells(tenthMatchups, [attackers[Math.floor(cell.index / 3)]], [targets[cell.index % 3]], options, 'kills', RUN);
      expect(JSON.stringify(cell)).toBe(JSON.stringify({ ...alone.cells[0], index: cell.index }));
    }
  });

  it('a cell that cannot be computed keeps its own reason, naming its own unit (never copied)', async () => {
    const walker = resolveUnit(roster, 'walker');
    const attackers = [walker, twin(walker, 'Walker Twin'), resolveUnit(roster, 'eightbound')];
    const { result, computed } = await counted(() => compareCells(tenthMatchups, attackers, [resolveUnit(roster, 'rhino')], { melee: true }, 'kills', RUN));
    expect(computed).toBe(1);
    expect(result.cells.map((c) => (c.kills === null ? c.reason : null))).toEqual([
      'Knight-class walker has no melee weapons that can attack here',
      'Walker Twin has no melee weapons that can attack here',
      null,
    ]);
  });
});

describe('runEach (run, report): names count', () => {
  const matchup = (a: string, t: string, options: CalcOptions = {}): Matchup => ({ attacker: resolveUnit(roster, a), target: resolveUnit(roster, t), options });

  it('the same matchup three times and another: 2 calculations, each result the JSON of its own calculation', async () => {
    const ms = [matchup('eightbound', 'intercessors'), matchup('eightbound', 'intercessors'), matchup('eightbound', 'intercessors', { charged: true }), matchup('eightbound', 'intercessors')];
    const { result, computed } = await counted(() => runEach(tenthMatchups, ms, 1, false));
    expect(computed).toBe(2);
    result.forEach((o, i) => expect(JSON.stringify(o)).toBe(JSON.stringify(toJsonObject(runMatchup(ms[i]), false))));
  });

  it('a renamed copy is computed on its own: its notes name it', async () => {
    const eightbound = resolveUnit(roster, 'eightbound');
    const ms: Matchup[] = [eightbound, twin(eightbound, 'Eightbound Twin')].map((attacker) => ({ attacker, target: resolveUnit(roster, 'intercessors'), options: {} }));
    const { result, computed } = await counted(() => runEach(tenthMatchups, ms, 1, false));
    expect(computed).toBe(2);
    expect(result.map((o) => (uncomputed(o) ? null : o.attacker.name))).toEqual(['Eightbound', 'Eightbound Twin']);
  });

  it('a view keeps only its part of each result (compare keeps what a cell shows), a copy renamed, n/a untouched', async () => {
    const twinTarget: Matchup = { ...matchup('eightbound', 'intercessors'), target: twin(resolveUnit(roster, 'intercessors'), 'Twin Squad') };
    const ms = [matchup('eightbound', 'intercessors'), twinTarget, matchup('knight-class walker', 'intercessors', { melee: true })];
    const view = (json: MatchupJson) => ({ attacker: { name: json.attacker.name }, target: { name: json.target.name }, kills: json.kills.mean });
    const { result, computed } = await counted(() => runEach(tenthMatchups, ms, 1, false, () => {}, true, (m) => sameResultKey(m, false), view));
    expect(computed).toBe(1);
    const kills = toJsonObject(runMatchup(ms[0]), false).kills.mean;
    expect(result.slice(0, 2)).toEqual([
      { attacker: { name: 'Eightbound' }, target: { name: 'Intercessor Squad' }, kills },
      { attacker: { name: 'Eightbound' }, target: { name: 'Twin Squad' }, kills },
    ]);
    expect(uncomputed(result[2]) && result[2].reason).toBe('Knight-class walker has no melee weapons that can attack here');
  });
});

describe('sameResultKey', () => {
  const base = (options: CalcOptions): Matchup => ({ attacker: resolveUnit(roster, 'eightbound'), target: resolveUnit(roster, 'rhino'), options });

  it('tells apart what JSON would merge: a field set to undefined and a missing one; NaN and null', () => {
    expect(sameResultKey(base({ models: undefined }), true)).not.toBe(sameResultKey(base({}), true));
    expect(sameResultKey(base({ models: NaN }), true)).not.toBe(sameResultKey(base({ models: null as unknown as number }), true));
    expect(sameResultKey(base({ charged: true }), true)).toBe(sameResultKey(base({ charged: true }), true));
  });

  it('leaves out the names only when asked', () => {
    const eightbound = resolveUnit(roster, 'eightbound');
    const renamed: Matchup = { ...base({}), attacker: twin(eightbound, 'Other') };
    expect(sameResultKey(renamed, false)).toBe(sameResultKey(base({}), false));
    expect(sameResultKey(renamed, true)).not.toBe(sameResultKey(base({}), true));
  });

  it("is short: a unit's profile (kilobytes of text) stands in it as a short key, the same for equal profiles", () => {
    const eightbound = resolveUnit(roster, 'eightbound');
    const key = sameResultKey(base({}), false);
    expect(key.length).toBeLessThan(40);
    expect(sameResultKey({ ...base({}), attacker: { ...eightbound } }, false)).toBe(key);
  });

  it('profiles alike in their model groups (the sketch that is written first) share a key only when all else is equal too', () => {
    const eightbound = resolveUnit(roster, 'eightbound');
    const keyOf = (attacker: Unit) => sameResultKey({ ...base({}), attacker }, false);
    // Fresh objects, so no key is known yet: the first alone with its sketch, then two more of that sketch.
    const first = { ...eightbound };
    const otherWeapons = { ...eightbound, weapons: eightbound.weapons.map((w) => ({ ...w, strength: w.strength + 1 })) };
    const same = twin(eightbound, 'Eightbound Twin');
    const [a, b, c] = [keyOf(first), keyOf(otherWeapons), keyOf(same)];
    expect(b).not.toBe(a);
    expect(c).toBe(a);
    expect(keyOf({ ...otherWeapons })).toBe(b);
    // Other model groups: another sketch, another key, whatever the weapons.
    expect(keyOf({ ...eightbound, models: eightbound.models.map((g) => ({ ...g, count: g.count + 1 })) })).not.toBe(a);
  });

  it('a matchup holding a function is like no other, not even itself', () => {
    const odd = base({ with: [(() => 'x') as unknown as string] });
    expect(sameResultKey(odd, true)).not.toBe(sameResultKey(odd, true));
    const keys = sameResultKeys(true);
    expect(keys(odd)).not.toBe(keys(odd));
  });

  it("sameResultKeys (one run's keys, each options' text made once and named short) pairs the matchups sameResultKey pairs", () => {
    const options: CalcOptions = { charged: true };
    // Equal options in another object (a second run's, a scenario file's) share the name; other options do not.
    const ms = [base(options), { ...base(options), target: resolveUnit(roster, 'intercessors') }, base({ charged: false }), base(options), base({ charged: true }), base({ charged: false, cover: true })];
    for (const names of [true, false]) {
      const keys = ms.map(sameResultKeys(names));
      const whole = ms.map((m) => sameResultKey(m, names));
      // i and j share a key exactly where their whole keys are equal: 0, 3 and 4 (the same units, equal options).
      for (let i = 0; i < ms.length; i++) for (let j = 0; j < ms.length; j++) expect(keys[i] === keys[j]).toBe(whole[i] === whole[j]);
      expect(new Set(keys).size).toBe(4);
      // Short: the options' text is not in the key.
      expect(keys[0]).not.toContain('charged');
    }
  });
});
