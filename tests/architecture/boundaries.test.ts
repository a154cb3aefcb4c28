// The layering the GUIDE draws ("The shape: data flows one way") and issue 27 asks a tool to check in the test run:
// no import cycles between files, rules/ never imports matchup/, cli/ or report/, and no file in cli/ or matchup/
// named after a ruleset. The rules live in .dependency-cruiser.cjs (`npm run deps` prints the same for people).
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cruise, type ICruiseOptions, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, describe, expect, it } from 'vitest';

const options: Promise<ICruiseOptions> = extractDepcruiseOptions('./.dependency-cruiser.cjs');

async function violations(paths: string[], more: Partial<ICruiseOptions> = {}, tsConfig?: unknown): Promise<IViolation[]> {
  const { output } = await cruise(paths, { ...(await options), ...more }, {}, { tsConfig });
  return (output as ICruiseResult).summary.violations;
}

/** One line a failure prints: the rule and the import it forbids, or the whole circle for a cycle. */
function described(violation: IViolation): string {
  const path = violation.cycle ? [violation.from, ...violation.cycle.map((step) => step.name)] : [violation.from, violation.to];
  return `${violation.rule.name}: ${path.join(' -> ')}`;
}

/**
 * Imports into a ruleset's folder from outside it (the `ruleset-private` rule, a counted warning). Issue 27's work:
 * 209 at its start; 92 with every command written once over the ruleset value; 86 with the contract's own shapes;
 * 83 with one class of refusals; 81 with the calc views reading only the contract; 61 with turn over the value; 46
 * with the BattleScribe importer in 10th edition's folder; 43 with the player's effects forgotten through the value
 * and the pool reading only the contract; 42 with the simulation's options shared; 41 with the one-roll words
 * given with the calc; 34 with the report's words for 10th edition's matchups made by its ruleset. Lower it as
 * imports go; it may never grow.
 */
const RULESET_PRIVATE_BUDGET = 34;

describe('the dependency rules (.dependency-cruiser.cjs) over src/', () => {
  const found = violations(['src'], {}, extractTSConfig('tsconfig.json'));

  it('are all kept (each line below is one broken rule: what imports what)', async () => {
    const broken = (await found).filter((v) => v.rule.severity === 'error').map(described);
    expect(broken.sort()).toEqual([]);
  });

  it(`nothing outside a ruleset's folder imports more of it than the budget (${RULESET_PRIVATE_BUDGET} imports, listed on failure)`, async () => {
    const into = (await found).filter((v) => v.rule.name === 'ruleset-private').map(described);
    expect(into.length, into.sort().join('\n')).toBeLessThanOrEqual(RULESET_PRIVATE_BUDGET);
  });

  // depcruise reports a `from` rule only for modules that import something, so a ruleset-named file that imports
  // nothing would slip past it: list the folders with the rule's own pattern.
  it('no file in src/cli/ or src/matchup/ is named after a ruleset, importing or not', async () => {
    const rule = (await options).ruleSet?.forbidden?.find((forbidden) => forbidden.name === 'no-ruleset-named-files');
    const named = new RegExp(String(rule?.from.path));
    const files = ['src/cli', 'src/matchup'].flatMap((folder) => readdirSync(folder).map((name) => `${folder}/${name}`));
    expect(named.test('src/cli/legacy-calc.ts') && named.test('src/matchup/eleventh.ts')).toBe(true);
    expect(files.filter((file) => named.test(file))).toEqual([]);
  });
});

describe('the cycle rule can fail', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wh40k-boundaries-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Type-only on one side: with tsPreCompilationDeps a type cycle is still a cycle between files (without it,
  // `import type` is erased and nothing is found). depcruise reports a cycle once, from the first file it meets.
  it('reports two files importing each other as a cycle', async () => {
    writeFileSync(join(dir, 'a.ts'), "import type { B } from './b.js';\nexport const a = (b: B): number => b.n;\n");
    writeFileSync(join(dir, 'b.ts'), "import { a } from './a.js';\nexport type B = { n: number };\nexport const b = a({ n: 1 });\n");
    const found = (await violations(['.'], { baseDir: dir })).map(described);
    expect(found).toEqual(['no-circular: a.ts -> b.ts -> a.ts']);
  });
});
