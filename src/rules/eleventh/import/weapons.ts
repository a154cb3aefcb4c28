/**
 * A BattleScribe weapon profile (Range, A, BS/WS, S, AP, D, Keywords) as 11th edition's `Weapon`
 * (types.ts), its keywords read by ../weapon-keywords.ts. A value that cannot be read leaves the weapon
 * out with a warning; a keyword that cannot be read stays on the weapon as an ability with no effect
 * (so the engine's notes name it) and is warned about.
 */
import { DiceSyntaxError, parseDice, type DiceExpression } from '../../../dice/expression.js';
import { stripMarkup } from '../../../profiles/bsdata/markup.js';
import type { Profile } from '../../../profiles/bsdata/tree.js';
import type { Weapon } from '../types.js';
import { readWeaponKeywords } from '../weapon-keywords.js';

/** A weapon's name as printed, without markup or the "➤" of a weapon with several profiles. */
export const weaponName = (p: Profile) => stripMarkup(p.name).replace(/^[^\p{L}\p{N}"'(]+/u, '').trim();

function dice(v: string | undefined): DiceExpression | undefined {
  try {
    return parseDice(stripMarkup(v ?? '').replace(/\s+/g, '').toUpperCase());
  } catch (e) {
    if (e instanceof DiceSyntaxError) return undefined;
    throw e;
  }
}

const whole = (v: string | undefined) => Number(/^\s*(\d+)\s*$/.exec(v ?? '')?.[1] ?? NaN);

/** 11th edition's weapon for a weapon profile, with what could not be read (`warnings`). */
export function toWeapon(p: Profile, profileOf: string | undefined): { weapon?: Weapon; warnings: string[] } {
  const c = p.chars;
  const name = weaponName(p);
  const melee = p.role === 'melee';
  const warnings: string[] = [];
  const fail = (what: string) => ({ warnings: [...warnings, `weapon "${name}": ${what}; weapon left out`] });
  const range = melee ? 'melee' : Number(/^\s*(\d+)/.exec(c.Range ?? '')?.[1] ?? NaN);
  if (range !== 'melee' && !(range > 0)) return fail(`range "${c.Range ?? ''}" is not a distance`);
  const attacks = dice(c.A);
  if (!attacks) return fail(`A "${c.A ?? ''}" is not a number or dice expression`);
  const damage = dice(c.D);
  if (!damage) return fail(`D "${c.D ?? ''}" is not a number or dice expression`);
  const strength = whole(c.S);
  if (!(strength >= 1)) return fail(`S "${c.S ?? ''}" is not a number`);
  const apText = (c.AP ?? '').trim();
  const ap = apText === '-' || apText === '' ? 0 : Number(apText.replace(/^\+/, ''));
  if (!Number.isInteger(ap) || ap > 0) return fail(`AP "${c.AP ?? ''}" is not 0 or less`);
  const keywords = readWeaponKeywords(stripMarkup(c.Keywords ?? ''));
  const abilities = [...keywords.abilities];
  for (const text of keywords.unread) {
    warnings.push(`weapon "${name}": keyword "${text}" is not an 11th-edition weapon ability the calculator knows: kept as having no effect`);
    abilities.push({ kind: 'no effect', name: text });
  }
  const skillText = c[melee ? 'WS' : 'BS'] ?? '';
  const roll = /^\s*([2-6])\s*\+?\s*$/.exec(skillText);
  // 11e 24 Torrent: no hit roll, so "N/A" is no skill at all (types.ts: null).
  const torrent = abilities.some((a) => a.kind === 'torrent');
  if (!roll && !torrent) return fail(`${melee ? 'WS' : 'BS'} "${skillText}" is not a roll like 3+`);
  return {
    weapon: {
      name,
      range,
      attacks,
      skill: roll ? Number(roll[1]) : null,
      strength,
      ap,
      damage,
      abilities,
      ...(keywords.hunter ? { hunter: keywords.hunter } : {}),
      ...(profileOf ? { profileOf } : {}),
    },
    warnings,
  };
}
