/**
 * BattleScribe / New Recruit rosters (.ros XML, .rosz = a zip holding one .ros) as our Units. A
 * roster is a snapshot: every selected unit with its profiles already modified, so the numbers are
 * used as they are. A weapon selection's `number` is the total for its model group (never multiplied
 * by the models). Whatever cannot be mapped is reported in `warnings`, never silently dropped.
 */
import { basename } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { DatasheetAbility, UnitWithAbilities } from '../profiles/abilities.js';
import { readUserFile } from '../../../profiles/read-file.js';
import { findEffect } from '../effects/index.js';
import { carriedEffect, namedEffect, namedWhenItApplies } from './carried.js';
import { lookupKey } from '../../names.js';
import type { ModelGroup, ModelStats, Unit } from '../types.js';
import { better, buildWeapons, type El, list, MAX_SELECTION_NUMBER, notes, oversized, parseStats, rosterPoints, selectionPoints, weaponIndex } from './roster-units.js';
import { malformed } from '../../../profiles/bsdata/files.js';
import { placeAt } from '../../../profiles/place.js';
import { MAX_ROSTER_BYTES, rosterInZip } from '../../../profiles/bsdata/rosz.js';
import { attackRelevant, defencesIn, excerpt, isWeaponAbilityRule, leaderTargets, type Defences } from './roster-text.js';

export interface RosterUnit {
  unit: Unit;
  /** The unit's cost in the roster (its selections' pts, enhancements included), or null if it has none. */
  points: number | null;
}

export interface RosterImport {
  name: string;
  points: number | null;
  units: RosterUnit[];
  /** `unit` is the roster unit's name, or '' for the roster as a whole (army rules, the file). */
  warnings: { unit: string; message: string }[];
}

/** Wrong path, not a BattleScribe roster, a zip without a .ros, a roster with no units... */
export class RosterError extends Error {}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  htmlEntities: true,
  isArray: (_name: string, _path: unknown, _leaf: boolean, isAttribute: boolean) => !isAttribute,
});

/** A .ros (XML) or .rosz (zip with one .ros) file. */
export function readRoster(file: string): RosterImport {
  const warnings: RosterImport['warnings'] = [];
  const root = parseRoster(rosterXml(file, warnings), file);
  const index = weaponIndex(root);
  const built: Built[] = [];
  const forces = (parent: El): El[] => list(parent, 'forces', 'force').flatMap((f) => [f, ...forces(f)]);
  for (const force of forces(root)) {
    const faction = String(force.catalogueName ?? '').split(' - ').pop()?.trim() || String(force.name ?? 'unknown');
    for (const sel of list(force, 'selections', 'selection')) {
      if (!isUnit(sel)) {
        const pts = selectionPoints(sel);
        if (pts) warnings.push({ unit: '', message: `"${sel.name}" (${pts} pts) is not a unit: its points count in the total only` });
        continue;
      }
      const b = buildUnit(sel, faction, file, index);
      if (b.unit) built.push(b);
      else warnings.push(...b.warnings.map((message) => ({ unit: b.datasheet, message })));
    }
  }
  if (!built.length) throw new RosterError(`${file}: the roster has no units${warnings.length ? ` (${warnings.map((w) => w.message).join('; ')})` : ''}`);
  nameUnits(built);
  linkLeaders(built);
  warnings.push(...armyRules(built));
  for (const b of built) warnings.push(...b.warnings.map((message) => ({ unit: b.unit!.name, message })));
  return {
    name: String(root.name ?? basename(file)),
    points: rosterPoints(root),
    units: built.map((b) => ({ unit: b.unit!, points: b.points })),
    warnings,
  };
}

function rosterXml(file: string, warnings: RosterImport['warnings']): string {
  let bytes: Buffer;
  try {
    bytes = readUserFile(file, MAX_ROSTER_BYTES);
  } catch (e) {
    throw new RosterError((e as Error).message);
  }
  const zip = bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;
  if (!zip) {
    if (/\.rosz$/i.test(file)) throw new RosterError(`${file}: a .rosz roster is a zip holding one .ros file, but this file is not a zip`);
    return new TextDecoder('utf-8').decode(bytes);
  }
  return rosterInZip(file, new Uint8Array(bytes), (m) => new RosterError(m), (message) => warnings.push({ unit: '', message }));
}

