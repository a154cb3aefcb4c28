/**
 * The pieces of a roster unit that come from its selections: model stats, weapons and how many of
 * each every model carries, points. Used by roster.ts.
 */
import { lookupKey } from '../../names.js';
import { hasAbility } from '../abilities.js';
import type { ModelStats, Weapon } from '../types.js';
import { parseAp, parseKeywords, parseRange, parseRollTarget, parseWhole, tryDice, type Defences } from './roster-text.js';

/** A parsed XML element: attributes as strings, child elements as arrays, text as '#text'. */
export type El = { [key: string]: any };
export type Warn = (message: string) => void;

/** `<group><item/>...</group>` children of an element (none when the group is empty or absent). */
export function list(parent: El | undefined, group: string, item: string): El[] {
  const g = parent?.[group]?.[0];
  return g && typeof g === 'object' && Array.isArray(g[item]) ? g[item] : [];
}

/** The text of an element (a string, or '#text' beside attributes), '' when empty. */
export function text(v: unknown): string {
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return v.map(text).join('\n');
  if (v && typeof v === 'object') return String((v as El)['#text'] ?? '');
  return '';
}

const selections = (s: El) => list(s, 'selections', 'selection');
const profiles = (s: El) => list(s, 'profiles', 'profile');
const typeKey = (p: El) => lookupKey(String(p.typeName ?? ''));
const isWeapon = (p: El) => typeKey(p) === 'rangedweapons' || typeKey(p) === 'meleeweapons';
const count = (s: El) => {
  const n = Number(s.number ?? 1);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : 1;
};

/**
 * The largest `number` a selection may have: no datasheet fields more than 30 models or carries
 * more than a few dozen of one weapon, and `--models` stops at 100. A roster past it is damaged or
 * hand-made, and spreading 100,000 models' wargear would hang.
 */
export const MAX_SELECTION_NUMBER = 100;

/** The first selection at or under `sel` whose number is past MAX_SELECTION_NUMBER. */
export function oversized(sel: El): El | undefined {
  if (count(sel) > MAX_SELECTION_NUMBER) return sel;
  for (const s of selections(sel)) {
    const found = oversized(s);
    if (found) return found;
  }
  return undefined;
}

function characteristics(p: El): Map<string, string> {
  return new Map(list(p, 'characteristics', 'characteristic').map((c) => [lookupKey(String(c.name ?? '')), text(c).trim()]));
}

/** A 'Unit' profile's M, T, SV, W, LD, OC, or what is wrong with it. */
export function parseStats(p: El): Omit<ModelStats, 'invulnerable'> | string {
  const c = characteristics(p);
  const T = parseWhole(c.get('t') ?? '');
  const W = parseWhole(c.get('w') ?? '');
  // "-" or 7+: no armour save worth rolling, Sv 7+ (a roll cover can improve to 6+; schema.ts saveTarget).
  const Sv = /^\s*([-–—]|7\s*\+?)\s*$/.test(c.get('sv') ?? '') ? 7 : parseRollTarget(c.get('sv') ?? '');
  const bad = [
    T === null || T < 1 ? `T "${c.get('t') ?? ''}"` : '',
    W === null || W < 1 ? `W "${c.get('w') ?? ''}"` : '',
    typeof Sv !== 'number' ? `SV "${c.get('sv') ?? ''}"` : '',
  ].filter(Boolean);
  if (bad.length) return `cannot read ${bad.join(', ')}`;
  return {
    M: parseFloat(c.get('m') ?? '') || 0,
    T: T!,
    Sv: Sv as number,
    W: W!,
    Ld: parseWhole(c.get('ld') ?? '') ?? 7,
    OC: parseWhole(c.get('oc') ?? '') ?? 0,
  };
}

/** The pts cost of an element itself (roster or selection), or null. */
function ownPoints(e: El): number | null {
  const costs = list(e, 'costs', 'cost').filter((c) => ['pts', 'points'].includes(lookupKey(String(c.name ?? ''))));
  if (!costs.length) return null;
  return costs.reduce((s, c) => s + (Number(c.value) || 0), 0);
}

/** A selection's points with everything under it (enhancements, upgrades); null if none is costed. */
export function selectionPoints(sel: El): number | null {
  const parts = [ownPoints(sel), ...selections(sel).map(selectionPoints)].filter((p): p is number => p !== null);
  return parts.length ? round(parts.reduce((a, b) => a + b, 0)) : null;
}

