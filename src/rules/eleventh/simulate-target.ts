/**
 * The die-by-die simulator's picture of a unit on the table (simulate.ts): every model with its wounds left, in
 * allocation groups (11e 05.03), and the rules that pick which model takes an attack (05.04) or a mortal wound
 * (06.02). Written from the rules and types.ts only, as the independent cross-check of the exact engine: it
 * shares none of the engine's code.
 */
import { rollDie, type Roller } from '../../dice/roller.js';
import { Refused } from '../errors.js';
import type { ModelStats, Phase, Unit } from './types.js';

export interface TableModel {
  readonly stats: ModelStats;
  readonly character: boolean;
  wounds: number;
}

export interface TableGroup {
  readonly name: string;
  readonly character: boolean;
  /** In the unit's listed order; a ModelGroup's wounded model is its first. */
  readonly models: readonly TableModel[];
}

/** A unit as the dice leave it: its groups, and the order the defender declared for them. */
export interface Table {
  readonly groups: readonly TableGroup[];
  order: number[];
}

const alive = (m: TableModel) => m.wounds > 0;
const wounded = (m: TableModel) => alive(m) && m.wounds < m.stats.W;
export const standing = (g: TableGroup) => g.models.some(alive);

/**
 * 11e 05.03 step 1: one group for each CHARACTER model, one for all other models sharing W, Sv and InSv; numbered in
 * the order the unit lists its models (the numbering Scenario.groupOrder uses).
 */
export function tableOf(unit: Unit): TableGroup[] {
  const groups: { name: string; character: boolean; key: string; models: TableModel[] }[] = [];
  for (const mg of unit.models) {
    for (let i = 0; i < mg.count; i++) {
      const model: TableModel = { stats: mg.stats, character: mg.character, wounds: mg.stats.W - (i === 0 ? (mg.wounded ?? 0) : 0) };
      if (mg.character) {
        groups.push({ name: mg.count > 1 ? `${mg.name} ${i + 1}` : mg.name, character: true, key: '', models: [model] });
        continue;
      }
      const key = `${mg.stats.W}/${mg.stats.Sv}/${mg.stats.InSv ?? '-'}`;
      const same = groups.find((g) => !g.character && g.key === key);
      if (same) same.models.push(model);
      else groups.push({ name: mg.name, character: false, key, models: [model] });
    }
  }
  return groups.map(({ name, character, models }) => ({ name, character, models }));
}

/** 11e 05.03 step 2: wounded non-CHARACTER groups first, CHARACTER groups last, wounded CHARACTER groups before the others. */
function rank(g: TableGroup): number {
  const hurt = g.models.some(wounded);
  return g.character ? (hurt ? 2 : 3) : hurt ? 0 : 1;
}

/** The order kept as far as 05.03 allows (a stable sort by rank): the listed order when the defender names none. */
export function lawfulOrder(groups: readonly TableGroup[], order: readonly number[]): number[] {
  return [...order].sort((a, b) => rank(groups[a]) - rank(groups[b]));
}

/** A declared order must name every group once and keep 05.03's constraints. */
export function checkedOrder(groups: readonly TableGroup[], order: readonly number[] | undefined): number[] {
  const listed = groups.map((_, i) => i);
  if (!order) return lawfulOrder(groups, listed);
  const named = [...order].sort((a, b) => a - b);
  if (named.length !== listed.length || named.some((g, i) => g !== i)) throw new Refused(`group order ${order.join(',')}: name each of the ${groups.length} groups once`);
  if (lawfulOrder(groups, order).some((g, i) => g !== order[i])) throw new Refused(`group order ${order.join(',')} breaks 11e 05.03 (wounded non-CHARACTER groups first, CHARACTER groups last)`);
  return [...order];
}

/** 11e 05.04.01: the current group is the first in the order with a model left; [PRECISION]'s group while it stands (24.28). */
export function currentGroup(table: Table, precision?: number): TableGroup | undefined {
  if (precision !== undefined && standing(table.groups[precision])) return table.groups[precision];
  return table.order.map((i) => table.groups[i]).find(standing);
}

/** 11e 05.04 step 1 and RULINGS 11: a model that has lost wounds if there is one, else the first listed. */
export function selectModel(group: TableGroup): TableModel | undefined {
  return group.models.find(wounded) ?? group.models.find(alive);
}

/**
 * 11e 06.02 and RULINGS 11: a wounded non-CHARACTER model, else a non-CHARACTER model, else a wounded CHARACTER,
 * else a CHARACTER; groups in the declared order.
 */
export function mortalWoundTarget(table: Table): TableModel | undefined {
  const ordered = table.order.map((i) => table.groups[i]);
  const pick = (character: boolean, hurt: boolean) =>
    ordered.filter((g) => g.character === character).flatMap((g) => g.models).find(hurt ? wounded : alive);
  return pick(false, true) ?? pick(false, false) ?? pick(true, true) ?? pick(true, false);
}

/** The InSv that holds in this phase (ModelStats.InSvOnly), or the one improved for this phase's attacks if better (InSvMelee, InSvRanged). */
export function invulnerable(stats: ModelStats, phase: Phase): number | undefined {
  const always = stats.InSvOnly && stats.InSvOnly !== phase ? undefined : stats.InSv;
  const improved = phase === 'melee' ? stats.InSvMelee : stats.InSvRanged;
  if (always === undefined) return improved;
  return improved === undefined ? always : Math.min(always, improved);
}

/**
 * `damage` wounds to one model, a Feel No Pain roll for each (11e 24.12: on `feelNoPain`+ that wound is not lost);
 * what is left once the model is destroyed is lost. Returns the wounds it lost.
 */
export function loseWounds(model: TableModel, damage: number, feelNoPain: number | undefined, roller: Roller): number {
  let lost = 0;
  for (let i = 0; i < damage && alive(model); i++) {
    if (feelNoPain !== undefined && rollDie(6, roller) >= feelNoPain) continue;
    model.wounds--;
    lost++;
  }
  return lost;
}

/** 11e 24.02: several Feel No Pain rules never stack: the best that holds (the mortal-wound one only against mortal wounds). */
export function feelNoPain(stats: ModelStats, mortal: boolean): number | undefined {
  const all = [stats.feelNoPain, mortal ? stats.mortalFeelNoPain : undefined].filter((x): x is number => x !== undefined);
  return all.length ? Math.min(...all) : undefined;
}

/**
 * Mortal wounds one at a time (11e 06.02), each with Feel No Pain. `oneModel`: Devastating Wounds' (24.10), which
 * damage one model at most, the rest lost; `first`: the model they go to first ([PRECISION]'s group, 24.28.01).
 */
export function sufferMortalWounds(table: Table, count: number, roller: Roller, oneModel = false, first?: TableGroup): number {
  let lost = 0;
  let struck: TableModel | undefined;
  for (let i = 0; i < count; i++) {
    const model = struck ?? (first && standing(first) ? selectModel(first) : mortalWoundTarget(table));
    if (!model || !alive(model)) break;
    if (oneModel) struck = model;
    lost += loseWounds(model, 1, feelNoPain(model.stats, true), roller);
  }
  return lost;
}

export const modelsLeft = (table: Table) => table.groups.reduce((n, g) => n + g.models.filter(alive).length, 0);
export const woundsLeft = (table: Table) => table.groups.reduce((n, g) => n + g.models.reduce((w, m) => w + Math.max(0, m.wounds), 0), 0);
