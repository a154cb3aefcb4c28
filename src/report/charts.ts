import type { Comparison } from './format.js';
import { distributionChart } from './svg.js';
import type { ReportMatchup } from './types.js';

/** The kill chart of one matchup (the same SVG in the HTML and the Markdown report). */
export function matchupChart(m: ReportMatchup): string {
  return distributionChart([{ label: m.attacker.name, distribution: m.kills.distribution, atLeast: m.kills.atLeast }], {
    title: `${m.attacker.name} vs ${m.target.name}`,
    xLabel: `${m.target.name} destroyed`,
  });
}

/** The damage chart of one matchup, shown beside its kill chart: what the target lost, in its ruleset's words. */
export function damageChart(m: ReportMatchup): string {
  return distributionChart([{ label: m.attacker.name, distribution: m.damage.distribution, atLeast: m.damage.atLeast }], {
    title: `Damage dealt to ${m.target.name}`,
    xLabel: m.said.damageAxis,
    kind: 'damage',
  });
}

/** Matchups that share a target, overlaid on one chart: one series per matchup, labelled with its name. */
export function comparisonChart(g: Comparison): string {
  return distributionChart(
    g.matchups.map((m) => ({ label: m.name, distribution: m.kills.distribution, atLeast: m.kills.atLeast })),
    { title: `Against ${comparisonTarget(g)}`, xLabel: `${g.target.name} destroyed` },
  );
}

export function comparisonTarget(g: Comparison): string {
  return `${g.target.name} (${g.target.models} models)`;
}
