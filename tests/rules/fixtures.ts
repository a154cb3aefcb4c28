/** Weapons whose first steps are certain or simple, so tests can focus on the later steps. */
import { weapon, type WeaponSpec } from '../helpers.js';
import type { Weapon } from '../../src/rules/tenth/types.js';

/**
 * Always hits (Torrent) and wounds on 2+ (S8 vs the default T4): against a Sv7 target each attack
 * is an unsaved wound with probability 5/6. Extra abilities in the spec are added to Torrent.
 */
export function sureHit(spec: WeaponSpec = {}): Weapon {
  return weapon({ name: 'sure hit', S: 8, ...spec, abilities: ['torrent', ...(spec.abilities ?? [])] });
}

/**
 * A Devastating Wounds weapon that always hits and whose every successful Wound roll is a Critical
 * Wound (Anti-INFANTRY 2+ against the default INFANTRY target): a Critical Wound with probability
 * 5/6 (an unmodified 1 fails).
 */
export function allCriticalDev(spec: WeaponSpec = {}): Weapon {
  return weapon({
    name: 'devastating',
    S: 4,
    ...spec,
    abilities: ['torrent', 'anti-infantry 2+', 'devastating wounds', ...(spec.abilities ?? [])],
  });
}
