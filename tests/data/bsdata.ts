/**
 * A small reader for BattleScribe catalogues (BSData wh40k-10e, ../shared/bsdata): just enough to
 * find one datasheet and read its numbers for tests. Not an importer: it follows entryLinks and
 * infoLinks inside one catalogue and the game system file, skips Crusade and other optional groups,
 * and evaluates only the points modifiers that depend on the number of models.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { index, kids, parseXml, text, type El } from '../../src/profiles/bsdata/files.js';
import { lookupKey } from '../../src/rules/names.js';

/** ../shared/bsdata beside the repository (BSDATA_DIR overrides). */
import { sharedDir } from '../helpers.js';

export const BSDATA_DIR = process.env.BSDATA_DIR ?? join(sharedDir() ?? fileURLToPath(new URL('../../../shared', import.meta.url)), 'bsdata');
export const GAME_SYSTEM = 'Warhammer 40,000.gst';
export const hasBsdata = () => existsSync(join(BSDATA_DIR, GAME_SYSTEM));

export interface Catalogue {
  readonly file: string;
  readonly root: El;
  /** Every element with an id, in this catalogue and then the game system. */
  readonly byId: Map<string, El>;
}

const cache = new Map<string, Catalogue>();
let gameSystem: El | undefined;

function parseFile(file: string): El {
  const doc = parseXml(readFileSync(join(BSDATA_DIR, file), 'utf8'));
  return (doc.catalogue ?? doc.gameSystem)[0];
}


/** Parse a catalogue once (the files are up to 3.8 MB). */
export function loadCatalogue(file: string): Catalogue {
  let cat = cache.get(file);
  if (!cat) {
    gameSystem ??= parseFile(GAME_SYSTEM);
    const root = parseFile(file);
    const byId = new Map<string, El>();
    index(root, byId);
    index(gameSystem, byId);
    cat = { file, root, byId };
    cache.set(file, cat);
  }
  return cat;
}

const chars = (profile: El): Record<string, string> =>
  Object.fromEntries(kids(profile, 'characteristics', 'characteristic').map((c) => [c.name, text(c).trim()]));

/** A selectionEntry of type unit or model, by id, or else by name (units before models). */
export function findEntry(cat: Catalogue, by: { id?: string; name?: string }): El | undefined {
  if (by.id) return cat.byId.get(by.id);
  const found: El[] = [];
  (function walk(node: unknown) {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const el = node as El;
    if ((el.type === 'unit' || el.type === 'model') && el.name && !el.targetId && lookupKey(el.name) === lookupKey(by.name!)) found.push(el);
    for (const v of Object.values(el)) if (typeof v === 'object') walk(v);
  })(cat.root);
  return found.find((e) => e.type === 'unit') ?? found[0];
}

export interface UnitProfile {
  readonly name: string;
  /** The nearest model entry above the profile, if any. */
  readonly model?: string;
  readonly M: string;
  readonly T: string;
  readonly SV: string;
  readonly W: string;
  readonly LD: string;
  readonly OC: string;
}

export interface WeaponProfile {
  readonly id: string;
  readonly name: string;
  readonly melee: boolean;
  readonly chars: Record<string, string>;
}

export interface Datasheet {
  readonly entry: El;
  readonly profiles: UnitProfile[];
  readonly weapons: WeaponProfile[];
  /** Invulnerable saves printed as abilities of the unit or its models (not of optional wargear). */
  readonly invulnerable: { save: number; rangedOnly: boolean }[];
  /** Every Abilities profile of the unit, its models and its wargear (`wargear`: only with an option), by name. */
  readonly abilities: { name: string; description: string; wargear: boolean }[];
}

/** Groups and links that are not part of the datasheet as fielded. */
const SKIP = /^(Crusade|Battle Honours|Battle Scars|Weapon Modifications|Enhancements|Warlord|Pariah Nexus|Experience Points|Legendary Veterans|The Skull Harvest|Battle Tallies|Mighty Champions)\b/;

