/**
 * Issue 11 section 2: the unit keywords each Aeldari Stratagem's TARGET line requires, and the
 * weapons Shuriken Storm names (002_2b47a62d9108a4be.txt). An effect that does not apply says so
 * in its report entry (shown by calc as "skipped ... : <why>").
 */
import { describe, expect, it } from 'vitest';
import { scenario, target, weapon } from '../../helpers.js';
import { attackerWith, play } from './support.js';

describe("002 'AURIC STORM': \"TARGET: One DIRE AVENGERS, FIRE DRAGONS, SWOOPING HAWKS or WARP SPIDERS unit\"", () => {
  const s = (keywords: string[]) => attackerWith(scenario({ weapons: [weapon({ S: 4 })] }), keywords);

  it('Guardian Defenders: not applied, S4 vs T4 wounds on 4+ (3/6), the report names the keywords', () => {
    const p = play(s(['INFANTRY', 'GUARDIANS', 'GUARDIAN DEFENDERS', 'AELDARI']), { with: ['auric-storm'] });
    expect(p.wound).toBeCloseTo(3 / 6, 12);
    expect(p.entry('auric-storm').applied).toBe(false);
    expect(p.entry('auric-storm').detail).toContain('the attacker is not DIRE AVENGERS or FIRE DRAGONS or SWOOPING HAWKS or WARP SPIDERS');
  });

  it.each(['DIRE AVENGERS', 'FIRE DRAGONS', 'SWOOPING HAWKS', 'WARP SPIDERS'])('%s: +1 to wound, 3+ (4/6)', (k) => {
    expect(play(s(['INFANTRY', k, 'AELDARI']), { with: ['auric-storm'] }).wound).toBeCloseTo(4 / 6, 12);
  });
});

describe("002 'BLADEFOCUS': \"TARGET: One HOWLING BANSHEES or STRIKING SCORPIONS unit\"", () => {
  const s = (keywords: string[]) =>
    attackerWith(scenario({ weapons: [weapon({ range: 'melee', skill: 4 })], conditions: { charged: true } }), keywords);

  it('Striking Scorpions after a charge: WS4+ re-rolled 1/2 + 1/2 * 1/2 = 3/4', () => {
    expect(play(s(['STRIKING SCORPIONS']), { with: ['bladefocus'] }).hit).toBeCloseTo(3 / 4, 12);
  });

  it('Wraithblades: not applied (1/2), said so', () => {
    const p = play(s(['WRAITH CONSTRUCT', 'WRAITHBLADES']), { with: ['bladefocus'] });
    expect(p.hit).toBeCloseTo(1 / 2, 12);
    expect(p.entry('bladefocus').detail).toContain('the attacker is not HOWLING BANSHEES or STRIKING SCORPIONS');
  });
});

describe("002 'SOULSIGHT': \"TARGET: One AELDARI VEHICLE unit\"", () => {
  it('a VEHICLE that is not AELDARI: no re-rolls, BS4+ 1/2; said so', () => {
    const p = play(attackerWith(scenario({ weapons: [weapon({ skill: 4 })] }), ['VEHICLE', 'IMPERIUM']), { with: ['soulsight'] });
    expect(p.compiled.oneRolls.attacker).toHaveLength(0);
    expect(p.hit).toBeCloseTo(1 / 2, 12);
    expect(p.entry('soulsight').detail).toContain('the attacker is not AELDARI VEHICLE');
  });

  it('AELDARI INFANTRY: not applied either', () => {
    const p = play(attackerWith(scenario({ weapons: [weapon({ skill: 4 })] }), ['INFANTRY', 'AELDARI']), { with: ['soulsight'] });
    expect(p.entry('soulsight').applied).toBe(false);
  });
});

describe("002 'LAYERED WARDS': \"TARGET: That AELDARI VEHICLE unit.\"", () => {
  // Torrent, Devastating Wounds, S4 vs T4, D1 vs one Sv3+ W1 model. Without the wards: wound 4-5
  // (2/6) then the save fails (2/6) = 4/36, a 6 (1/6) is a mortal wound = 6/36: 10/36 = 5/18.
  const s = (keywords: string[]) =>
    scenario({ weapons: [weapon({ abilities: ['torrent', 'devastating wounds'] })], target: target({ Sv: 3, W: 1, keywords }) });

  it('an AELDARI INFANTRY unit: no Feel No Pain, 5/18; said so', () => {
    const p = play(s(['INFANTRY', 'AELDARI']), { targetWith: ['layered-wards'] });
    expect(p.result.kills.mean).toBeCloseTo(5 / 18, 12);
    expect(p.entry('layered-wards').detail).toContain('the target is not AELDARI VEHICLE');
  });

  it('an AELDARI VEHICLE: the mortal wound is lost on 5+, kept 4/6: 4/36 + 4/36 = 2/9', () => {
    expect(play(s(['VEHICLE', 'AELDARI']), { targetWith: ['layered-wards'] }).result.kills.mean).toBeCloseTo(2 / 9, 12);
  });
});

