/**
 * A small reader for BSData wh40k-11e catalogues (../shared/bsdata-11e, JSON: the New Recruit form of the
 * BattleScribe model), just enough to read one datasheet's numbers for tests. Not an importer: from one
 * selection entry it follows selectionEntries, selectionEntryGroups, entryLinks and infoLinks (inside the
 * catalogue and the game system), skips the Crusade trees, and reads the points modifiers that set the cost
 * for a larger unit.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedDir } from '../helpers.js';

export const BSDATA_11E_DIR = process.env.BSDATA_11E_DIR ?? join(sharedDir() ?? '/work/shared', 'bsdata-11e');
export const GAME_SYSTEM_11E = 'Warhammer 40,000.json';
export const hasBsdata11e = () => existsSync(join(BSDATA_11E_DIR, GAME_SYSTEM_11E));

/** Profile type ids, the same as 10th edition's (../shared/bsdata-11e/README.md). */
const UNIT = 'c547-1836-d8a-ff4f';
const RANGED = 'f77d-b953-8fa4-b762';
const MELEE = '8a40-4aaa-c780-9046';
const ABILITIES = '9cc3-6d83-4dd3-9b64';
/** The "pts" cost type of the game system. */
const POINTS = '51b2-306e-1021-d207';
/** Entry links that lead into Crusade bookkeeping, never a datasheet's numbers. */
const SKIPPED_LINKS = new Set(['Crusade', 'Weapon Modifications', 'Experience Points', 'Legendary Veterans', 'Battle Scars', 'The Skull Harvest']);

type Node = { readonly [key: string]: unknown };
const list = (node: Node, key: string): Node[] => (Array.isArray(node[key]) ? (node[key] as Node[]) : []);

export interface Catalogue {
  readonly byId: ReadonlyMap<string, Node>;
  readonly entries: readonly Node[];
}

const cache = new Map<string, Catalogue>();

function indexIds(node: unknown, byId: Map<string, Node>): void {
  if (Array.isArray(node)) {
    for (const child of node) indexIds(child, byId);
  } else if (node !== null && typeof node === 'object') {
    const n = node as Node;
    if (typeof n.id === 'string' && !byId.has(n.id)) byId.set(n.id, n);
    for (const value of Object.values(n)) indexIds(value, byId);
  }
}

/** A catalogue file with the game system behind it (ids of the catalogue win). */
export function loadCatalogue11e(file: string): Catalogue {
  const cached = cache.get(file);
  if (cached) return cached;
  const read = (name: string) => JSON.parse(readFileSync(join(BSDATA_11E_DIR, name), 'utf8')) as Node;
  const json = read(file);
  const root = (json.catalogue ?? json.gameSystem) as Node;
  const byId = new Map<string, Node>();
  indexIds(root, byId);
  indexIds(read(GAME_SYSTEM_11E).gameSystem, byId);
  const catalogue = { byId, entries: [...list(root, 'sharedSelectionEntries'), ...list(root, 'selectionEntries')] };
  cache.set(file, catalogue);
  return catalogue;
}

export interface Profile {
  readonly id: string;
  readonly name: string;
  readonly typeId: string;
  /** Characteristic name to its text, as printed ("10\"", "3+", "5+*", "D6+3", "-"). */
  readonly values: Readonly<Record<string, string>>;
}

/** Every profile reachable from one entry (its models, their weapons and options), each once. */
export function profilesOf(catalogue: Catalogue, entryId: string): Profile[] {
  const found = new Map<string, Profile>();
  const seen = new Set<string>();
  const addProfile = (p: Node) => {
    const values = Object.fromEntries(list(p, 'characteristics').map((c) => [String(c.name), String(c.$text ?? '')]));
    found.set(String(p.id), { id: String(p.id), name: String(p.name), typeId: String(p.typeId), values });
  };
  const walk = (node: Node) => {
    const id = typeof node.id === 'string' ? node.id : undefined;
    if (id !== undefined) {
      if (seen.has(id)) return;
      seen.add(id);
    }
    for (const p of list(node, 'profiles')) addProfile(p);
    for (const link of list(node, 'infoLinks')) {
      const target = catalogue.byId.get(String(link.targetId));
      if (target && Array.isArray(target.characteristics)) addProfile(target);
    }
    for (const child of [...list(node, 'selectionEntries'), ...list(node, 'selectionEntryGroups')]) walk(child);
    for (const link of list(node, 'entryLinks')) {
      const target = catalogue.byId.get(String(link.targetId));
      if (target && !SKIPPED_LINKS.has(String(link.name))) walk(target);
    }
  };
  const entry = catalogue.byId.get(entryId);
  if (!entry) throw new Error(`no entry ${entryId}`);
  walk(entry);
  return [...found.values()];
}

export const unitProfiles = (profiles: readonly Profile[]) => profiles.filter((p) => p.typeId === UNIT);
export const weaponProfiles = (profiles: readonly Profile[]) => profiles.filter((p) => p.typeId === RANGED || p.typeId === MELEE);
export const abilityTexts = (profiles: readonly Profile[]) =>
  profiles.filter((p) => p.typeId === ABILITIES).map((p) => p.values.Description ?? '');

/** The entry's points: its cost and every value a modifier sets the cost to (a larger unit's cost). */
export function pointsOf(catalogue: Catalogue, entryId: string): { readonly base: number; readonly set: readonly number[] } {
  const entry = catalogue.byId.get(entryId)!;
  const base = list(entry, 'costs').find((c) => c.typeId === POINTS)?.value;
  const set = list(entry, 'modifiers')
    .filter((m) => m.field === POINTS && m.type === 'set')
    .map((m) => Number(m.value));
  return { base: Number(base), set };
}
