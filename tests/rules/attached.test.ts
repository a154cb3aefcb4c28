/**
 * Targets as fielded: Attached units (003 'Attached Units', "Unit's Toughness Characteristic",
 * 'Attached Units with Multiple Characters (allocating attacks)') and mixed-profile units with an
 * explicit allocation order. Numbers derived by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import { precisionAllocation } from '../../src/rules/tenth/precision.js';
import { calculate } from '../../src/rules/tenth/engine.js';
import { attach, SelectionError, weaponsUsed, withLoadout, withWargear } from '../../src/rules/tenth/selection.js';
import type { Unit } from '../../src/rules/tenth/types.js';
import { scenario, target, weapon } from '../helpers.js';

const bodyguard = (leaders: string[] = ['Captain']): Unit => ({
  ...target({ T: 4, Sv: 7, W: 1, models: 1 }),
  name: 'Squad',
  leaders,
});
const captain: Unit = { ...target({ T: 6, Sv: 7, W: 2, models: 1, keywords: ['INFANTRY', 'CHARACTER'] }), name: 'Captain' };
// Torrent (auto-hit), S8: wounds T4 on 2+ (5/6), no save: each attack takes a wound with 5/6.
const sure = weapon({ A: 3, S: 8, abilities: ['torrent'] });

describe('Attached units', () => {
  it("the attack uses the Bodyguard's Toughness, not the Leader's T6", () => {
    const unit = attach(bodyguard(), [captain]);
    const r = calculate(scenario({ weapons: [weapon({ A: 1, S: 4, abilities: ['torrent'] })], target: unit }));
    // S4 vs T4: 4+ (1/2), not S4 vs T6: 5+ (1/3).
    expect(r.plans[0].woundOdds.success + r.plans[0].woundOdds.critical).toBeCloseTo(1 / 2, 12);
    expect(unit.keywords).toContain('CHARACTER');
  });

  it('Bodyguard models take attacks first; the Leader only when none is left', () => {
    // 3 wounds of 5/6 each, n ~ Bin(3, 5/6). The Squad model (W1) dies on the first; the Captain
    // (W2) needs two more: P(Captain destroyed) = P(n = 3) = 125/216; P(Squad destroyed) = 1 - 1/216.
    const r = calculate(scenario({ weapons: [sure], target: attach(bodyguard(), [captain]) }));
    const [squad, lead] = r.byGroup;
    expect(lead.leader).toBe(true);
    expect(lead.allDestroyed).toBeCloseTo(125 / 216, 12);
    expect(squad.allDestroyed).toBeCloseTo(1 - 1 / 216, 12);
  });

  it('with Precision the Leader takes them first', () => {
    // Captain first: destroyed when n >= 2: 3(25/36)(1/6) + 125/216 = 75/216 + 125/216 = 200/216;
    // the Squad model then needs a third: 125/216.
    const precise = weapon({ A: 3, S: 8, abilities: ['torrent', 'precision'] });
    const s = { ...scenario({ weapons: [precise], target: attach(bodyguard(), [captain]) }), allocation: 'precision' as const };
    const [squad, lead] = calculate(s).byGroup;
    expect(lead.allDestroyed).toBeCloseTo(200 / 216, 12);
    expect(squad.allDestroyed).toBeCloseTo(125 / 216, 12);
  });

  it("--precision with a weapon lacking [PRECISION]: only the [PRECISION] attacks go to the Leader, said so (003 'Attached Units with Multiple Characters (allocating attacks)')", () => {
    // "Each time an attack with the [PRECISION] ability successfully wounds such a unit ... can choose to have that attack
    // allocated to any visible Character model": a bolter without it cannot go to the Captain ahead of the Squad, the
    // knife's attacks can (tests/rules/precision.test.ts has the numbers).
    const bolter = weapon({ name: 'bolter', A: 3, S: 8, abilities: ['torrent'] });
    const knife = weapon({ name: 'knife', A: 1, abilities: ['precision'] });
    const unit = attach(bodyguard(), [captain]);
    const base = scenario({ weapons: [bolter, knife], target: unit });
    const { order, notes } = precisionAllocation('precision', base.weapons, unit);
    expect(order).toBe('precision');
    expect(notes.join()).toContain('only the [PRECISION] attacks (knife) go to the Leaders first; the others (bolter) to the Bodyguard');
    // No weapon used with [PRECISION] (the knife unused): the normal order, and a note.
    const none = precisionAllocation('precision', [{ weapon: bolter, count: 1 }, { weapon: knife, count: 0 }], unit);
    expect(none.order).toBe('toughest-last');
    expect(none.notes.join()).toMatch(/--precision not applied: bolter has no \[PRECISION\]/);
    // Every weapon used with [PRECISION] (the unused bolter does not count): the Leaders first, nothing to note.
    expect(precisionAllocation('precision', [{ weapon: bolter, count: 0 }, { weapon: knife, count: 2 }], unit)).toEqual({ order: 'precision', notes: [] });
    // No Leader: Precision has nothing to do.
    expect(precisionAllocation('precision', [{ weapon: knife, count: 2 }], bodyguard()).notes.join()).toContain('--precision has no effect: Squad is not a Bodyguard unit with a Leader attached');
    expect(precisionAllocation('listed', base.weapons, unit)).toEqual({ order: 'listed', notes: [] });
  });

  it('a Leader the datasheet does not list cannot be attached; at most two Leaders', () => {
    expect(() => attach(bodyguard(['Lieutenant']), [captain])).toThrow(SelectionError);
    expect(() => attach(bodyguard(['Captain']), [captain, captain, captain])).toThrow(/at most two/);
  });
});

describe('allocation order for mixed-profile units', () => {
  // One W1 model with Sv2+ listed first, one W1 model with Sv6+; one AP0 attack that wounds surely
  // enough: S8 vs T4 2+, Torrent. Default 'toughest-last': the Sv6+ model first, the attack is
  // unsaved with 5/6 (save 6+ passes 1/6); 'listed': the Sv2+ model first, unsaved 1/6.
  const mixed = target({ T: 4, W: 1, groups: [{ name: 'armoured', count: 1, stats: { Sv: 2 } }, { name: 'light', count: 1, stats: { Sv: 6 } }] });
  const one = weapon({ A: 1, S: 8, abilities: ['torrent'] });

  it("default: the models that cost the attacker most to finish go last", () => {
    const r = calculate(scenario({ weapons: [one], target: mixed }));
    expect(r.kills.mean).toBeCloseTo((5 / 6) * (5 / 6), 12);
    expect(r.byGroup.find((g) => g.name === 'light')!.destroyed).toBeCloseTo((5 / 6) * (5 / 6), 12);
  });

  it("'listed' keeps the profile's order", () => {
    const r = calculate({ ...scenario({ weapons: [one], target: mixed }), allocation: 'listed' });
    expect(r.kills.mean).toBeCloseTo((5 / 6) * (1 / 6), 12);
  });
});

describe('attackers as fielded', () => {
  const unit: Unit = {
    ...target(),
    name: 'Warband',
    models: [
      { name: 'Champion', count: 1, min: 1, max: 1, champion: true, stats: target().models[0].stats, equipment: ['blade', 'axe'] },
      { name: 'Warrior', count: 2, min: 2, max: 5, champion: false, stats: target().models[0].stats, equipment: ['axe'] },
    ],
    weapons: [
      weapon({ name: 'blade', range: 'melee', A: 3, S: 4, D: 1 }),
      weapon({ name: 'axe', range: 'melee', A: 2, S: 6, D: 2 }),
      weapon({ name: 'glaive', range: 'melee', A: 4, S: 7, D: 1 }),
    ],
    wargear: [
      { name: 'glaive', model: 'Champion', replace: ['blade'], with: ['glaive'] },
      { name: 'glaive', model: 'Warrior', replace: ['axe'], with: ['glaive'] },
    ],
    loadouts: [{ name: 'all glaives', options: ['champion: glaive', 'warrior: glaive'] }],
  };

  it('"GROUP: OPTION" picks which models take a wargear option', () => {
    const u = withWargear(unit, 'champion: glaive');
    expect(u.models[0].equipment).toEqual(['axe', 'glaive']);
    expect(u.models[1].equipment).toEqual(['axe']);
  });

  it('a loadout applies its options in order', () => {
    const u = withLoadout(unit, 'All Glaives');
    expect(u.models.map((g) => g.equipment)).toEqual([['axe', 'glaive'], ['glaive']]);
  });

  it('a model with several melee weapons fights with the one the chooser picks, and says so', () => {
    const notes: string[] = [];
    const used = weaponsUsed(unit, { ...scenario({ weapons: [] }).conditions, phase: 'melee' }, notes, (alts) => alts[alts.length - 1]);
    // The Champion has blade and axe: the chooser takes axe; the Warriors only have axes: 3 axes.
    expect(used.map((u) => [u.weapon.name, u.count])).toEqual([['axe', 3]]);
    expect(notes.join()).toContain('Champion uses axe');
  });
});
