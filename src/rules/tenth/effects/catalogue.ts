/**
 * Army and detachment rules cited from the BattleScribe catalogues (BSData wh40k-10e, ../shared/bsdata; issue 29
 * section 2): each by its file, the entry that holds it (a detachment, "army rule", a datasheet) and its rule id,
 * which tests/rules/effects/compile.test.ts finds in the catalogue. Rules that change no attack, or that the
 * effect format cannot state, are listed too (noEffect), each saying why.
 */
import type { Effect } from './types.js';

/** The source line of one rule in one catalogue file. */
export const catalogueSource =
  (file: string) =>
  (entry: string, rule: string, id: string): string =>
    `BSData wh40k-10e ${file}, ${entry}: '${rule}' (${id})`;

/** What a listed rule needs besides its reason: the effect's id, name, faction and source. */
export type Listed = Pick<Effect, 'id' | 'name' | 'faction' | 'source'>;

/** A rule that changes no attack roll: what it does instead. */
export const noAttack = (e: Listed, what: string): Effect => ({ ...e, summary: `no effect on the maths: ${what}`, noEffect: true });

/** A rule that changes attacks in a way the effect format cannot state: why. */
export const notModelled = (e: Listed, why: string): Effect => ({ ...e, summary: `not modelled: ${why}`, noEffect: true });
