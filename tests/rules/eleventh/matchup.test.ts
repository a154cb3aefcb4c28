/**
 * An 11th-edition matchup put together for the engine (issue 28; src/rules/eleventh/matchup.ts): the batches
 * from the models' equipment (11e 04.03, RULINGS 7), the phase, the shooting type's weapons (11e 10.05-10.07),
 * Hunter profiles (04.01.03), Extra Attacks (24), the conditions and modifiers from the options, sizes, a
 * wounded target model, the defender's group order (RULINGS 6) and the Lethal Hits choice (RULINGS 5).
 */
import { describe, expect, it } from 'vitest';
import { matchupOf, reportOf } from '../../../src/rules/eleventh/matchup.js';
import { recordingEngine } from './helpers.js';
import { loadUnits, type EleventhUnit } from '../../../src/rules/eleventh/profiles/load.js';
import { FIXTURES } from './helpers.js';

const units = loadUnits([FIXTURES]);
const unit = (name: string) => units.find((u) => u.name === name)!;
const [marines, eightbound, tank] = ['Test Marines', 'Test Eightbound', 'Test Tank'].map(unit);
const batches = (a: EleventhUnit, t: EleventhUnit, o = {}) => matchupOf(a, t, o).scenario.batches.map((b) => [b.weapon.name, b.firers]);
const refused = (a: EleventhUnit, t: EleventhUnit, o: object) => () => matchupOf(a, t, o);

describe('the batches: every weapon profile once, its firers summed over the model groups, in the file\'s weapon order', () => {
  it('a Captain and 4 Marines, each with a bolt rifle: one batch of 5 firers; in melee, their close combat weapons', () => {
    expect(batches(marines, eightbound)).toEqual([['Bolt rifle', 5]]);
    expect(batches(marines, eightbound, { melee: true })).toEqual([['Close combat weapon', 5]]);
    // --charged alone means the Fight phase (melee by default, as --help says).
    expect(batches(marines, eightbound, { charged: true })).toEqual([['Close combat weapon', 5]]);
  });

  it('a unit resized by --models: the group with a min and max takes the difference (10 = 1 Captain + 9 Marines)', () => {
    expect(batches(marines, eightbound, { models: 10 })).toEqual([['Bolt rifle', 10]]);
    expect(refused(marines, eightbound, { models: 11 })).toThrow('--models 11: Test Marines takes 5 to 10 models (its Marine 4 to 9)');
    expect(matchupOf(marines, eightbound, { targetModels: 6 }).scenario.target.models.map((g) => g.count)).toEqual([1, 5]);
  });

  it('11e 04.01.03: a Hunter profile attacks only a target with one of its keywords, else it is named in the notes', () => {
    expect(batches(tank, marines)).toEqual([['Lascannon', 1], ['Flamer', 1], ['Battle cannon', 1]]);
    expect(matchupOf(tank, marines, {}).notes).toContain('Hunter missile does not attack: a Hunter profile may only target VEHICLE or MONSTER units (11e 04.01.03)');
    expect(batches(tank, tank)).toEqual([['Lascannon', 1], ['Flamer', 1], ['Battle cannon', 1], ['Hunter missile', 1]]);
  });

  it('11e 10.05-10.07: assault shooting fires only [ASSAULT] weapons, close-quarters only [CLOSE-QUARTERS] and [PISTOL], indirect only [INDIRECT FIRE]', () => {
    expect(batches(marines, eightbound, { shooting: 'assault' })).toEqual([['Bolt rifle', 5]]);
    expect(refused(tank, marines, { shooting: 'close-quarters' })).toThrow(
      'Test Tank has no ranged weapon that attacks Test Marines here (Hunter missile does not attack: a Hunter profile may only target VEHICLE or MONSTER units (11e 04.01.03); Lascannon, Flamer, Battle cannon do not fire: close-quarters shooting: only [CLOSE-QUARTERS] weapons fire, [PISTOL] among them (11e 10.06))',
    );
    const pistols: EleventhUnit = { ...tank, weapons: tank.weapons.map((w) => (w.name === 'Flamer' ? { ...w, abilities: [...w.abilities, { kind: 'pistol' }] } : w)) };
    expect(batches(pistols, marines, { shooting: 'close-quarters' })).toEqual([['Flamer', 1]]);
  });

  it('11e 24 Extra Attacks: a model fights with every [EXTRA ATTACKS] weapon and one other melee weapon, the first listed (the rest named)', () => {
    const armed: EleventhUnit = {
      ...marines,
      weapons: [...marines.weapons, { ...marines.weapons[1], name: 'Power fist' }, { ...marines.weapons[1], name: 'Mechadendrite', strength: marines.weapons[1].strength + 1, abilities: [{ kind: 'extra attacks' }] }],
      models: marines.models.map((g) => ({ ...g, equipment: [...g.equipment, 'Power fist', 'Mechadendrite'] })),
    };
    const m = matchupOf(armed, eightbound, { melee: true });
    expect(m.scenario.batches.map((b) => [b.weapon.name, b.firers])).toEqual([['Close combat weapon', 5], ['Mechadendrite', 5]]);
    // Two selections (selection.ts): the Mechadendrite with either other melee weapon; the first listed by default.
    expect(m.notes).toContain(
      'a model fights with Mechadendrite + Close combat weapon, one of 2 selections (11e 04.01, 24 Extra Attacks; --profile chooses): Mechadendrite + Close combat weapon; Mechadendrite + Power fist',
    );
    const fist = matchupOf(armed, eightbound, { melee: true, profile: ['power fist'] });
    expect(fist.scenario.batches.map((b) => [b.weapon.name, b.firers])).toEqual([['Power fist', 5], ['Mechadendrite', 5]]);
  });
});

