import { findEffect } from '../effects/index.js';
import type { ModelGroup, Weapon } from '../types.js';
import type { UnitWithAbilities } from './abilities.js';
import { InputError } from '../../../profiles/errors.js';
import { crossFieldProblems, looseUnit } from './cross-field.js';
import { MAX_YAML_BYTES, readUserText } from '../../../profiles/read-file.js';
import type { Path } from '../../../profiles/positions.js';
import { KNOWN_FIELDS, unitSchema, type UnitFile } from './schema.js';
import { parseValidated } from '../../../profiles/yaml.js';

/** Read and validate one unit file. */
export function loadUnitFile(file: string): UnitWithAbilities {
  return parseUnit(readUserText(file, MAX_YAML_BYTES), file);
}

/** What a unit file holds at the least, for the message about an empty one. */
const UNIT_NEEDS = 'a unit file needs name, faction, source, stats (M, T, Sv, W, Ld, OC) and models (see `wh40k schema`)';

export function parseUnit(text: string, file: string): UnitWithAbilities {
  const { data, where } = parseValidated(text, file, unitSchema, KNOWN_FIELDS, UNIT_NEEDS, (json, at) => crossFieldProblems(looseUnit(json), at));
  return toUnit(data, file, where);
}

/**
 * Cross-field checks zod cannot see, then the typed Unit. `prefix`: where the unit sits in its
 * file (a scenario file can define units inline).
 */
export function toUnit(u: UnitFile, file: string, where: (p: Path) => string, prefix: Path = []): UnitWithAbilities {
  const problems = crossFieldProblems(u, where, prefix);
  if (problems.length) throw new InputError(problems.join('\n'));

  const weapons: Weapon[] = u.weapons.map((w) => ({
    name: w.name,
    range: w.range,
    attacks: w.A,
    skill: (w.range === 'melee' ? w.WS : w.BS) as number,
    strength: w.S,
    ap: w.AP,
    damage: w.D,
    abilities: w.abilities,
    ...(w.profileOf ? { profileOf: w.profileOf } : {}),
  }));
  const unitStats = {
    ...u.stats,
    M: typeof u.stats.M === 'number' ? u.stats.M : parseFloat(u.stats.M) || 0,
    invulnerable: u.invulnerable,
    rangedInvulnerable: u.rangedInvulnerable,
    meleeInvulnerable: u.meleeInvulnerable,
    feelNoPain: u.feelNoPain,
    mortalFeelNoPain: u.mortalFeelNoPain,
  };
  const models: ModelGroup[] = u.models.map((g) => {
    const { M, ...overrides } = g.stats ?? {};
    return {
      name: g.name,
      count: g.count,
      min: g.min ?? g.count,
      max: g.max ?? g.count,
      champion: g.champion,
      equipment: g.equipment,
      stats: {
        ...unitStats,
        ...Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined)),
        ...(M === undefined ? {} : { M: typeof M === 'number' ? M : parseFloat(M) || 0 }),
      },
    };
  });
  return {
    name: u.name,
    aliases: u.aliases,
    faction: u.faction,
    keywords: u.keywords.map((k) => k.toUpperCase()),
    source: u.source,
    models,
    weapons,
    wargear: u.wargear,
    loadouts: u.loadouts,
    leaders: u.leaders,
    damageReduction: u.damageReduction,
    halveDamage: u.halveDamage,
    points: u.points,
    effects: u.effects.map((name) => findEffect(name).id),
    abilities: u.abilities,
    file,
    ...(u.damaged ? { damaged: u.damaged } : {}),
  };
}
