/**
 * The exact turn (src/rules/tenth/matchup/turn.ts, issue 15 sections 1 and 3): each number derived by hand in the
 * comment beside it. SHOT and BLOW (turn-fixtures.ts) each get through with 1/2 (hit 4+) x 1/2 (wound
 * 4+, S4 vs T4) = 1/4 against Sv 7+ (no save), Damage 1.
 */
import { describe, expect, it } from 'vitest';
import { runTurn } from '../../src/rules/tenth/matchup/turn.js';
import type { TurnReport } from '../../src/rules/tenth/matchup/turn-result.js';
import { ALL, BARE, BLOW, SHOT, unit } from './turn-fixtures.js';
import { BLESSED, qualified } from '../rules/effects/support.js';

const EPS = 1e-12;

function close(actual: number, expected: number): void {
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThan(EPS);
}

function closeAll(actual: readonly number[], expected: readonly number[]): void {
  expect(actual.length).toBe(expected.length);
  actual.forEach((p, k) => close(p, expected[k]));
}

/** Every distribution the report holds sums to 1 within 1e-9. */
function sumsToOne(r: TurnReport): void {
  for (const side of [r.attacker, r.target]) {
    for (const d of [side.modelsLost.distribution, side.woundsLost.distribution]) expect(Math.abs(d.reduce((s, p) => s + p, 0) - 1)).toBeLessThan(1e-9);
  }
}

