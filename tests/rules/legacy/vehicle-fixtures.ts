// Small legacy vehicles for the vehicle tests: a Rhino-like target built from the few numbers a test names.
import type { LegacyStats, LegacyUnit, LegacyVehicle, LegacyWeapon, Usr } from '../../../src/rules/legacy/types.js';
import { group, unit, weapon } from './fixtures.js';
export { rules } from './fixtures.js';

/** A vehicle's characteristics that count for nothing (WS for Walkers only). */
const HULL: Partial<LegacyStats> = { WS: 0, BS: 4, S: 0, T: 0, W: 0, I: 0, A: 0, Ld: 10, Sv: null };

/** One vehicle: AV 11/11/10, 3 Hull Points, a Tank with one weapon unless told. */
export function vehicle(armour: Partial<LegacyVehicle> = {}, weapons = 1, stats: Partial<LegacyStats> = {}, rules: Usr[] = []): LegacyUnit {
  const names = Array.from({ length: weapons }, (_, i) => `gun ${i}`);
  const models = [{ ...group('hull', 1, { ...HULL, ...stats }, names, rules), vehicle: { front: 11, side: 11, rear: 10, hullPoints: 3, types: ['tank'], ...armour } }];
  return { ...unit('rhino', models, names.map((name) => weapon(name))), type: 'vehicle' };
}

/** A melee weapon: S User unless told, AP - unless told. */
export function blade(overrides: Partial<LegacyWeapon> = {}): LegacyWeapon {
  return weapon('blade', { range: 'melee', strength: { kind: 'user' }, ap: null, type: { kind: 'melee' }, ...overrides });
}

/** One WS4 S4 A1 fighter (or the stats given) with one melee weapon and model rules. */
export function fighter(w: LegacyWeapon = blade(), stats: Partial<LegacyStats> = {}, rules: Usr[] = []): LegacyUnit {
  return unit('fighter', [group('fighter', 1, stats, [w.name], rules)], [w]);
}

