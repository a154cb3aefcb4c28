/**
 * 10th edition's units as the data commands give them (src/rules/ruleset.ts): `list`'s rows and
 * `show`'s datasheet (profile, weapons, wargear, loadouts, abilities, points), as plain data.
 */
import { abilitiesOf, type DatasheetAbility } from './profiles/abilities.js';
import { InputError } from '../../profiles/errors.js';
import type { Roster } from './profiles/registry.js';
import { shown } from '../../profiles/shown-path.js';
import type { Sheet } from '../../sheet.js';
import { UsageError } from '../errors.js';
import type { Datasheet, UnitRows } from '../ruleset.js';
import { abilityName } from './abilities.js';
import type { ModelGroup, ModelStats, Unit, Weapon } from './types.js';

/** Models in the unit: the smallest and the largest size its groups allow. */
function unitSize(u: Unit): { min: number; max: number } {
  return u.models.reduce((s, g) => ({ min: s.min + g.min, max: s.max + g.max }), { min: 0, max: 0 });
}

const sizeText = ({ min, max }: { min: number; max: number }) => (min === max ? String(min) : `${min}-${max}`);

function pointsText(points: Readonly<Record<string, number>>): string {
  const entries = Object.entries(points).sort(([a], [b]) => Number(a) - Number(b));
  return entries.length ? entries.map(([n, p]) => `${n}: ${p}`).join(', ') : '-';
}

/** `wh40k list`: a row for each unit. */
export function unitRows(units: readonly Unit[]): UnitRows {
  return {
    columns: ['unit', 'aliases', 'faction', 'models', 'points', 'source'],
    right: [3],
    rows: units.map((u) => ({
      name: u.name,
      faction: u.faction,
      cells: [u.name, u.aliases.join(', '), u.faction, sizeText(unitSize(u)), pointsText(u.points), u.source],
      json: { name: u.name, aliases: [...u.aliases], faction: u.faction, models: unitSize(u), points: { ...u.points }, source: u.source, file: shown(u.file) },
    })),
  };
}

const plus = (n: number | undefined) => (n === undefined ? '-' : `${n}+`);

function defence(s: ModelStats): { invulnerable: string; fnp: string } {
  const melee = s.meleeInvulnerable;
  const inv = [
    s.invulnerable !== undefined && plus(s.invulnerable),
    s.rangedInvulnerable !== undefined && `${plus(s.rangedInvulnerable)} (ranged)`,
    melee !== undefined && `${plus(melee)} (melee)`,
  ];
  const fnp = [s.feelNoPain !== undefined && plus(s.feelNoPain), s.mortalFeelNoPain !== undefined && `${plus(s.mortalFeelNoPain)} (mortal wounds)`];
  return { invulnerable: inv.filter(Boolean).join(', ') || '-', fnp: fnp.filter(Boolean).join(', ') || '-' };
}

/** "Rifle x2, Blade": one entry per weapon carried. */
function equipmentText(g: ModelGroup): string {
  const counts = new Map<string, number>();
  for (const e of g.equipment) counts.set(e, (counts.get(e) ?? 0) + 1);
  return [...counts].map(([name, n]) => (n > 1 ? `${name} x${n}` : name)).join(', ') || '-';
}

function groupSize(g: ModelGroup): string {
  return g.min === g.max ? String(g.count) : `${g.count} (${g.min}-${g.max})`;
}

/** Whether an ability is modelled, as `show` prints it (issue 11 section 4). */
function abilityStatus(a: DatasheetAbility): { status: string; detail: string } {
  if (a.modelled !== false) return { status: 'modelled', detail: a.modelled };
  return { status: a.affectsAttacks ? 'not modelled' : 'no attack rule', detail: a.reason ?? '-' };
}

const rangeText = (w: Weapon) => (w.range === 'melee' ? 'melee' : `${w.range}"`);

/**
 * The one unit `wh40k show` names: its words joined (`show leman russ`). When they are no unit but
 * each word is one (`show eightbound intercessors`), the message says show takes one unit.
 */
function oneUnit(roster: Pick<Roster, 'find'>, words: readonly string[]): Unit {
  try {
    return roster.find(words.join(' '));
  } catch (e) {
    if (!(e instanceof InputError) || words.length < 2) throw e;
    const each = words.map((w) => {
      try {
        return roster.find(w).name;
      } catch {
        return undefined;
      }
    });
    if (each.every((n) => n !== undefined)) throw new UsageError(`show takes one unit, got ${words.length}: ${each.join(', ')} (run show once for each)`);
    throw e;
  }
}

