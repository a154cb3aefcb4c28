/**
 * calc's options in a turn (issue 15 section 1: "the same options as calc for each side"), each number
 * derived by hand beside it. SHOT and BLOW (turn-fixtures.ts) each get through with 1/2 (hit 4+) x 1/2
 * (wound 4+, S4 vs T4) = 1/4 against Sv 7+ (no save), Damage 1.
 */
import { describe, expect, it } from 'vitest';
import { namedMatchup } from '../../src/rules/tenth/matchup/calculate.js';
import { runTurn } from '../../src/rules/tenth/matchup/turn.js';
import { runMatchup } from '../../src/rules/tenth/matchup/run.js';
import type { TurnSettings } from '../../src/rules/tenth/matchup/turn-result.js';
import { simulateTurn } from '../../src/rules/tenth/matchup/turn-simulate.js';
import { loadRoster } from '../../src/rules/tenth/profiles/registry.js';
import { ALL, BARE, BLOW, SHOT, unit } from './turn-fixtures.js';
import { AELDARI, qualified } from '../rules/effects/support.js';

const EPS = 1e-12;

function close(actual: number, expected: number): void {
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThan(EPS);
}

describe('turn --target-wounded', () => {
  const attacker = unit('Shooter', 1, BARE, [SHOT, BLOW]);
  const ogres = unit('Ogres', 2, { ...BARE, W: 3 }, []);

  it('starts the turn from the wounds already lost: a W3 model with 2 lost dies to the first wound', () => {
    // The first Ogre has 1 wound left. Shooting and fight: 1 wound each with 1/4. It dies when either
    // gets through: 1 - (3/4)^2 = 7/16; no second model can die (2 wounds at most). Wounds lost in the
    // turn (the 2 before not counted): 0 with 9/16, 1 with 6/16 (either phase alone), 2 with 1/16.
    const r = runTurn({ attacker, target: ogres, options: { targetWounded: 2 } }, ALL);
    close(r.target.modelsLost.distribution[1], 7 / 16);
    close(r.target.modelsLost.distribution[0], 9 / 16);
    [9 / 16, 6 / 16, 1 / 16].forEach((p, k) => close(r.target.woundsLost.distribution[k], p));
    expect(r.target.woundsLost.distribution.length).toBe(5); // 6 wounds - 2 lost before, 0..4
    // Without it, 2 wounds never destroy a W3 model.
    close(runTurn({ attacker, target: ogres, options: {} }, ALL).target.modelsLost.distribution[0], 1);
  });

  it('is checked as calc checks it; any model can be the wounded one (issue 26)', () => {
    expect(() => runTurn({ attacker, target: ogres, options: { targetWounded: 3 } }, ALL)).toThrow(/W3, so it can have lost at most 2/);
    expect(() => runTurn({ attacker, target: ogres, options: { targetWoundedModel: 'Ogres' } }, ALL)).toThrow(/needs --target-wounded N/);
    // Naming the model the allocation takes first is the same turn.
    const named = runTurn({ attacker, target: ogres, options: { targetWounded: 2, targetWoundedModel: 'ogres' } }, ALL);
    close(named.target.modelsLost.distribution[1], 7 / 16);
    const mixed = { ...ogres, models: [ogres.models[0], { ...ogres.models[0], name: 'Ogre Boss', count: 1, stats: { ...ogres.models[0].stats, W: 4 } }] };
    // Toughest last puts the W3 Ogres before the W4 Boss; a Boss that has lost 3 wounds takes the next attack
    // (000 'Allocate Attack') with 1 wound left, so it dies when either phase's wound gets through: 1 - (3/4)^2 = 7/16.
    // The old turn refused it (its queue took an Ogre first).
    const boss = runTurn({ attacker, target: mixed, options: { targetWounded: 3, targetWoundedModel: 'ogre boss' } }, ALL);
    close(boss.target.modelsLost.distribution[1], 7 / 16);
    close(boss.target.modelsLost.distribution[2], 0);
    // calc's wounds left: 2 Ogres x 3 + the Boss's 1.
    expect(boss.target.wounds).toBe(7);
  });

  it("a wounded Leader waits behind its Bodyguard (002 'Leader'): the turn's fight equals calc's", () => {
    // One W1 Bodyguard and a W3 Leader that has lost 2. Two BLOWs, 1/4 each: the first through destroys
    // the Bodyguard, the second the Leader (1 wound left): P(both) = 1/16, P(one) = 2 x 1/4 x 3/4 = 6/16.
    const guard = unit('Guard', 1, BARE, []);
    const led = { ...guard, models: [guard.models[0], { ...guard.models[0], name: 'Leader', leader: true, stats: { ...guard.models[0].stats, W: 3 } }] };
    const striker = unit('Striker', 2, BARE, [BLOW]);
    const options = { targetWounded: 2, targetWoundedModel: 'leader' };
    const r = runTurn({ attacker: striker, target: led, options }, { phases: ['fight'], overwatch: false, fightBack: false });
    [9 / 16, 6 / 16, 1 / 16].forEach((p, k) => close(r.target.modelsLost.distribution[k], p));
    // The same as calc of the charge (run.ts), the second method.
    const calc = runMatchup({ attacker: striker, target: led, options: { ...options, charged: true } }).result.kills.distribution;
    r.target.modelsLost.distribution.forEach((p, k) => close(p, calc[k]));
  });

  it('the simulator starts from the same wounded model and agrees within 4 standard errors', () => {
    const settings: TurnSettings = { phases: ['shoot', 'fight'], overwatch: false, fightBack: false };
    const runs = 4000;
    const sim = simulateTurn({ attacker, target: ogres, options: { targetWounded: 2 } }, settings, runs, 3);
    // Exact: P(1 model lost) = 7/16 (above); E[wounds lost] = 2 x 1/4 = 1/2, variance 2 x 3/16 = 3/8.
    const p = 7 / 16;
    expect(Math.abs(sim.target.modelsLostMean - p)).toBeLessThanOrEqual(4 * Math.sqrt((p * (1 - p)) / runs));
    expect(Math.abs(sim.target.woundsLostMean - 1 / 2)).toBeLessThanOrEqual(4 * Math.sqrt(3 / 8 / runs));
  });
});