function parseRoster(xml: string, file: string): El {
  const source = xml.replace(/^\uFEFF/, '');
  if (XMLValidator.validate(source) !== true) throw new RosterError(`${malformed(file, source)} (not XML: not a BattleScribe roster)`);
  const doc = parser.parse(source) as El;
  const rootName = Object.keys(doc).find((k) => !k.startsWith('?'));
  if (rootName === 'roster') return doc.roster[0];
  const what =
    rootName === 'catalogue' ? 'a BattleScribe catalogue (.cat)' : rootName === 'gameSystem' ? 'a BattleScribe game system (.gst)' : `XML with root <${rootName ?? 'none'}>`;
  throw new RosterError(`${placeAt(file, source, rootName ? source.indexOf(`<${rootName}`) : 0)} not a BattleScribe roster: it is ${what}; expected a .ros or .rosz roster`);
}

const profiles = (s: El) => list(s, 'profiles', 'profile');
const selections = (s: El) => list(s, 'selections', 'selection');
const unitProfiles = (s: El) => profiles(s).filter((p) => lookupKey(String(p.typeName ?? '')) === 'unit');

/** A top-level selection that is a unit: type unit/model, or anything carrying a Unit profile. */
function isUnit(sel: El): boolean {
  if (sel.type === 'unit' || sel.type === 'model') return true;
  return unitProfiles(sel).length > 0 || selections(sel).some((s) => s.type === 'model' && unitProfiles(s).length > 0);
}

/** Model selections under a unit (not inside another model). */
function modelsUnder(sel: El): El[] {
  return selections(sel).flatMap((s) => (s.type === 'model' ? [s] : modelsUnder(s)));
}

interface Built {
  /** Undefined when the unit could not be built (its warnings say why). */
  unit?: Unit;
  points: number | null;
  datasheet: string;
  leads: string[];
  /** Unmapped attack-relevant rules: reported once for the army when every unit has them. */
  rules: { name: string; text: string }[];
  warnings: string[];
}

