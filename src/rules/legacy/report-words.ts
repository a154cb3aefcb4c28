/**
 * The legacy ruleset's words for `wh40k report` (issue 14): each matchup of a legacy `run` (its JSON, or a
 * legacy scenario file just computed) as a matchup of the shared report (src/report/, which knows no
 * edition: src/report/types.ts ReportMatchup): the numbers as they are, and the conditions, Wounds or
 * Hull Points lost and the attack sequence in the legacy calc's words.
 */
import { z } from 'zod';
import { standingText } from '../../labels.js';
import { fixed, percent } from '../../numbers.js';
import type { LegacyResult } from './types.js';
import type { LegacyReport, LegacyReportConditions } from './contract.js';
import { distributionShape, reportItems, runMatchups, spread, type RunDistribution } from '../run-report.js';

/** What the report reads of a legacy run's matchup (its calc JSON, rules/legacy/json.ts, with its name). */
interface Computed {
  readonly name: string;
  readonly attacker: { readonly name: string; readonly models: number; readonly phase: LegacyReport['conditions']['phase'] };
  readonly target: { readonly name: string; readonly models: number; readonly wounds: number };
  readonly conditions: LegacyReportConditions;
  readonly total: { readonly attacks: number; readonly hits: number; readonly wounds: number; readonly unsaved: number; readonly kills: number };
  readonly kills: RunDistribution & { readonly wipe: number };
  readonly woundsLost: RunDistribution;
  readonly vehicle?: NonNullable<LegacyResult['vehicle']>;
}
type Condition = Exclude<keyof LegacyReportConditions, 'phase'>;

/**
 * Each legacy condition (JSON `conditions`) as people say it, as 10th edition's report does
 * (src/rules/tenth/matchup/report-conditions.ts); the phase is in the units line. A typed table: a condition added to the
 * legacy engine without words here does not compile.
 */
const CONDITION_WORDS = {
  charged: () => 'charged',
  halfRange: () => 'target within half range',
  moved: () => 'attacker moved',
  cover: (v) => `target has a ${v}+ cover save`,
  blastHits: (v) => `${v} models hit by each Blast or Template shot`,
  facing: (v) => `shooting at the ${v} armour`,
  firstRound: () => 'the first round of the combat',
  supercharge: () => 'Gets Hot weapons fire supercharged shots',
  wasCharged: () => 'attacker was charged (Counter-attack)',
  jink: () => 'target Jinks',
  force: () => 'Force manifested (Force weapons have Instant Death)',
  immobilised: () => 'target vehicle Immobilised',
  vectorStrike: () => 'Vector Strike',
  smashAttack: () => 'Smash Attacks',
  krakGrenades: () => 'krak grenades at a vehicle or Monstrous Creature',
  precisionTarget: (v) => `Precision Shots and Strikes go to ${v}`,
  barrageCircles: (v) => `models under the Apocalyptic Barrage circles 1, 2, 3, 4 and 5-6: ${(v as readonly number[]).join(', ')}`,
  megaBlastZones: (v) => `models in the Apocalyptic Mega-blast's inner, middle and outer zones: ${(v as readonly number[]).join(', ')}`,
} as const satisfies Record<Condition, (v: unknown) => string>;

/** The conditions that held, in people's words: the facing when shooting at a vehicle only, the first round in melee only. */
function conditionsText(c: LegacyReportConditions, vehicle: boolean): string {
  const held = (Object.keys(CONDITION_WORDS) as Condition[]).filter((k) => {
    const v = c[k];
    // A vehicle is hit in close combat on its rear armour, a Walker on its front (7th edition core rules): the facing is shooting's.
    if (k === 'facing') return vehicle && c.phase === 'shooting';
    if (k === 'firstRound') return v === true && c.phase === 'melee';
    return v !== undefined && v !== null && v !== false;
  });
  return held.map((k) => CONDITION_WORDS[k](c[k])).join(', ') || 'none';
}

/** What the target lost, and for a vehicle the chances of the Vehicle Damage table's results. */
function lostWords(m: Computed, hullPoints: number): { damage: string; damageAxis: string } {
  const lost = m.woundsLost;
  if (!m.vehicle) {
    return { damage: `Wounds lost: mean ${fixed(lost.mean)} of ${m.target.wounds}, ${spread(lost)}.`, damageAxis: `wounds lost of ${m.target.wounds}` };
  }
  const v = m.vehicle;
  return {
    damage:
      `Hull Points lost: mean ${fixed(lost.mean)} of ${hullPoints}, ${spread(lost)}. ` +
      `Destroyed ${percent(v.destroyed)} (exploded ${percent(v.explodes)}); still standing and ${standingText(v)}.`,
    damageAxis: `Hull Points lost of ${hullPoints}`,
  };
}

/** One computed legacy matchup, in the report's terms (src/report/types.ts ReportMatchup); against a vehicle, kills is the vehicle destroyed (0 or 1). */
function computedItem(m: Computed) {
  // A vehicle's Hull Points lost run 0..its Hull Points (a destroyed vehicle counts all of them).
  const hullPoints = m.woundsLost.distribution.length - 1;
  const t = m.total;
  return {
    name: m.name,
    attacker: m.attacker,
    target: m.target,
    kills: m.kills,
    damage: m.woundsLost,
    said: {
      attacker: `${m.attacker.name} (${m.attacker.models} model${m.attacker.models === 1 ? '' : 's'}, ${m.attacker.phase})`,
      target: m.vehicle ? `${m.target.name} (vehicle, ${hullPoints} Hull Points)` : `${m.target.name} (${m.target.models} models, ${m.target.wounds} wounds)`,
      conditions: `Conditions: ${conditionsText(m.conditions, Boolean(m.vehicle))}; ruleset: legacy (7th edition core rules, USRs of 004)`,
      expected: `Expected: ${fixed(t.attacks)} attacks, ${fixed(t.hits)} hits, ${fixed(t.wounds)} wounds, ${fixed(t.unsaved)} unsaved, ${fixed(t.kills)} kills.`,
      ...lostWords(m, hullPoints),
    },
  };
}

/** Every matchup of a legacy run for the report; one that could not be computed is n/a with its reason. */
export function legacyReportItems(matchups: readonly unknown[]) {
  return reportItems(matchups, computedItem);
}

const n = z.number();
const computed = z.looseObject({
  name: z.string(),
  attacker: z.looseObject({ name: z.string(), models: n, phase: z.enum(['shooting', 'melee']) }),
  target: z.looseObject({ name: z.string(), models: n, wounds: n }),
  // vehicleSpeed: a run JSON of an earlier version, whose close combat numbers followed how far a vehicle moved.
  conditions: z.looseObject({
    phase: z.enum(['shooting', 'melee']),
    facing: z.enum(['front', 'side', 'rear']),
    immobilised: z.boolean().optional(),
    vehicleSpeed: z.never({ error: 'a run of an earlier version, by how far the vehicle moved (a rule of another edition): run it again' }).optional(),
  }),
  total: z.looseObject({ attacks: n, hits: n, wounds: n, unsaved: n, kills: n }),
  kills: z.looseObject({ ...distributionShape, wipe: n }),
  woundsLost: z.looseObject(distributionShape),
  vehicle: z.looseObject({ destroyed: n, explodes: n, immobilised: n, weaponDestroyed: n, stunned: n, shaken: n }).optional(),
});
/** The shape of a legacy run's JSON (already parsed; its schemaVersion the caller's to check) the report reads: its problems placed by the caller. */
export const legacyRunShape = z.looseObject({ kind: z.literal('run'), ruleset: z.literal('legacy'), matchups: runMatchups(computed) });
