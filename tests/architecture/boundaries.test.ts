// The layering the GUIDE draws ("The shape: data flows one way") and issue 27 asks a tool to check in the test run:
// no import cycles between files, rules/ never imports matchup/, cli/ or report/, and no file in cli/ or matchup/
// named after a ruleset. The rules live in .dependency-cruiser.cjs (`npm run deps` prints the same for people).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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

// Imports into a ruleset's folder from outside it (the `ruleset-private` rule) were a counted warning while issue 27
// moved them: 209 at its start, then 92, 86, 83, 81, 61, 46, 43, 42, 41, 7 (10th edition's profile loader in its
// folder) and 0 (the report's words made by each ruleset). It is an error now, as the other rules are.

describe('the dependency rules (.dependency-cruiser.cjs) over src/', () => {
  const found = violations(['src'], {}, extractTSConfig('tsconfig.json'));

  it('are all kept (each line below is one broken rule: what imports what)', async () => {
    const broken = (await found).map(described);
    expect(broken.sort()).toEqual([]);
  });

  // depcruise reports a `from` rule only for modules that import something, so a ruleset-named file that imports
  // nothing would slip past it: list the folders with the rule's own pattern.
  it('no file in src/cli/ or src/matchup/ is named after a ruleset, importing or not', async () => {
    const rule = (await options).ruleSet?.forbidden?.find((forbidden) => forbidden.name === 'no-ruleset-named-files');
    const named = new RegExp(String(rule?.from.path));
    // src/matchup/ is gone (its shared need search is in rules/, 10th edition's script functions in its folder): kept in the rule.
    const files = ['src/cli', 'src/matchup'].filter((folder) => existsSync(folder)).flatMap((folder) => readdirSync(folder).map((name) => `${folder}/${name}`));
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

describe("the rulesets' folder rules can fail", () => {
  const dir = mkdtempSync(join(tmpdir(), 'wh40k-rulesets-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // A ruleset is any folder under src/rules/: another ruleset's folder is as private as the command line's view of it.
  it("reports a ruleset importing another's folder, and the command line importing one; the registry may", async () => {
    for (const folder of ['src/rules/one', 'src/rules/two', 'src/cli']) mkdirSync(join(dir, folder), { recursive: true });
    writeFileSync(join(dir, 'src/rules/one/a.ts'), 'export const a = 1;\n');
    writeFileSync(join(dir, 'src/rules/one/b.ts'), "import { a } from './a.js';\nexport const b = a;\n");
    writeFileSync(join(dir, 'src/rules/two/c.ts'), "import { a } from '../one/a.js';\nexport const c = a;\n");
    writeFileSync(join(dir, 'src/rules/rulesets.ts'), "import { b } from './one/b.js';\nimport { c } from './two/c.js';\nexport const all = [b, c];\n");
    writeFileSync(join(dir, 'src/cli/main.ts'), "import { a } from '../rules/one/a.js';\nexport const main = a;\n");
    const found = (await violations(['src'], { baseDir: dir })).map(described).sort();
    expect(found).toEqual(['ruleset-private: src/cli/main.ts -> src/rules/one/a.ts', 'rulesets-apart: src/rules/two/c.ts -> src/rules/one/a.ts']);
  });
});
