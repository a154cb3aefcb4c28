import { describe, expect, it } from 'vitest';
import { json, STACK_TRACE, wh40k } from './run.js';

type Group = { name: string; leader: boolean; models: number; destroyed: number; allDestroyed: number };
const groups = (r: ReturnType<typeof json>) => (r as unknown as { byGroup: Group[] }).byGroup;

describe('attached units from the command line', () => {
  it('TARGET+LEADER and --leader give the same Attached unit; the Leader is reported on its own', () => {
    const plus = json(['calc', 'eightbound', 'vs', 'intercessors+lieutenant']);
    const flag = json(['calc', 'eightbound', 'vs', 'intercessors', '--leader', 'lieutenant']);
    expect(plus.target).toEqual({ name: 'Intercessor Squad + Lieutenant', models: 6, wounds: 14, profile: 'T4 Sv3+' });
    expect(flag.kills.distribution).toEqual(plus.kills.distribution);
    const lieutenant = groups(plus).find((g) => g.leader)!;
    expect(lieutenant.name).toBe('Lieutenant');
    // The Leader dies only after the whole Bodyguard: P(Leader destroyed) = P(wipe).
    expect(lieutenant.allDestroyed).toBeCloseTo(plus.kills.wipe, 12);
    // Expected kills add up over the groups.
    expect(groups(plus).reduce((s, g) => s + g.destroyed, 0)).toBeCloseTo(plus.kills.mean, 12);
  });

  it('--precision with no [PRECISION] weapon keeps the Bodyguard first and says so', () => {
    // 003 'Attached Units with Multiple Characters': only [PRECISION] attacks may be allocated to a
    // Character; the Eightbound have none (the [PRECISION] case is derived by hand in
    // tests/rules/rules-as-written-core-calc.test.ts).
    const normal = json(['calc', 'eightbound', 'vs', 'intercessors+lieutenant']);
    const precise = json(['calc', 'eightbound', 'vs', 'intercessors+lieutenant', '--precision']);
    expect(groups(precise).find((g) => g.leader)!.allDestroyed).toBeCloseTo(groups(normal).find((g) => g.leader)!.allDestroyed, 12);
    expect(precise.notes.join('\n')).toContain('--precision not applied');
  });

  it('a Leader the datasheet does not list exits 2 naming the ones it does', () => {
    const r = wh40k(['calc', 'eightbound', 'vs', 'intercessors+kharn']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('cannot lead Intercessor Squad');
    expect(r.stderr).toContain('Lieutenant');
    expect(r.stderr).not.toMatch(STACK_TRACE);
  });
});

describe('attackers as fielded', () => {
  it('--wargear "champion: heavy chainglaive" re-equips only the Champion', () => {
    const r = json(['calc', 'eightbound', 'vs', 'intercessors', '--wargear', 'champion: heavy chainglaive']);
    expect(r.weapons.map((w) => [w.name, w.count])).toEqual([
      ['Eightbound eviscerators', 2],
      ['Heavy chainglaive', 1],
    ]);
  });

  it('a weapon with profiles: the best against the target is picked and named; --profile chooses', () => {
    const best = json(['calc', 'guardian defenders', 'vs', 'berzerkers', '--wargear', 'platform: missile launcher']);
    const picked = best.weapons.map((w) => w.name).filter((n) => n.startsWith('Missile launcher'));
    expect(picked).toHaveLength(1);
    expect(best.notes.join('\n')).toMatch(/best against Khorne Berzerkers: .*starshot.*sunburst/);
    const other = picked[0].endsWith('starshot') ? 'sunburst' : 'starshot';
    const chosen = json(['calc', 'guardian defenders', 'vs', 'berzerkers', '--wargear', 'platform: missile launcher', '--profile', other]);
    expect(chosen.weapons.map((w) => w.name)).toContain(`Missile launcher - ${other}`);
    expect(chosen.damage.mean).toBeLessThanOrEqual(best.damage.mean + 1e-12);
  });

  it('an unknown loadout exits 2 listing the loadouts', () => {
    const r = wh40k(['calc', 'eightbound', 'vs', 'intercessors', '--loadout', 'nonsense']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('no loadout "nonsense"');
  });
});

describe('Below Half-strength from the unit size', () => {
  it('2 of 5 Intercessors are Below Half-strength: Beacons of Rage re-rolls every failed Wound roll', () => {
    const r = json(['calc', 'eightbound', 'vs', 'intercessors', '--target-models', '2']);
    expect(r.notes.join('\n')).toContain('Below Half-strength (2 of 5 models)');
    // Eviscerators S5 vs T4 wound on 3+: re-rolling failures, 4/6 + 2/6 x 4/6 = 32/36 per hit; 8 hits.
    const eviscerators = r.weapons.find((w) => w.name === 'Eightbound eviscerators')!;
    expect(eviscerators.wounds).toBeCloseTo(8 * (32 / 36), 12);
  });
});
