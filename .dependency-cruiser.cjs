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
        "GUIDE 'The shape': \"rules/ never imports matchup/\", \"nothing below cli/ imports from cli/\" (src/matchup/ is " +
        "gone: each ruleset's matchup layer is in its folder, the shared need search in src/rules/); issue 27: " +
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
    {
      name: 'ruleset-private',
      severity: 'error',
      comment:
        'Issue 27: "nothing outside a ruleset\'s folder imports from inside it except the registry" (and the package ' +
        "entry, src/index.ts, which re-exports each ruleset's script functions). A ruleset is a folder under " +
        'src/rules/; what every ruleset shares is a file of src/rules/ itself.',
      from: { path: '^src/', pathNot: ['^src/rules/[^/]+/', '^src/rules/rulesets\\.ts$', '^src/index\\.ts$'] },
      to: { path: '^src/rules/[^/]+/' },
    },
    {
      name: 'rulesets-apart',
      severity: 'error',
      comment:
        "Issue 27: a ruleset's folder is private to it, other rulesets included: what two rulesets share moves down " +
        'into src/rules/ (the kill model, the contract, the need search), where both import it.',
      from: { path: '^src/rules/([^/]+)/' },
      to: { path: '^src/rules/[^/]+/', pathNot: '^src/rules/$1/' },
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