describe("002 'SHIELD OF BLADES': \"TARGET: One DIRE AVENGERS or GUARDIAN DEFENDERS unit\"", () => {
  const s = (keywords: string[]) => attackerWith(scenario({ weapons: [weapon({ skill: 3 })] }), keywords);

  it('Guardian Defenders firing Overwatch: an unmodified 5+ hits (2/6)', () => {
    expect(play(s(['GUARDIAN DEFENDERS']), { with: ['shield-of-blades', 'fire-overwatch'] }).hit).toBeCloseTo(2 / 6, 12);
  });

  it('Fire Dragons firing Overwatch: only a 6 hits (1/6, 003 Fire Overwatch); said so', () => {
    const p = play(s(['FIRE DRAGONS']), { with: ['shield-of-blades', 'fire-overwatch'] });
    expect(p.hit).toBeCloseTo(1 / 6, 12);
    expect(p.entry('shield-of-blades').detail).toContain('the attacker is not DIRE AVENGERS or GUARDIAN DEFENDERS');
  });
});

describe("002 'LIGHTNING-FAST REACTIONS': \"TARGET: One AELDARI unit from your army (excluding WRAITH CONSTRUCT units)\"", () => {
  const s = (keywords: string[]) => scenario({ weapons: [weapon({ skill: 3 })], target: target({ keywords }) });

  it('Wraithguard (WRAITH CONSTRUCT): no -1, BS3+ stays 4/6; said so', () => {
    const p = play(s(['INFANTRY', 'WRAITH CONSTRUCT', 'WRAITHGUARD', 'AELDARI']), { targetWith: ['lightning-fast-reactions'] });
    expect(p.hit).toBeCloseTo(4 / 6, 12);
    expect(p.entry('lightning-fast-reactions').applied).toBe(false);
    expect(p.entry('lightning-fast-reactions').detail).toContain('the target is WRAITH CONSTRUCT');
  });

  it('Howling Banshees: -1, BS3+ hits on 4+ (3/6)', () => {
    expect(play(s(['INFANTRY', 'HOWLING BANSHEES', 'AELDARI']), { targetWith: ['lightning-fast-reactions'] }).hit).toBeCloseTo(3 / 6, 12);
  });
});

describe("002 'SHURIKEN STORM': \"Avenger shuriken catapults, shuriken catapults, shuriken pistols and shuriken cannons\"", () => {
  it('each named weapon gets +1 Strength (S4 vs T4: 3+, 4/6); a "Shuriken Cannon" by any case too', () => {
    const names = ['Avenger shuriken catapult', 'Shuriken catapult', 'Shuriken pistol', 'SHURIKEN CANNON'];
    const p = play(attackerWith(scenario({ weapons: names.map((name) => weapon({ name, S: 4 })) }), ['AELDARI']), { with: ['shuriken-storm'] });
    for (let i = 0; i < names.length; i++) expect(p.result.plans[i].woundOdds.fail).toBeCloseTo(2 / 6, 12);
  });

  it('a weapon the text does not list, though its name says shuriken (Heavy shuriken cannon, Shuriken rifle): S4 stays 4+ (3/6)', () => {
    const s = attackerWith(scenario({ weapons: [weapon({ name: 'Heavy shuriken cannon', S: 4 }), weapon({ name: 'Shuriken rifle', S: 4 })] }), ['AELDARI']);
    const p = play(s, { with: ['shuriken-storm'] });
    expect(p.result.plans[0].woundOdds.fail).toBeCloseTo(3 / 6, 12);
    expect(p.result.plans[1].woundOdds.fail).toBeCloseTo(3 / 6, 12);
    expect(p.entry('shuriken-storm').detail).toContain('no weapon');
  });
});

describe("003 'Out-of-phase Rules': Fire Overwatch shoots as if in the Shooting phase, but \"you cannot use any other rules that are normally triggered in that phase\"", () => {
  it('Auric Storm ("WHEN: Your Shooting phase") with Fire Overwatch: no +1 to wound (S4 vs T4: 3/6), said so', () => {
    const s = attackerWith(scenario({ weapons: [weapon({ S: 4 })] }), ['DIRE AVENGERS']);
    const p = play(s, { with: ['auric-storm', 'fire-overwatch'] });
    expect(p.wound).toBeCloseTo(3 / 6, 12);
    expect(p.entry('auric-storm').detail).toContain('not with Fire Overwatch');
  });

  it.each(['bladestorm', 'shuriken-storm', 'wraithsight', 'soulsight'])('%s is skipped with Fire Overwatch', (id) => {
    const s = attackerWith(scenario({ weapons: [weapon({ name: 'Shuriken catapult' })] }), ['AELDARI', 'VEHICLE']);
    const p = play(s, { with: [id, 'fire-overwatch'] });
    expect(p.entry(id).applied).toBe(false);
    expect(p.entry(id).detail).toContain("003 'Out-of-phase Rules'");
  });

  it('Guiding Presence ("At the start of your Shooting phase") with Fire Overwatch: only a 6 hits (1/6)', () => {
    const s = attackerWith(scenario({ weapons: [weapon({ skill: 4 })] }), ['AELDARI', 'VEHICLE']);
    expect(play(s, { with: ['guiding-presence', 'fire-overwatch'] }).hit).toBeCloseTo(1 / 6, 12);
  });
});
