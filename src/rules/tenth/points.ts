import type { Unit } from './types.js';

/** What a unit of its current size costs: the listed size, else the bracket that holds it. */
export function pointsFor(unit: Unit, size: number): number | null {
  const sizes = pricedSizes(unit.points);
  if (!sizes.length) return null;
  const bracket = sizes.find((n) => n >= size);
  if (bracket !== undefined) return unit.points[String(bracket)];
  const largest = sizes[sizes.length - 1];
  return (unit.points[String(largest)] / largest) * size;
}

/** The sizes a points table prices, ascending; made once per table (a matrix asks every cell, issue 13). */
export function pricedSizes(points: Unit['points']): readonly number[] {
  let sizes = sizesOf.get(points);
  if (!sizes) sizesOf.set(points, (sizes = Object.keys(points).map(Number).sort((a, b) => a - b)));
  return sizes;
}

const sizesOf = new WeakMap<Unit['points'], readonly number[]>();
