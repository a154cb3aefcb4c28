/**
 * `wh40k need ATTACKER vs TARGET --wipe 90%` (issue 15 section 2): the goal flags, and the views of a
 * need result (JSON `kind: "need"`, csv, the people's table and Markdown).
 */
import { percent } from '../numbers.js';
import { GOAL_FORMS, GOAL_KINDS, goalText, parseGoal, type Goal, type GoalKind } from '../rules/need-goal.js';
import { searchNeed, type NeedCandidate } from '../rules/need-search.js';
import { needJson, type NeedJson } from '../rules/need-json.js';
import type { Ruleset } from '../rules/ruleset.js';
import type { ChalkInstance } from 'chalk';
import { toCsv } from './csv.js';
import { sheetTable } from './format.js';
import { UsageError } from './errors.js';
import { splitMatchup } from '../rules/matchup-words.js';
import { Refused } from '../rules/errors.js';
import { inEachPhase, splitPhase, type Phase, type PhaseChoice } from './phase.js';
import { toMarkdown, type Format, type Sheet } from './sheet.js';

/** The one goal among the goal flags given, each checked against its form (exit 2 naming the flag). */
export function goalOf(given: Partial<Record<GoalKind, string>>): Goal {
  const kinds = GOAL_KINDS.filter((k) => given[k] !== undefined);
  if (kinds.length !== 1) {
    const got = kinds.length ? `, got ${kinds.map((k) => `--${k}`).join(' and ')}` : '';
    throw new UsageError(`need: give one goal, ${GOAL_KINDS.map((k) => `--${k}`).join(', ')} (e.g. --wipe 90%)${got}`);
  }
  const goal = parseGoal(kinds[0], given[kinds[0]]!);
  if (!goal) throw new UsageError(`--${kinds[0]}: expected ${GOAL_FORMS[kinds[0]]}, got "${given[kinds[0]]}"`);
  return goal;
}

export type { NeedJson };

const bySize = (j: NeedJson) => j.search.endsWith('size');

/** need --phase best: the candidates say their phase. */
const phased = (j: NeedJson) => j.candidates.some((c) => c.phase !== undefined);

/** csv: one row per candidate, raw fractions. */
export function needCsv(j: NeedJson): Sheet {
  const size = bySize(j);
  const phase = phased(j);
  return {
    columns: [...(size ? ['models', 'points', 'points_extrapolated', 'p_goal', 'reached'] : ['effects', 'cp', 'p_goal', 'reached']), ...(phase ? ['phase'] : [])],
    rows: j.candidates.map((c) => [
      ...(size ? [c.models!, c.points ?? '', String(c.pointsExtrapolated), c.probability, String(c.reached)] : [effectsText(c), c.cp!, c.probability, String(c.reached)]),
      ...(phase ? [c.phase ?? ''] : []),
    ]),
  };
}

/** The table and Markdown: the candidates as people read them. */
function needPeople(j: NeedJson): Sheet {
  const size = bySize(j);
  const side = j.search.startsWith('target') ? j.target.name : j.attacker.name;
  return {
    title: `${j.attacker.name} vs ${j.target.name}: ${goalText(j.goal)}, ${size ? `by ${side} size` : `by ${side}'s effects`}`,
    columns: [...(size ? ['Models', 'Points'] : ['Effects', 'CP']), 'Chance', 'Reaches goal', ...(phased(j) ? ['Phase'] : [])],
    rows: j.candidates.map((c) => [...(size ? [String(c.models), pointsText(c)] : [effectsText(c), String(c.cp)]), chanceText(c, j.goal), c.reached ? 'yes' : 'no', ...(phased(j) ? [c.phase ?? ''] : [])]),
  };
}

/** The answer in one sentence, with what was searched and that every candidate was computed. */
function needHeadline(j: NeedJson): string {
  const size = bySize(j);
  const what = (c: NeedCandidate) => (size ? `${c.models} model${c.models === 1 ? '' : 's'} (${pointsText(c, ' pts')})` : `${effectsText(c)} (${c.cp} CP)`);
  const side = j.search.startsWith('target') ? j.target.name : j.attacker.name;
  const tried = `all ${j.candidates.length} candidates computed: the chance need not rise with ${size ? 'size' : 'more effects'}`;
  if (!j.answer) {
    // Issue 26: a best of 0% names nothing; the headline says no size (or set) reaches the goal.
    const best = j.best ? `; the best: ${what(j.best)}, ${chanceText(j.best, j.goal)}` : `; every candidate has a chance of 0`;
    return `No ${size ? 'size' : 'set of effects'} reaches ${goalText(j.goal)}${best} (${tried}).`;
  }
  const answer = size ? `the smallest ${side} unit: ${what(j.answer)}` : `the cheapest set of ${side}'s effects: ${what(j.answer)}`;
  return `${goalText(j.goal)}: ${answer}, ${percent(j.answer.probability)} (${tried}).`;
}