describe("turn: the target's loadout for its attacks (issue 26)", () => {
  // The Wall (one W10 model, never destroyed by one BLOW) fights back with one of two melee weapons: weapon 1
  // (a BLOW, A1) or weapon 2 (A2): the chooser takes the one with the most expected damage, A2: 2 x 1/4 = 1/2
  // against the Striker (W10, no save). Named with --target-profile, or left with weapon 1 alone by a wargear
  // option or a loadout, it is a BLOW: 1/4.
  const striker = unit('Striker', 1, { ...BARE, W: 10 }, [BLOW]);
  const plain = unit('Wall', 1, { ...BARE, W: 10 }, [BLOW, { ...BLOW, A: 2 }]);
  const wall = { ...plain, wargear: [{ name: 'light', model: 'Wall', replace: ['Wall weapon 2'], with: [] }], loadouts: [{ name: 'skirmish', options: ['light'] }] };
  const fightBack: TurnSettings = { phases: ['fight'], overwatch: false, fightBack: true };
  const woundsOnStriker = (options: object) => runTurn({ attacker: striker, target: wall, options }, fightBack);

  it('the best by default, and the note names --target-profile, the flag that reaches the target', () => {
    const r = woundsOnStriker({});
    close(r.attacker.woundsLost.mean, 1 / 2);
    expect(r.notes).toContain('fight back: best against Striker: Wall weapon 1 0.25, Wall weapon 2 0.50 damage each (--target-profile to choose)');
  });

  it('--target-profile, --target-wargear and --target-loadout choose its weapons: a BLOW, 1/4', () => {
    close(woundsOnStriker({ targetProfile: ['wall weapon 1'] }).attacker.woundsLost.mean, 1 / 4);
    close(woundsOnStriker({ targetWargear: ['light'] }).attacker.woundsLost.mean, 1 / 4);
    close(woundsOnStriker({ targetLoadout: 'skirmish' }).attacker.woundsLost.mean, 1 / 4);
    // The attacker's --profile is its own: a name of the Wall's weapons is no weapon of the Striker's, refused (issue 26 follow-up).
    expect(() => woundsOnStriker({ profile: ['wall weapon 1'] })).toThrow('--profile "wall weapon 1": no weapon of Striker has that name (closest: "Striker weapon 1")');
  });

  it('calc refuses them: its target makes no attacks', () => {
    expect(() => runMatchup({ attacker: striker, target: wall, options: { targetProfile: ['wall weapon 1'], charged: true } })).toThrow(/--target-profile: the target makes no attacks in calc/);
    expect(() => runMatchup({ attacker: striker, target: wall, options: { targetWargear: ['light'], charged: true } })).toThrow(/--target-wargear/);
  });
});

