/**
 * `wh40k --ruleset legacy calc A vs B --simulate N [--seed S]` (issue 27): the legacy matchup the exact engine
 * computed, played die by die N times by its simulator (src/rules/legacy/cross-check.ts), shown beside the exact
 * numbers as 10th edition's is (table, JSON `simulation`, csv, Markdown); refused past its budget before it starts.
 * Each simulated mean must be within 4 standard errors of the exact one (SE = the exact SD / sqrt(runs); a chance
 * failure at 4 SE has probability 6.3e-5, and the seeds are fixed, so a pass stays a pass).
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { SimulationJson } from '../../src/rules/contract.js';
import { legacyJson } from '../../src/rules/legacy/json.js';
import { loadLegacyUnits } from '../../src/rules/legacy/load.js';
import { calculateLegacyMatchup } from '../../src/rules/legacy/script.js';
import { ROOT, wh40k } from './run.js';

const legacy = (...args: string[]) => wh40k(['--ruleset', 'legacy', ...args], { COLUMNS: '120' });

interface SimulatedJson {
  kills: { mean: number; distribution: number[] };
  damage: { mean: number };
  simulation?: SimulationJson;
}

const calcJson = (...args: string[]): SimulatedJson => {
  const r = legacy('calc', ...args, '--format', 'json', '-q');
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as SimulatedJson;
};

const RUNS = 20_000;

describe('wh40k --ruleset legacy calc --simulate', () => {
  // Tactical Squad (10 models, Boltgun Rapid Fire: 2 shots each within half range, 7th edition core rules 'Rapid
  // Fire') at Ork Boyz (29 Ork Boys W1, then a Boss Nob W2; T4 Sv6+): 20 shots, BS4 hits on 3+ (2/3), S4 v T4
  // wounds on 4+ (1/2), AP5 denies the 6+ save (7th edition core rules 'Armour Saves'): each shot kills 1/3, and
  // 20 Wounds never reach the Nob, so kills ~ Binomial(20, 1/3): mean 20/3 = 6.667, SD sqrt(20 x 1/3 x 2/3) = 2.108;
  // damage is the kills (W1). Over 20,000 runs SE = 2.108 / 141.4 = 0.0149, 4 SE = 0.060.
  it('an ordinary matchup: the simulated means within 4 SE of the exact, the kills over 0..30', () => {
    const j = calcJson('tactical squad', 'vs', 'ork boyz', '--half-range', '--simulate', String(RUNS), '--seed', '3');
    expect(j.kills.mean).toBeCloseTo(20 / 3, 9);
    const sim = j.simulation!;
    expect(sim).toMatchObject({ runs: RUNS, seed: 3 });
    const fourSE = (4 * Math.sqrt((20 * 2) / 9)) / Math.sqrt(RUNS);
    expect(Math.abs(sim.killsMean - 20 / 3)).toBeLessThan(fourSE);
    expect(Math.abs(sim.damageMean - 20 / 3)).toBeLessThan(fourSE);
    expect(sim.kills).toHaveLength(31);
    expect(sim.kills.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    // More than 20 kills is impossible: the simulator never finds it.
    expect(sim.kills.slice(21).every((p) => p === 0)).toBe(true);
    expect(sim.killsMean).toBeCloseTo(sim.kills.reduce((s, p, k) => s + p * k, 0), 12);
  });

  // Attack bike (multi-melta S8 AP1 Melta, half range) at the Land Raider (AV14, 4 Hull Points), derived in
  // legacy-vehicles.test.ts from the 7th edition core rules ('Vehicles'): destroyed only by an explosion, 7/54, so
  // kills ~ Bernoulli(7/54): mean 0.1296, SD sqrt(7/54 x 47/54) = 0.3359; Hull Points lost 0, 1, 4 with 14/27, 19/54,
  // 7/54: mean 19/54 + 4 x 7/54 = 47/54 = 0.8704, SD sqrt(19/54 + 16 x 7/54 - (47/54)^2) = 1.2917. Over 20,000
  // runs 4 SE = 0.0095 (kills) and 0.0365 (Hull Points).
  it('a vehicle: vehicles destroyed and Hull Points lost within 4 SE of the exact', () => {
    const j = calcJson('attack bike', 'vs', 'land raider', '--half-range', '--simulate', String(RUNS), '--seed', '11');
    expect(j.kills.mean).toBeCloseTo(7 / 54, 9);
    expect(j.damage.mean).toBeCloseTo(47 / 54, 9);
    const sim = j.simulation!;
    expect(sim.kills).toHaveLength(2);
    expect(sim.wipe).toBe(sim.kills[1]);
    expect(Math.abs(sim.killsMean - 7 / 54)).toBeLessThan((4 * Math.sqrt((7 / 54) * (47 / 54))) / Math.sqrt(RUNS));
    const hullSD = Math.sqrt(19 / 54 + (16 * 7) / 54 - (47 / 54) ** 2);
    expect(Math.abs(sim.damageMean - 47 / 54)).toBeLessThan((4 * hullSD) / Math.sqrt(RUNS));
  });

  it('--seed makes it reproducible; another seed rolls other dice', () => {
    const run = (seed: string) => calcJson('tactical squad', 'vs', 'ork boyz', '--half-range', '--simulate', '500', '--seed', seed).simulation;
    expect(run('7')).toEqual(run('7'));
    expect(run('8')!.kills).not.toEqual(run('7')!.kills);
  });

  it('the table, csv and Markdown show the cross-check beside the exact numbers; without --simulate, none', () => {
    const args = ['calc', 'tactical squad', 'vs', 'ork boyz', '--half-range', '--simulate', '300', '--seed', '2'];
    const table = legacy(...args);
    expect(table.status, table.stderr).toBe(0);
    expect(table.stdout).toContain('Monte Carlo cross-check');
    expect(table.stdout).toMatch(/Mean models destroyed\s+│\s+6\.67\s+│/);
    expect(table.stdout).toContain('Simulated (300 runs, seed 2)');
    const csv = legacy(...args, '--format', 'csv');
    expect(csv.stdout).toMatch(/^simulation,,runs,300$/m);
    expect(legacy(...args, '--format', 'markdown').stdout).toContain('|  | Exact | Simulated (300 runs, seed 2) |');
    const plain = calcJson('tactical squad', 'vs', 'ork boyz', '--half-range');
    expect(plain).not.toHaveProperty('simulation');
    expect(legacy('calc', 'tactical squad', 'vs', 'ork boyz').stdout).not.toContain('Monte Carlo');
  });

  // Ork Boyz (30) charging: 29 Ork Boys of A2, +1 for the charge, +1 for two close combat weapons (Slugga and
  // Choppa), 4 each = 116, and the Boss Nob's 3 + 1 + 1 = 5: 121 attacks a run (7th edition core rules 'Attacks
  // Characteristic'). 1e7 / 121 = 82,644.6: 82,645 runs are past the simulator's budget of 1e7 attacks.
  it('past the budget: refused at once naming --simulate and the most runs allowed (exit 1, README: work past a budget)', () => {
    const r = legacy('calc', 'ork boyz', 'vs', 'tactical squad', '--charged', '--models', '30', '--simulate', '82645');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('--simulate 82645: this calculation needs up to 1.0e+7 simulated attacks (82645 runs of up to 121; limit 1e+7); simulate at most 82644 runs');
    expect(r.stdout).toBe('');
  });

  it('--vary plays no simulation: refused, not ignored (exit 2)', () => {
    const r = legacy('calc', 'tactical squad', 'vs', 'ork boyz', '--vary', 'cover=none,4+', '--simulate', '100');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--simulate plays one matchup die by die, not a sweep');
  });

  it("a script's options take simulate and seed in the flags' words; the JSON has no simulation without them", async () => {
    const units = await loadLegacyUnits([join(ROOT, 'data')]);
    const report = await calculateLegacyMatchup(units, 'tactical squad', 'ork boyz', { halfRange: true, simulate: 100, seed: 2 });
    expect(legacyJson(report).simulation).toMatchObject({ runs: 100, seed: 2 });
    expect(legacyJson(await calculateLegacyMatchup(units, 'tactical squad', 'ork boyz', { halfRange: true }))).not.toHaveProperty('simulation');
    await expect(calculateLegacyMatchup(units, 'tactical squad', 'ork boyz', { simulate: 0 })).rejects.toThrow('simulate: expected 1 to 1000000, got 0');
  });
});