describe('conditions and modifiers, from the options', () => {
  it('each flag to its field; nothing given: normal shooting, no modifiers, criticals on 6', () => {
    const plain = matchupOf(marines, eightbound, {}).scenario;
    expect(plain.conditions).toEqual({ phase: 'ranged', shooting: 'normal', charged: false, halfRange: false, heavy: false, cover: false, plunging: false, spotter: false, targetEngaged: false });
    expect(plain.modifiers).toEqual({ attacks: 0, skill: 0, hit: 0, wound: 0, save: 0, strength: 0, ap: 0, damage: 0, rerollHits: 'none', rerollWounds: 'none', critHit: 6, critWound: 6 });
    const indirect: EleventhUnit = { ...tank, weapons: tank.weapons.map((w) => (w.name === 'Battle cannon' ? { ...w, abilities: [...w.abilities, { kind: 'indirect fire' }] } : w)) };
    const given = matchupOf(indirect, eightbound, { ranged: true, halfRange: true, heavy: true, cover: true, plunging: true, shooting: 'indirect', spotter: true, targetEngaged: true, attacksMod: 1, bsMod: 1, hitMod: -1, woundMod: 1, saveMod: 2, strengthMod: 1, apMod: 1, damageMod: 1, rerollHits: 'ones', rerollWounds: 'failed', critHit: 5, critWound: 4 }).scenario;
    expect(given.conditions).toEqual({ phase: 'ranged', shooting: 'indirect', charged: false, halfRange: true, heavy: true, cover: true, plunging: true, spotter: true, targetEngaged: true });
    expect(given.modifiers).toEqual({ attacks: 1, skill: 1, hit: -1, wound: 1, save: 2, strength: 1, ap: 1, damage: 1, rerollHits: 'ones', rerollWounds: 'failed', critHit: 5, critWound: 4 });
  });

  it('refuses what cannot hold together; notes a ranged-only option in melee as having no effect', () => {
    expect(refused(marines, eightbound, { ranged: true, charged: true })).toThrow('--charged with ranged attacks: a unit shoots in the Shooting phase, before it charges');
    expect(refused(marines, eightbound, { spotter: true })).toThrow('--spotter: a spotter counts in indirect shooting only (11e 10.07): add --shooting indirect');
    expect(matchupOf(marines, eightbound, { melee: true, cover: true }).notes).toEqual(['--cover: no effect on melee attacks']);
  });

  it("--target-wounded: one model of the first non-CHARACTER group has lost the wounds (11e 05.03: its group goes first)", () => {
    expect(matchupOf(marines, marines, { targetWounded: 1 }).scenario.target.models.map((g) => g.wounded)).toEqual([undefined, 1]);
    expect(refused(marines, marines, { targetWounded: 2 })).toThrow('--target-wounded 2: a Marine has 2 wounds; a model that lost them all is destroyed');
  });

  it('--attacker-wounded and Damaged 1-4 (11e 24.39): the Test Tank (W12) at 4 wounds left makes damaged batches; at 5 left, none', () => {
    const flags = (o: object) => matchupOf(tank, marines, o).scenario.batches.map((b) => [b.weapon.name, b.firers, b.damaged ?? false]);
    expect(flags({ attackerWounded: 8 })).toEqual([['Lascannon', 1, true], ['Flamer', 1, true], ['Battle cannon', 1, true]]);
    expect(flags({ attackerWounded: 7 })).toEqual([['Lascannon', 1, false], ['Flamer', 1, false], ['Battle cannon', 1, false]]);
    expect(refused(tank, marines, { attackerWounded: 12 })).toThrow('--attacker-wounded 12: a Tank has 12 wounds; a model that lost them all is destroyed');
  });

  it('Damaged X in a unit of three: only the wounded model\'s attacks take -1 to hit, a batch of their own named apart (04.03)', () => {
    const squadron = { ...tank, models: [{ ...tank.models[0], count: 3, min: 1, max: 3 }] };
    const flags = matchupOf(squadron, marines, { attackerWounded: 9 }).scenario.batches.map((b) => [b.weapon.name, b.firers, b.damaged ?? false]);
    expect(flags.slice(0, 2)).toEqual([['Lascannon', 2, false], ['Lascannon (damaged model)', 1, true]]);
  });

  it("--group-order: the groups' numbers, 1 first, to the engine's indices; each group once, in an order 11e 05.03 allows", () => {
    // Test Marines' groups (05.03 step 1): 1 Captain (a CHARACTER), 2 Marine (the four W2 Sv3+ models).
    expect(matchupOf(marines, marines, { groupOrder: '2, 1' }).scenario.groupOrder).toEqual([1, 0]);
    const once = "expected each of the target's allocation groups once, by number, comma-separated (Test Marines: 1 Captain, 2 Marine)";
    for (const given of ['0,1', '1,1', '2', '2,1,3', 'x']) expect(refused(marines, marines, { groupOrder: given })).toThrow(`--group-order ${given}: ${once}`);
    // Step 2: CHARACTER groups last.
    expect(refused(marines, marines, { groupOrder: '1,2' })).toThrow('--group-order 1,2: a non-CHARACTER group (Marine) cannot come after an unwounded CHARACTER group (Captain) (11e 05.03 step 2)');
  });

  it('--lethal-hits: use or decline for every weapon with Lethal Hits, or per weapon (RULINGS 5)', () => {
    expect(matchupOf(eightbound, marines, { lethalHits: 'decline' }).scenario.lethalHits).toEqual({ 'Eightbound eviscerators': false });
    expect(matchupOf(eightbound, marines, { lethalHits: 'eightbound eviscerators=use' }).scenario.lethalHits).toEqual({ 'Eightbound eviscerators': true });
    expect(refused(eightbound, marines, { lethalHits: 'Lacerators=use' })).toThrow('--lethal-hits Lacerators=use: Test Eightbound has no weapon "Lacerators" with Lethal Hits (it has Eightbound eviscerators)');
    expect(refused(eightbound, marines, { lethalHits: 'maybe' })).toThrow('expected use or decline, got "maybe"');
    expect(matchupOf(eightbound, marines, {}).scenario.lethalHits).toBeUndefined();
  });
});

