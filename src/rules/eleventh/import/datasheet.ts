/**
 * One datasheet (a unit or single-model entry, walked by src/profiles/bsdata/) as 11th edition's `Unit`
 * (types.ts): a model group per model entry of the default composition, with the fewest and most models
 * each may have (11e 05.03 makes allocation groups from these); CHARACTER models; each model's default
 * weapons; points for every size; keywords; the datasheet's abilities by name; Damaged X.
 */
import { lookupKey } from '../../names.js';
import { stripMarkup } from '../../../profiles/bsdata/markup.js';
import { defaultsOf, parents, SkipUnit, unitProfile, weaponProfiles } from '../../../profiles/bsdata/models.js';
import { pointsBySize, unitSizes } from '../../../profiles/bsdata/sizes.js';
import { descendants, isModel, type Node, type Profile } from '../../../profiles/bsdata/tree.js';
import type { Damaged, ModelGroup, Unit, Weapon } from '../types.js';
import { damagedIn, defencesOf, defenceWords, statLine, type AbilityText } from './stat-line.js';
import { readWeaponKeyword } from '../weapon-keywords.js';
import { toWeapon } from './weapons.js';

export interface DatasheetContext {
  /** The game system's points cost type id. */
  readonly points: string;
  /** The game system's name of the InSv characteristic. */
  readonly inSvName: string;
  readonly faction: string;
  readonly source: string;
  readonly file: string;
}

/**
 * An imported unit: the engine's `Unit`, with what a datasheet prints besides (the main models' M, Ld
 * and OC, as written) and each ability's text, for the commands that show a unit.
 */
export interface ImportedUnit11 extends Unit {
  readonly profile: { readonly M: number | string; readonly Ld: string; readonly OC: number };
  readonly abilityTexts: readonly AbilityText[];
}

export interface BuiltUnit {
  readonly unit: ImportedUnit11;
  /** What could not be mapped. */
  readonly warnings: string[];
  /** What was mapped with an assumption. */
  readonly notes: string[];
}

const isCharacter = (n: Node) => n.categories.some((c) => /^character$/i.test(stripMarkup(c.name)));

/** A weapon ability's rule (Lethal Hits, Lance): on a weapon it is a keyword; elsewhere it explains an ability's text. */
const isWeaponAbility = (name: string) => 'ability' in readWeaponKeyword(name);

/** The abilities written on a node: its Abilities profiles and its rules, by name. */
function abilitiesOn(n: Node): AbilityText[] {
  const profiles = n.profiles.filter((p) => p.role === 'abilities').map((p) => ({ name: stripMarkup(p.name), text: stripMarkup(p.chars.Description ?? '') }));
  // A weapon's rules (Assault, Pistol) are its keywords, read with its profile.
  const weapon = n.profiles.some((p) => p.role === 'ranged' || p.role === 'melee');
  const rules = weapon ? [] : n.rules.map(stripMarkup).filter((r) => !isWeaponAbility(r));
  return [...profiles, ...rules.map((name) => ({ name, text: '' }))];
}

