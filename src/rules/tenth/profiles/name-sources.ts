/**
 * Where a unit name comes from when several sources define it (issue 12 section 1): the bundled data,
 * each `--data` folder, then units imported from BattleScribe data or rosters. A later unit with the
 * same name replaces an earlier one and takes over the aliases it does not define itself, so a
 * bundled alias (`intercessors`) keeps working whatever else is loaded; the output says which unit
 * a name found and what a replacement leaves out (an effect the replaced profile carried).
 */
import { isAbsolute, relative } from 'node:path';
import { allEffects } from '../effects/index.js';
import { lookupKey as key } from '../../names.js';
import type { Unit } from '../types.js';
import { shown } from '../../../profiles/shown-path.js';
import { got } from '../../maps.js';

export interface MergedUnits {
  readonly units: Unit[];
  /** For a unit that replaced others by name: the units it replaced, earliest first. */
  readonly replaced: ReadonlyMap<Unit, readonly Unit[]>;
}

const names = (u: Unit) => [u.name, ...u.aliases];

/**
 * The units answering to `name` (their name or an alias has its lookup key), in the order of `units`.
 * A sweep looks up hundreds of names among hundreds of units: each list of units is indexed once
 * (issue 30: 636 BSData names, 40-60 ms of lookups and notes scanning every unit). A list's units
 * never change once merged (mergeUnits), so its index holds.
 */
export function unitsNamed(units: readonly Unit[], name: string): readonly Unit[] {
  let index = indexes.get(units);
  if (!index) {
    index = new Map();
    for (const u of units) for (const k of new Set(names(u).map(key))) got(index, k, (): Unit[] => []).push(u);
    indexes.set(units, index);
  }
  return index.get(key(name)) ?? NONE;
}

const indexes = new WeakMap<readonly Unit[], Map<string, Unit[]>>();
const NONE: readonly Unit[] = [];

/** Merge the sources in order: a later unit with the same name replaces an earlier one, keeping its aliases. */
export function mergeUnits(sources: readonly (readonly Unit[])[]): MergedUnits {
  const byName = new Map<string, Unit>();
  const replaced = new Map<Unit, readonly Unit[]>();
  for (const unit of sources.flat()) {
    const k = key(unit.name);
    const old = byName.get(k);
    let kept = unit;
    if (old) {
      const own = new Set(names(unit).map(key));
      const inherited = old.aliases.filter((a) => !own.has(key(a)));
      kept = inherited.length ? { ...unit, aliases: [...unit.aliases, ...inherited] } : unit;
      replaced.set(kept, [...(replaced.get(old) ?? []), old]);
      byName.delete(k);
    }
    byName.set(k, kept);
  }
  return { units: [...byName.values()], replaced };
}

/** Where a unit was read from, as a person would name it: "bundled data/…", a file, a catalogue. */
export function origin(unit: Unit, bundledDir: string): string {
  const inBundle = relative(bundledDir, unit.file);
  return inBundle && !inBundle.startsWith('..') && !isAbsolute(inBundle) ? `bundled data/${inBundle}` : shown(unit.file);
}

function effectName(id: string): string {
  return allEffects().find((e) => e.id === id)?.name ?? id;
}

/**
 * Notes for the lookup of `name` that found `chosen`: which source it came from when another unit
 * also answers to that name or when it replaced a unit of the same name, and the effects the
 * replaced profile carried that the chosen one does not (e.g. the Eightbound's Beacons of Rage).
 */
export function sourceNotes(merged: MergedUnits, bundledDir: string, name: string, chosen: Unit): string[] {
  const k = key(name);
  const from = (u: Unit) => `${u.name} (${origin(u, bundledDir)})`;
  const notes: string[] = [];
  const rivals = unitsNamed(merged.units, name).filter((u) => u !== chosen);
  if (rivals.length) notes.push(`"${name}" names ${[chosen, ...rivals].map(from).join(' and ')}: using ${chosen.name}`);
  const before = merged.replaced.get(chosen) ?? [];
  if (before.length) {
    const dropped = [...new Set(before.flatMap((u) => u.effects))].filter((id) => !chosen.effects.includes(id));
    const drops = dropped.length
      ? `; it does not carry ${dropped.map(effectName).join(', ')} as the replaced profile did (add \`effects: [${dropped.join(', ')}]\` to keep ${dropped.length > 1 ? 'them' : 'it'})`
      : '';
    const called = key(chosen.name) === k ? chosen.name : `"${name}" (${chosen.name})`;
    notes.push(`${called} from ${origin(chosen, bundledDir)}, replacing ${before.map((u) => origin(u, bundledDir)).join(', ')}${drops}`);
  }
  return notes;
}
