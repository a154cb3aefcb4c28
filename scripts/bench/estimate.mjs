// The engine's own work estimate (estimateWork in src/rules/tenth/engine.ts) of a matchup, before running it.

/** estimateWork of the matchup's scenario after its effects, and how many one-roll rules it has. */
export function estimateMatchup(dist, roster, words, options) {
  const built = dist.buildScenario(dist.matchupOf(roster, words, options), []);
  const compiled = dist.compileEffects(built.scenario, built.inPlay);
  return { work: dist.estimateWork(compiled.scenario), oneRolls: compiled.oneRolls.attacker.length + compiled.oneRolls.target.length };
}

/** The dist/ modules the bench calls, of the build at `root`. */
export async function loadDist(root) {
  // The matchup left dist/cli/calc.js for dist/rules/tenth/matchup/run.js (issue 14 section 4): a build has one or both.
  const load = (m) => import(`${root}dist/${m}.js`).catch((e) => (e.code === 'ERR_MODULE_NOT_FOUND' ? {} : Promise.reject(e)));
  // The 10th-edition engine moved from dist/rules/ to dist/rules/tenth/ (issue 14 section 4): this build's, else an older one's.
  const rules = async (m) => ({ ...(await load(`rules/${m}`)), ...(await load(`rules/tenth/${m}`)) });
  const [registry, matchup, calc, compile, engine, expression, abilities, types, main, turn] = await Promise.all(
    ['profiles/registry', 'matchup/run', 'cli/calc', 'rules:effects/compile', 'rules:engine', 'dice/expression', 'rules:abilities', 'rules:types', 'cli/main', 'matchup/turn'].map((m) => (m.startsWith('rules:') ? rules(m.slice(6)) : load(m))),
  );
  return { ...registry, ...matchup, ...calc, ...compile, ...engine, ...expression, ...abilities, ...types, main: main.main, runTurn: turn.runTurn };
}