describe('turn: the state carries from phase to phase', () => {
  it('a model left with 1 wound by the shooting dies to the first wound of the fight', () => {
    // One W2 model. Shooting: 1 wound with 1/4; fight: 1 wound with 1/4. It dies only when both do: 1/16,
    // which neither phase alone (a fresh W2 model, 1 wound at most) can do.
    const attacker = unit('Shooter', 1, BARE, [SHOT, BLOW]);
    const target = unit('Ogre', 1, { ...BARE, W: 2 }, []);
    const r = runTurn({ attacker, target, options: {} }, ALL);
    close(r.target.modelsLost.wiped, 1 / 16);
    // Wounds lost: 0 with (3/4)^2 = 9/16, 1 with 2 x 1/4 x 3/4 = 6/16, 2 with 1/16.
    closeAll(r.target.woundsLost.distribution, [9 / 16, 6 / 16, 1 / 16]);
    // Per phase: the shooting kills nobody, the fight adds the 1/16.
    expect(r.phases.map((p) => p.phase)).toEqual(['shoot', 'fight']);
    close(r.phases[0].modelsLost, 0);
    close(r.phases[1].modelsLost, 1 / 16);
    sumsToOne(r);
  });

  it('Overwatch losses reduce the attacks of the fight', () => {
    // Two W1 attackers with one BLOW each; the target (one W10 model, never wiped here) fires one SHOT
    // in Overwatch: hits only on an unmodified 6 (003 'Fire Overwatch'), 1/6 x 1/2 = 1/12 to kill one.
    // Fight: 2 attacks with 11/12, 1 with 1/12; each 1 wound with 1/4.
    // E[wounds] = (2 x 11/12 + 1/12) x 1/4 = 23/48; P(2 wounds) = 11/12 x 1/16 = 11/192;
    // P(0) = 11/12 x 9/16 + 1/12 x 3/4 = 99/192 + 12/192 = 111/192; P(1) = 1 - the others = 70/192.
    const attacker = unit('Chargers', 2, BARE, [BLOW]);
    const target = unit('Wall', 1, { ...BARE, W: 10 }, [SHOT]);
    const r = runTurn({ attacker, target, options: {} }, { phases: ['fight'], overwatch: true, fightBack: false });
    close(r.target.woundsLost.mean, 23 / 48);
    closeAll(r.target.woundsLost.distribution.slice(0, 3), [111 / 192, 70 / 192, 11 / 192]);
    closeAll(r.attacker.modelsLost.distribution, [11 / 12, 1 / 12, 0]);
    expect(r.phases.map((p) => p.phase)).toEqual(['overwatch', 'fight']);
    sumsToOne(r);
  });

  it('the survivors fight back: a mixture over how many survived', () => {
    // The attacker (one W10 model, one BLOW) kills one of two W1 models with 1/4. The survivors fight
    // back with one BLOW each: 2 attacks with 3/4, 1 with 1/4.
    // E[attacker wounds lost] = 3/4 x 2/4 + 1/4 x 1/4 = 7/16; P(2 lost) = 3/4 x 1/16 = 3/64;
    // P(0) = 3/4 x 9/16 + 1/4 x 3/4 = 27/64 + 12/64 = 39/64; P(1) = 22/64.
    const attacker = unit('Hero', 1, { ...BARE, W: 10 }, [BLOW]);
    const target = unit('Pair', 2, BARE, [BLOW]);
    const r = runTurn({ attacker, target, options: {} }, { phases: ['fight'], overwatch: false, fightBack: true });
    close(r.attacker.woundsLost.mean, 7 / 16);
    closeAll(r.attacker.woundsLost.distribution.slice(0, 3), [39 / 64, 22 / 64, 3 / 64]);
    close(r.phases[1].woundsLost, 7 / 16);
    sumsToOne(r);
  });

  it('Below Half-strength reached by the shooting changes the fight (Beacons of Rage)', () => {
    // Three W1 models; two SHOTs kill Binomial(2, 1/4): 0 with 9/16, 1 with 6/16, 2 with 1/16. With two
    // destroyed, 1 of 3 is Below Half-strength (000 'Below Half-strength': 1 x 2 < 3; 2 x 2 < 3 is not).
    // Beacons of Rage: melee Wound rolls of 1 re-rolled (wound 1/2 + 1/6 x 1/2 = 7/12: kill 7/24), and any
    // failed one against a Below Half-strength unit (1/2 + 1/2 x 1/2 = 3/4: kill 3/8).
    // P(3 lost) = 1/16 x 3/8 = 3/128 (a flag set from the start would give 1/16 x 3/8 too, but would also
    // re-roll failed wounds from 0 or 1 lost: P(1 lost) below pins that down).
    // P(0) = 9/16 x 17/24; P(1) = 9/16 x 7/24 + 6/16 x 17/24; P(2) = 6/16 x 7/24 + 1/16 x 5/8.
    const attacker = unit('Hound', 1, BARE, [{ ...SHOT, A: 2 }, BLOW]);
    const target = unit('Trio', 3, BARE, []);
    const r = runTurn({ attacker, target, options: { with: ['beacons-of-rage'] } }, ALL);
    closeAll(r.target.modelsLost.distribution, [(9 / 16) * (17 / 24), (9 / 16) * (7 / 24) + (6 / 16) * (17 / 24), (6 / 16) * (7 / 24) + (1 / 16) * (5 / 8), 3 / 128]);
    sumsToOne(r);
  });

  it('models the fight destroys fight on death before the survivors fight back (Total Carnage)', () => {
    // The Hero's BLOW kills one of the two W1 models with 1/4; Total Carnage (000: on a 4+, 1/2) lets it
    // fight after the Hero's attacks: one BLOW, 1 wound with 1/4. So P(Hero loses a wound to it) =
    // 1/4 x 1/2 x 1/4 = 1/32. Then the survivors fight back as above: 7/16 more on average.
    const attacker = unit('Hero', 1, { ...BARE, W: 10 }, [BLOW]);
    // With Blessings of Khorne, which Total Carnage reaches (000 'Blessings of Khorne').
    const target = qualified(unit('Pair', 2, BARE, [BLOW]), BLESSED);
    const options = { targetWith: ['total-carnage'] };
    const alone = runTurn({ attacker, target, options }, { phases: ['fight'], overwatch: false, fightBack: false });
    closeAll(alone.attacker.woundsLost.distribution.slice(0, 2), [31 / 32, 1 / 32]);
    expect(alone.phases.map((p) => p.phase)).toEqual(['fight', 'fight on death']);
    const r = runTurn({ attacker, target, options }, { phases: ['fight'], overwatch: false, fightBack: true });
    expect(r.phases.map((p) => p.phase)).toEqual(['fight', 'fight on death', 'fight back']);
    close(r.phases[1].woundsLost, 1 / 32);
    close(r.phases[2].woundsLost, 7 / 16);
    // P(Hero loses 2 wounds): no kill (3/4), both survivors hit (1/16): 3/64; or a kill (1/4), the model
    // fights on death and hits (1/2 x 1/4) and the one survivor hits (1/4): 1/128. In all 7/128.
    close(r.attacker.woundsLost.distribution[2], 7 / 128);
    sumsToOne(r);
  });

  it('the attacker loses models to Overwatch in its allocation order: its Unit Champion last', () => {
    // A Champion with 2 BLOWs and a trooper with 1, both W1, Sv 7+. The target's one Overwatch SHOT kills
    // one with 1/12 (6 to hit, 4+ to wound), and the defender takes the trooper (a Unit Champion goes last,
    // allocation.ts). Fight: 3 BLOWs with 11/12, 2 with 1/12, each 1 wound with 1/4 on a W10 model:
    // E = (11/12 x 3 + 1/12 x 2) x 1/4 = 35/48 (losing the Champion first would give 34/48).
    const troops = unit('Squad', 1, BARE, [BLOW, { ...BLOW, A: 2 }]);
    const [blow, blows] = troops.weapons;
    const attacker = {
      ...troops,
      models: [
        { ...troops.models[0], name: 'Champion', champion: true, equipment: [blows.name] },
        { ...troops.models[0], name: 'Trooper', equipment: [blow.name] },
      ],
    };
    const target = unit('Wall', 1, { ...BARE, W: 10 }, [SHOT]);
    const r = runTurn({ attacker, target, options: {} }, { phases: ['fight'], overwatch: true, fightBack: false });
    close(r.target.woundsLost.mean, 35 / 48);
    sumsToOne(r);
  });
});
