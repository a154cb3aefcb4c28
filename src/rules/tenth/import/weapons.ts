/**
 * Weapons and wargear of one model entry: the weapons it carries by default (entries with a minimum,
 * a group's default choice) and the options to swap or add weapons, as our weapon profiles.
 */
import { parseDice } from '../../../dice/expression.js';
import { abilityName } from '../abilities.js';
import { mapKeywords } from './abilities.js';
import { stripMarkup } from '../../../profiles/bsdata/markup.js';
import type { Selection } from '../../../profiles/bsdata/modifiers.js';
import { defaultsOf } from '../../../profiles/bsdata/models.js';
import { boundsIn, isModel, type Node, type Profile } from '../../../profiles/bsdata/tree.js';

/** A weapon as the YAML file writes it. */
export interface WeaponFile {
  name: string;
  profileOf?: string;
  range: number | 'melee';
  A: string | number;
  BS?: string;
  WS?: string;
  S: number;
  AP: number;
  D: string | number;
  abilities?: string[];
}

/** Messages for one unit: warnings (not mapped) and notes (mapped with an assumption). */
export interface Report {
  readonly warnings: string[];
  readonly notes: string[];
}

export const weaponName = (p: Profile) => stripMarkup(p.name).replace(/^[^\p{L}\p{N}"'(]+/u, '').trim();

/** A roll target: "3+", or "3" where the data left out the plus. */
const plus = (v: string | undefined) => /^\s*([2-6])\s*\+?\s*$/.exec(v ?? '')?.[1];

/** Our weapon for a BSData weapon profile, or undefined (with a warning) when a value cannot be read. */
export function toWeapon(p: Profile, report: Report, fallbackSkill: () => number): WeaponFile | undefined {
  const c = p.chars;
  const name = weaponName(p);
  const melee = p.role === 'melee';
  const fail = (what: string) => {
    report.warnings.push(`weapon "${name}": ${what}; weapon left out`);
    return undefined;
  };
  const range = melee ? 'melee' : Number(/^\s*(\d+)/.exec(c.Range ?? '')?.[1] ?? NaN);
  if (range !== 'melee' && !(range > 0)) return fail(`range "${c.Range ?? ''}" is not a distance`);
  const dice = (v: string | undefined) => {
    const t = stripMarkup(v ?? '').replace(/\s+/g, '');
    try {
      const d = parseDice(t);
      return d.count === 0 ? d.constant : d.text;
    } catch {
      return undefined;
    }
  };
  const A = dice(c.A);
  if (A === undefined) return fail(`A "${c.A ?? ''}" is not a number or dice expression`);
  const D = dice(c.D);
  if (D === undefined) return fail(`D "${c.D ?? ''}" is not a number or dice expression`);
  const S = Number(/^\s*(\d+)\s*$/.exec(c.S ?? '')?.[1] ?? NaN);
  if (!(S >= 1)) return fail(`S "${c.S ?? ''}" is not a number`);
  const apText = (c.AP ?? '').trim();
  const AP = apText === '-' || apText === '' ? 0 : Number(apText.replace(/^\+/, ''));
  if (!Number.isInteger(AP) || AP > 0) return fail(`AP "${c.AP ?? ''}" is not 0 or less`);
  const mapped = mapKeywords(c.Keywords);
  for (const w of mapped.warnings) report.warnings.push(`weapon "${name}": ${w}`);
  const abilities = mapped.abilities.map(abilityName);
  const skillKey = melee ? 'WS' : 'BS';
  let skill = plus(c[skillKey]);
  if (skill === undefined) {
    const value = fallbackSkill();
    const torrent = abilities.includes('torrent');
    const why = `${skillKey} "${c[skillKey] ?? ''}"${torrent ? ' (Torrent: no roll to hit)' : ''} written as ${value}+`;
    if (torrent) report.notes.push(`weapon "${name}": ${why}`);
    else report.warnings.push(`weapon "${name}": ${why}`);
    skill = String(value);
  }
  return {
    name,
    range,
    A,
    [skillKey]: `${skill}+`,
    S,
    AP,
    D,
    ...(abilities.length ? { abilities } : {}),
  };
}

/**
 * Wargear choices below a model: [what is replaced, the alternative]. In a group the model fills
 * with its default (1 of 1, "Replace missile launcher") the other members replace the default; in a
 * group with room ("Wargear", "Pintle weapon" 0-1) and for optional entries, they are additions.
 */
export function choicesOf(model: Node, sel: Selection): { from?: Node; to: Node }[] {
  const out: { from?: Node; to: Node }[] = [];
  const defaults = defaultsOf(model, sel);
  const carried = new Map<Node, number>();
  for (const c of defaults) carried.set(c.node, (carried.get(c.node) ?? 0) + c.count);
  const group = (g: Node) => {
    const entries = g.children.filter((c) => c.kind === 'entry' && !isModel(c));
    const held = entries.filter((c) => carried.has(c));
    const full = held.length > 0 && held.reduce((s, c) => s + carried.get(c)!, 0) >= boundsIn(g.el, g.link, sel).max;
    for (const e of entries) if (!carried.has(e)) out.push({ from: full ? held[0] : undefined, to: e });
    for (const e of held) visit(e);
    for (const sub of g.children) if (sub.kind === 'group') group(sub);
  };
  const visit = (n: Node) => {
    for (const k of n.children) {
      if (isModel(k)) continue;
      if (k.kind === 'group') group(k);
      else if (carried.has(k)) visit(k);
      else out.push({ to: k });
    }
  };
  visit(model);
  return out;
}
