/**
 * The attacker's batches (11e 04.03, RULINGS 7): which weapons its models attack with in this phase and
 * shooting type, gathered by weapon profile in the unit file's order, with a note for each weapon that
 * does not attack and why (nothing left out silently).
 */
import { InputError } from '../../profiles/errors.js';
import { lookupKey } from '../names.js';
import type { EleventhUnit } from './profiles/load.js';
import { meleeSelections } from './selection.js';
import type { Ability, Batch, Phase, ShootingType, Weapon } from './types.js';

const has = (w: Weapon, kind: Ability['kind']) => w.abilities.some((a) => a.kind === kind);

/** Which weapons a shooting type lets fire (11e 10.05-10.07), and why the others do not. */
const SHOOTS: Readonly<Record<ShootingType, { readonly fires: (w: Weapon) => boolean; readonly why: string }>> = {
  normal: { fires: () => true, why: '' },
  snap: { fires: () => true, why: '' },
  assault: { fires: (w) => has(w, 'assault'), why: 'assault shooting: only [ASSAULT] weapons fire (11e 10.05)' },
  'close-quarters': { fires: (w) => has(w, 'close-quarters') || has(w, 'pistol'), why: 'close-quarters shooting: only [CLOSE-QUARTERS] weapons fire, [PISTOL] among them (11e 10.06)' },
  indirect: { fires: (w) => has(w, 'indirect fire'), why: 'indirect shooting: only [INDIRECT FIRE] weapons fire (11e 10.07)' },
};

export interface Batches {
  readonly batches: readonly Batch[];
  readonly notes: readonly string[];
}

/** The weapons one model of a group attacks with, and the notes on those it does not. */
function modelWeapons(carried: readonly Weapon[], phase: Phase, shooting: ShootingType, targetKeywords: readonly string[], picked: ReadonlySet<string>): { weapons: Weapon[]; notes: string[] } {
  const notes: string[] = [];
  const inPhase = carried.filter((w) => (w.range === 'melee') === (phase === 'melee'));
  const rule = SHOOTS[phase === 'melee' ? 'normal' : shooting];
  const hunted = inPhase.filter((w) => {
    const may = !w.hunter || w.hunter.some((k) => targetKeywords.includes(k));
    if (!may) notes.push(`${w.name} does not attack: a Hunter profile may only target ${w.hunter!.join(' or ')} units (11e 04.01.03)`);
    return may;
  });
  const usable = hunted.filter(rule.fires);
  const idle = hunted.filter((w) => !rule.fires(w)).map((w) => w.name);
  if (idle.length) notes.push(`${idle.join(', ')} ${idle.length === 1 ? 'does' : 'do'} not fire: ${rule.why}`);
  if (phase === 'melee') return { weapons: meleeWeapons(usable, picked, notes), notes };
  // One profile of a weapon a model carries several of (frag and krak): the one --profile names, else the first listed.
  const chosen = (w: Weapon) => {
    const siblings = usable.filter((o) => o.profileOf === w.profileOf);
    return siblings.find((o) => picked.has(lookupKey(o.name))) ?? siblings[0];
  };
  const profiles = usable.filter((w) => w.profileOf === undefined || chosen(w) === w);
  for (const w of usable.filter((x) => !profiles.includes(x))) notes.push(`${w.name} does not attack: a model fires one profile of ${w.profileOf}, ${chosen(w).name} (--profile chooses)`);
  return { weapons: profiles, notes };
}

/**
 * 11e 04.01 and 24 Extra Attacks (selection.ts, the engine's reading): the first selection, in the listed order, that
 * holds every weapon --profile names; the others said in a note.
 */