describe("RULINGS 7: calc's --order, the attacker's order of its batches", () => {
  const order = (names: string[]) => reportOf(tank, marines, { order: names }, recordingEngine).scenario.batches.map((b) => b.weapon.name);
  it('every weapon that attacks named once, any case: the batches in that order', () => {
    expect(order(['battle cannon', 'Lascannon', 'FLAMER'])).toEqual(['Battle cannon', 'Lascannon', 'Flamer']);
  });
  it('a weapon missing, unknown or named twice: refused, naming the weapons that attack', () => {
    const said = '--order Lascannon: name every weapon (or batch of weapons) that attacks once, in the order they resolve: Lascannon, Flamer, Battle cannon';
    expect(() => order(['Lascannon'])).toThrow(said);
    expect(() => order(['Lascannon', 'Flamer', 'Flamer'])).toThrow('name every weapon (or batch of weapons) that attacks once');
    expect(() => order(['Lascannon', 'Flamer', 'Hunter missile'])).toThrow('name every weapon (or batch of weapons) that attacks once');
  });
});

describe('--profile: which profile of a weapon with several a model fires', () => {
  const rifle = marines.weapons[0];
  const twoProfiles: EleventhUnit = {
    ...marines,
    weapons: [{ ...rifle, name: 'Bolt rifle - standard', profileOf: 'Bolt rifle' }, { ...rifle, name: 'Bolt rifle - saturation', profileOf: 'Bolt rifle' }, marines.weapons[1]],
    models: marines.models.map((g) => ({ ...g, equipment: ['Bolt rifle - standard', 'Bolt rifle - saturation', 'Close combat weapon'] })),
  };
  it('the first its unit file lists, the other named in the notes; or the one --profile names (5 models each)', () => {
    const first = matchupOf(twoProfiles, eightbound, { ranged: true });
    expect(first.scenario.batches.map((b) => [b.weapon.name, b.firers])).toEqual([['Bolt rifle - standard', 5]]);
    expect(first.notes).toContain('Bolt rifle - saturation does not attack: a model fires one profile of Bolt rifle, Bolt rifle - standard (--profile chooses)');
    expect(batches(twoProfiles, eightbound, { ranged: true, profile: ['bolt rifle - saturation'] })).toEqual([['Bolt rifle - saturation', 5]]);
  });
  it('a name that is neither a profile nor a melee weapon is refused, with those it has', () => {
    expect(refused(twoProfiles, eightbound, { profile: ['Chainsword'] })).toThrow(
      "--profile Chainsword: not a profile or melee weapon of Test Marines's (it has Bolt rifle - standard, Bolt rifle - saturation, Close combat weapon)",
    );
  });
});

describe('the core stratagems asked for (11e 15.02, 15.05, 15.06): Scenario.actions', () => {
  it('each flag to its action; none asked: no actions', () => {
    expect(matchupOf(tank, marines, {}).scenario.actions).toBeUndefined();
    expect(matchupOf(tank, marines, { explosives: true, commandReroll: true }).scenario.actions).toEqual({ explosives: true, commandReroll: { attacker: true } });
    expect(matchupOf(tank, marines, { charged: true, crushingImpact: true, targetCommandReroll: true }).scenario.actions).toEqual({ crushingImpact: true, commandReroll: { defender: true } });
  });
});
