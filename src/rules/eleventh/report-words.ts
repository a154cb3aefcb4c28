/**
 * 11th edition's words for `wh40k report` (../ruleset.ts RunReport): each matchup of an 11th-edition `run`
 * (its JSON, or a scenario file just computed) as a matchup of the shared report (src/report/types.ts
 * ReportMatchup): the numbers as they are, the conditions and the attack sequence in the calc's words.
 */
import { z } from 'zod';
import { fixed } from '../../numbers.js';
import { distributionShape, reportItems, runMatchups, spread, type RunDistribution } from '../run-report.js';

/** What the report reads of an 11th-edition run's matchup (its calc JSON, json.ts, with its name). */
interface Computed {
  readonly name: string;
  readonly attacker: { readonly name: string; readonly models: number; readonly phase: string };
  readonly target: { readonly name: string; readonly models: number; readonly wounds: number };
  readonly conditions: Readonly<Record<string, unknown>>;
  readonly total: { readonly attacks: number; readonly hits: number; readonly wounds: number; readonly unsaved: number; readonly mortalWounds: number; readonly damage: number };
  readonly kills: RunDistribution & { readonly wipe: number };
  readonly damage: RunDistribution;
}

/** Each condition of the JSON (json.ts: the engine's Conditions, then the Modifiers that are not their defaults) as people say it. */
const WORDS: Readonly<Record<string, (v: unknown) => string>> = {
  shooting: (v) => `${v} shooting`,
  charged: () => 'charged',
  halfRange: () => 'target within half range',
  heavy: () => "Heavy's condition held",
  cover: () => 'target has the Benefit of Cover',
  plunging: () => 'plunging fire',
  spotter: () => 'a spotter sees the target',
  targetEngaged: () => 'target engaged with friendly units',
  rerollHits: (v) => `re-roll hit rolls: ${v}`,
  rerollWounds: (v) => `re-roll wound rolls: ${v}`,
  critHit: (v) => `critical hits on ${v}+`,
  critWound: (v) => `critical wounds on ${v}+`,
};
const signed = (v: unknown) => `${Number(v) > 0 ? '+' : ''}${v}`;

function conditionsText(c: Readonly<Record<string, unknown>>): string {
  const held = Object.entries(c).filter(([k, v]) => k !== 'phase' && v !== false && v !== 'normal' && v !== undefined);
  return held.map(([k, v]) => (WORDS[k] ?? ((x: unknown) => `${k} ${signed(x)}`))(v)).join(', ') || 'none';
}

function computedItem(m: Computed) {
  const t = m.total;
  return {
    name: m.name,
    attacker: m.attacker,
    target: m.target,
    kills: m.kills,
    damage: m.damage,
    said: {
      attacker: `${m.attacker.name} (${m.attacker.models} model${m.attacker.models === 1 ? '' : 's'}, ${m.attacker.phase})`,
      target: `${m.target.name} (${m.target.models} models, ${m.target.wounds} wounds)`,
      conditions: `Conditions: ${conditionsText(m.conditions)}; ruleset: 11th`,
      expected: `Expected: ${fixed(t.attacks)} attacks, ${fixed(t.hits)} hits, ${fixed(t.wounds)} wounds, ${fixed(t.unsaved)} unsaved, ${fixed(t.mortalWounds)} mortal wounds, ${fixed(t.damage)} wounds lost.`,
      damage: `Wounds lost: mean ${fixed(m.damage.mean)} of ${m.target.wounds}, ${spread(m.damage)}.`,
      damageAxis: `wounds lost of ${m.target.wounds}`,
    },
  };
}

/** Every matchup of an 11th-edition run for the report; one that could not be computed is n/a with its reason. */
export function eleventhReportItems(matchups: readonly unknown[]) {
  return reportItems(matchups, computedItem);
}

const n = z.number();
const computed = z.looseObject({
  name: z.string(),
  attacker: z.looseObject({ name: z.string(), models: n, phase: z.enum(['ranged', 'melee']) }),
  target: z.looseObject({ name: z.string(), models: n, wounds: n }),
  conditions: z.looseObject({ phase: z.enum(['ranged', 'melee']) }),
  total: z.looseObject({ attacks: n, hits: n, wounds: n, unsaved: n, mortalWounds: n, damage: n }),
  kills: z.looseObject({ ...distributionShape, wipe: n }),
  damage: z.looseObject(distributionShape),
});
/** The shape of an 11th-edition run's JSON (already parsed; its schemaVersion the caller's to check) the report reads. */
export const eleventhRunShape = z.looseObject({ kind: z.literal('run'), ruleset: z.literal('11th'), matchups: runMatchups(computed) });