export function buildUnit(root: Node, ctx: DatasheetContext): BuiltUnit {
  const warnings: string[] = [];
  const notes: string[] = [];
  const up = parents(root);
  const sizes = unitSizes(root);
  const unitLevel = root.kind === 'entry' && root.type === 'model' ? [] : [root];

  // Weapons: one per name; another profile of the same name is named after its role, else its model.
  const weapons: Weapon[] = [];
  const byProfile = new Map<Profile, string | null>();
  const weaponOf = (p: Profile, entry: Node, model: string): string | undefined => {
    if (byProfile.has(p)) return byProfile.get(p) ?? undefined;
    const several = entry.profiles.filter((x) => x.role === p.role).length > 1;
    const read = toWeapon(p, several ? stripMarkup(entry.name) : undefined);
    warnings.push(...read.warnings);
    let name: string | undefined;
    if (read.weapon) {
      const same = (w: Weapon) => JSON.stringify({ ...w, name: '' }) === JSON.stringify({ ...read.weapon, name: '' });
      const taken = (n: string) => weapons.find((w) => w.name === n);
      name = read.weapon.name;
      if (taken(name) && !same(taken(name)!)) name = `${read.weapon.name} (${p.role})`;
      for (let i = 2; taken(name) && !same(taken(name)!); i++) name = i === 2 ? `${read.weapon.name} (${model})` : `${read.weapon.name} (${model} ${i - 1})`;
      if (!taken(name)) weapons.push({ ...read.weapon, name });
    }
    byProfile.set(p, name ?? null);
    return name;
  };

  const abilities = new Map<string, AbilityText>();
  // What the import read from an ability, in words, by its name's key.
  const modelled = new Map<string, string>();
  const readFrom = (name: string, words: string) => {
    if (!modelled.has(lookupKey(name))) modelled.set(lookupKey(name), words);
  };
  let damageReduction = 0;
  let damaged: Damaged | undefined;
  const read = (nodes: Node[]) => {
    const found: { feelNoPain?: number; mortalFeelNoPain?: number } = {};
    for (const n of nodes) {
      const on = abilitiesOn(n);
      const given = defencesOf(on);
      warnings.push(...given.warnings);
      for (const { from, defences: d } of given.given) {
        if (d.feelNoPain) found.feelNoPain = Math.min(found.feelNoPain ?? 7, d.feelNoPain);
        if (d.mortalFeelNoPain) found.mortalFeelNoPain = Math.min(found.mortalFeelNoPain ?? 7, d.mortalFeelNoPain);
        damageReduction = Math.max(damageReduction, d.damageReduction ?? 0);
        readFrom(from.name, defenceWords(d));
      }
      for (const a of on) {
        if (!abilities.has(lookupKey(a.name))) abilities.set(lookupKey(a.name), a);
        const dmg = damagedIn(a);
        if (dmg.warning) warnings.push(dmg.warning);
        if (dmg.damaged) readFrom(a.name, `Damaged: -1 to hit with ${dmg.damaged.wounds} or fewer wounds left (11e 24.39)`);
        damaged = dmg.damaged ?? damaged;
      }
    }
    return found;
  };

  const usedNames = new Set<string>();
  const profiles: Profile[] = [];
  const models: ModelGroup[] = sizes.slots.map(({ node, count, min, max }) => {
    const profile = unitProfile(node, up);
    if (!profile) throw new SkipUnit(`no Unit profile for model "${node.name}"`);
    profiles.push(profile);
    let name = stripMarkup(node.name);
    for (let i = 2; usedNames.has(name); i++) name = `${stripMarkup(node.name)} (${i})`;
    usedNames.add(name);
    const carried = defaultsOf(node, sizes.base).map((c) => c.node);
    const own = [...unitLevel, node, ...carried];
    const defences = read(own);
    const line = statLine(profile, ctx.inSvName, own.flatMap(abilitiesOn));
    warnings.push(...line.warnings);
    if (line.explainedBy) readFrom(line.explainedBy, `InSv ${line.stats.InSv}+ against ${line.stats.InSvOnly} attacks only`);
    const equipment = weaponProfiles(node, sizes.base).flatMap(({ profile: p, entry, count: n }) => {
      const w = weaponOf(p, entry, name);
      return w ? Array<string>(n).fill(w) : [];
    });
    return { name, count, min, max, character: isCharacter(node) || isCharacter(root), stats: { ...line.stats, ...defences }, equipment };
  });

  const points = pointsBySize(root, sizes, ctx.points, (note) => notes.push(note));
  // types.ts has no wargear options: the default composition's weapons only, the other choices said.
  const inSlots = new Set(sizes.slots.map((s) => s.node.el));
  const variants = [...new Set([...descendants(root, isModel)].filter((n) => isModel(n) && !inSlots.has(n.el)).map((n) => stripMarkup(n.name)))];
  if (variants.length) notes.push(`models with other wargear not imported (the default equipment only): ${variants.join(', ')}`);
  const categories = [...root.categories, ...sizes.slots.flatMap((s) => s.node.categories)];
  // Keywords, then faction keywords (the category "Faction: World Eaters" is the keyword WORLD EATERS).
  const ordered = [...categories.filter((c) => !/^faction:/i.test(c.name)), ...categories.filter((c) => /^faction:/i.test(c.name))];
  const keywords = [...new Set(ordered.map((c) => stripMarkup(c.name).replace(/^faction:\s*/i, '').toUpperCase()).filter(Boolean))];
  // The main models' (the largest group's) M, Ld and OC, as printed (6", 6+, 2).
  const main = profiles[models.indexOf([...models].sort((a, b) => b.count - a.count)[0])].chars;
  const inches = Number(/^\s*(\d+)\s*"?\s*$/.exec(main.M ?? '')?.[1] ?? NaN);
  const unit: ImportedUnit11 = {
    name: stripMarkup(root.name),
    aliases: [],
    faction: ctx.faction,
    keywords,
    source: ctx.source,
    models,
    weapons,
    damageReduction,
    halveDamage: false,
    ...(damaged ? { damaged } : {}),
    points,
    abilities: [...abilities.values()].map((a) => a.name),
    file: ctx.file,
    profile: { M: Number.isNaN(inches) ? (main.M ?? '-').trim() : inches, Ld: (main.LD ?? main.Ld ?? '-').trim(), OC: Number(/^\s*(\d+)/.exec(main.OC ?? '')?.[1] ?? 0) },
    abilityTexts: [...abilities.values()].map((a) => (modelled.has(lookupKey(a.name)) ? { ...a, modelled: modelled.get(lookupKey(a.name)) } : a)),
  };
  return { unit, warnings: [...new Set(warnings)], notes: [...new Set(notes)] };
}