function buildUnit(sel: El, faction: string, file: string, index: Map<string, El>): Built {
  const datasheet = String(sel.name ?? 'unnamed unit').trim();
  const warnings: string[] = [];
  const warn = (message: string) => warnings.push(message);
  const failed = (): Built => ({ points: null, datasheet, leads: [], rules: [], warnings });
  const huge = oversized(sel);
  if (huge) {
    warn(`selection "${huge.name}" has number="${huge.number}", more than ${MAX_SELECTION_NUMBER}: the unit is left out`);
    return failed();
  }
  const under = modelsUnder(sel).filter((m) => Number(m.number ?? 1) !== 0);
  const fielded = under.reduce((n, m) => n + Math.max(1, Number(m.number ?? 1)), 0);
  if (fielded > MAX_SELECTION_NUMBER) {
    warn(`${fielded} models, more than ${MAX_SELECTION_NUMBER}: the unit is left out`);
    return failed();
  }
  const ownModel = sel.type === 'model' || under.length === 0;
  if (sel.type !== 'model' && ownModel) warn('no model selections: read as one model');
  const models = ownModel ? [sel] : under;

  // Abilities and rules: on the unit (or its non-model upgrades) they apply to every model; in a
  // model's wargear, to that model unless the text speaks of the unit ("the bearer's unit").
  let unitDefences: Defences = {};
  const bearer = new Map<El, Defences>();
  const effects: string[] = [];
  const leads: string[] = [];
  const rules: Built['rules'] = [];
  let damageReduction = 0;
  // Issue 11 section 4: the unit lists its abilities, modelled or not, for show and calc's notes.
  const abilities: DatasheetAbility[] = [];
  const listAbility = (name: string, modelled: string | false, reason?: string) => {
    if (!abilities.some((a) => lookupKey(a.name) === lookupKey(name))) abilities.push({ name, modelled, ...(reason ? { reason } : {}), affectsAttacks: true });
  };
  const sources = [{ owner: null as El | null, items: notes(sel, !ownModel) }, ...(ownModel ? [] : models.map((m) => ({ owner: m, items: notes(m, false) })))];
  const seen = new Set<string>();
  for (const { owner, items } of sources) {
    for (const item of items) {
      const key = lookupKey(item.name);
      if (item.rule && isWeaponAbilityRule(item.name)) continue;
      // The abilities the effect registry models that a unit carries (carried.ts: Stealth, Beacons of Rage...).
      const carried = carriedEffect(item.name);
      if (carried) {
        if (!effects.includes(carried)) effects.push(findEffect(carried).id);
        listAbility(item.name, `effect ${carried}`);
        continue;
      }
      if (key === 'leader' && !item.rule) {
        leads.push(...leaderTargets(item.text));
        continue;
      }
      const d = defencesIn(item.name, item.rule ? '' : item.text);
      const granted = Object.keys(d.defences).length > 0;
      if (granted) {
        if (owner && !/\bunit\b/i.test(item.text)) bearer.set(owner, better(bearer.get(owner) ?? {}, d.defences));
        else unitDefences = better(unitDefences, d.defences);
      }
      if (!owner && !item.rule && /^each time an attack is allocated to (a|this) model( in this unit)?, subtract 1 from the damage characteristic of that attack\.?$/i.test(item.text.trim())) {
        damageReduction = 1;
        listAbility(item.name, 'damageReduction: 1');
        continue;
      }
      if (granted) listAbility(item.name, `${Object.entries(d.defences).map(([k, v]) => `${k}: ${v}+`).join(', ')}${d.conditional ? ' (only this part of the text)' : ''}`);
      if (granted && !d.conditional) continue;
      if (!attackRelevant(item.name, item.text)) continue;
      const once = `${item.rule ? 'r' : 'a'}:${key}`;
      if (seen.has(once)) continue;
      seen.add(once);
      const named = namedEffect(item.name);
      if (named) listAbility(item.name, namedWhenItApplies(named));
      else listAbility(item.name, false, `imported from BattleScribe, not modelled: ${excerpt(item.text)}`);
      if (item.rule) rules.push({ name: item.name, text: item.text });
      else warn(`ability "${item.name}" ${unmapped(item)}`);
    }
  }

  // Model stats: the model's own Unit profile, else the unit's (by name, else the first).
  const shared = unitProfiles(sel);
  const anyProfile = [sel, ...models].flatMap(unitProfiles)[0];
  const statsOf = (m: El): ModelStats | null => {
    const own = m === sel ? [] : unitProfiles(m);
    const pool = own.length ? own : shared;
    const named = pool.find((p) => lookupKey(String(p.name ?? '')) === lookupKey(String(m.name ?? '')));
    const profile = named ?? pool[0] ?? anyProfile;
    if (!profile) return null;
    if (!named && pool.length > 1) warn(`${m.name}: ${pool.length} Unit profiles and none named after the model; used "${profile.name}"`);
    const parsed = parseStats(profile);
    if (typeof parsed === 'string') {
      warn(`Unit profile "${profile.name}": ${parsed}`);
      return null;
    }
    return { ...parsed, ...better(unitDefences, bearer.get(m) ?? {}) };
  };

  const weapons = buildWeapons(sel, models, ownModel, index, warn);
  const groups = new Map<string, { group: ModelGroup; key: string }>();
  for (const [i, m] of models.entries()) {
    const stats = statsOf(m);
    if (!stats) {
      warn(`no usable Unit profile for ${m.name}: the unit is left out (it cannot be calculated)`);
      return failed();
    }
    for (const equipment of weapons.perModel[i]) {
      const key = JSON.stringify([m.name, stats, [...equipment].sort()]);
      const found = groups.get(key);
      if (found) {
        groups.set(key, { key, group: { ...found.group, count: found.group.count + 1, min: found.group.count + 1, max: found.group.count + 1 } });
      } else {
        const name = String(m.name ?? datasheet).trim();
        groups.set(key, { key, group: { name, count: 1, min: 1, max: 1, champion: false, stats, equipment } });
      }
    }
  }
  const total = [...groups.values()].reduce((s, g) => s + g.group.count, 0);
  const used = new Map<string, number>();
  const modelGroups = [...groups.values()].map(({ group }) => {
    const n = (used.get(group.name) ?? 0) + 1;
    used.set(group.name, n);
    const champion = total > 1 && group.count === 1 && groups.size > 1 && CHAMPION.test(group.name);
    return { ...group, name: n > 1 ? `${group.name} ${n}` : group.name, champion };
  });
  const points = selectionPoints(sel);
  const keywords = [...new Set(list(sel, 'categories', 'category').map((c) => String(c.name ?? '').replace(/^faction:\s*/i, '').trim().toUpperCase()))].filter(
    (k) => k && !['CONFIGURATION', 'UNCATEGORISED', 'UNIT'].includes(k),
  );
  const unit: UnitWithAbilities = {
    name: datasheet,
    aliases: [],
    faction,
    keywords,
    source: `roster ${basename(file)}`,
    models: modelGroups,
    weapons: weapons.list,
    wargear: [],
    loadouts: [],
    leaders: [],
    damageReduction,
    halveDamage: false,
    points: points === null ? {} : { [String(total)]: points },
    effects,
    abilities,
    file,
  };
  return { unit, points, datasheet, leads, rules, warnings };
}

