// 004 'Apocalyptic Barrage' and 'Apocalyptic Mega-blast' (issue 14): where the marker lands is the table's geometry, so
// the models under each circle or in each zone are inputs (conditions barrageCircles, megaBlastZones), with a default
// stated in a note when not given, never invented silently. The dice that remain are modelled exactly.
import { Dist } from '../../dice/dist.js';
import { diceDist } from '../../dice/expression.js';
import type { AttackProfile, GroupAttack } from './attack-profile.js';
import { LegacyInputError } from './errors.js';
import type { LegacyConditions, LegacyStrength, MegaBlastZone } from './types.js';

/** Models under circles 1, 2, 3, 4 and 5-6 when not given: an assumption (a 3" Blast marker's default each), not a rule. */
const DEFAULT_BARRAGE_CIRCLES = [3, 3, 3, 3, 3] as const;
/**
 * Models in the inner, middle and outer zone when not given: an assumption, not a rule. The apocalyptic blast marker's
 * zones reach 5", 7" and 10" (004's heading), counted as the Blast defaults count a marker's inches: 5, 7 - 5 and 10 - 7.
 */
const DEFAULT_MEGA_BLAST_ZONES = [5, 2, 3] as const;

const ZONE_NAMES = ['inner', 'middle', 'outer'] as const;

/**
 * 004 'Apocalyptic Barrage': a die per shot of the profile, each a strike on the circle of its number, 5 and 6 both on
 * circle 5-6, hitting every model under that circle. The models hit by one strike, by its D6 (index 0: a roll of 1).
 * Each circle holds at most the target's models.
 */
export function barrageHit(conditions: LegacyConditions, models: number): { hit: AttackProfile['hit']; note: string | null } {
  const circles = (conditions.barrageCircles ?? DEFAULT_BARRAGE_CIRCLES).map((n) => Math.min(n, models));
  const faces = [...circles.slice(0, 4), circles[4], circles[4]];
  const given = conditions.barrageCircles !== undefined;
  const note = given ? null : `models under circles 1, 2, 3, 4 and 5-6 of the apocalyptic barrage marker: ${circles.join(', ')} (the default; --barrage-circles sets them)`;
  return { hit: { kind: 'strikes', faces }, note };
}

/**
 * The models hit by one strike, its D6 uniform over the faces. A shot's N strikes are N independent such draws, so
 * their sum is exactly the multinomial count of strikes per circle weighted by the models under each.
 */
export function strikeHits(faces: readonly number[]): Dist {
  return Dist.mix(faces.map((models) => [1 / faces.length, Dist.constant(models)] as const));
}

/** Models in each zone, inner first, at most the target's models in all (the zones do not overlap). */
export function zoneModels(conditions: LegacyConditions, models: number): number[] {
  let left = models;
  return (conditions.megaBlastZones ?? DEFAULT_MEGA_BLAST_ZONES).map((n) => {
    const inZone = Math.min(n, left);
    left -= inZone;
    return inZone;
  });
}

/**
 * 004 'Apocalyptic Mega-blast': the hits of each zone at that zone's Strength and AP, each zone its own Wound pool, inner
 * first; a zone with no model is no attack. Any other attack is itself. `strengthOf` resolves a zone's Strength for the
 * firing model (attacks.ts).
 */
export function megaBlastZoneAttacks(
  attack: GroupAttack,
  conditions: LegacyConditions,
  models: number,
  strengthOf: (strength: LegacyStrength) => number | 'destroyer',
): GroupAttack[] {
  const zones: readonly MegaBlastZone[] | undefined = attack.weapon?.zones;
  if (zones === undefined) return [attack];
  const profile = attack.profile;
  // 004 'Gets Hot and Weapons that do not roll To Hit': one D6 per shot would lose all three zones' hits together.
  if (profile.getsHot) throw new LegacyInputError(`${profile.name}: a supercharged Gets Hot Apocalyptic Mega-blast is not modelled (its one Gets Hot roll spans three zones)`);
  const counts = zoneModels(conditions, models);
  const note = `${profile.name}: models in its inner, middle and outer zone: ${counts.join(', ')}${conditions.megaBlastZones === undefined ? ' (the default; --mega-blast-zones sets them)' : ''}`;
  // With no model in any zone, the inner zone's row stays, hitting none, so the note is not lost with it.
  const hitZones = zones.map((zone, i) => ({ zone, i })).filter(({ i }) => counts[i] > 0 || (i === 0 && counts.every((n) => n === 0)));
  return hitZones.map(({ zone, i }, row) => {
    const wound = { ...profile.wound, strength: strengthOf(zone.strength), ap: zone.ap };
    const zoneProfile: AttackProfile = {
      ...profile,
      name: `${profile.name} (${ZONE_NAMES[i]} zone)`,
      hit: { kind: 'area', perShot: counts[i] },
      wound,
      notes: row === 0 ? [note, ...profile.notes] : [],
      ...(row > 0 ? { sameShots: true } : {}),
    };
    return { ...attack, profile: zoneProfile };
  });
}

/** The profiles in groups that share their shots: a row and the Mega-blast zone rows after it (sameShots). */
export function sameShotRows<T>(rows: readonly T[], profileOf: (row: T) => AttackProfile): T[][] {
  const groups: T[][] = [];
  for (const row of rows) {
    if (profileOf(row).sameShots === true && groups.length > 0) groups[groups.length - 1].push(row);
    else groups.push([row]);
  }
  return groups;
}

/** How one row's hits change the state (an ApplyHits or a vehicle target's apply with its effects), and its expected unsaved Wounds (or penetrating hits). */
export type ApplyRow = (state: readonly number[], hits: Dist) => { readonly state: number[]; readonly unsaved: number };

/**
 * 004 'Apocalyptic Mega-blast': every zone is hit by the same markers, so the zones' rows share one total of shots N
 * (not a roll each): for each N, the zones in turn, each with N x its models hits; mixed over N. Per row: the state
 * after it, its expected unsaved Wounds and hits. `apply[k]` applies row k's hits.
 */
export function applySharedShots(state: readonly number[], rows: readonly AttackProfile[], apply: readonly ApplyRow[]) {
  const shots = Dist.repeat(rows[0].count, diceDist(rows[0].shots));
  const perShot = rows.map((row) => (row.hit.kind === 'area' ? row.hit.perShot : 0));
  const out = rows.map(() => ({ state: new Array<number>(state.length).fill(0), unsaved: 0 }));
  shots.toArray().forEach((chance, total) => {
    if (chance === 0) return;
    let current = state;
    rows.forEach((_, k) => {
      const next = apply[k](current, Dist.constant(total * perShot[k]));
      current = next.state;
      current.forEach((p, i) => (out[k].state[i] += chance * p));
      out[k].unsaved += chance * next.unsaved;
    });
  });
  return out.map((row, k) => ({ ...row, hits: shots.mean() * perShot[k] }));
}