/** The roster's total: its own pts cost, else the sum of every selection. */
export function rosterPoints(root: El): number | null {
  const own = ownPoints(root);
  if (own !== null) return round(own);
  const forces = (p: El): El[] => list(p, 'forces', 'force').flatMap((f) => [f, ...forces(f)]);
  const parts = forces(root).flatMap((f) => selections(f).map(selectionPoints)).filter((p): p is number => p !== null);
  return parts.length ? round(parts.reduce((a, b) => a + b, 0)) : null;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Every weapon profile in the roster by name, for weapon selections stored without a profile. */
export function weaponIndex(root: El): Map<string, El> {
  const index = new Map<string, El>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const e = node as El;
    if (e.typeName && isWeapon(e) && !index.has(lookupKey(cleanName(e.name)))) index.set(lookupKey(cleanName(e.name)), e);
    for (const v of Object.values(e)) if (typeof v === 'object') visit(v);
  };
  visit(root);
  return index;
}

/** "➤ Bellicatus Missile Array - Frag" -> "Bellicatus Missile Array - Frag". */
const cleanName = (name: unknown) => String(name ?? '').replace(/^[\s➤►>•*-]+/, '').trim();

function toWeapon(p: El, warn: Warn): Weapon | null {
  const c = characteristics(p);
  const name = cleanName(p.name);
  const melee = typeKey(p) === 'meleeweapons';
  const range = melee ? 'melee' : parseRange(c.get('range') ?? '');
  const skill = parseRollTarget(c.get(melee ? 'ws' : 'bs') ?? c.get('bs') ?? c.get('ws') ?? '');
  const attacks = tryDice(c.get('a') ?? '');
  const strength = parseWhole(c.get('s') ?? '');
  const ap = parseAp(c.get('ap') ?? '');
  const damage = tryDice(c.get('d') ?? '');
  const { abilities, unknown } = parseKeywords(c.get('keywords') ?? '');
  for (const k of unknown) warn(`weapon "${name}": keyword "${k}" is not modelled`);
  const torrentNA = skill === 'n/a' && hasAbility(abilities, 'torrent');
  const bad = [
    range === null ? `Range "${c.get('range') ?? ''}"` : '',
    typeof skill !== 'number' && !torrentNA ? `${melee ? 'WS' : 'BS'} "${c.get(melee ? 'ws' : 'bs') ?? ''}"` : '',
    attacks ? '' : `A "${c.get('a') ?? ''}"`,
    strength !== null && strength >= 1 ? '' : `S "${c.get('s') ?? ''}"`,
    ap === null ? `AP "${c.get('ap') ?? ''}"` : '',
    damage ? '' : `D "${c.get('d') ?? ''}"`,
  ].filter(Boolean);
  if (bad.length) {
    warn(`weapon "${name}" is left out: cannot read ${bad.join(', ')}`);
    return null;
  }
  // A Torrent weapon's BS is N/A: it hits automatically, so the skill is never rolled.
  return { name, range: range!, attacks: attacks!, skill: torrentNA ? 2 : (skill as number), strength: strength!, ap: ap!, damage: damage!, abilities };
}

interface Entry {
  readonly profiles: El[];
  /** Total carried by the model group (the selection's number, not multiplied by models). */
  readonly copies: number;
}

/** Weapon selections under a node; `skipModels` stops at model selections (the unit's own wargear). */
function entries(node: El, skipModels: boolean, index: Map<string, El>, warn: Warn): Entry[] {
  const out: Entry[] = [];
  const visit = (s: El, top: boolean) => {
    if (!top && skipModels && s.type === 'model') return;
    if (count(s) === 0) return;
    const weapons = profiles(s).filter(isWeapon);
    if (weapons.length) {
      let copies = count(s);
      // "2 Fragstorm Grenade Launchers" (number 1) holding one Fragstorm Grenade Launcher profile.
      const m = /^(\d+)\s*x?\s+(.+)$/i.exec(String(s.name ?? '').trim());
      if (m && Number(m[1]) > 1 && weapons.length === 1 && !/^\d/.test(cleanName(weapons[0].name))) {
        copies *= Number(m[1]);
        warn(`read "${s.name}" (x${count(s)}) as ${copies} × ${cleanName(weapons[0].name)}`);
      }
      out.push({ profiles: weapons, copies });
    } else if (!profiles(s).length && !selections(s).length && !top) {
      const known = index.get(lookupKey(cleanName(String(s.name ?? '').replace(/\*+$/, ''))));
      if (known) out.push({ profiles: [known], copies: count(s) });
      else if (!list(s, 'categories', 'category').length && !list(s, 'rules', 'rule').length) warn(`selection "${s.name}" has no profile: left out`);
    }
    for (const c of selections(s)) visit(c, false);
  };
  visit(node, true);
  return out;
}

