/**
 * A turn's result as people read it (issue 15 section 1): its headline, what each phase added, each
 * side's losses, P(at least k models lost) side by side, and the trade. The terminal table, Markdown
 * (cli/turn.ts) and the report (report/turn.ts) show these same tables.
 */
import { fixed, percent } from '../numbers.js';
import type { TurnJson, TurnSideJson } from '../rules/contract.js';

/** What the views read of a turn: its JSON (rules/contract.ts TurnJson), as computed or read back. */
export type TurnView = Pick<TurnJson, 'attacker' | 'target' | 'phases' | 'trade'>;

/** A table of text cells (the CLI's Sheet has this shape). */
export interface TurnTable {
  readonly title: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/** What the turn was, in one line: the units and the phases that happened. */
export function headline(r: TurnView, bold: (text: string) => string): string {
  const side = (s: TurnSideJson) => `${bold(s.name)} (${s.models} model${s.models === 1 ? '' : 's'}${s.points === null ? '' : `, ${fixed0(s.points)} pts${s.pointsExtrapolated ? ' extrapolated' : ''}`})`;
  const steps = r.phases.map((p) => p.phase);
  return `${side(r.attacker)} vs ${side(r.target)}, a turn: ${steps.length ? steps.join(', ') : 'no phase happened'}`;
}

function fixed0(x: number): string {
  return Number.isInteger(x) ? String(x) : fixed(x);
}

const points = (v: number | null) => (v === null ? 'no points' : fixed(v));
/** A side's loss in a sentence: "12.5 pts", or its models where a datasheet (or typed words) lists no points. */
const lossSaid = (points: number | null, models: number) => (points === null ? `${fixed(models)} models (no points listed)` : `${fixed(points)} pts`);

/** The three tables people read: what each phase added, each side's losses, and P(at least k models lost) side by side. */
export function turnSheets(r: TurnView): TurnTable[] {
  const name = { attacker: r.attacker.name, target: r.target.name };
  const phases: TurnTable = {
    title: 'Each phase (expected losses it added)',
    columns: ['Phase (losses of)', 'Models lost', 'Wounds lost', 'Points lost'],
    rows: r.phases.map((p) => [`${p.phase} (${name[p.side]})`, fixed(p.modelsLost), fixed(p.woundsLost), points(p.pointsLost)]),
  };
  const sides: TurnTable = {
    title: 'Over the turn',
    columns: ['Unit', 'Models', 'Expected models lost', 'P(wiped)', 'Models lost 10th-90th', 'Expected wounds lost', 'Expected points lost'],
    rows: [r.attacker, r.target].map((s) => [s.name, String(s.models), fixed(s.modelsLost.mean), percent(s.modelsLost.wiped), `${s.modelsLost.p10}-${s.modelsLost.p90}`, fixed(s.woundsLost.mean), points(s.pointsLost)]),
  };
  const most = Math.max(r.attacker.models, r.target.models);
  const atLeast = (s: TurnSideJson, k: number) => (k <= s.models ? percent(s.modelsLost.atLeast[k]) : '');
  const distribution: TurnTable = {
    title: 'P(at least k models lost)',
    columns: ['k', r.attacker.name, r.target.name],
    rows: Array.from({ length: most }, (_, i) => [String(i + 1), atLeast(r.attacker, i + 1), atLeast(r.target, i + 1)]),
  };
  return [phases, sides, distribution];
}

/** The trade in one sentence: points removed each way, and the two wipes. */
export function tradeLine(r: TurnView): string {
  const { trade: t, attacker: a, target: d } = r;
  return (
    `Trade: ${a.name} removes ${lossSaid(t.targetPointsLost, d.modelsLost.mean)} of ${d.name} and loses ${lossSaid(t.attackerPointsLost, a.modelsLost.mean)}; ` +
    `P(${a.name} wipes ${d.name}) ${percent(t.attackerWipesTarget)}, P(${a.name} is wiped) ${percent(t.attackerWiped)}`
  );
}
