/**
 * 11th-edition units as the data commands give them (../ruleset.ts): `list`'s rows and `show`'s datasheet,
 * as 10th edition's `show` prints one: its models (M T Sv InSv W Ld OC, CHARACTER), weapons (range, A, BS/WS,
 * S, AP, D, abilities in the datasheet's words, Hunter) and abilities, modelled or not.
 */
import { shown } from '../../profiles/shown-path.js';
import type { Sheet } from '../../sheet.js';
import type { Datasheet, UnitRows } from '../ruleset.js';
import { findUnit, type OtherRulesetNames } from './matchup.js';
import { invulnerableText } from './json.js';
import { abilityText } from './profiles/abilities.js';
import type { EleventhUnit } from './profiles/load.js';
import { modelsIn, sizeRange } from './size.js';
import type { ModelGroup, Weapon } from './types.js';

const roll = (n: number | undefined) => (n === undefined ? '-' : n >= 7 ? '-' : `${n}+`);
const count = (g: ModelGroup) => (g.min === g.max ? String(g.count) : `${g.count} (${g.min}-${g.max})`);
const pointsText = (u: EleventhUnit) => Object.entries(u.points).map(([n, p]) => `${n} model${n === '1' ? '' : 's'}: ${p}`).join(', ') || '-';

function size(u: EleventhUnit): string {
  const [fewest, most] = sizeRange(u);
  return fewest === most ? String(fewest) : `${fewest}-${most}`;
}

/** `wh40k --ruleset 11th list`: a row for each unit. */
export function eleventhUnitRows(units: readonly EleventhUnit[]): UnitRows {
  return {
    columns: ['unit', 'aliases', 'faction', 'keywords', 'models', 'points', 'source'],
    right: [4],
    rows: units.map((u) => ({
      name: u.name,
      faction: u.faction,
      cells: [u.name, u.aliases.join(', '), u.faction, u.keywords.join(', '), size(u), pointsText(u), u.source],
      json: { name: u.name, aliases: [...u.aliases], faction: u.faction, keywords: [...u.keywords], models: size(u), points: u.points, source: u.source, file: shown(u.file) },
    })),
  };
}

const weaponRow = (w: Weapon) => [
  w.name,
  w.range === 'melee' ? 'Melee' : `${w.range}"`,
  w.attacks.text,
  w.skill === null ? 'N/A' : `${w.skill}+`,
  w.strength,
  w.ap,
  w.damage.text,
  [...w.abilities.map(abilityText), ...(w.hunter ? [`hunter: ${w.hunter.join(', ')}`] : [])].join(', ') || '-',
];

/** `wh40k --ruleset 11th show UNIT`: the datasheet of the unit `words` name. */
export async function eleventhDatasheet(units: readonly EleventhUnit[], words: readonly string[], otherNames: OtherRulesetNames): Promise<Datasheet> {
  const u = await findUnit(units, words.join(' '), otherNames);
  const profile: Sheet = {
    title: 'Profile',
    columns: ['model', 'models', 'M', 'T', 'Sv', 'InSv', 'W', 'Ld', 'OC', 'FNP', 'character', 'equipment'],
    rows: u.models.map((g) => {
      const s = g.stats;
      const inSv = invulnerableText(s) || '-';
      const fnp = [s.feelNoPain ? `${s.feelNoPain}+` : '', s.mortalFeelNoPain ? `${s.mortalFeelNoPain}+ (mortal)` : ''].filter(Boolean).join(', ') || '-';
      return [g.name, count(g), String(u.profile.M), s.T, roll(s.Sv), inSv, s.W, String(u.profile.Ld), u.profile.OC, fnp, g.character ? 'yes' : '-', g.equipment.join(', ') || '-'];
    }),
  };
  const weapons: Sheet = { title: 'Weapons', columns: ['weapon', 'range', 'A', 'BS/WS', 'S', 'AP', 'D', 'abilities'], rows: u.weapons.map(weaponRow) };
  const abilities: Sheet = {
    title: 'Abilities',
    columns: ['ability', 'modelled'],
    rows: u.datasheetAbilities.map((a) => [a.name, a.modelled === false ? `no${a.reason ? `: ${a.reason}` : ''}${a.affectsAttacks ? '' : ' (changes no attack)'}` : a.modelled]),
  };
  const details: [string, string][] = [
    ['faction', u.faction],
    ['keywords', u.keywords.join(', ') || '-'],
    ['aliases', u.aliases.join(', ') || '-'],
    ['damage taken', [u.damageReduction ? `-${u.damageReduction} Damage` : '', u.halveDamage ? 'halve Damage' : ''].filter(Boolean).join(', ') || '-'],
    ['damaged', u.damaged ? `1-${u.damaged.wounds} wounds remaining: -1 to its hit rolls (11e 24.39)` : '-'],
    ['effects', u.effects?.join(', ') || '-'],
    ['points', pointsText(u)],
    ['source', u.source],
    ['file', shown(u.file)],
  ];
  const about: Sheet = { title: 'Datasheet', columns: ['field', 'value'], rows: details };
  const models = modelsIn(u);
  return {
    name: u.name,
    head: [`${u.name} (${u.faction}, 11th edition, ${models} model${models === 1 ? '' : 's'})`, ...details.filter(([k, v]) => k !== 'faction' && v !== '-').map(([k, v]) => `${k}: ${v}`)],
    tables: [{ sheet: profile, right: [3, 6, 8] }, { sheet: weapons, right: [4, 5] }, ...(abilities.rows.length ? [{ sheet: abilities, right: [] }] : [])],
    sheets: [profile, weapons, abilities, about].filter((s) => s.rows.length > 0),
    about,
    unit: { ...u, file: shown(u.file) },
    notes: [],
  };
}