function meleeWeapons(usable: readonly Weapon[], picked: ReadonlySet<string>, notes: string[]): Weapon[] {
  const all = meleeSelections(usable);
  const names = (s: readonly Weapon[]) => s.map((w) => w.name).join(' + ');
  const named = usable.filter((w) => picked.has(lookupKey(w.name)));
  const chosen = all.find((s) => named.every((w) => s.includes(w))) ?? all[0] ?? [];
  if (all.length > 1) notes.push(`a model fights with ${names(chosen)}, one of ${all.length} selections (11e 04.01, 24 Extra Attacks; --profile chooses): ${all.map(names).join('; ')}`);
  return chosen;
}

/**
 * The attacker's batches against `target` in this phase, each weapon profile once, firers summed, in the unit
 * file's weapon order; `profiles`: the profiles --profile names (each one of a weapon with several).
 */
export function batchesOf(attacker: EleventhUnit, targetKeywords: readonly string[], phase: Phase, shooting: ShootingType, profiles: readonly string[] = []): Batches {
  const byKey = new Map(attacker.weapons.map((w) => [lookupKey(w.name), w]));
  // A profile of a weapon with several, or a melee weapon (the selection holding it: 11e 04.01).
  const choosable = (w: Weapon | undefined) => w !== undefined && (w.profileOf !== undefined || w.range === 'melee');
  const unknown = profiles.filter((p) => !choosable(byKey.get(lookupKey(p))));
  if (unknown.length) {
    const known = attacker.weapons.filter(choosable).map((w) => w.name);
    throw new InputError(`--profile ${unknown.join(', ')}: not a profile or melee weapon of ${attacker.name}'s${known.length ? ` (it has ${known.join(', ')})` : ' (it has none to choose)'}`);
  }
  const picked = new Set(profiles.map(lookupKey));
  // Firers per weapon: of models with more than Damaged X's wounds left, and of the one with X or fewer (11e 24.39).
  const [firers, damagedFirers] = [new Map<Weapon, number>(), new Map<Weapon, number>()];
  const notes = new Set<string>();
  for (const group of attacker.models) {
    if (group.count === 0) continue;
    const carried = group.equipment.map((name) => byKey.get(lookupKey(name))).filter((w): w is Weapon => w !== undefined);
    const { weapons, notes: said } = modelWeapons(carried, phase, shooting, targetKeywords, picked);
    said.forEach((n) => notes.add(n));
    const damaged = damagedModels(attacker, group);
    // A weapon named twice in the equipment is carried twice.
    for (const w of carried.filter((c) => weapons.includes(c))) {
      if (group.count > damaged) firers.set(w, (firers.get(w) ?? 0) + group.count - damaged);
      if (damaged) damagedFirers.set(w, (damagedFirers.get(w) ?? 0) + damaged);
    }
  }
  const batches = attacker.weapons.flatMap((weapon): Batch[] => {
    const fresh = firers.has(weapon) ? [{ weapon, firers: firers.get(weapon)! }] : [];
    const count = damagedFirers.get(weapon);
    if (count === undefined) return fresh;
    // The damaged model's attacks are not identical to the others' (-1 to hit: 04.03): a batch of their own, named apart.
    const named = fresh.length ? { ...weapon, name: `${weapon.name} (damaged model)` } : weapon;
    return [...fresh, { weapon: named, firers: count, damaged: true }];
  });
  const hurt = attacker.weapons.filter((w) => damagedFirers.has(w)).map((w) => w.name);
  if (hurt.length) notes.add(`Damaged 1-${attacker.damaged!.wounds} (11e 24.39): -1 to the hit rolls of ${hurt.join(', ')}, made by a model with ${attacker.damaged!.wounds} or fewer wounds left`);
  return { batches, notes: [...notes] };
}

/** 11e 24.39 Damaged X: how many of the group's models have X or fewer wounds left (its wounded one: ModelGroup.wounded). */
function damagedModels(attacker: EleventhUnit, group: EleventhUnit['models'][number]): number {
  const X = attacker.damaged?.wounds;
  if (X === undefined) return 0;
  if (group.stats.W <= X) return group.count;
  return group.stats.W - (group.wounded ?? 0) <= X ? 1 : 0;
}