/** The datasheet's sheets: each of its parts as a table. */
function sheetsOf(u: Unit) {
  const profile: Sheet = {
    title: 'Profile',
    columns: ['model', 'models', 'M', 'T', 'Sv', 'W', 'Ld', 'OC', 'invulnerable', 'feel no pain', 'equipment'],
    rows: u.models.map((g) => {
      const s = g.stats;
      const d = defence(s);
      const name = g.champion ? `${g.name} (champion)` : g.name;
      return [name, groupSize(g), `${s.M}"`, s.T, plus(s.Sv), s.W, plus(s.Ld), s.OC, d.invulnerable, d.fnp, equipmentText(g)];
    }),
  };
  const weapons: Sheet = {
    title: 'Weapons',
    columns: ['weapon', 'range', 'A', 'BS/WS', 'S', 'AP', 'D', 'abilities'],
    rows: u.weapons.map((w) => [
      w.profileOf ? `${w.name} (profile of ${w.profileOf})` : w.name,
      rangeText(w),
      w.attacks.text,
      plus(w.skill),
      w.strength,
      w.ap,
      w.damage.text,
      w.abilities.map(abilityName).join(', ') || '-',
    ]),
  };
  const wargear: Sheet = {
    title: 'Wargear options',
    columns: ['option', 'model', 'replaces', 'with'],
    rows: u.wargear.map((o) => [o.name, o.model, o.replace.join(', ') || '-', o.with.join(', ') || '-']),
  };
  const loadouts: Sheet = {
    title: 'Loadouts',
    columns: ['loadout', 'wargear options'],
    rows: u.loadouts.map((l) => [l.name, l.options.join(', ')]),
  };
  const points: Sheet = {
    title: 'Points',
    columns: ['models', 'points'],
    rows: Object.entries(u.points)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([n, p]) => [Number(n), p]),
  };
  const abilities: Sheet = {
    title: 'Abilities',
    columns: ['ability', 'status', 'how, or why not'],
    rows: abilitiesOf(u).map((a) => {
      const { status, detail } = abilityStatus(a);
      return [a.name, status, detail];
    }),
  };
  return { profile, weapons, wargear, loadouts, points, abilities };
}

/** The unit's fields: faction, aliases, keywords, leaders, effects, what its damage is changed by, source and file. */
function detailsOf(u: Unit): [string, string][] {
  return [
    ['faction', u.faction],
    ['aliases', u.aliases.join(', ') || '-'],
    ['keywords', u.keywords.join(', ') || '-'],
    ['leaders', u.leaders.join(', ') || '-'],
    ['effects', u.effects.join(', ') || '-'],
    ...(u.damageReduction ? [['damage reduction', `-${u.damageReduction} Damage`] as [string, string]] : []),
    ...(u.halveDamage ? [['halve damage', 'yes'] as [string, string]] : []),
    ...(u.damaged ? [['damaged', `${u.damaged.hit} to hit while ${u.damaged.from}-${u.damaged.to} wounds remain`] as [string, string]] : []),
    ['source', u.source],
    ['file', shown(u.file)],
  ];
}

/** `wh40k show UNIT`: the datasheet of the unit `words` name. */
export function datasheet(roster: Roster, words: readonly string[]): Datasheet {
  const u = oneUnit(roster, words);
  const { profile, weapons, wargear, loadouts, points, abilities } = sheetsOf(u);
  const details = detailsOf(u);
  const about: Sheet = { title: 'Datasheet', columns: ['field', 'value'], rows: details };
  const size = unitSize(u);
  const head = [
    `${u.name} (${u.faction}, ${sizeText(size)} model${size.max === 1 ? '' : 's'}${Object.keys(u.points).length ? `, points ${pointsText(u.points)}` : ''})`,
    `source: ${u.source}`,
    `file: ${shown(u.file)}`,
    ...details.filter(([k, v]) => !['faction', 'source', 'file'].includes(k) && (k === 'keywords' || v !== '-')).map(([k, v]) => `${k}: ${v}`),
  ];
  const shownIf = (sheet: Sheet) => (sheet.rows.length ? [{ sheet, right: [] }] : []);
  return {
    name: u.name,
    head,
    tables: [{ sheet: profile, right: [1, 2, 3, 4, 5, 6, 7] }, { sheet: weapons, right: [1, 2, 3, 4, 5, 6] }, ...shownIf(wargear), ...shownIf(loadouts), ...shownIf(abilities)],
    sheets: [profile, weapons, wargear, loadouts, abilities, points, about].filter((s) => s.rows.length > 0),
    about,
    unit: u,
    notes: roster.notes,
  };
}
