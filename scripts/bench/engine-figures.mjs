// Figures 1, 2 and 5 of `npm run bench`: the engine in process, on one core, after warm-up.
import { MIX, scenarios } from './cases.mjs';
import { perCall } from './measure.mjs';
import { ms, roundsTo } from './stats.mjs';

const words = (matchup) => matchup.split(' ');

/** Goal 1: calcs/s over the mix (runCalc on bundled units, as `wh40k calc` computes). */
export function mixRate(bench) {
  const { dist, roster } = bench;
  for (const [m, o] of MIX) dist.runCalc(roster, words(m), o); // every matchup of the mix must still resolve
  const pass = () => MIX.forEach(([m, o]) => dist.runCalc(roster, words(m), o));
  const perPass = perCall(pass, { warm: 30, ms: 3000, rounds: 15 });
  const rate = (MIX.length / perPass) * 1000;
  bench.mixMsPerCalc = perPass / MIX.length;
  bench.report(rate >= 20000, `1. mix of ${MIX.length} matchups: ${rate.toFixed(0)} exact calcs/s (median of 15 rounds) (${(1000 * bench.mixMsPerCalc).toFixed(0)} us a calc)`, '>= 20,000 calcs/s');
}

/** Goal 2: M1-M4 straight into calculate(), each timed and its kills checked. */
export function published(bench) {
  const { m } = scenarios(bench.dist);
  for (const [name, shown, goalUs, scenario] of m) {
    const kills = bench.dist.calculate(scenario).kills.mean;
    const us = 1000 * perCall(() => bench.dist.calculate(scenario), { warm: 2000, ms: 700, rounds: 7 });
    const exact = roundsTo(kills, shown);
    bench.report(
      us <= goalUs && exact,
      `2. ${name}: ${us.toFixed(1)} us, kills ${kills.toFixed(12)} ${exact ? 'rounds to' : 'DOES NOT round to'} ${shown}`,
      `<= ${goalUs} us, kills round to ${shown}`,
    );
  }
}

/** Goal 5 (first half): time against each axis; each case's estimate is kept for goal 7's check. */
export function scaling(bench) {
  const { scaling: axes } = scenarios(bench.dist);
  bench.say('5. scaling (calculate() in process, ms a calc; last column: last / first):');
  for (const [axis, cases] of axes) {
    const times = cases.map(([value, scenario]) => {
      const t = perCall(() => bench.dist.calculate(scenario), { warm: 3, ms: 150, least: 1 });
      bench.estimated.push({ name: `${axis} ${value}`, ms: t, work: bench.dist.estimateWork(scenario) });
      return [value, t];
    });
    const cells = times.map(([v, t]) => `${String(v).padStart(3)}: ${ms(t).padStart(6)}`).join('  ');
    bench.say(`             ${axis.padEnd(26)} ${cells}   x${(times.at(-1)[1] / times[0][1]).toFixed(1)}`);
  }
}
