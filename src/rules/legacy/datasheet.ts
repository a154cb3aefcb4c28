/**
 * The legacy units as the data commands give them (issue 14; src/rules/ruleset.ts): `list`'s rows and
 * `show`'s datasheet, a legacy unit's profile as 10th edition's `show` prints a datasheet: its models
 * (WS BS S T W I A Ld Sv, invulnerable save), weapons (Range S AP type rules), vehicles (armour, Hull
 * Points, types) and Universal Special Rules.
 */
import { shown } from '../../profiles/shown-path.js';
import type { Sheet } from '../../sheet.js';
import type { Datasheet, UnitRows } from '../ruleset.js';
import { findLegacyUnit, type OtherRulesetNames } from './matchup.js';
import type { LegacyModelGroup, LegacyStrength, LegacyUnit, LegacyWeapon, LegacyWeaponType, Usr } from './types.js';
import { USR_HEADINGS } from './usr-headings.js';

/** "rapid fire" -> "Rapid Fire". */
const capitalised = (s: string) => s.replace(/\b[a-z]/g, (ch) => ch.toUpperCase());

const HEADING = new Map(USR_HEADINGS.map((h) => [h.toLowerCase(), h]));
/** The USRs whose number is a D6 roll (004 'Poisoned', 'Feel No Pain'): written "(4+)"; another number as it is. */
const ROLLS = new Set(['poisoned', 'feel no pain']);

/** A USR as a profile writes it: "Poisoned (4+)", "Preferred Enemy (Orks)", "Rending" (the loader keeps names and words in lower case). */
function usrText(r: Usr): string {
  const name = HEADING.get(r.name) ?? r.name;
  if (r.value === undefined) return name;
  return `${name} (${typeof r.value === 'number' ? `${r.value}${ROLLS.has(r.name) ? '+' : ''}` : capitalised(r.value)})`;
}

const rulesText = (rules: readonly Usr[]) => rules.map(usrText).join(', ') || '-';

/** "4", "User", "x2", "+1", "D" (004 'Destroyer Weapons'). */
function strengthText(s: LegacyStrength): string {
  if (s.kind === 'value') return String(s.value);
  if (s.kind === 'user') return 'User';
  if (s.kind === 'times') return `x${s.factor}`;
  if (s.kind === 'plus') return `+${s.add}`;
  return 'D';
}

/** "Rapid Fire", "Heavy D6", "Salvo 2/4", "Melee" (7th edition core rules, 'Weapon Types'). */
function typeText(t: LegacyWeaponType): string {
  if (t.kind === 'assault' || t.kind === 'heavy' || t.kind === 'ordnance') return `${capitalised(t.kind)} ${t.shots.text}`;
  if (t.kind === 'salvo') return `Salvo ${t.moving}/${t.stationary}`;
  return capitalised(t.kind);
}

/** The weapon's range in inches, "Template" or "-" (melee). */
const rangeText = (w: LegacyWeapon) => (w.area === 'template' ? 'Template' : w.range === 'melee' ? '-' : `${w.range}"`);
/** Its rules: a Blast marker first (the loader keeps it apart: LegacyWeapon.area), then the USRs. */
const weaponRules = (w: LegacyWeapon) => rulesText([...(w.area && w.area !== 'template' ? [{ name: w.area }] : []), ...w.rules]);

/** A characteristic; 0 is a profile's "-" (a vehicle's T, W...). */
const stat = (n: number) => (n === 0 ? '-' : n);
/** A save: "3+", an invulnerable one "5++" (as calc's header writes it), or "-" for none. */
const save = (n: number | null | undefined, mark = '+') => (n ? `${n}${mark}` : '-');
const count = (g: LegacyModelGroup) => (g.min === g.max ? String(g.count) : `${g.count} (${g.min}-${g.max})`);