/**
 * The unit's weapons (unique names) and, for each model selection, one equipment list per model.
 * A weapon selection's total is spread over its group's models: 7 ion blasters for 7 warriors is one
 * each; 2 for 5 models is one each for two of them.
 */
export function buildWeapons(unitSel: El, models: El[], ownModel: boolean, index: Map<string, El>, warn: Warn) {
  const byName = new Map<string, Weapon>();
  const converted = new Map<El, Weapon | null>();
  const register = (p: El, profileOf: string | undefined, model: string): string | null => {
    if (!converted.has(p)) converted.set(p, toWeapon(p, warn));
    const w = converted.get(p);
    if (!w) return null;
    const weapon: Weapon = profileOf ? { ...w, profileOf } : w;
    const same = (x: Weapon | undefined) => x !== undefined && JSON.stringify({ ...x, name: '' }) === JSON.stringify({ ...weapon, name: '' });
    for (let i = 1; ; i++) {
      const name = i === 1 ? weapon.name : i === 2 ? `${weapon.name} (${model})` : `${weapon.name} (${model} ${i - 1})`;
      if (!byName.has(name)) {
        byName.set(name, { ...weapon, name });
        return name;
      }
      if (same(byName.get(name))) return name;
    }
  };
  const unitLevel = ownModel ? [] : entries(unitSel, true, index, warn);
  if (unitLevel.length) {
    const names = unitLevel.flatMap((e) => e.profiles.map((p) => cleanName(p.name))).join(', ');
    warn(`${names}: not carried by a model selection; given to ${models[0].name}${models.length > 1 ? ' (check the roster)' : ''}`);
  }
  const perModel = models.map((m, i) => {
    const n = Math.max(1, count(m));
    const lists: string[][] = Array.from({ length: n }, () => []);
    for (const e of [...entries(m, false, index, warn), ...(i === 0 ? unitLevel : [])]) {
      const prefixes = e.profiles.map((p) => /^(.+) - [^-]+$/.exec(cleanName(p.name))?.[1]);
      const names = e.profiles
        .map((p, j) => register(p, prefixes[j] && prefixes.filter((x) => x === prefixes[j]).length > 1 ? prefixes[j] : undefined, String(m.name ?? '')))
        .filter((x): x is string => x !== null);
      const each = Math.floor(e.copies / n);
      const extra = e.copies % n;
      lists.forEach((l, k) => {
        for (let c = 0; c < each + (k < extra ? 1 : 0); c++) l.push(...names);
      });
    }
    return lists;
  });
  return { list: [...byName.values()], perModel };
}

/** Abilities and rules of a selection and its descendants (stopping at models when asked). */
export function notes(sel: El, skipModels: boolean): { name: string; text: string; rule: boolean }[] {
  const out: { name: string; text: string; rule: boolean }[] = [];
  const visit = (s: El, top: boolean) => {
    if (!top && skipModels && s.type === 'model') return;
    const weaponNode = profiles(s).some((p) => isWeapon(p));
    for (const p of profiles(s)) {
      if (typeKey(p) === 'abilities') out.push({ name: String(p.name ?? ''), text: characteristic(p, 'description'), rule: false });
    }
    if (!weaponNode) for (const r of list(s, 'rules', 'rule')) out.push({ name: String(r.name ?? ''), text: text(r.description), rule: true });
    for (const c of selections(s)) visit(c, false);
  };
  visit(sel, true);
  return out;
}

function characteristic(p: El, name: string): string {
  const c = list(p, 'characteristics', 'characteristic').find((x) => lookupKey(String(x.name ?? '')) === name);
  return c ? text(c).trim() : '';
}

export function better(a: Defences, b: Defences): Defences {
  const out: Defences = { ...a };
  for (const k of ['invulnerable', 'rangedInvulnerable', 'meleeInvulnerable', 'feelNoPain', 'mortalFeelNoPain'] as const) {
    if (b[k] !== undefined && (out[k] === undefined || b[k]! < out[k]!)) out[k] = b[k];
  }
  return out;
}