describe("turn: the \"not modelled\" notes calc prints, for both units (issue 26)", () => {
  it('the attacker\'s and the target\'s datasheet abilities that change attacks but are not modelled', async () => {
    const roster = await loadRoster([]);
    const r = runTurn(namedMatchup(roster, 'striking-scorpions', 'fire-dragons', {}), { phases: ['fight'], overwatch: false, fightBack: true });
    const said = r.notes.filter((n) => n.startsWith('not modelled'));
    // calc of the same pair says the attacker's that it attacks with and the target's that it defends with
    // (data/aeldari/striking-scorpions.yaml and fire-dragons.yaml list them with modelled: false); a turn, where the target
    // fights back, says both units' all (issue 29 section 3).
    const calc = runMatchup(namedMatchup(roster, 'striking-scorpions', 'fire-dragons', { charged: true })).notes.filter((n) => n.startsWith('not modelled'));
    expect(said).toEqual(expect.arrayContaining(calc));
    expect(said.some((n) => n.startsWith('not modelled (Striking Scorpions): Mandiblasters'))).toBe(true);
    expect(said.some((n) => n.startsWith('not modelled (Fire Dragons): Aspect Shrine Token'))).toBe(true);
    expect(calc.some((n) => n.startsWith('not modelled (Fire Dragons): Aspect Shrine Token'))).toBe(false);
  });
});

describe('turn --order', () => {
  // Against two W2 models: HEAVY (1 attack, Damage 2) and LIGHT (1 attack, Damage 1), each through with 1/4.
  // HEAVY first: its 2 wounds go on the first model, LIGHT's on the second (or the first): E[wounds] =
  // 2/4 + 1/4 = 3/4. LIGHT first: when both get through, HEAVY's 2 damage finds the first model with 1
  // wound left and 1 is lost: E[wounds] = 3/4 - 1/16 = 11/16. P(1 model destroyed) = 1/4 either way.
  const heavy = { ...SHOT, D: 2 };
  const pair = unit('Pair', 2, { ...BARE, W: 2 }, []);
  const shootOnly: TurnSettings = { phases: ['shoot'], overwatch: false, fightBack: false };
  const fightOnly: TurnSettings = { phases: ['fight'], overwatch: false, fightBack: false };

  it('orders the shooting by the ranged weapons it names', () => {
    const attacker = unit('Gunner', 1, BARE, [heavy, SHOT, BLOW]);
    const turn = (order: string[]) => runTurn({ attacker, target: pair, options: { order } }, shootOnly).target;
    // Gunner weapon 1 is HEAVY, 2 is LIGHT, 3 the melee BLOW (named too: it goes to the fight).
    close(turn(['gunner weapon 1', 'gunner weapon 2', 'gunner weapon 3']).woundsLost.mean, 3 / 4);
    close(turn(['gunner weapon 2', 'gunner weapon 1', 'gunner weapon 3']).woundsLost.mean, 11 / 16);
    close(turn(['gunner weapon 2', 'gunner weapon 1']).modelsLost.distribution[1], 1 / 4);
  });

  it('orders the fight by the melee weapons it names, the same arithmetic', () => {
    // A model fights with one melee weapon: a Brute with HEAVY's Damage 2 and a Runt with LIGHT's 1.
    const base = unit('Brawlers', 1, BARE, [SHOT, { ...BLOW, D: 2 }, BLOW]);
    const group = (name: string, weapon: string) => ({ ...base.models[0], name, equipment: ['Brawlers weapon 1', weapon] });
    const attacker = { ...base, models: [group('Brute', 'Brawlers weapon 2'), group('Runt', 'Brawlers weapon 3')] };
    const turn = (order: string[]) => runTurn({ attacker, target: pair, options: { order } }, fightOnly).target;
    close(turn(['brawlers weapon 1', 'brawlers weapon 2', 'brawlers weapon 3']).woundsLost.mean, 3 / 4);
    close(turn(['brawlers weapon 3', 'brawlers weapon 2', 'brawlers weapon 1']).woundsLost.mean, 11 / 16);
    // Overwatch may destroy the Brute: the Runt fights alone and the order's other names are not its weapons.
    const shooters = unit('Pair', 2, { ...BARE, W: 2 }, [SHOT]);
    const overwatch = { ...fightOnly, overwatch: true };
    expect(() => runTurn({ attacker, target: shooters, options: { order: ['brawlers weapon 2', 'brawlers weapon 3'] } }, overwatch)).not.toThrow();
  });

  it('refuses a name that is none of the attacker’s weapons', () => {
    const attacker = unit('Gunner', 1, BARE, [heavy, SHOT]);
    expect(() => runTurn({ attacker, target: pair, options: { order: ['lascannon'] } }, shootOnly)).toThrow(/no weapon named "lascannon"/);
  });
});

