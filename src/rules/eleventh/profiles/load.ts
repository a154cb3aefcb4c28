/**
 * 11th-edition unit files (issue 28; README '11th edition'): YAML with `ruleset: 11th`, read from the
 * `eleventh/` folder of each data folder (the bundled data/eleventh/ and each --data folder's), validated by
 * their own schema (schema.ts) with file:line:column errors as 10th-edition units have, then the checks across
 * fields, to the engine's Unit (../types.ts).
 */
import { lookupKey } from '../../names.js';
import { InputError } from '../../../profiles/errors.js';
import { byPosition, fieldName, type Path } from '../../../profiles/positions.js';
import { MAX_YAML_BYTES, readUserText } from '../../../profiles/read-file.js';
import { BUNDLED_DATA, eleventhFiles } from '../../../profiles/data-files.js';
import { unitsByName } from '../../../profiles/units-by-name.js';
import { parseValidated } from '../../../profiles/yaml.js';
import type { ModelGroup, ModelStats, Unit, Weapon } from '../types.js';
import { EFFECTS } from '../effects/registry.js';
import { KNOWN_FIELDS, unitSchema, type UnitFile } from './schema.js';

const NEEDS = 'an 11th-edition unit file needs ruleset: 11th, name, faction, source, stats and models (see `wh40k --ruleset 11th schema`)';

/** A datasheet ability and whether it is modelled (show lists them; calc notes the missing that change attacks). */
export interface DatasheetAbility {
  readonly name: string;
  readonly modelled: string | false;
  readonly reason?: string;
  readonly affectsAttacks: boolean;
}

/** The engine's Unit with what show prints besides (M, Ld, OC) and the datasheet's abilities as the file lists them. */
export interface EleventhUnit extends Unit {
  readonly ruleset: '11th';
  readonly profile: { readonly M: number | string; readonly Ld: number | string; readonly OC: number };
  readonly datasheetAbilities: readonly DatasheetAbility[];
  /** The effects it carries, by id (effects.ts): a datasheet ability with a model (absent: none, as an imported unit's). */
  readonly effects?: readonly string[];
}

export function loadUnitFile(file: string): EleventhUnit {
  return parseUnit(readUserText(file, MAX_YAML_BYTES), file);
}

export function parseUnit(text: string, file: string): EleventhUnit {
  const { data, where } = parseValidated(text, file, unitSchema, KNOWN_FIELDS, NEEDS);
  return toUnit(data, file, where);
}

/** The stats of a model group: the unit's, the unit-level Feel No Pain, then the group's own. */
function groupStats(u: UnitFile, own: Partial<ModelStats> | undefined): ModelStats {
  const { M: _m, Ld: _ld, OC: _oc, ...stats } = u.stats;
  const fnp = { ...(u.feelNoPain ? { feelNoPain: u.feelNoPain } : {}), ...(u.mortalFeelNoPain ? { mortalFeelNoPain: u.mortalFeelNoPain } : {}) };
  return { ...stats, ...fnp, ...own };
}

