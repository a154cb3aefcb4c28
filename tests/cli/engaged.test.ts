/**
 * --engaged: the target is within Engagement Range of one or more units of the attacking army.
 * 000 'Blast': "Blast weapons can never be used to make attacks against a unit that is within
 * Engagement Range of one or more units from the attacking model's army (including its own unit)."
 * 003 'BIG GUNS NEVER TIRE (BLAST WEAPONS AND PISTOLS)' (diagram 9 A): shooting at a Vehicle within
 * Engagement Range of a friendly unit, "subtract 1 from the Hit roll unless that attack is made with
 * a Pistol"; "As the Vehicle is within Engagement Range of a friendly unit, Blast weapons cannot target it."
 */
import { describe, expect, it } from 'vitest';
import { runMatchup } from '../../src/rules/tenth/matchup/run.js';
import { UsageError } from '../../src/cli/errors.js';
import type { Unit, Weapon } from '../../src/rules/tenth/types.js';
import { target, weapon } from '../helpers.js';
import { runInProcess } from './in-process.js';

async function calcJson(args: string[]) {
  const r = await runInProcess(['calc', ...args, '--format', 'json']);
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as { weapons: { name: string; hits: number; damage: number }[]; notes: string[] };
}

describe('--engaged: Blast weapons cannot target the unit (000 Blast)', () => {
  it('the Leman Russ battle cannon does not fire at engaged Guardsmen; the Lascannon does', async () => {
    const free = await calcJson(['leman russ', 'vs', 'guardsmen', '--ranged']);
    expect(free.weapons.map((w) => w.name)).toContain('Leman Russ battle cannon');
    const engaged = await calcJson(['leman russ', 'vs', 'guardsmen', '--ranged', '--engaged']);
    expect(engaged.weapons.map((w) => w.name)).toEqual(['Lascannon']);
    expect(engaged.notes.join('\n')).toContain("does not fire Leman Russ battle cannon: [blast] cannot target a unit within Engagement Range of the attacking army (000 'Blast')");
    // Guardsmen are INFANTRY: no -1. Lascannon BS4+ -> 3/6 hits from 1 attack.
    expect(engaged.weapons[0].hits).toBeCloseTo(3 / 6, 12);
  });

  it('--engaged says it changes nothing in melee', async () => {
    const r = await runInProcess(['calc', 'leman russ', 'vs', 'guardsmen', '--melee', '--engaged']);
    expect(r.status).toBe(0);
    expect(r.stdout + r.stderr).toContain('--engaged has no effect on melee attacks');
  });
});

describe('--engaged against a MONSTER or VEHICLE: -1 to hit except with Pistols (003 diagram 9 A)', () => {
  it('Leman Russ Lascannon at an engaged Rhino: 1/3 hits and 0.833 damage (1/2 hits unengaged)', async () => {
    // Lascannon: A1, BS4+ -1 -> hits on 5+ (2/6); S12 vs T9 -> 3+ (4/6); AP-3 vs Sv3+ -> saves on 6+,
    // unsaved 5/6; D6+1 averages 4.5 (no wound is wasted on a 10-wound Rhino by one attack).
    // 2/6 * 4/6 * 5/6 * 4.5 = 0.8333. Unengaged it hits on 4+ (3/6); its damage then also depends on
    // the battle cannon firing first, so only the hits are compared.
    const engaged = await calcJson(['leman russ', 'vs', 'rhino', '--ranged', '--engaged']);
    expect(engaged.weapons.map((w) => w.name)).toEqual(['Lascannon']);
    expect(engaged.weapons[0].hits).toBeCloseTo(2 / 6, 12);
    expect(engaged.weapons[0].damage).toBeCloseTo((2 / 6) * (4 / 6) * (5 / 6) * 4.5, 12);
    const free = await calcJson(['leman russ', 'vs', 'rhino', '--ranged']);
    expect(free.weapons.find((w) => w.name === 'Lascannon')!.hits).toBeCloseTo(3 / 6, 12);
  });

  const gun = weapon({ name: 'gun', range: 24, skill: 3 });
  const pistol = weapon({ name: 'pistol', range: 12, skill: 3, abilities: ['pistol'] });
  const armed = (keywords: string[], weapons: Weapon[]): Unit => {
    const base = target({ keywords });
    return { ...base, name: 'shooter', weapons, models: base.models.map((g) => ({ ...g, equipment: weapons.map((w) => w.name) })) };
  };
  const vehicle = { ...target({ keywords: ['VEHICLE'], T: 4, Sv: 7 }), name: 'tank' };
  const hitChance = (r: ReturnType<typeof runMatchup>, i: number) => r.result.plans[i].hitOdds.success + r.result.plans[i].hitOdds.critical;

  it('a VEHICLE shooting gun and Pistol at an engaged VEHICLE: the gun hits on 4+ (3/6), the Pistol on 3+ (4/6)', () => {
    const r = runMatchup({ attacker: armed(['VEHICLE'], [gun, pistol]), target: vehicle, options: { ranged: true, engaged: true } });
    expect(r.result.plans.map((p) => p.name)).toEqual(['gun', 'pistol']);
    expect(hitChance(r, 0)).toBeCloseTo(3 / 6, 12);
    expect(hitChance(r, 1)).toBeCloseTo(4 / 6, 12);
  });

  it('against an engaged INFANTRY target nothing is subtracted: 4/6', () => {
    const r = runMatchup({ attacker: armed(['VEHICLE'], [gun]), target: target(), options: { ranged: true, engaged: true } });
    expect(hitChance(r, 0)).toBeCloseTo(4 / 6, 12);
  });

  it('attacker and target both engaged (the effect and --engaged) is one rule, one -1: with +1 to hit, BS3+ stays 3+ (4/6), not 4+', () => {
    // +1 (--hit-mod) - 1 (Big Guns Never Tire, once) = 0 -> 3+: 4/6. Counted twice it would be -1 -> 4+: 3/6.
    const r = runMatchup({
      attacker: armed(['VEHICLE'], [gun]),
      target: vehicle,
      options: { ranged: true, engaged: true, attackerEngaged: true, with: ['big-guns-never-tire'], hitMod: 1 },
    });
    expect(hitChance(r, 0)).toBeCloseTo(4 / 6, 12);
  });
});