describe('turn: Fate dice and one-roll rules, per phase (turn-one-roll.ts)', () => {
  // SHOT and BLOW, one attack each; a Fate 6 on the Hit roll makes it hit: through with 1 x 1/2 = 1/2.
  // AELDARI units with Strands of Fate: the Fate dice and Unparalleled Foresight reach them (002).
  const duelist = qualified(unit('Duelist', 1, { ...BARE, W: 10 }, [SHOT, BLOW]), AELDARI);
  const horde = qualified(unit('Horde', 5, BARE, [BLOW]), AELDARI);
  const kills = (options: object, settings: TurnSettings = ALL) => runTurn({ attacker: duelist, target: horde, options }, settings).target.modelsLost;

  it('a Fate die the shooting spends is gone for the fight', () => {
    // One 6: the shooting spends it on SHOT's Hit roll (1/2 instead of 1/4), the fight rolls (1/4).
    // P(0) = 1/2 x 3/4 = 3/8, P(1) = 1/2 x 3/4 + 1/2 x 1/4 = 4/8, P(2) = 1/8.
    [3 / 8, 4 / 8, 1 / 8].forEach((p, k) => close(kills({ fate: '6' }).distribution[k], p));
    // Two 6s: one a phase, each phase 1/2: P(0) = 1/4, P(1) = 1/2, P(2) = 1/4.
    [1 / 4, 1 / 2, 1 / 4].forEach((p, k) => close(kills({ fate: '6,6' }).distribution[k], p));
    // A fight alone spends the one 6 there: 1/2.
    close(kills({ fate: '6' }, { ...ALL, phases: ['fight'] }).mean, 1 / 2);
  });

  it('the shooting keeps a die for a roll that may not come (a Wound roll) when a fight follows', () => {
    // wound:6 needs a hit first, so the shooting keeps it (1/4); the fight spends it: 1/2 x 1 = 1/2.
    const r = runTurn({ attacker: duelist, target: horde, options: { fate: 'wound:6' } }, ALL);
    close(r.target.modelsLost.mean, 1 / 4 + 1 / 2);
    expect(r.notes.some((n) => /wound:6 left for the fight/.test(n))).toBe(true);
    // With no fight to come the shooting spends it: 1/2.
    close(kills({ fate: 'wound:6' }, { ...ALL, phases: ['shoot'] }).mean, 1 / 2);
  });

  it("the target's Fate dice wait for its saves in the fight", () => {
    // Sv 4+: each attack through with 1/2 x 1/2 x 1/2 = 1/8. Target Fate 6: its first save in the fight
    // is a 6. Shooting: 1/8. Fight, BLOW with A2: both wound with 1/16, the second fails its save with
    // 1/2: 1/32. E[kills] = 1/8 + 1/32 = 5/32 (spent in the shooting it would be 0 + 2/8 = 1/4).
    const attacker = unit('Duelist', 1, { ...BARE, W: 10 }, [SHOT, { ...BLOW, A: 2 }]);
    const armoured = qualified(unit('Horde', 5, { ...BARE, Sv: 4 }, []), AELDARI);
    close(runTurn({ attacker, target: armoured, options: { targetFate: '6' } }, ALL).target.modelsLost.mean, 5 / 32);
  });

  it('a Command Re-roll in each phase; none for the fight back (the fight phase used it)', () => {
    // Shooting and fight: re-roll the first failed Hit roll: 3/4 x 1/2 = 3/8 each, E[kills] = 3/4.
    close(kills({ with: ['command-re-roll'] }).mean, 3 / 4);
    // The Horde's Command Re-roll in the fight phase went to its saves (Sv 7+: nothing to re-roll), so its
    // fight back is plain: each of the 5 - 3/4 survivors through with 1/4: E = 17/4 x 1/4 = 17/16.
    const settings = { ...ALL, fightBack: true };
    const r = runTurn({ attacker: duelist, target: horde, options: { with: ['command-re-roll'], targetWith: ['command-re-roll'] } }, settings);
    close(r.attacker.woundsLost.mean, 17 / 16);
  });

  it('Unparalleled Foresight each time the unit shoots or fights', () => {
    // Re-roll one Hit and one Wound roll in each volley: 3/4 x 3/4 = 9/16 a phase, E[kills] = 9/8.
    close(kills({ with: ['unparalleled-foresight'] }).mean, 9 / 8);
  });

  it("refuses what spans the phases on a roll that may not come, and the simulator's run of dice", () => {
    expect(() => runTurn({ attacker: duelist, target: horde, options: { with: ['fates-messenger'] } }, ALL)).toThrow(/Fate’s Messenger|Fate's Messenger/);
    expect(() => simulateTurn({ attacker: duelist, target: horde, options: { fate: '6' } }, ALL, 10, 1)).toThrow(/--simulate/);
  });
});

describe('turn: Overwatch is fired by the models the shooting left', () => {
  // A W1 Duelist (SHOT, BLOW) shoots a Pair of W1 models with a SHOT each, which fire Overwatch (a 6
  // to hit, 1/6 x 1/2 = 1/12 a shot), then the Duelist fights if alive (BLOW: 1/4).
  // Shooting: one of the Pair dies with 1/4. Overwatch from 2 survivors: the Duelist lives with
  // (11/12)^2 = 121/144; from 1: 11/12. P(Duelist wiped) = 3/4 x 23/144 + 1/4 x 1/12 = 81/576.
  // E[Pair lost] = 1/4 + 1/4 x (3/4 x 121/144 + 1/4 x 11/12) = 1/4 + 495/2304. Overwatch from the
  // whole Pair would make these 1 - 121/144 and 1/4 + 484/2304.
  const attacker = unit('Duelist', 1, BARE, [SHOT, BLOW]);
  const pair = unit('Pair', 2, BARE, [SHOT]);
  const settings: TurnSettings = { phases: ['shoot', 'fight'], overwatch: true, fightBack: false };

  it('the exact turn', () => {
    const r = runTurn({ attacker, target: pair, options: {} }, settings);
    close(r.attacker.modelsLost.wiped, 81 / 576);
    close(r.target.modelsLost.mean, 1 / 4 + 495 / 2304);
  });

  it('the simulator, within 4 standard errors', () => {
    const runs = 4000;
    const sim = simulateTurn({ attacker, target: pair, options: {} }, settings, runs, 5);
    const p = 81 / 576;
    expect(Math.abs(sim.attacker.wiped - p)).toBeLessThanOrEqual(4 * Math.sqrt((p * (1 - p)) / runs));
  });
});

describe('turn: the target’s Phoenix Gem (turn-phoenix.ts)', () => {
  // A lone AELDARI CHARACTER, W1, no save; the Duelist's SHOT and BLOW each destroy it with 1/4. The
  // first time it is destroyed it is back at the end of the phase with 5/6 (002 'The Phoenix Gem').
  const farseer = { ...unit('Farseer', 1, BARE, [BLOW]), keywords: ['INFANTRY', 'CHARACTER', 'AELDARI'] };
  const duelist = unit('Duelist', 1, { ...BARE, W: 10 }, [SHOT, BLOW]);
  const options = { targetWith: ['phoenix-gem'] };

  it('carries the gem from the shooting to the fight: spent once, then the bearer dies for good', () => {
    // Shooting: destroyed 1/4: back 5/24 (gem spent), gone 1/24. Fight: with the gem (3/4 alive) gone
    // 3/4 x 1/4 x 1/6 = 1/32; without it (5/24 alive) gone 5/24 x 1/4 = 5/96.
    // P(destroyed) = 1/24 + 1/32 + 5/96 = 12/96 = 1/8 (no gem: 1 - (3/4)^2 = 7/16).
    const r = runTurn({ attacker: duelist, target: farseer, options }, ALL);
    close(r.target.modelsLost.wiped, 1 / 8);
    close(runTurn({ attacker: duelist, target: farseer, options: {} }, ALL).target.modelsLost.wiped, 7 / 16);
  });

  it('a shooting that cannot destroy the bearer leaves the part with the gem used empty: skipped (nothing to calculate from it)', () => {
    // A Farseer of W2: the SHOT makes at most one wound, so only the fight can destroy it, when both the
    // SHOT and the BLOW wound: 1/4 x 1/4 = 1/16, back at the end of the fight with 5/6: 1/16 x 1/6 = 1/96.
    const sturdy = { ...unit('Farseer', 1, { ...BARE, W: 2 }, [BLOW]), keywords: ['INFANTRY', 'CHARACTER', 'AELDARI'] };
    close(runTurn({ attacker: duelist, target: sturdy, options }, ALL).target.modelsLost.wiped, 1 / 96);
    close(runTurn({ attacker: duelist, target: sturdy, options: {} }, ALL).target.modelsLost.wiped, 1 / 16);
  });

  it('a bearer destroyed in the fight is back only at the end of the phase: it does not fight back', () => {
    // Alive when the fight begins: 3/4 + 5/24 = 23/24; after the Duelist's BLOW 23/24 x 3/4 = 23/32, each
    // fighting back with a BLOW: E[Duelist wounds] = 23/32 x 1/4 = 23/128.
    const r = runTurn({ attacker: duelist, target: farseer, options }, { ...ALL, fightBack: true });
    close(r.attacker.woundsLost.mean, 23 / 128);
  });

  it('a Fate die is spent in the shooting only where the target is surely there: the gem may bring it back', () => {
    // Weapons: SHOT (1/4), then a SHOT hitting on 6 (1/12), then the BLOW. A 6 helps the second most, but
    // the first may destroy the Farseer before it and the gem bring it back for the fight: the die is
    // kept, and the fight's BLOW takes it (1/2). Shooting: destroyed 1 - 3/4 x 11/12 = 5/16: back 25/96
    // (gem spent), gone 5/96; alive with the gem 66/96. Fight: gone 66/96 x 1/2 x 1/6 + 25/96 x 1/2.
    // P(destroyed) = 10/192 + 11/192 + 25/192 = 23/96.
    const gunner = qualified(unit('Gunner', 1, { ...BARE, W: 10 }, [SHOT, { ...SHOT, skill: 6 }, BLOW]), AELDARI);
    close(runTurn({ attacker: gunner, target: farseer, options: { ...options, fate: '6' } }, ALL).target.modelsLost.wiped, 23 / 96);
  });

  it('refuses the attacker’s gem and the simulator', () => {
    // An attacker carrying it (its profile's effects): the target's Overwatch and fight back would meet it.
    const bearer = { ...duelist, keywords: ['INFANTRY', 'CHARACTER', 'AELDARI'], effects: ['phoenix-gem'] };
    expect(() => runTurn({ attacker: bearer, target: farseer, options: {} }, { ...ALL, fightBack: true })).toThrow(/Phoenix Gem, against the target's attacks/);
    expect(() => simulateTurn({ attacker: duelist, target: farseer, options }, ALL, 10, 1)).toThrow(/--simulate: The Phoenix Gem/);
  });
});

describe('turn: an attacker with a Leader loses its Bodyguard first', () => {
  it('Overwatch takes the Bodyguard, and the Leader fights', () => {
    // Bodyguard (W1, a blow hitting on 6: 1/6 x 1/2 = 1/12) and its Leader (W1, BLOW: 1/4) charge a W10
    // Wall whose one SHOT in Overwatch wounds with 1/12 (002 'Leader': the Bodyguard's model takes it).
    // E[Wall wounds] = 11/12 x (1/4 + 1/12) + 1/12 x 1/4 = 47/144 (were the Leader lost: 45/144).
    const base = unit('Squad', 1, BARE, [{ ...BLOW, skill: 6 }, BLOW]);
    const group = (name: string, weapon: string, leader: boolean) => ({ ...base.models[0], name, leader, equipment: [weapon] });
    // Listed Leader first: only the Leader rule sends the loss to the Bodyguard.
    const attacker = { ...base, models: [group('Leader', 'Squad weapon 2', true), group('Bodyguard', 'Squad weapon 1', false)] };
    const wall = unit('Wall', 1, { ...BARE, W: 10 }, [SHOT]);
    const r = runTurn({ attacker, target: wall, options: {} }, { phases: ['fight'], overwatch: true, fightBack: false });
    close(r.target.woundsLost.mean, 47 / 144);
  });
});

describe('turn --precision: the Bodyguard’s and the Leaders’ wounds carried apart', () => {
  // A Sniper's [PRECISION] SHOT (1/4) goes to the Leader while it lives (003 'Attached Units with
  // Multiple Characters'); its BLOW in the fight (1/4, no [PRECISION]) to the Bodyguard while one lives
  // (002 'Leader'), even with the Leader already hurt. Bodyguard W1, Leader W2, no save.
  // So the Leader ends with 1 wound lost with 1/4 and never dies; the Bodyguard dies with 1/4:
  // P(models lost = 1) = 1/4, E[wounds lost] = 1/2. One queue either way would differ: Leaders first
  // (the fight's wound on the hurt Leader) 1/16 models; Bodyguard first 7/16.
  const sniper = unit('Sniper', 1, { ...BARE, W: 10 }, [{ ...SHOT, abilities: ['precision'] }, BLOW]);
  const base = unit('Guard', 1, BARE, [BLOW]);
  const attached = { ...base, models: [{ ...base.models[0], name: 'Bodyguard' }, { ...base.models[0], name: 'Leader', leader: true, stats: { ...base.models[0].stats, W: 2 } }] };

  it('each phase allocates its own attacks, from the joint state the last one left', () => {
    const r = runTurn({ attacker: sniper, target: attached, options: { precision: true } }, ALL);
    [3 / 4, 1 / 4, 0].forEach((p, k) => close(r.target.modelsLost.distribution[k], p));
    close(r.target.woundsLost.mean, 1 / 2);
    expect(r.target.wounds).toBe(3);
    // The survivors fight back, each with a BLOW: E[Sniper wounds] = (1 + 3/4) x 1/4 = 7/16.
    close(runTurn({ attacker: sniper, target: attached, options: { precision: true } }, { ...ALL, fightBack: true }).attacker.woundsLost.mean, 7 / 16);
    // Without --precision, one queue, Bodyguard first: 1 - (3/4)^2 = 7/16.
    close(runTurn({ attacker: sniper, target: attached, options: {} }, ALL).target.modelsLost.mean, 7 / 16);
  });

  it('a wounded Leader with --precision: a model of W - N in its own queue, as calc has it (issue 26)', () => {
    // The Leader (W2) has lost 1: the [PRECISION] shot (1/4) goes to it and destroys it; the BLOW then goes to
    // the Bodyguard (002 'Leader' for the BLOW, which is not [PRECISION]): P(0) = 9/16, P(1) = 6/16, P(2) = 1/16.
    const r = runTurn({ attacker: sniper, target: attached, options: { precision: true, targetWounded: 1, targetWoundedModel: 'leader' } }, ALL);
    [9 / 16, 6 / 16, 1 / 16].forEach((p, k) => close(r.target.modelsLost.distribution[k], p));
  });

  it('refuses what it cannot carry with two queues', () => {
    expect(() => simulateTurn({ attacker: sniper, target: attached, options: { precision: true } }, ALL, 10, 1)).toThrow(/--simulate: --precision/);
  });
});

describe('turn: the simulator plays the new options die by die', () => {
  it('a Leader-led attacker, Overwatch from the shooting’s survivors, a wounded target and an order: within 4 standard errors', async () => {
    const roster = await loadRoster([]);
    const m = namedMatchup(roster, 'intercessors+lieutenant', 'intercessors', { targetWounded: 1, order: ['master-crafted bolter', 'bolt rifle'] });
    const settings: TurnSettings = { phases: ['shoot', 'fight'], overwatch: true, fightBack: true };
    const exact = runTurn(m, settings);
    const runs = 2000;
    const sim = simulateTurn(m, settings, runs, 11);
    for (const side of ['attacker', 'target'] as const) {
      const d = exact[side].modelsLost.distribution;
      const mean = d.reduce((s, p, k) => s + p * k, 0);
      const variance = d.reduce((s, p, k) => s + p * (k - mean) ** 2, 0);
      expect(Math.abs(sim[side].modelsLostMean - mean), side).toBeLessThanOrEqual(4 * Math.sqrt(variance / runs) + 1e-12);
    }
  });
});
