/**
 * `wh40k --ruleset legacy calc X vs <vehicle>` (issue 14, vehicles) as a user runs it on the bundled Rhino and Land
 * Raider: the vehicle's headline, the damage table's chances and the Hull Points lost, --facing and --immobilised,
 * numbers derived by hand (7th edition core rules, 'Vehicles').
 */
import { describe, expect, it } from 'vitest';
import { STACK_TRACE, wh40k } from './run.js';

const legacy = (...args: string[]) => wh40k(['--ruleset', 'legacy', ...args], { COLUMNS: '100' });

interface VehicleJson {
  total: { attacks: number; hits: number; wounds: number; unsaved: number; kills: number };
  kills: { distribution: number[] };
  woundsLost: { distribution: number[] };
  vehicle: Record<'destroyed' | 'explodes' | 'immobilised' | 'weaponDestroyed' | 'stunned' | 'shaken', number>;
}

const calcJson = (...args: string[]): VehicleJson => {
  const r = legacy('calc', ...args, '--format', 'json', '-q');
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as VehicleJson;
};

describe('wh40k --ruleset legacy calc at a vehicle', () => {
  // The attack bike's multi-melta (S8 AP1, Melta) at half range at the Land Raider (AV14, 4 Hull Points): BS4 hits
  // on 3+ (2/3); 2D6 + 8 against 14: 7+ penetrates (21/36), 6 glances (5/36). A penetrating hit rolls D6 + 2 (AP1):
  // 5-6 explode (1/3), 1 shakes, 2 stuns, 3 a weapon, 4 immobilises (1/6 each). Exploded: 2/3 x 21/36 x 1/3 = 7/54;
  // each other result 2/3 x 21/36 x 1/6 = 7/108; 1 Hull Point lost: 2/3 x (5/36 + 21/36 x 2/3) = 19/54.
  it('attack bike vs land raider --half-range: Melta rolls 2D6', () => {
    const j = calcJson('attack bike', 'vs', 'land raider', '--half-range');
    expect(j.total.wounds).toBeCloseTo(13 / 27, 12);
    expect(j.vehicle.destroyed).toBeCloseTo(7 / 54, 12);
    expect(j.vehicle.explodes).toBeCloseTo(7 / 54, 12);
    for (const key of ['immobilised', 'weaponDestroyed', 'stunned', 'shaken'] as const) expect(j.vehicle[key]).toBeCloseTo(7 / 108, 12);
    [14 / 27, 19 / 54, 0, 0, 7 / 54].forEach((p, k) => expect(j.woundsLost.distribution[k]).toBeCloseTo(p, 12));
    expect(j.kills.distribution[1]).toBeCloseTo(7 / 54, 12);
  });

  it('the table: the armour in the headline, the damage table chances, the Hull Points lost', () => {
    const r = legacy('calc', 'attack bike', 'vs', 'land raider', '--half-range');
    expect(r.status, r.stderr).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('Attack Bike Squad (1 model, shooting) vs Land Raider (AV 14/14/14, 4 Hull Points, tank, transport)');
    expect(lines).toContain('Vehicle: destroyed 13.0% (exploded 13.0%); still standing and Immobilised 6.5%, a weapon destroyed 6.5%, Crew Stunned 6.5%, Crew Shaken 6.5%');
    expect(r.stdout).toContain('│ Hull Points lost (k) │');
    expect(r.stdout).toContain("note: Shooting at Land Raider's front armour (AV 14)\n");
  });

  it('--facing rear: the lascannons at the Rhino\'s AV10 glance or penetrate on every hit', () => {
    // 4 lascannons hit 2/3 each, S9 + D6 >= 10 always: 8/3; the sergeant's boltgun hits 2/3 and S4 + 6 = 10
    // glances 1/6: 1/9. Wounds (glancing or penetrating hits, before the vehicle's state): 8/3 + 1/9 = 25/9.
    expect(calcJson('devastators', 'vs', 'rhino', '--facing', 'rear').total.wounds).toBeCloseTo(25 / 9, 12);
  });

  it("--melee: close combat attacks hit a vehicle as WS 1, an Immobilised one automatically (7th edition core rules, 'Vehicles and Close Combat')", () => {
    // 10 Space Marines with A1 (a Pistol is no second melee weapon alone; the Sergeant A1 too): 10 attacks, WS4
    // against WS 1 on 3+: 20/3; with --immobilised all 10 hit.
    expect(calcJson('tactical squad', 'vs', 'rhino', '--melee').total.hits).toBeCloseTo(20 / 3, 12);
    expect(calcJson('tactical squad', 'vs', 'rhino', '--melee', '--immobilised').total.hits).toBeCloseTo(10, 12);
  });

  it('refuses a facing it does not know, and how far a vehicle moved (exit 2)', () => {
    for (const [option, value, expected] of [['--facing', 'top', 'expected front, side, rear'], ['--vehicle-speed', 'flat-out', 'how far a vehicle moved no longer counts']]) {
      const r = legacy('calc', 'devastators', 'vs', 'rhino', option, value);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(expected);
      expect(r.stderr).not.toMatch(STACK_TRACE);
    }
  });
});
