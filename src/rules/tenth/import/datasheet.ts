/**
 * One datasheet (a unit or single-model entry, as a tree) to a unit in the YAML format of data/:
 * model groups from the default composition, stats from Unit profiles, default weapons, wargear
 * options (weapon swaps and model variants), defences from ability text, points for every size.
 */
import type { DatasheetAbility } from '../profiles/abilities.js';
import { lookupKey } from '../../names.js';
import { defencesIn, type Defences } from './abilities.js';
import { stripMarkup } from '../../../profiles/bsdata/markup.js';
import { pointsBySize, unitSizes } from '../../../profiles/bsdata/sizes.js';
import { CHAMPION, statsOf, type Stats } from './models.js';
import { defaultsOf, parents, SkipUnit, unitProfile, weaponProfiles } from '../../../profiles/bsdata/models.js';
import { descendants, isModel, type Node, type Profile } from '../../../profiles/bsdata/tree.js';
import { attackRelevant, excerpt, isWeaponAbilityRule, noAttackRule } from './roster-text.js';
import { choicesOf, toWeapon, weaponName, type Report, type WeaponFile } from './weapons.js';
import { carriedEffect, namedEffect, namedWhenItApplies } from './carried.js';

export { SkipUnit };

interface GroupFile {
  name: string;
  count: number;
  min?: number;
  max?: number;
  champion?: boolean;
  equipment: string[];
  stats?: Record<string, unknown>;
}

export interface Built {
  readonly data: Record<string, unknown>;
  readonly report: Report;
}

export interface DatasheetContext {
  readonly points: string;
  readonly faction: string;
  readonly source: string;
  readonly leaders: readonly string[];
}