/** Models in the unit: "4-9", or "1". */
function size(u: LegacyUnit): string {
  const min = u.models.reduce((n, g) => n + g.min, 0);
  const max = u.models.reduce((n, g) => n + g.max, 0);
  return min === max ? String(min) : `${min}-${max}`;
}

/** `wh40k --ruleset legacy units`: a row for each unit. */
export function legacyUnitRows(units: readonly LegacyUnit[]): UnitRows {
  return {
    columns: ['unit', 'aliases', 'faction', 'type', 'models', 'points', 'source'],
    right: [4, 5],
    rows: units.map((u) => ({
      name: u.name,
      faction: u.faction,
      cells: [u.name, u.aliases.join(', '), u.faction, u.type, size(u), u.points ? String(u.points.base) : '-', u.source],
      json: { name: u.name, aliases: [...u.aliases], faction: u.faction, type: u.type, models: size(u), points: u.points ?? null, source: u.source, file: shown(u.file) },
    })),
  };
}

/** `wh40k --ruleset legacy show UNIT`: the datasheet of the unit `words` name. */
export async function legacyDatasheet(units: readonly LegacyUnit[], words: readonly string[], tenthNames: OtherRulesetNames): Promise<Datasheet> {
  const u = await findLegacyUnit(units, words.join(' '), tenthNames);
  const profile: Sheet = {
    title: 'Profile',
    columns: ['model', 'models', 'WS', 'BS', 'S', 'T', 'W', 'I', 'A', 'Ld', 'Sv', 'inv', 'weapons', 'rules'],
    rows: u.models.map((g) => {
      const s = g.stats;
      return [g.name, count(g), stat(s.WS), stat(s.BS), stat(s.S), stat(s.T), stat(s.W), stat(s.I), stat(s.A), stat(s.Ld), save(s.Sv), save(s.invulnerable, '++'), g.weapons.join(', ') || '-', rulesText(g.rules)];
    }),
  };
  const vehicles: Sheet = {
    title: 'Vehicles',
    columns: ['model', 'front', 'side', 'rear', 'hull points', 'types'],
    rows: u.models.flatMap((g) => (g.vehicle ? [[g.name, g.vehicle.front, g.vehicle.side, g.vehicle.rear, g.vehicle.hullPoints, g.vehicle.types.map(capitalised).join(', ')]] : [])),
  };
  const weapons: Sheet = {
    title: 'Weapons',
    columns: ['weapon', 'range', 'S', 'AP', 'type', 'rules'],
    rows: u.weapons.map((w) => [w.name, rangeText(w), strengthText(w.strength), w.ap ?? '-', typeText(w.type), weaponRules(w)]),
  };
  const points = u.points ? `${u.points.base}${u.points.perModel ? `, +${u.points.perModel} a model` : ''}` : '-';
  const details: [string, string][] = [
    ['faction', u.faction],
    ['type', capitalised(u.type)],
    ['aliases', u.aliases.join(', ') || '-'],
    ['rules', rulesText(u.rules)],
    ['points', points],
    ['source', u.source],
    ['file', shown(u.file)],
  ];
  const about: Sheet = { title: 'Datasheet', columns: ['field', 'value'], rows: details };
  const models = u.models.reduce((n, g) => n + g.count, 0);
  const head = [`${u.name} (${u.faction}, ${capitalised(u.type)}, ${models} model${models === 1 ? '' : 's'}${u.points ? `, points ${points}` : ''})`];
  return {
    name: u.name,
    head: [...head, ...details.filter(([k, v]) => !['faction', 'type', 'points'].includes(k) && v !== '-').map(([k, v]) => `${k}: ${v}`)],
    tables: [{ sheet: profile, right: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, ...(vehicles.rows.length ? [{ sheet: vehicles, right: [1, 2, 3, 4] }] : []), { sheet: weapons, right: [2, 3] }],
    sheets: [profile, vehicles, weapons, about].filter((s) => s.rows.length > 0),
    about,
    unit: { ...u, file: shown(u.file) },
    notes: [],
  };
}
