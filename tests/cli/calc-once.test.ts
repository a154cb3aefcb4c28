/**
 * What runCalc works out once and keeps (issue 13: a unit's effects and notes, attached units, name
 * keys) still answers as if worked out afresh; and the pieces it made cheaper say the same as before.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { splitMatchup } from '../../src/rules/matchup-words.js';
import { effectsInPlay } from '../../src/rules/tenth/matchup/effects-in-play.js';
import { optionsSet } from '../../src/rules/tenth/matchup/options.js';
import { abilitiesOf, notModelledNotes } from '../../src/rules/tenth/profiles/abilities.js';
import { loadRoster, resolveUnit } from '../../src/rules/tenth/profiles/registry.js';
import { usePlayerEffects } from '../../src/rules/tenth/effects/index.js';
import { weaponsUsed } from '../../src/rules/tenth/selection.js';
import type { Conditions } from '../../src/rules/tenth/types.js';
import type { Effect } from '../../src/rules/tenth/effects/types.js';

const roster = await loadRoster();

describe('splitMatchup', () => {
  it('splits words given together or apart, with any spacing, at a "vs" in any case', () => {
    expect(splitMatchup(['world', 'eaters terminators', 'VS', 'terminators'])).toEqual(['world eaters terminators', 'terminators']);
    expect(splitMatchup(['  eightbound\tvs', ' intercessors ', ''])).toEqual(['eightbound', 'intercessors']);
  });
});

describe('optionsSet', () => {
  it('lists the options set in the documented order, whatever order they were given in', () => {
    const given = { with: ['warp-blades'], targetModels: 3, hitMod: 0, rerollHits: 'none', melee: false, charged: true } as const;
    const set = optionsSet({ ...given, with: [...given.with] });
    // MATCHUP_OPTION_KEYS order: charged (3rd), targetModels (13th), with (last but two); 0, 'none', false left out.
    expect(Object.keys(set)).toEqual(['charged', 'targetModels', 'with']);
  });

  it('copies lists, so the report never shares the caller’s arrays', () => {
    const o = { with: ['warp-blades'] };
    const set = optionsSet(o);
    o.with.push('relentless-rage');
    expect(set.with).toEqual(['warp-blades']);
  });
});

describe('notModelledNotes', () => {
  it('gives a fresh list each time: a caller adding to one does not change the next', () => {
    const intercessors = roster.find('intercessors');
    const s = { attacker: intercessors, target: roster.find('eightbound') };
    const first = notModelledNotes(s);
    // The bundled Intercessor Squad lists one ability not modelled that it attacks with (Target Elimination; Oath of Moment is an effect).
    expect(first).toHaveLength(1);
    first.push('extra');
    expect(notModelledNotes(s)).toHaveLength(1);
  });

  it("an Attached unit lists each ability once: Oath of Moment, on the Intercessors' and the Lieutenant's datasheets", () => {
    const attached = resolveUnit(roster, 'intercessors+lieutenant');
    expect(abilitiesOf(attached).filter((a) => a.name === 'Oath of Moment')).toHaveLength(1);
  });
});

describe('resolveUnit with Leaders', () => {
  it('gives the same attached unit for the same names, and a different one for other Leaders', () => {
    const a = resolveUnit(roster, 'intercessors+lieutenant');
    expect(resolveUnit(roster, 'intercessors', ['lieutenant'])).toBe(a);
    expect(a.name).toBe('Intercessor Squad + Lieutenant');
    expect(resolveUnit(roster, 'intercessors')).not.toBe(a);
  });
});

describe('effectsInPlay', () => {
  afterEach(() => usePlayerEffects([]));
  const mine: Effect = { id: 'my-rule', name: 'My Rule', faction: 'test', source: 'test', summary: 'test', attacker: { adjust: { hit: [['My Rule', 1]] } } };

  it("looks a unit's effects up again when the player's effects change", () => {
    const unit = { ...roster.find('intercessors'), effects: ['my-rule'] };
    const target = roster.find('guardsmen');
    expect(() => effectsInPlay(unit, target, {}, false)).toThrow(/unknown effect "my-rule"/);
    usePlayerEffects([mine]);
    expect(effectsInPlay(unit, target, {}, false).attacker).toEqual([mine]);
    // Carried but not a rule for the target's side: not in play when the unit is attacked.
    expect(effectsInPlay(target, unit, {}, false).target).toEqual([]);
    expect(effectsInPlay(unit, target, { without: ['my-rule'] }, false).attacker).toEqual([]);
    usePlayerEffects([]);
    expect(() => effectsInPlay(unit, target, {}, false)).toThrow(/unknown effect "my-rule"/);
  });
});

describe('weaponsUsed', () => {
  const conditions = (phase: 'melee' | 'ranged'): Conditions => ({ phase, charged: false, stationary: false, halfRange: false, cover: false, indirect: false });

  it('says its notes every time it is asked, not only the first', () => {
    const intercessors = roster.find('intercessors');
    for (let i = 0; i < 2; i++) {
      const notes: string[] = [];
      const used = weaponsUsed(intercessors, conditions('ranged'), notes);
      expect(used.map((u) => u.weapon.name)).not.toContain('Bolt pistol');
      expect(notes).toEqual(['Intercessor Sergeant shoots its other guns, not its Pistols', 'Intercessor shoots its other guns, not its Pistols']);
    }
  });

  it('asks the chooser each time where a model has a choice', () => {
    // The Exarch of Dire Avengers with shimmershield fights with a Diresword or a close combat weapon.
    const avengers = roster.find('dire avengers with shimmershield');
    const names = (pick: number) => weaponsUsed(avengers, conditions('melee'), [], (alternatives) => alternatives[pick]).map((u) => u.weapon.name);
    expect(names(0)).not.toEqual(names(1));
  });
});
