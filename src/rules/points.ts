import type { Unit } from './types.js';

/** What a unit of its current size costs: the listed size, else the bracket that holds it. */
export function pointsFor(unit: Unit, size: number): number | null {
  const sizes = Object.keys(unit.points).map(Number).sort((a, b) => a - b);
  if (!sizes.length) return null;
  const bracket = sizes.find((n) => n >= size);
  if (bracket !== undefined) return unit.points[String(bracket)];
  const largest = sizes[sizes.length - 1];
  return (unit.points[String(largest)] / largest) * size;
}
