/** A batch's dice sources (RULINGS 12): its weapon and the weapons joined to it, as the engine and the simulator read them. */
import type { Batch, BatchSource } from './types.js';

export const sourcesOf = (batch: Batch): readonly BatchSource[] => [{ weapon: batch.weapon, firers: batch.firers }, ...(batch.joined ?? [])];

/** The batch's name in the results: its weapons' names, joined by " + " (one row per batch). */
export const batchName = (batch: Batch): string => sourcesOf(batch).map((s) => s.weapon.name).join(' + ');

/** Models (or weapons) firing any of the batch's weapons. */
export const batchFirers = (batch: Batch): number => sourcesOf(batch).reduce((n, s) => n + s.firers, 0);
