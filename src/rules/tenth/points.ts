import { got } from '../maps.js';
import type { Unit } from './types.js';

type Points = Unit['points'];

/** What a unit of its current size costs: the listed size, else the bracket that holds it. */
export function pointsFor(unit: Unit, size: number): number | null {
  return priced(unit.points, size);
}

function priced(points: Points, size: number): number | null {
  const sizes = pricedSizes(points);
  if (!sizes.length) return null;
  const bracket = sizes.find((n) => n >= size);
  if (bracket !== undefined) return points[String(bracket)];
  const largest = sizes[sizes.length - 1];
  return (points[String(largest)] / largest) * size;
}

/** Per model group, what one model is worth; and the whole unit (null where a datasheet lists no points). */
export interface Worth {
  readonly perModel: readonly (number | null)[];
  readonly total: number | null;
  /** A datasheet's models beyond its largest priced size: priced per model, not a datasheet value (issue 12 section 2). */
  readonly extrapolated: boolean;
}

/**
 * What a unit's models are worth (issue 26 'Points lost'): each model its own datasheet's price for
 * the models of that datasheet in the unit, over those models. So in an Attached unit a Leader is
 * priced by its datasheet and a Bodyguard model by the Bodyguard's (a Lieutenant 55, an Intercessor
 * 80/5 = 16, not the whole unit's 135/6); and a unit reduced by casualties below its datasheet's
 * smallest size by that size's price per model (3 Intercessors: 3 x 80/5 = 48, not the bracket's 80).
 */
export function modelWorth(unit: Unit): Worth {
  // Units are immutable: worked out once per unit (a turn asks for each side every turn, issue 26).
  return got(worthOf, unit, () => worthOfModels(unit));
}

const worthOf = new WeakMap<Unit, Worth>();

function worthOfModels(unit: Unit): Worth {
  const tableOf = (g: Unit['models'][number]) => g.points ?? unit.points;
  const sizeOf = new Map<Points, number>();
  for (const g of unit.models) sizeOf.set(tableOf(g), (sizeOf.get(tableOf(g)) ?? 0) + g.count);
  const priceOf = new Map([...sizeOf].map(([table, size]) => [table, reducedPrice(table, size)]));
  const prices = [...priceOf.values()];
  return {
    perModel: unit.models.map((g) => {
      const price = priceOf.get(tableOf(g))!;
      return price === null ? null : price / sizeOf.get(tableOf(g))!;
    }),
    total: prices.includes(null) ? null : prices.reduce((s: number, p) => s + p!, 0),
    extrapolated: [...sizeOf].some(([table, size]) => size > (pricedSizes(table).at(-1) ?? Infinity)),
  };
}

/** priced(), but below the smallest size priced the smallest size's price per model. */
function reducedPrice(points: Points, size: number): number | null {
  const smallest = pricedSizes(points)[0];
  return smallest !== undefined && size < smallest ? (points[String(smallest)] / smallest) * size : priced(points, size);
}

/** The sizes a points table prices, ascending; made once per table (a matrix asks every cell, issue 13). */
export function pricedSizes(points: Points): readonly number[] {
  let sizes = sizesOf.get(points);
  if (!sizes) sizesOf.set(points, (sizes = Object.keys(points).map(Number).sort((a, b) => a - b)));
  return sizes;
}

const sizesOf = new WeakMap<Points, readonly number[]>();
