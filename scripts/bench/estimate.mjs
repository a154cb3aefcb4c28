// The engine's own work estimate (estimateWork in src/rules/tenth/engine.ts) of a matchup, before running it.

/** estimateWork of the matchup's scenario after its effects, and how many one-roll rules it has. */
export function estimateMatchup(dist, roster, words, options) {
  const built = dist.buildScenario(dist.matchupOf(roster, words, options), []);
  const compiled = dist.compileEffects(built.scenario, built.inPlay);
  return { work: dist.estimateWork(compiled.scenario), oneRolls: compiled.oneRolls.attacker.length + compiled.oneRolls.target.length };
}

/** The dist/ modules the bench calls, of the build at `root`. */
export async function loadDist(root) {
  // The matchup left dist/cli/calc.js for dist/matchup/run.js (issue 14 section 4): a build has one or both.
  const load = (m) => import(`${root}dist/${m}.js`).catch((e) => (e.code === 'ERR_MODULE_NOT_FOUND' ? {} : Promise.reject(e)));
  // The 10th-edition engine moved from dist/rules/ to dist/rules/tenth/ (issue 14 section 4): this build's, else an older one's.
  // The 10th-edition matchup moved again, into dist/rules/tenth/matchup/ (issue 27), and the engine's limits into limits.js.
  // The first of the paths that the build has, newest first: a stale file an older build left beside it is never read.
  const either = async (...ms) => {
    for (const m of ms) {
      const found = await load(m);
      if (Object.keys(found).length) return found;
    }
    return {};
  };
  const rules = (m) => either(`rules/tenth/${m}`, `rules/${m}`);
  const [registry, matchup, calc, compile, engine, limits, expression, abilities, types, main, turn] = await Promise.all([
    // The 10th-edition loader moved into dist/rules/tenth/profiles/, calc's words into rules/tenth/matchup/words (issue 27).
    either('rules/tenth/profiles/registry', 'profiles/registry'),
    either('rules/tenth/matchup/run', 'matchup/run'),
    either('rules/tenth/matchup/words', 'cli/calc'),
    rules('effects/compile'),
    rules('engine'),
    rules('limits'),
    load('dice/expression'),
    rules('abilities'),
    rules('types'),
    load('cli/main'),
    either('rules/tenth/matchup/turn', 'matchup/turn'),
  ]);
  return { ...registry, ...matchup, ...calc, ...compile, ...engine, ...limits, ...expression, ...abilities, ...types, main: main.main, runTurn: turn.runTurn };
}
