/**
 * A calc as its views draw it (src/cli/format.ts, calc-views.ts): the contract's JSON and, with --explain,
 * the working in lines: each weapon's attacks and rules as planned, the actions before the attacks,
 * damage wasted, allocation and Devastating Wounds' order.
 */
import { fixed } from '../../../numbers.js';
import { workingOf } from '../plan-working.js';
import type { CalcShown } from '../../contract.js';
import { toJsonObject, unique } from './json.js';
import type { CalcReport } from './run.js';
import { oneRollLines } from './one-roll-words.js';

export type { CalcShown };

/** A 10th-edition calc for its views. */
export function calcShown(report: CalcReport, explain: boolean): CalcShown {
  const json = toJsonObject(report, explain);
  const oneRollWords = oneRollLines(json.oneRolls);
  return { json, ...(explain ? { working: workingLines(report) } : {}), ...(oneRollWords.length ? { oneRollWords } : {}) };
}

export function workingLines(report: CalcReport): string[] {
  const { result: r } = report;
  const lines: string[] = [];
  for (const p of r.plans) {
    lines.push(`${p.name} x${p.count}: attacks ${fixed(p.attacks.mean())} expected`);
    for (const n of unique(workingOf(p))) lines.push(`  ${n}`);
  }
  for (const a of report.scenario.actions ?? []) {
    lines.push(`${a.name}: ${a.dice}D6 before the attacks; each mortal wound is one point of damage, no saving throw, Feel No Pain applies, the rest goes on to the next model (003 'Mortal Wounds')`);
  }
  const wasted = r.weapons.filter((w) => w.wasted > 1e-9);
  lines.push(
    wasted.length
      ? `damage wasted on models already destroyed (excess damage is lost): ${wasted.map((w) => `${w.name} ${fixed(w.wasted)}`).join(', ')}`
      : 'no damage wasted: every point of damage fits the model it is allocated to',
  );
  lines.push('allocation: attacks go to a model that has already lost wounds; Unit Champions last');
  if (r.plans.some((p) => p.devastatingWounds)) {
    lines.push('devastating wounds: resolved after all other attacks, mortal wounds lost when the model dies');
  }
  return lines;
}