export function needMarkdown(j: NeedJson): string {
  return `${needHeadline(j)}\n\n${toMarkdown([needPeople(j)])}`;
}

/**
 * A chance as people read it (percent()), with more decimals where one would print as the goal's
 * chance but falls short of it: 89.989% beside a goal of 90%, not 90.0% and "no".
 */
function chanceText(c: NeedCandidate, goal: Goal): string {
  const shown = percent(c.probability);
  if (c.reached || shown !== percent(goal.probability)) return shown;
  let digits = 2;
  while (digits < 9 && (c.probability * 100).toFixed(digits) === (goal.probability * 100).toFixed(digits)) digits++;
  return `${(c.probability * 100).toFixed(digits)}%`;
}

/** `100`, `110 (extrapolated)` in the table; `100 pts`, `110 pts, extrapolated` in a sentence. */
function pointsText(c: NeedCandidate, unit = ''): string {
  if (c.points === null || c.points === undefined) return unit ? 'no points' : '-';
  const points = `${Math.round(c.points)}${unit}`;
  if (!c.pointsExtrapolated) return points;
  return unit ? `${points}, extrapolated` : `${points} (extrapolated)`;
}

function effectsText(c: NeedCandidate): string {
  return c.effects!.length ? c.effects!.join('+') : 'none';
}

/** The flags of `wh40k need` besides the calc options. */
export interface NeedFlags {
  goal: Goal;
  anySize?: number | true;
  withOptions: string[];
}

/**
 * `need ATTACKER vs TARGET` with its goal flags, over the chosen ruleset's matchup (its units, its options):
 * the search (rules/need-search.ts) and its JSON.
 */
export async function runNeed(ruleset: Ruleset, units: unknown, words: readonly string[], flags: NeedFlags, given: object, otherNames: () => Promise<readonly string[]>): Promise<NeedJson> {
  const { options, best } = splitPhase(given as { phase?: PhaseChoice });
  const searched = async (o: object) => {
    const matchup = await ruleset.needMatchup(units, ...splitMatchup(words), o, otherNames);
    return needJson(searchNeed({ matchup, ...flags }), matchup);
  };
  if (!best) return searched(options);
  // --phase best: the search in each phase, each candidate the phase with the higher chance.
  const { tries, done } = await inEachPhase(options, searched);
  return bestOfPhases(done, tries.filter((t) => t[1] instanceof Refused).map(([p, e]) => `${p}: ${(e as Refused).message}`));
}

/**
 * need --phase best: each candidate (the same sizes or sets in either phase) the phase with the higher chance of the
 * goal (ties: ranged); the answer the first candidate that reaches it, the best the highest chance (the first of equals).
 */
function bestOfPhases(done: readonly [Phase, NeedJson][], refused: readonly string[]): NeedJson {
  const [first, ...others] = done;
  const candidates = first[1].candidates.map((c, i) =>
    others.reduce<NeedCandidate>((kept, [phase, j]) => (j.candidates[i] && j.candidates[i].probability > kept.probability ? { ...j.candidates[i], phase } : kept), { ...c, phase: first[0] }),
  );
  const answer = candidates.find((c) => c.reached) ?? null;
  const most = candidates.reduce<NeedCandidate | null>((b, c) => (c.probability > (b?.probability ?? 0) ? c : b), null);
  const note = `--phase best: each candidate in the phase with the higher chance of the goal${refused.length ? ` (${refused.join('; ')})` : ''}`;
  return { ...first[1], candidates, answer, best: most, notes: [note, ...new Set(done.flatMap(([, j]) => j.notes))] };
}

/** The table: the answer, then every candidate. */
export function needTable(j: NeedJson, c: ChalkInstance): string {
  return `${needHeadline(j)}\n${sheetTable(needPeople(j), c, 'vary')}`;
}

/**
 * A scenario's `need:` entries, as `run` prints them after its matchups (JSON: the run's `need` list):
 * a section each in a table or Markdown; in csv, one more sheet, after a blank line, a row per candidate.
 */
export function needSections(entries: readonly (NeedJson & { name: string })[], format: Exclude<Format, 'json'>, c: ChalkInstance): string {
  if (format === 'table') return entries.map((j) => `\n${c.bold(`== need: ${j.name}`)}\n${needTable(j, c)}`).join('\n');
  if (format === 'markdown') return entries.map((j) => `\n## need: ${j.name}\n\n${needMarkdown(j)}`).join('\n');
  const sheets = entries.map(needCsv);
  const columns = ['need', 'search', ...new Set(sheets.flatMap((s) => s.columns))];
  const rows = sheets.flatMap((s, i) => s.rows.map((r) => columns.map((k) => (k === 'need' ? entries[i].name : k === 'search' ? entries[i].search : (r[s.columns.indexOf(k)] ?? '')))));
  return `\n${toCsv({ columns, rows })}`;
}
