// The layering the GUIDE draws ("argv -> cli/ -> matchup layer -> rules/<ruleset>/ -> rules/ -> dice/"), checked by a
// tool in the test run (tests/architecture/boundaries.test.ts), not by review. `npm run deps` prints the same for people.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        "GUIDE 'The shape': \"no cycles\"; issue 27: \"no import cycles between files\". Type-only imports count: " +
        'a type cycle is still a cycle between files. Break one by moving what both sides share down into a module ' +
        'both import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'rules-not-up',
      severity: 'error',
      comment:
        "GUIDE 'The shape': \"rules/ never imports matchup/\", \"nothing below cli/ imports from cli/\"; issue 27: " +
        '"nothing in src/rules/ imports src/matchup/, src/cli/ or src/report/".',
      from: { path: '^src/rules/' },
      to: { path: '^src/(matchup|cli|report)/' },
    },
    {
      name: 'no-ruleset-named-files',
      severity: 'error',
      comment:
        'Issue 27: "no file in src/cli/ or src/matchup/ is named after a ruleset": a ruleset is a value in its own ' +
        'folder under src/rules/, and every command is written once over it. (depcruise only reports modules that ' +
        'have dependencies for a `from` rule, so tests/architecture/boundaries.test.ts also lists the folders.)',
      from: { path: '^src/(cli|matchup)/(legacy|tenth|eleventh|11th)[-.][^/]*$' },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports (`import type`) are dependencies between files too; without this a cycle made of them is missed.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