export function buildDatasheet(root: Node, ctx: DatasheetContext): Built {
  const report: Report = { warnings: [], notes: [] };
  const up = parents(root);
  const sizes = unitSizes(root);
  const { base, slots } = sizes;

  // Weapons: one per name; a different profile of the same name is named after its model.
  const weapons: WeaponFile[] = [];
  const byProfile = new Map<string, string | null>();
  let skills: number[] = [];
  const fallbackSkill = () => (skills.length ? Math.min(...skills) : 4);
  const weaponOf = (p: Profile, entry: Node, model: string): string | undefined => {
    const key = `${p.id}|${JSON.stringify(p.chars)}|${p.name}`;
    if (byProfile.has(key)) return byProfile.get(key) ?? undefined;
    const w = toWeapon(p, report, fallbackSkill);
    let name: string | undefined;
    if (w) {
      const sameEntry = entry.profiles.filter((x) => x.role === p.role);
      if (sameEntry.length > 1) w.profileOf = stripMarkup(entry.name);
      const same = (x: WeaponFile) => JSON.stringify({ ...x, name: '' }) === JSON.stringify({ ...w, name: '' });
      if (roles.get(w.name)?.size === 2) w.name = `${w.name} (${p.role})`;
      name = w.name;
      for (let i = 1; weapons.some((x) => x.name === name && !same(x)); i++) name = i === 1 ? `${w.name} (${model})` : `${w.name} (${model} ${i})`;
      if (!weapons.some((x) => x.name === name)) weapons.push({ ...w, name });
    }
    byProfile.set(key, name ?? null);
    return name;
  };
  // For Torrent weapons printed with BS N/A: the unit's usual BS, else its usual WS.
  const profiles = [root, ...descendants(root)].flatMap((n) => n.profiles);
  const known = (role: string, key: string) => profiles.filter((p) => p.role === role && /^\d\+/.test(p.chars[key] ?? '')).map((p) => Number(p.chars[key][0]));
  skills = known('ranged', 'BS').length ? known('ranged', 'BS') : known('melee', 'WS');
  skills = skills.length ? [mode(skills)] : [];
  // A name used by a ranged and a melee profile (a Triskele) becomes "Triskele (ranged)" and "(melee)".
  const roles = new Map<string, Set<string>>();
  for (const p of profiles) if (p.role === 'ranged' || p.role === 'melee') roles.set(weaponName(p), (roles.get(weaponName(p)) ?? new Set()).add(p.role));

  const equipmentOf = (model: Node, groupName: string, entry?: Node): string[] => {
    const list = entry ? weaponProfiles(entry, base) : [...ownWeapons(model), ...defaultsOf(model, base).flatMap((c) => ownWeapons(c.node, c.count))];
    return list.flatMap(({ profile, entry: e, count }) => {
      const name = weaponOf(profile, e, groupName);
      return name ? Array<string>(count).fill(name) : [];
    });
  };
  const ownWeapons = (n: Node, count = 1) => n.profiles.filter((p) => p.role === 'ranged' || p.role === 'melee').map((profile) => ({ profile, entry: n, count }));

  // Defences: the unit's own abilities and rules, then each model's and its default wargear's.
  // Issue 11 section 4: every ability read is listed on the unit, modelled (a defence) or not.
  const abilities = new Map<string, DatasheetAbility>();
  // Abilities the effect registry models, carried as a bundled unit carries them (carried.ts).
  const effects = new Set<string>();
  const listAbility = (name: string, text: string, found: { defences: Defences }) => {
    const label = stripMarkup(name);
    if (!label || abilities.has(lookupKey(label)) || isWeaponAbilityRule(label)) return;
    const effect = carriedEffect(label);
    if (effect) {
      effects.add(effect);
      abilities.set(lookupKey(label), { name: label, modelled: `effect ${effect} (the unit carries it)`, affectsAttacks: true });
      return;
    }
    const named = namedEffect(label);
    if (named) {
      abilities.set(lookupKey(label), { name: label, modelled: namedWhenItApplies(named), affectsAttacks: true });
      return;
    }
    const mapped = Object.entries(found.defences).map(([k, v]) => `${k}: ${v}+`);
    // A rule read by name only (Deep Strike, Oath of Moment): unless known to have no bearing, say it may.
    const attacks = text ? attackRelevant(label, stripMarkup(text)) : !noAttackRule(label);
    abilities.set(lookupKey(label), {
      name: label,
      modelled: mapped.length ? mapped.join(', ') : false,
      ...(mapped.length ? {} : { reason: `imported from BattleScribe, not modelled${attacks ? '' : ' (no attack rule)'}${text ? `: ${excerpt(stripMarkup(text))}` : ' (a rule named only; its text was not read)'}` }),
      affectsAttacks: attacks || mapped.length > 0,
    });
  };
  const defencesOf = (nodes: Node[]): Defences => {
    const d: Defences = {};
    for (const n of nodes) {
      for (const p of n.profiles.filter((x) => x.role === 'abilities')) {
        const found = defencesIn(p.name, p.chars.Description ?? '');
        merge(d, found, report);
        listAbility(p.name, p.chars.Description ?? '', found);
      }
      for (const r of n.rules) {
        const found = defencesIn(r, '');
        merge(d, found, report);
        listAbility(r, '', found);
      }
    }
    return d;
  };
  const unitLevel = isModel(root) ? [] : [root];

  const groups: (GroupFile & { node: Node; defences: Defences; values: Stats })[] = [];
  const usedNames = new Set<string>();
  for (const { node, count, min, max } of slots) {
    const profile = unitProfile(node, up);
    if (!profile) throw new SkipUnit(`no Unit profile for model "${node.name}"`);
    let name = stripMarkup(node.name);
    for (let i = 2; usedNames.has(name); i++) name = `${stripMarkup(node.name)} (${i})`;
    usedNames.add(name);
    const carried = defaultsOf(node, base).map((c) => c.node);
    groups.push({
      node,
      name,
      count,
      min,
      max,
      equipment: equipmentOf(node, name),
      values: statsOf(profile, report),
      defences: defencesOf([...unitLevel, node, ...carried]),
    });
  }
  if (groups.length > 1) {
    // The Unit Champion: a single model named like one (Sergeant, Exarch, Bloodreaper...),
    // else a single model with the same profile as a larger group of the unit (a Bloodhunter).
    const same = (g: (typeof groups)[number]) => groups.some((o) => o !== g && o.count > 1 && JSON.stringify(o.values) === JSON.stringify(g.values));
    const champ = groups.find((g) => g.count === 1 && CHAMPION.test(g.name)) ?? groups.find((g) => g.count === 1 && g.max === 1 && same(g));
    if (champ) champ.champion = true;
  }
  groups.sort((a, b) => Number(!!b.champion) - Number(!!a.champion) || (b.max ?? 0) - (b.min ?? 0) - ((a.max ?? 0) - (a.min ?? 0)));

  // Wargear: weapon swaps and additions below each model, then model variants as swaps.
  const wargear: { name: string; model: string; replace: string[]; with: string[] }[] = [];
  const addOption = (label: string, model: string, replace: string[], add: string[], instead?: string) => {
    const r = [...replace];
    const w = [...add];
    for (const x of add) if (r.includes(x)) (r.splice(r.indexOf(x), 1), w.splice(w.indexOf(x), 1));
    if (!w.length) return;
    const same = (o: { replace: string[]; with: string[] }) => JSON.stringify([o.replace, o.with]) === JSON.stringify([r, w]);
    if (wargear.some((o) => o.model === model && same(o))) return;
    // The same choice offered for two weapons ("Helbrute fist with heavy flamer" for either gun).
    const name = wargear.some((o) => o.model === model && o.name === label) && instead ? `${label} (for ${instead})` : label;
    wargear.push({ name, model, replace: r, with: w });
  };
  for (const g of groups) {
    for (const { from, to } of choicesOf(g.node, base)) {
      const replace = from ? equipmentOf(g.node, g.name, from) : [];
      addOption(stripMarkup(to.name), g.name, replace, equipmentOf(g.node, g.name, to), from && stripMarkup(from.name));
    }
  }
  const inGroups = new Set(groups.map((g) => g.node.el.id));
  const variants = new Map<string, Node>();
  for (const n of descendants(root, isModel)) if (isModel(n) && !inGroups.has(n.el.id) && !variants.has(n.el.id)) variants.set(n.el.id, n);
  for (const v of variants.values()) {
    const profile = unitProfile(v, up);
    let stats: string | undefined;
    try {
      const st = profile && statsOf(profile, { warnings: [], notes: [] });
      stats = st && JSON.stringify(st);
    } catch {
      stats = undefined;
    }
    const candidates = groups.filter((g) => JSON.stringify(g.values) === stats);
    const k = lookupKey(v.name);
    // The default model beside it (in the same group), else the one whose name it starts like, a
    // Unit Champion last ("Terminator w/ Heavy Weapon" is a Terminator, not the Sergeant).
    const parent = up.get(v);
    const score = (g: (typeof groups)[number]) => {
      const prefix = commonPrefix(k, lookupKey(g.name));
      return (parent && up.get(g.node) === parent ? 1000 : 0) + (prefix >= 4 ? prefix * 2 : 0) + (g.champion ? 0 : 1);
    };
    const target = [...candidates].sort((a, b) => score(b) - score(a))[0];
    if (!target) {
      report.warnings.push(`model "${stripMarkup(v.name)}" (an optional model) not mapped: no model group has its profile`);
      continue;
    }
    addOption(stripMarkup(v.name), target.name, target.equipment, equipmentOf(v, target.name));
  }

  // Points for every legal size: the unit's cost, its models' and their default wargear's, after modifiers.
  const points = pointsBySize(root, sizes, ctx.points, (note) => report.notes.push(note));

  // The unit's defences: shared by every group, else per group.
  const keys = ['invulnerable', 'rangedInvulnerable', 'meleeInvulnerable', 'feelNoPain', 'mortalFeelNoPain'] as const;
  const shared: Record<string, string> = {};
  for (const key of keys) {
    const values = new Set(groups.map((g) => g.defences[key]));
    if (values.size === 1 && groups[0].defences[key] !== undefined) shared[key] = `${groups[0].defences[key]}+`;
  }
  // The unit's stats are its main models' (the largest group); others differ in their own stats.
  const main = [...groups].sort((a, b) => b.count - a.count || Number(!!a.champion) - Number(!!b.champion))[0];
  const top = main.values;
  const models: GroupFile[] = groups.map((g) => {
    const overrides: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(g.values)) if (top[k as keyof Stats] !== v) overrides[k] = v;
    for (const key of keys) if (!(key in shared) && g.defences[key] !== undefined) overrides[key] = `${g.defences[key]}+`;
    return {
      name: g.name,
      count: g.count,
      ...(g.min !== g.count || g.max !== g.count ? { min: g.min, max: g.max } : {}),
      ...(g.champion ? { champion: true } : {}),
      equipment: g.equipment,
      ...(Object.keys(overrides).length ? { stats: overrides } : {}),
    };
  });

  const categories = [...root.categories, ...groups.flatMap((g) => g.node.categories)];
  // Keywords, then faction keywords (the category "Faction: World Eaters" is the keyword WORLD EATERS).
  const names = [...categories.filter((c) => !/^faction:/i.test(c.name)), ...categories.filter((c) => /^faction:/i.test(c.name))];
  const keywords = [...new Set(names.map((c) => stripMarkup(c.name).replace(/^faction:\s*/i, '').toUpperCase()).filter(Boolean))];
  const faction = ctx.faction;
  // 002 'Strands of Fate' is the AELDARI army rule, printed on every Asuryani, Harlequin and Ynnari
  // datasheet but not linked from BSData's entries (only Drukhari units link their own army rule):
  // such a unit gets the ability here, so Fate dice and Seers' Guidance reach it as they reach a
  // bundled unit. Drukhari units (Power from Pain instead) do not.
  const strandsOfFate = !keywords.includes('DRUKHARI') && ['ASURYANI', 'HARLEQUINS', 'YNNARI'].some((k) => keywords.includes(k));
  if (strandsOfFate && !abilities.has(lookupKey(STRANDS_OF_FATE.name))) abilities.set(lookupKey(STRANDS_OF_FATE.name), STRANDS_OF_FATE);
  return {
    data: {
      name: stripMarkup(root.name),
      faction,
      source: ctx.source,
      keywords,
      stats: top,
      ...shared,
      points,
      models,
      wargear,
      leaders: [...ctx.leaders],
      weapons,
      abilities: [...abilities.values()],
      ...(effects.size ? { effects: [...effects] } : {}),
    },
    // A weapon printed on several entries is read once per entry: each message once.
    report: { warnings: [...new Set(report.warnings)], notes: [...new Set(report.notes)] },
  };
}

function merge(into: Defences, found: { defences: Defences; warnings: string[] }, report: Report): void {
  for (const [k, v] of Object.entries(found.defences) as [keyof Defences, number][]) {
    if (into[k] === undefined || v < into[k]!) into[k] = v;
  }
  for (const w of found.warnings) if (!report.warnings.includes(w)) report.warnings.push(w);
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

function mode(values: number[]): number {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0][0];
}

/** The AELDARI army rule as an imported unit lists it (the bundled Aeldari files list it the same way). */
const STRANDS_OF_FATE: DatasheetAbility = {
  name: 'Strands of Fate',
  modelled: "Fate dice: --fate, --target-fate (002 'Strands of Fate': the AELDARI army rule, for units with this ability; added on import: BSData does not link it)",
  affectsAttacks: true,
};
