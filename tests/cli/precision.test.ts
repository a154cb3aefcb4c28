import { afterAll, describe, expect, it } from 'vitest';
import { dataFolder, json } from './run.js';

// `--precision` with a [PRECISION] weapon and another one, end to end through the built CLI and unit
// files (no bundled weapon has [PRECISION]). The rules are in tests/rules/precision.test.ts.
const unit = (name: string, keywords: string, body: string) => `name: ${name}
faction: test
source: test
keywords: [${keywords}]
stats: { M: 6, T: 4, Sv: 7+, W: 1, Ld: 7+, OC: 1 }
${body}`;

const { dir, cleanup } = dataFolder({
  'marksmen.yaml': unit('Marksmen', 'INFANTRY', `models:
  - { name: Marksman, count: 1, equipment: [Long rifle] }
  - { name: Trooper, count: 1, equipment: [Carbine] }
weapons:
  - { name: Long rifle, range: 36, A: 1, BS: 3+, S: 8, AP: 0, D: 1, abilities: [torrent, precision] }
  - { name: Carbine, range: 24, A: 1, BS: 3+, S: 8, AP: 0, D: 1, abilities: [torrent] }
`),
  'mob.yaml': unit('Mob', 'INFANTRY', `leaders: [Boss]
models:
  - { name: Mobster, count: 1, equipment: [] }
`),
  'boss.yaml': unit('Boss', 'INFANTRY, CHARACTER', `models:
  - { name: Boss, count: 1, equipment: [] }
`),
});
afterAll(cleanup);

type Group = { leader: boolean; allDestroyed: number };
const groups = (r: ReturnType<typeof json>) => (r as unknown as { byGroup: Group[] }).byGroup;

describe("wh40k calc --precision with mixed weapons (003 'Attached Units with Multiple Characters (allocating attacks)')", () => {
  // Each weapon: 1 attack, Torrent, S8 vs T4 wounds on 2+ (5/6), no save, D1, against W1 models.
  it("the Long rifle's wound goes to the Boss, the Carbine's to the Mobster: each destroyed with 5/6, said so", () => {
    const r = json(['--data', dir, 'calc', 'marksmen', 'vs', 'mob+boss', '--precision']);
    const boss = groups(r).find((g) => g.leader)!;
    const mob = groups(r).find((g) => !g.leader)!;
    expect(boss.allDestroyed).toBeCloseTo(5 / 6, 9);
    expect(mob.allDestroyed).toBeCloseTo(5 / 6, 9);
    expect(r.target).toEqual({ name: 'Mob + Boss', models: 2, wounds: 2, profile: 'T4 Sv7+' });
    expect(r.damage.distribution).toEqual([1 / 36, 10 / 36, 25 / 36].map((p) => expect.closeTo(p, 9)));
    expect(r.notes.join('\n')).toContain('only the [PRECISION] attacks (Long rifle) go to the Leaders first; the others (Carbine) to the Bodyguard');
  });

  it('without --precision the Boss needs both wounds (Bodyguard first): 25/36', () => {
    const r = json(['--data', dir, 'calc', 'marksmen', 'vs', 'mob+boss']);
    expect(groups(r).find((g) => g.leader)!.allDestroyed).toBeCloseTo(25 / 36, 9);
  });
});
