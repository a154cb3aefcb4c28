/**
 * Legacy unit files (issue 14): YAML with `ruleset: legacy`, read from the `legacy/` folder of each
 * data folder (the bundled data/legacy/ and each --data folder's), validated by their own schema
 * (src/rules/legacy/schema.ts) with the same file:line:column errors as 10th-edition units.
 */
import { lookupKey } from '../names.js';
import { LEGACY_KNOWN_FIELDS, legacyUnitSchema, type LegacyUnitFile } from './schema.js';
import type { LegacyModelGroup, LegacyStats, LegacyStrength, LegacyUnit, LegacyWeapon, MegaBlastZone, Usr } from './types.js';
import { InputError } from '../../profiles/errors.js';
import { byPosition, fieldName, type Path } from '../../profiles/positions.js';
import { MAX_YAML_BYTES, readUserText } from '../../profiles/read-file.js';
import { BUNDLED_DATA, legacyFiles } from '../../profiles/data-files.js';
import { unitsByName } from '../../profiles/units-by-name.js';
import { parseValidated } from '../../profiles/yaml.js';

const LEGACY_NEEDS = 'a legacy unit file needs ruleset: legacy, name, faction, source, type, models and weapons (see `wh40k --ruleset legacy schema`)';

export function loadLegacyUnitFile(file: string): LegacyUnit {
  return parseLegacyUnit(readUserText(file, MAX_YAML_BYTES), file);
}

export function parseLegacyUnit(text: string, file: string): LegacyUnit {
  const { data, where } = parseValidated(text, file, legacyUnitSchema, LEGACY_KNOWN_FIELDS, LEGACY_NEEDS);
  return toLegacyUnit(data, file, where);
}

const STATS = ['WS', 'BS', 'S', 'T', 'W', 'I', 'A', 'Ld', 'Sv'] as const;
/**
 * Weapon rules that say how a shot lands (7th edition core rules, 'Blast', 'Template Weapons'; 004 'Massive Blast',
 * 'Apocalyptic Blast', 'Apocalyptic Barrage', 'Apocalyptic Mega-blast'): LegacyWeapon.area.
 */
const AREAS = ['blast', 'large blast', 'massive blast', 'apocalyptic blast', 'template', 'apocalyptic barrage', 'apocalyptic mega-blast'] as const;
/** A template is about 8" long (7th edition core rules, 'Template Weapons'). */
const TEMPLATE_RANGE = 8;

/**
 * Checks across fields that the schema cannot make, then the typed unit. `prefix`: where the unit sits in its file
 * (a scenario's inline unit: ['matchups', 0, 'attacker']), for the positions of its problems.
 */