/** Models that are allocated attacks last (Unit Champions): sergeants and their kin. */
const CHAMPION = /\b(sergeant|theyn|hesyr|exarch|superior|nob|boss|champion|shas'ui|shas'vre|sybarite|hekatrix|alpha|leader|icon bearer)\b/i;

/** Units that share a name become "Name", "Name 2", "Name 3"... */
function nameUnits(built: Built[]): void {
  const count = new Map<string, number>();
  for (const b of built) {
    const n = (count.get(b.datasheet) ?? 0) + 1;
    count.set(b.datasheet, n);
    if (n > 1) b.unit = { ...b.unit!, name: `${b.datasheet} ${n}` };
  }
}

/** A character's Leader ability lists the units it can lead: put it in those units' leaders. */
function linkLeaders(built: Built[]): void {
  for (const b of built) {
    const names = built.filter((c) => c.leads.some((l) => lookupKey(l) === lookupKey(b.datasheet))).map((c) => c.unit!.name);
    if (names.length) b.unit = { ...b.unit!, leaders: names };
  }
}

/** Unmapped rules: one roster warning for a rule every unit has (an army rule), else per unit. */
function armyRules(built: Built[]): RosterImport['warnings'] {
  const holders = new Map<string, { name: string; text: string; units: Built[] }>();
  for (const b of built) {
    for (const r of b.rules) {
      const h = holders.get(lookupKey(r.name)) ?? { ...r, units: [] };
      h.units.push(b);
      holders.set(lookupKey(r.name), h);
    }
  }
  const army: RosterImport['warnings'] = [];
  for (const h of holders.values()) {
    const said = unmapped(h);
    if (built.length > 1 && h.units.length === built.length) {
      army.push({ unit: '', message: `army rule "${h.name}" (every unit) ${said}` });
    } else {
      for (const b of h.units) b.warnings.push(`rule "${h.name}" ${said}`);
    }
  }
  return army;
}

/**
 * What a rule the import does not carry is: an effect of the registry the player names when it applies (Oath of
 * Moment: "your Oath of Moment target" is the player's choice), else not modelled, with its text.
 */
function unmapped(rule: { name: string; text: string }): string {
  const effect = namedEffect(rule.name);
  return effect ? `is not carried: name it when it applies (--with ${effect.id}: ${effect.summary})` : `is not modelled: ${excerpt(rule.text)}`;
}