describe("003 'Big Guns Never Tire (out-of-phase shooting)': a unit Locked in Combat cannot Fire Overwatch", () => {
  const gun = weapon({ name: 'gun', range: 24, skill: 3 });
  const shooter = { ...target({ keywords: ['VEHICLE'] }), name: 'shooter', weapons: [gun] };
  const armed = { ...shooter, models: shooter.models.map((g) => ({ ...g, equipment: ['gun'] })) };
  it('attacker within Engagement Range with Fire Overwatch: refused as an input error', () => {
    const run = () => runMatchup({ attacker: armed, target: target(), options: { ranged: true, attackerEngaged: true, with: ['fire-overwatch'] } });
    expect(run).toThrow(UsageError);
    expect(run).toThrow('Fire Overwatch cannot be used by a unit within Engagement Range');
  });
  it('not engaged: Fire Overwatch hits on an unmodified 6 (1/6)', () => {
    const r = runMatchup({ attacker: armed, target: target(), options: { ranged: true, with: ['fire-overwatch'] } });
    expect(r.result.plans[0].hitOdds.success + r.result.plans[0].hitOdds.critical).toBeCloseTo(1 / 6, 12);
  });
});

describe('--attacker-engaged: the attacking unit is within Engagement Range of enemy units (003 BIG GUNS NEVER TIRE)', () => {
  it('a VEHICLE attacker: its Lascannon (BS4+) hits on 5+, 2/6 from 1 attack, with or without the effect named', async () => {
    // 003 'Big Guns Never Tire': "Each time a Monster or Vehicle unit makes a ranged attack, if that unit
    // was within Engagement Range ... unless that attack is made with a Pistol, subtract 1 from that
    // attack's Hit roll." BS4+ with -1: 5+ = 2/6. The effect big-guns-never-tire says the same as the flag.
    const free = await calcJson(['leman russ', 'vs', 'guardsmen', '--ranged']);
    const engaged = await calcJson(['leman russ', 'vs', 'guardsmen', '--ranged', '--attacker-engaged']);
    const named = await calcJson(['leman russ', 'vs', 'guardsmen', '--ranged', '--with', 'big-guns-never-tire']);
    const lascannon = (r: typeof free) => r.weapons.find((w) => w.name === 'Lascannon')!;
    expect(lascannon(free).hits).toBeCloseTo(3 / 6, 12);
    expect(lascannon(engaged).hits).toBeCloseTo(2 / 6, 12);
    expect(lascannon(named).hits).toBeCloseTo(2 / 6, 12);
    expect(engaged.notes.join('\n')).toContain("Leman Russ Battle Tank is a MONSTER or VEHICLE within Engagement Range, -1 to hit");
  });
});
