/**
 * 10th edition's words for `wh40k report` (issue 27): each matchup of a `run` (its JSON, or a scenario file
 * just computed) as a matchup of the shared report (src/report/, which knows no edition: src/report/types.ts
 * ReportMatchup), as the legacy ruleset's (src/rules/legacy/report-words.ts): the numbers as they are; the
 * conditions, options, effects and one-roll rules, the damage dealt and the attack sequence in words.
 */
import { z } from 'zod';
import { fixed } from '../../../numbers.js';
import type { MatchupJson } from './json.js';
import { oneRollLines, type PlacedRoll } from './one-roll-words.js';
import type { MatchupOptions } from './options.js';
import { conditionsLine } from './report-conditions.js';
import { distributionShape, reportItems, runMatchups, spread, type RunDistribution } from '../../run-report.js';
import type { Conditions } from '../types.js';

/** What the report reads of a 10th-edition run's matchup (its calc JSON, README 'JSON output', with its name). */
interface Computed {
  readonly name: string;
  readonly attacker: { readonly name: string; readonly models: number; readonly phase: 'melee' | 'ranged' };
  readonly target: { readonly name: string; readonly models: number; readonly wounds: number };
  readonly total: {
    readonly attacks: number;
    readonly hits: number;
    readonly wounds: number;
    readonly unsaved: number;
    readonly mortalWounds: number;
    readonly damage: number;
    readonly wasted: number;
    readonly kills: number;
  };
  readonly kills: RunDistribution & { readonly wipe: number };
  readonly damage: RunDistribution;
  readonly effects: readonly { readonly id: string; readonly name: string; readonly applied: boolean }[];
  /** Where each one-roll rule went (Command Re-roll, Fate dice...; absent in JSON written before it was added: then none). */
  readonly oneRolls?: readonly PlacedRoll[];
  /** What was true on the table, after effects (an effect can make a unit count as Remained Stationary). */
  readonly conditions: Conditions;
  /** The options the matchup set (absent in JSON written before it was added: then shown as none). */
  readonly options?: MatchupOptions;
}
// Compile-time contract check: the calc JSON, with a name, is what the words read.
// If this line stops compiling, the JSON contract and the report's words have drifted apart.
type CliMatchup = MatchupJson & { name: string };
type Expect<T extends true> = T;
export type CliJsonIsComputed = Expect<CliMatchup extends Computed ? true : false>;

/** One line about a matchup: its applied and skipped effects, and where each one-roll rule went (calc's Effects: RULINGS 13). */
export function effectsLine(m: Pick<Computed, 'effects' | 'oneRolls'>): string {
  const applied = m.effects.filter((e) => e.applied).map((e) => e.name);
  const skipped = m.effects.filter((e) => !e.applied).map((e) => e.name);
  const parts = [`effects applied: ${applied.join(', ') || 'none'}`];
  if (skipped.length) parts.push(`skipped: ${skipped.join(', ')}`);
  const placed = oneRollLines(m.oneRolls ?? []);
  if (placed.length) parts.push(`one-roll rules: ${placed.join(', ')}`);
  return parts.join('; ');
}

/** One computed matchup, in the report's terms (src/report/types.ts ReportMatchup). */
function computedItem(m: Computed) {
  const [d, t] = [m.damage, m.total];
  return {
    name: m.name,
    attacker: m.attacker,
    target: m.target,
    kills: m.kills,
    damage: m.damage,
    said: {
      attacker: `${m.attacker.name} (${m.attacker.models} models, ${m.attacker.phase})`,
      target: `${m.target.name} (${m.target.models} models, ${m.target.wounds} wounds)`,
      conditions: `${conditionsLine(m)}; ${effectsLine(m)}`,
      damage: `Damage dealt: mean ${fixed(d.mean)} of ${m.target.wounds} wounds, ${spread(d)}.`,
      expected:
        `Expected: ${fixed(t.attacks)} attacks, ${fixed(t.hits)} hits, ${fixed(t.wounds)} wounds, ${fixed(t.unsaved)} unsaved, ` +
        `${fixed(t.mortalWounds)} mortal wounds, ${fixed(t.damage)} damage (${fixed(t.wasted)} wasted).`,
      damageAxis: `wounds lost of ${m.target.wounds}`,
    },
  };
}

/** Every matchup of a 10th-edition run for the report; one that could not be computed is n/a with its reason. */
export function tenthReportItems(matchups: readonly unknown[]) {
  return reportItems(matchups, computedItem);
}

const n = z.number();
const computed = z.looseObject({
  name: z.string(),
  attacker: z.looseObject({ name: z.string(), models: n, phase: z.enum(['melee', 'ranged']) }),
  target: z.looseObject({ name: z.string(), models: n, wounds: n }),
  total: z.looseObject({ attacks: n, hits: n, wounds: n, unsaved: n, mortalWounds: n, damage: n, wasted: n, kills: n }),
  kills: z.looseObject({ ...distributionShape, wipe: n }),
  damage: z.looseObject(distributionShape),
  effects: z.array(z.looseObject({ id: z.string(), name: z.string(), applied: z.boolean() })),
});
/** The shape of a 10th-edition run's JSON (already parsed; its schemaVersion the caller's to check) the report reads: its problems placed by the caller. */
export const tenthRunShape = z.looseObject({ kind: z.literal('run'), matchups: runMatchups(computed) });
