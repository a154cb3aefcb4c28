/**
 * Points are printed as fact only for the sizes a datasheet lists (or a size inside its brackets):
 * beyond the largest, rules/points.ts extrapolates per model, and every view says so (issue 12 section 2).
 */
import { pricedSizes } from '../points.js';
import type { Unit } from '../types.js';

/** The largest size the datasheet prices, when `size` is beyond it (its points are then extrapolated). */
export function beyondPricedSizes(unit: Unit, size: number): { models: number; points: number } | null {
  const sizes = pricedSizes(unit.points);
  if (!sizes.length) return null;
  const largest = sizes[sizes.length - 1];
  return size > largest ? { models: largest, points: unit.points[String(largest)] } : null;
}

export function pointsExtrapolated(unit: Unit, size: number): boolean {
  return beyondPricedSizes(unit, size) !== null;
}
