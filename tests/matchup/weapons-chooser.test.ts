/**
 * The chooser keeps each alternative's value per attacker and target, by the conditions and modifiers
 * (issue 15: every phase a turn builds asks again): what it keeps must answer as a fresh calculate() does.
 */
import { describe, expect, it } from 'vitest';
import { chooser, type Draft } from '../../src/rules/tenth/matchup/weapons.js';
import { loadRoster } from '../../src/rules/tenth/profiles/registry.js';
import { calculate } from '../../src/rules/tenth/engine.js';
import { NO_MODIFIERS, type Conditions } from '../../src/rules/tenth/types.js';
import { inPlay } from '../rules/effects/support.js';

const roster = await loadRoster();
const kharn = roster.find('kharn');
const intercessors = roster.find('intercessors');
const guardsmen = roster.find('guardsmen');
// Khârn's Plasma pistol: a standard and a supercharged profile.
const pistols = kharn.weapons.filter((w) => w.profileOf !== undefined);
const ranged: Conditions = { phase: 'ranged', charged: false, stationary: false, halfRange: false, cover: false, indirect: false };

function draftOf(target = intercessors, conditions = ranged, modifiers = NO_MODIFIERS): Draft {
  return { attacker: kharn, target, conditions, modifiers, inPlay: inPlay() };
}

/** The chooser's note for the draft: each alternative's value, and the one it picked. */
function choose(draft: Draft): { picked: string; note: string } {
  const notes: string[] = [];
  const picked = chooser(draft, [], notes)(pistols, 'Khârn')!.name;
  return { picked, note: notes.join('\n') };
}

/** The note a fresh calculate() of each alternative would write. */
function fresh(draft: Draft): string {
  const values = pistols.map((w) => `${w.name} ${calculate({ ...draft, weapons: [{ weapon: w, count: 1 }] }).damage.mean.toFixed(2)}`);
  return `best against ${draft.target.name}: ${values.join(', ')} damage each (--profile to choose)`;
}

describe('chooser', () => {
  it('has alternatives to value (the fixture this test needs)', () => {
    expect(pistols.map((w) => w.name)).toEqual(['Plasma pistol - standard', 'Plasma pistol - supercharge']);
  });

  it('answers again, for new drafts of the same units and conditions, as a fresh calculation', () => {
    const first = choose(draftOf());
    expect(first.note).toBe(fresh(draftOf()));
    expect(choose(draftOf())).toEqual(first);
  });

  it('values again for another target, other conditions and other modifiers', () => {
    const drafts = [
      draftOf(guardsmen),
      draftOf(intercessors, { ...ranged, cover: true }),
      draftOf(intercessors, ranged, { ...NO_MODIFIERS, hit: -1 }),
      draftOf(intercessors, ranged, { ...NO_MODIFIERS, damage: 1 }),
    ];
    choose(draftOf());
    const notes = drafts.map((d) => choose(d).note);
    notes.forEach((n, i) => expect(n).toBe(fresh(drafts[i])));
    // Each draft is valued apart: no two of them, nor the first, say the same.
    expect(new Set([choose(draftOf()).note, ...notes]).size).toBe(drafts.length + 1);
  });

  it('takes the alternative named with --profile without valuing any', () => {
    const notes: string[] = [];
    expect(chooser(draftOf(), ['standard'], notes)(pistols, 'Khârn').name).toBe('Plasma pistol - standard');
    expect(notes).toEqual([]);
  });
});
