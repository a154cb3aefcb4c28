/**
 * Models of a 10th-edition datasheet: their stats and the Unit Champion's names (the tree's parents,
 * Unit profiles and selections: src/profiles/bsdata/models.ts).
 */
import { SkipUnit } from '../../../profiles/bsdata/models.js';
import type { Profile } from '../../../profiles/bsdata/tree.js';
import type { Report } from './weapons.js';

export interface Stats {
  M: number;
  T: number;
  Sv: string;
  W: number;
  Ld: string;
  OC: number;
}

/** Names of Unit Champions (BSData does not mark them). */
export const CHAMPION = /(champion|sergeant|exarch|leader|superior|\bnob\b|\bboss\b|\balpha\b|\bprime\b|sybarite|hekatrix|acothyst|shas'(ui|vre)|herald|overseer|justicar|bloodreaper|\bsarge\b|\bkaptin\b|princeps|twistbray|\bpriest\b)/i;

const int = (v: string | undefined) => Number(/^\s*(\d+)/.exec(v ?? '')?.[1] ?? NaN);

export function statsOf(p: Profile, report: Report): Stats {
  const c = p.chars;
  const roll = (key: string) => {
    // A 7+ save, or BattleScribe's "-", is a model with no armour save worth rolling: Sv 7+ in our
    // files, which cover can improve to 6+ (ISSUE 10 section 3; src/rules/tenth/profiles/schema.ts saveTarget).
    if (/^\s*[-–—]\s*$/.test(c[key] ?? '')) return '7+';
    const m = /^\s*([2-7])\s*\+/.exec(c[key] ?? '');
    if (!m) throw new SkipUnit(`Unit profile "${p.name}": ${key} "${c[key] ?? ''}" is not a roll like 3+`);
    return `${m[1]}+`;
  };
  const num = (key: string, lowest: number) => {
    const v = int(c[key]);
    if (!(v >= lowest)) throw new SkipUnit(`Unit profile "${p.name}": ${key} "${c[key] ?? ''}" is not a number`);
    return v;
  };
  let M = int(c.M);
  if (!(M >= 0)) {
    report.notes.push(`Unit profile "${p.name}": M "${c.M ?? ''}" written as 0`);
    M = 0;
  }
  const OC = int(c.OC);
  if (!(OC >= 0)) report.notes.push(`Unit profile "${p.name}": OC "${c.OC ?? ''}" written as 0`);
  return { M, T: num('T', 1), Sv: roll('SV'), W: num('W', 1), Ld: `${num('LD', 1)}+`, OC: OC >= 0 ? OC : 0 };
}

