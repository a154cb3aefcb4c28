/**
 * BattleScribe modifiers and their conditions, evaluated for one unit on its own: no other units,
 * no detachment, no Crusade force (the matched-play datasheet). A condition about the roster or the
 * force counts nothing there; a condition about the unit counts its selections (`Selection`).
 */
import { kids, type El } from './files.js';

/** The unit being evaluated: what it holds and what it is. */
export interface Selection {
  /** Selections of `childId` ('model', 'unit', 'upgrade', an entry, group, link or category id) in the unit. */
  count(childId: string): number;
  /** Whether the unit is an instance of an entry or has a category with this id. */
  instanceOf(childId: string): boolean;
}

/** Scopes outside the unit: nothing is selected there in a unit-by-unit import. */
const OUTSIDE = new Set(['roster', 'force', 'primary-catalogue', 'primary-category']);

const COMPARE: Record<string, (a: number, b: number) => boolean> = {
  lessThan: (a, b) => a < b,
  greaterThan: (a, b) => a > b,
  atLeast: (a, b) => a >= b,
  atMost: (a, b) => a <= b,
  equalTo: (a, b) => a === b,
  notEqualTo: (a, b) => a !== b,
};

function amount(c: El, unit: Selection): number {
  if (c.field !== 'selections' || OUTSIDE.has(c.scope)) return 0;
  return unit.count(String(c.childId));
}

export function holds(c: El, unit: Selection): boolean {
  const type = String(c.type);
  if (type === 'instanceOf' || type === 'notInstanceOf') {
    const is = !OUTSIDE.has(c.scope) && unit.instanceOf(String(c.childId));
    return type === 'instanceOf' ? is : !is;
  }
  const compare = COMPARE[type];
  if (!compare) return false;
  const value = Number(c.value);
  // percentValue conditions compare a share of a total this import does not keep: never true.
  if (c.percentValue === 'true') return false;
  return compare(amount(c, unit), value);
}

/**
 * A local condition group (BattleScribe 2.03, wh40k-11e's "the third unit of this datasheet costs more")
 * counts the selections in its scope that meet its own conditions ("before this one", "an instance of
 * this datasheet"): other selections of the roster, of which a unit-by-unit import has none.
 */
function localHolds(l: El): boolean {
  const compare = COMPARE[String(l.type)];
  return compare ? compare(0, Number(l.value)) : false;
}

function groupHolds(g: El, unit: Selection): boolean {
  const results = [
    ...kids(g, 'conditions', 'condition').map((c) => holds(c, unit)),
    ...kids(g, 'conditionGroups', 'conditionGroup').map((cg) => groupHolds(cg, unit)),
    ...kids(g, 'localConditionGroups', 'localConditionGroup').map(localHolds),
  ];
  if (!results.length) return true;
  return g.type === 'or' ? results.some(Boolean) : results.every(Boolean);
}

/** An element's own conditions and condition groups all hold. */
export function conditionsHold(el: El, unit: Selection): boolean {
  return (
    kids(el, 'conditions', 'condition').every((c) => holds(c, unit)) &&
    kids(el, 'conditionGroups', 'conditionGroup').every((g) => groupHolds(g, unit)) &&
    kids(el, 'localConditionGroups', 'localConditionGroup').every(localHolds)
  );
}

/** How many times a modifier with `<repeats>` applies (1 without repeats). */
function times(m: El, unit: Selection): number {
  const repeats = kids(m, 'repeats', 'repeat');
  if (!repeats.length) return 1;
  let total = 0;
  for (const r of repeats) {
    const per = Number(r.value) || 1;
    const n = r.field === 'selections' && !OUTSIDE.has(r.scope) ? unit.count(String(r.childId)) : 0;
    const k = r.roundUp === 'true' ? Math.ceil(n / per) : Math.floor(n / per);
    total += k * (Number(r.repeats) || 1);
  }
  return total;
}

/** Every modifier of an element (its modifiers and those of its modifier groups whose conditions hold). */
export function modifiersOf(el: El | undefined, unit: Selection): El[] {
  if (!el) return [];
  const out: El[] = [...kids(el, 'modifiers', 'modifier')];
  for (const g of kids(el, 'modifierGroups', 'modifierGroup')) {
    if (conditionsHold(g, unit)) out.push(...modifiersOf(g, unit));
  }
  return out;
}

/** A number after the modifiers of `owners` (target then link) on `field` that apply. */
export function modifiedNumber(base: number, field: string, owners: (El | undefined)[], unit: Selection): number {
  let value = base;
  for (const owner of owners) {
    for (const m of modifiersOf(owner, unit)) {
      if (m.field !== field || !conditionsHold(m, unit)) continue;
      const v = Number(m.value);
      if (Number.isNaN(v)) continue;
      const n = times(m, unit);
      if (n === 0) continue;
      if (m.type === 'set') value = v;
      else if (m.type === 'increment') value += v * n;
      else if (m.type === 'decrement') value -= v * n;
      else if (m.type === 'multiply') value *= v;
    }
  }
  return value;
}

/** Whether an element is hidden after its `hidden` modifiers (target then link). */
export function isHidden(owners: (El | undefined)[], unit: Selection): boolean {
  let hidden = owners.some((o) => o?.hidden === 'true');
  for (const owner of owners) {
    for (const m of modifiersOf(owner, unit)) {
      if (m.field === 'hidden' && m.type === 'set' && conditionsHold(m, unit)) hidden = m.value === 'true';
    }
  }
  return hidden;
}

/** Text after `append`/`prepend`/`set` modifiers on a field such as `name` (infoLink "Feel No Pain" + "5+"). */
export function modifiedText(base: string, field: string, owners: (El | undefined)[], unit: Selection): string {
  let value = base;
  for (const owner of owners) {
    for (const m of modifiersOf(owner, unit)) {
      if (m.field !== field || !conditionsHold(m, unit)) continue;
      const v = String(m.value ?? '');
      if (m.type === 'append') value = `${value} ${v}`;
      else if (m.type === 'prepend') value = `${v} ${value}`;
      else if (m.type === 'set') value = v;
    }
  }
  return value.trim();
}