/** Checks across fields that the schema cannot make, then the typed unit; `prefix`: where the unit sits in its file (a scenario's inline unit). */
export function toUnit(u: UnitFile, file: string, where: (p: Path) => string, prefix: Path = []): EleventhUnit {
  const problems: string[] = [];
  const at = (path: Path, message: string) => problems.push(`${where([...prefix, ...path])} ${fieldName([...prefix, ...path])}: ${message}`);
  const weapons = u.weapons.map((w, i) => toWeapon(w, (field, message) => at(['weapons', i, field], message)));
  const known = new Map(weapons.map((w) => [lookupKey(w.name), w.name]));
  const models = u.models.map((g, i): ModelGroup => {
    const min = g.min ?? g.count;
    const max = g.max ?? g.count;
    if (min > g.count || max < g.count) at(['models', i, 'count'], `count ${g.count} is outside min ${min} to max ${max}`);
    g.equipment.forEach((name, j) => {
      if (!known.has(lookupKey(name))) at(['models', i, 'equipment', j], `no weapon named ${JSON.stringify(name)} in weapons`);
    });
    const stats = groupStats(u, g.stats);
    if (stats.InSvOnly !== undefined && stats.InSv === undefined) at(['models', i, 'stats'], 'InSvOnly restricts an InSv: give InSv too');
    return { name: g.name, count: g.count, min, max, character: g.character, stats, equipment: g.equipment.map((name) => known.get(lookupKey(name)) ?? name) };
  });
  const effects = u.effects.map((given, i) => {
    const effect = EFFECTS.find((e) => lookupKey(e.id) === lookupKey(given));
    if (!effect) at(['effects', i], `not an 11th-edition effect: ${JSON.stringify(given)} (\`wh40k --ruleset 11th effects\` lists them; RULINGS 10: a 10th-edition effect is never applied)`);
    return effect?.id ?? given;
  });
  if (problems.length) throw new InputError(byPosition(file, problems).join('\n'));
  return {
    ruleset: '11th',
    name: u.name,
    aliases: u.aliases,
    faction: u.faction,
    keywords: u.keywords,
    source: u.source,
    models,
    weapons,
    damageReduction: u.damageReduction,
    halveDamage: u.halveDamage,
    ...(u.damaged ? { damaged: u.damaged } : {}),
    points: u.points,
    abilities: u.abilities.map((a) => a.name),
    datasheetAbilities: u.abilities,
    effects,
    profile: { M: u.stats.M, Ld: u.stats.Ld, OC: u.stats.OC },
    file,
  };
}

/** A weapon profile: WS for melee, BS for ranged, `BS: N/A` only with Torrent (11e 24.34); Blast ranged, Cleave melee. */
function toWeapon(w: UnitFile['weapons'][number], problem: (field: string, message: string) => void): Weapon {
  const melee = w.range === 'melee';
  const [want, other] = melee ? (['WS', 'BS'] as const) : (['BS', 'WS'] as const);
  const torrent = w.abilities.some((a) => a.kind === 'torrent');
  if (w[want] === undefined && !torrent) problem(want, `a ${melee ? 'melee' : 'ranged'} weapon needs ${want}`);
  if (w[other] !== undefined) problem(other, `a ${melee ? 'melee' : 'ranged'} weapon has ${want}, not ${other}`);
  if (w.BS === 'N/A' && !torrent) problem('BS', 'BS N/A is a Torrent weapon\'s (11e 24.34): give the weapon torrent, or a BS');
  if (melee && w.abilities.some((a) => a.kind === 'blast')) problem('abilities', 'Blast is a ranged weapon\'s; its melee counterpart is Cleave (11e 24)');
  if (!melee && w.abilities.some((a) => a.kind === 'cleave')) problem('abilities', 'Cleave is a melee weapon\'s; its ranged counterpart is Blast (11e 24)');
  const skill = melee ? w.WS : w.BS;
  return {
    name: w.name,
    range: w.range,
    attacks: w.A,
    skill: skill === undefined || skill === 'N/A' || torrent ? null : skill,
    strength: w.S,
    ap: w.AP,
    damage: w.D,
    abilities: w.abilities,
    ...(w.hunter ? { hunter: w.hunter } : {}),
    ...(w.profileOf ? { profileOf: w.profileOf } : {}),
  };
}

/** The 11th-edition units of the bundled data, then of each --data folder's eleventh/ folder (a later unit of the same name replaces an earlier one). */
export function loadUnits(extraDirs: readonly string[] = [], bundled = BUNDLED_DATA, bundledUnits?: readonly EleventhUnit[]): EleventhUnit[] & { readonly notes: readonly string[] } {
  return unitsByName(extraDirs, bundled, eleventhFiles, loadUnitFile, true, bundledUnits);
}
