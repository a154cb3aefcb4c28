// Figure 8 of `npm run bench` (issue 15 section 3): a whole turn with fight back against one calc of the
// same units, both in process, warm, as figure 1 measures calc.
import { TURNS } from './cases.mjs';
import { perCall } from './measure.mjs';
import { median, ms } from './stats.mjs';

const PAIRS = 9;

/**
 * Warm-up per matchup, in ms of turn and calc pairs: V8 optimises a turn's code, most of it called once a
 * turn, only after thousands of turns (banshees vs guardians --overwatch: 1,100 us a turn in the first
 * 250, steady at 130 us after about 4,000, 1-1.5 s), where calc's, called per attack and per calc, is warm
 * after a few hundred calcs. 50 turns measured the turn half-optimised (issue 15).
 */
const WARM_MS = 1500;

/** The goal: a turn with fight back costs at most this many calcs of the same units. */
export const TURN_GOAL = 10;

/** `wh40k turn` with fight back, as the CLI computes it, without its views. */
export function turnOf(dist, roster, matchup, options) {
  return dist.runTurn(dist.matchupOf(roster, matchup.split(' '), {}), { phases: ['shoot', 'fight'], overwatch: false, fightBack: true, ...options });
}

/** Per matchup, CPU ms of one calc --charged and of one turn, and turn / calc: the median over interleaved pairs. */
export function turnCost(bench, [matchup, options]) {
  const { dist, roster } = bench;
  const words = matchup.split(' ');
  const calc = () => dist.runCalc(roster, words, { charged: true });
  const turn = () => turnOf(dist, roster, matchup, options);
  const start = performance.now();
  while (performance.now() - start < WARM_MS) turn() + calc();
  const pairs = Array.from({ length: PAIRS }, () => [perCall(calc, { warm: 5, ms: 60, rounds: 3 }), perCall(turn, { warm: 1, ms: 120, rounds: 3 })]);
  return { calcMs: median(pairs.map(([c]) => c)), turnMs: median(pairs.map(([, t]) => t)), ratio: median(pairs.map(([c, t]) => t / c)) };
}

/** Figure 8: every matchup of TURNS within the goal. */
export function turnSpeed(bench) {
  if (!bench.dist.runTurn) {
    bench.report(false, '8. turn with fight back / one calc: this build has no `turn`', `<= ${TURN_GOAL}x each`);
    return;
  }
  bench.say(`8. a turn with fight back (--overwatch where shown) / one \`calc --charged\` of the same units, in process, median of ${PAIRS} interleaved pairs:`);
  const ratios = TURNS.map((c) => {
    const { calcMs, turnMs, ratio } = turnCost(bench, c);
    const flags = Object.keys(c[1]).map((k) => ` --${k}`).join('');
    bench.say(`             ${(c[0] + flags).padEnd(50)} turn ${ms(turnMs).padStart(6)} ms  calc ${ms(calcMs).padStart(6)} ms  x${ratio.toFixed(1)}`);
    return ratio;
  });
  const worst = Math.max(...ratios);
  bench.report(worst <= TURN_GOAL, `8. turn with fight back / one calc, worst of ${TURNS.length} matchups: x${worst.toFixed(1)} (median x${median(ratios).toFixed(1)})`, `<= ${TURN_GOAL}x each`);
}