export function toLegacyUnit(u: LegacyUnitFile, file: string, where: (p: Path) => string, prefix: Path = []): LegacyUnit {
  const problems: string[] = [];
  const at = (path: Path, message: string) => {
    const full = [...prefix, ...path];
    problems.push(`${where(full)} ${fieldName(full)}: ${message}`);
  };
  const weapons = u.weapons.map((w, i): LegacyWeapon => {
    const melee = w.type.kind === 'melee';
    const areaRule = w.rules.find((r) => (AREAS as readonly string[]).includes(r.name));
    const area = w.range === 'template' ? 'template' : (areaRule?.name as LegacyWeapon['area']);
    if (melee && w.range !== undefined && w.range !== 'melee') at(['weapons', i, 'range'], 'a Melee weapon has no range (write "melee" or leave range out)');
    if (!melee && (w.range === undefined || w.range === 'melee')) at(['weapons', i, 'range'], `a ${w.type.kind} weapon needs a range in inches (or "Template")`);
    const zones = megaBlastZones(w, (field, message) => at(['weapons', i, field], message));
    return {
      name: w.name,
      range: melee ? 'melee' : w.range === 'template' ? TEMPLATE_RANGE : typeof w.range === 'number' ? w.range : 0,
      strength: zones?.[0].strength ?? (w.S as LegacyStrength),
      ap: zones?.[0].ap ?? (w.AP as number | null),
      type: w.type,
      ...(area ? { area } : {}),
      ...(zones ? { zones } : {}),
      rules: w.rules.filter((r) => !(AREAS as readonly string[]).includes(r.name)),
    };
  });
  const known = new Set(weapons.map((w) => lookupKey(w.name)));
  const models = u.models.map((g, i): LegacyModelGroup => {
    const stats = { ...u.stats, ...g.stats };
    const missing = STATS.filter((s) => !(s in stats));
    if (missing.length) at(['models', i, 'stats'], `missing ${missing.join(', ')} (give them in the unit's stats or the group's)`);
    if (!g.vehicle && missing.length === 0 && (stats.T === 0 || stats.W === 0)) at(['models', i, 'stats'], 'only a vehicle has no T or W ("-"): give T and W, or a vehicle: entry');
    g.weapons.forEach((name, j) => {
      if (!known.has(lookupKey(name))) at(['models', i, 'weapons', j], `no weapon named ${JSON.stringify(name)} in weapons`);
    });
    const min = g.min ?? g.count;
    const max = g.max ?? g.count;
    if (min > g.count || max < g.count) at(['models', i, 'count'], `count ${g.count} is outside min ${min} to max ${max}`);
    if (g.riders !== undefined && !/bike/i.test(u.type)) at(['models', i, 'riders'], `only a Bike or Jetbike has riders (type is ${u.type})`);
    return {
      name: g.name,
      count: g.count,
      min,
      max,
      stats: stats as LegacyStats,
      ...(g.vehicle ? { vehicle: { ...g.vehicle, types: g.vehicle.types.map((t) => t.toLowerCase()) } } : {}),
      ...(g.riders !== undefined ? { riders: g.riders } : {}),
      ...(g.grenades !== undefined ? { grenades: g.grenades } : {}),
      weapons: g.weapons.map((name) => weapons.find((w) => lookupKey(w.name) === lookupKey(name))?.name ?? name),
      rules: g.rules as Usr[],
    };
  });
  if (problems.length) throw new InputError(byPosition(file, problems).join('\n'));
  return {
    ruleset: 'legacy',
    name: u.name,
    aliases: u.aliases,
    faction: u.faction,
    source: u.source,
    type: u.type.toLowerCase(),
    rules: u.rules,
    models,
    weapons,
    ...(u.points ? { points: u.points } : {}),
    file,
  };
}

/**
 * 004 'Apocalyptic Mega-blast': such a weapon has three Strengths and three APs ("10/7/5", "1/4/6"), its zones'; no
 * other weapon has more than one. Undefined for any other weapon (or a problem, told to `problem`).
 */
function megaBlastZones(w: LegacyUnitFile['weapons'][number], problem: (field: 'S' | 'AP', message: string) => void): MegaBlastZone[] | undefined {
  const megaBlast = w.rules.some((r) => r.name === 'apocalyptic mega-blast');
  if (!megaBlast) {
    if (Array.isArray(w.S)) problem('S', 'three Strengths are an Apocalyptic Mega-blast\'s zones: give the weapon that rule, or one Strength');
    if (Array.isArray(w.AP)) problem('AP', 'three APs are an Apocalyptic Mega-blast\'s zones: give the weapon that rule, or one AP');
    return undefined;
  }
  if (!Array.isArray(w.S)) problem('S', 'an Apocalyptic Mega-blast has three Strengths, the inner, middle and outer zone\'s, like "10/7/5" (004)');
  if (!Array.isArray(w.AP)) problem('AP', 'an Apocalyptic Mega-blast has three APs, the inner, middle and outer zone\'s, like "1/4/6" (004)');
  if (!Array.isArray(w.S) || !Array.isArray(w.AP)) return undefined;
  const aps = w.AP;
  return w.S.map((strength, i) => ({ strength, ap: aps[i] }));
}

/** The legacy units of the bundled data, then of each --data folder (a later unit of the same name replaces an earlier one). */
/** The units; a --data folder's file that cannot be read is left out and said in `notes` (issue 29 section 3), as 11th edition's. */
export function loadLegacyUnits(extraDirs: readonly string[] = [], bundled = BUNDLED_DATA, bundledUnits?: readonly LegacyUnit[]): LegacyUnit[] & { readonly notes: readonly string[] } {
  return unitsByName(extraDirs, bundled, legacyFiles, loadLegacyUnitFile, true, bundledUnits);
}