/** Walk a unit or model entry: its profiles, its models' profiles, its weapons, through links. */
export function readDatasheet(cat: Catalogue, entry: El): Datasheet {
  const profiles: UnitProfile[] = [];
  const weapons = new Map<string, WeaponProfile>();
  const invulnerable: Datasheet['invulnerable'] = [];
  const abilities = new Map<string, Datasheet['abilities'][number]>();

  const onProfile = (p: El, model: string | undefined, inUpgrade: boolean) => {
    const c = chars(p);
    if (p.typeName === 'Unit') {
      profiles.push({ name: p.name, model, M: c.M, T: c.T, SV: c.SV, W: c.W, LD: c.LD, OC: c.OC });
    } else if (p.typeName === 'Ranged Weapons' || p.typeName === 'Melee Weapons') {
      weapons.set(p.id, { id: p.id, name: p.name.replace(/^\W+/u, ''), melee: p.typeName === 'Melee Weapons', chars: c });
    }
    if (p.typeName === 'Abilities' && !abilities.has(p.name)) abilities.set(p.name, { name: p.name, description: c.Description ?? '', wargear: inUpgrade });
    if (p.typeName === 'Abilities' && !inUpgrade && /invulnerable save/i.test(p.name)) {
      // "This unit has a 5+ invulnerable save", or just "4+" (Space Marines), or in the name.
      const d = c.Description ?? '';
      const m = /(\d)\+\s*invulnerable save/i.exec(d) ?? /^\s*(\d)\+\s*$/.exec(d) ?? /(\d)\+/.exec(p.name);
      if (m) invulnerable.push({ save: Number(m[1]), rangedOnly: /against ranged attacks/i.test(d) });
    }
  };

  const seen = new Set<El>();
  const walk = (el: El, model: string | undefined, inUpgrade: boolean) => {
    if (seen.has(el) || SKIP.test(el.name ?? '')) return;
    seen.add(el);
    const here = el.type === 'model' ? el.name : model;
    const upgrade = inUpgrade || el.type === 'upgrade';
    for (const p of kids(el, 'profiles', 'profile')) onProfile(p, here, upgrade);
    for (const link of kids(el, 'infoLinks', 'infoLink')) {
      const target = cat.byId.get(link.targetId);
      if (link.type === 'profile' && target) onProfile(target, here, upgrade);
      // Core and faction abilities (Stealth, Feel No Pain 5+, Battle Focus) are rules linked by name.
      if (link.type === 'rule' && target && !abilities.has(target.name)) {
        abilities.set(target.name, { name: target.name, description: (target.description ?? []).map(text).join(' '), wargear: upgrade });
      }
    }
    for (const e of kids(el, 'selectionEntries', 'selectionEntry')) walk(e, here, upgrade);
    for (const g of kids(el, 'selectionEntryGroups', 'selectionEntryGroup')) walk(g, here, upgrade);
    for (const link of kids(el, 'entryLinks', 'entryLink')) {
      const target = cat.byId.get(link.targetId);
      if (target && !SKIP.test(link.name ?? '')) walk(target, here, upgrade);
    }
  };
  walk(entry, undefined, false);
  return { entry, profiles, weapons: [...weapons.values()], invulnerable, abilities: [...abilities.values()] };
}

/** The Unit profile for a model group: its own model entry's, else one of its name, else the unit's. */
export function profileFor(sheet: Datasheet, group: string): UnitProfile | undefined {
  const k = lookupKey(group);
  return (
    sheet.profiles.find((p) => p.model && lookupKey(p.model) === k) ??
    sheet.profiles.find((p) => lookupKey(p.name) === k) ??
    sheet.profiles.find((p) => !p.model) ??
    sheet.profiles[0]
  );
}

const POINTS = '51b2-306e-1021-d207';

/**
 * Points for a unit of `models` models: the entry's pts cost, then its modifiers on pts whose
 * conditions all count the unit's models (greaterThan, atLeast, ...). Other modifiers are ignored,
 * and so is a group that holds only some of the models (none of the bundled units has one).
 */
export function pointsFor(entry: El, models: number): number {
  // Conditions count "model" selections, or the selections of a group of the unit's models.
  const groups = new Set<string>();
  (function collect(el: El) {
    for (const g of kids(el, 'selectionEntryGroups', 'selectionEntryGroup')) {
      groups.add(g.id);
      collect(g);
    }
  })(entry);
  let cost = Number(kids(entry, 'costs', 'cost').find((c) => c.typeId === POINTS)?.value ?? NaN);
  for (const m of kids(entry, 'modifiers', 'modifier')) {
    if (m.field !== POINTS || m.conditionGroups) continue;
    const conditions = kids(m, 'conditions', 'condition');
    const holds = conditions.every((c) => {
      if ((c.childId !== 'model' && !groups.has(c.childId)) || c.field !== 'selections') return false;
      const v = Number(c.value);
      return { greaterThan: models > v, atLeast: models >= v, lessThan: models < v, atMost: models <= v, equalTo: models === v, notEqualTo: models !== v }[c.type as string] ?? false;
    });
    if (!conditions.length || !holds) continue;
    if (m.type === 'set') cost = Number(m.value);
    else if (m.type === 'increment') cost += Number(m.value);
    else if (m.type === 'decrement') cost -= Number(m.value);
  }
  return cost;
}

/**
 * The characters whose Leader ability names this unit: every Abilities profile called "Leader" in
 * the catalogue whose list of units includes `unitName`, by the model or unit entry it sits on
 * (Leader profiles inside shared upgrade groups, such as Crusade specialisms, have no such entry).
 */
export function leadersOf(cat: Catalogue, unitName: string): string[] {
  const k = lookupKey(unitName);
  const found = new Set<string>();
  (function walk(node: unknown, owner: string | undefined) {
    if (Array.isArray(node)) return node.forEach((n) => walk(n, owner));
    if (!node || typeof node !== 'object') return;
    const el = node as El;
    const here = (el.type === 'model' || el.type === 'unit') && el.name && !el.targetId ? el.name : owner;
    if (el.typeName === 'Abilities' && el.name === 'Leader' && here) {
      const names = (chars(el).Description ?? '')
        .replace(/^[^:]*:/, '')
        .split(/[\n,]/)
        .map((s) => s.replace(/[■*^]/g, '').replace(/^\s*-\s*/, '').trim());
      if (names.some((n) => lookupKey(n) === k)) found.add(here);
    }
    for (const v of Object.values(el)) if (typeof v === 'object') walk(v, here);
  })(cat.root, undefined);
  return [...found];
}
