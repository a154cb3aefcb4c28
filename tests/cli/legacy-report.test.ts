/**
 * `wh40k --ruleset legacy report FILE -o report.html|report.md` (issue 14): a legacy scenario file,
 * or the JSON of a legacy run or compare, drawn by the shared report. The numbers it shows are derived
 * by hand (7th edition core rules: BS4 hits on 3+, S4 against T4 wounds on 4+, AP5 ignores Sv6+).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, STACK_TRACE, wh40k, type Run } from './run.js';

const FIXED_DATE = { SOURCE_DATE_EPOCH: '1700000000' };
const legacy = (...args: string[]) => wh40k(['--ruleset', 'legacy', ...args], FIXED_DATE);
const SCENARIO = join(ROOT, 'examples', 'legacy.yaml');
const dir = mkdtempSync(join(tmpdir(), 'wh40k-legacy-report-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function wrote(r: Run, ...files: string[]): void {
  expect(r.status, r.stderr).toBe(0);
  expect(r.stdout).toBe('');
  expect(r.stderr).toBe(`wrote ${files.join(', ')}\n`);
}

function usageError(r: Run, message: string): void {
  expect(r.status, r.stderr).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr).toBe(`wh40k: ${message}\n`);
  expect(r.stderr).not.toMatch(STACK_TRACE);
}

// examples/legacy.yaml, all at half range (Rapid Fire: 2 shots a boltgun):
// - Bolters into the Boyz: 20 shots x 2/3 hit x 1/2 wound, no save (AP5 against Sv6+): 20/3 = 6.67 kills.
// - ... in cover: a 5+ cover save fails 4/6 of the time: 20/3 x 2/3 = 40/9 = 4.44.
// - Rhino vs Ork Boyz: its storm bolter, Assault 2, BS4: 2 x 2/3 x 1/2 = 2/3 = 0.67.
// - Lascannons at a Rhino's side: a vehicle target, shown as Hull Points lost of 3.
describe('report of a legacy scenario file', () => {
  it('HTML: the summary and each matchup with the numbers derived by hand, in the legacy words', () => {
    const out = join(dir, 'scenario.html');
    wrote(legacy('report', SCENARIO, '-o', out), out);
    const html = readFileSync(out, 'utf8');
    expect(html).toContain("<title>Tactical Squad&#39;s turn</title>");
    expect(html).toContain('Computed by wh40k');
    expect(html).toMatch(/Bolters into the Boyz<\/a><\/td><td>Tactical Squad \(10 models, shooting\)<\/td><td>Ork Boyz \(30 models, 31 wounds\)<\/td><td class="num">6\.67<\/td>/);
    expect(html).toMatch(/Bolters into the Boyz in cover<\/a><\/td>.*<td class="num">4\.44<\/td>/);
    expect(html).toMatch(/Rhino vs Ork Boyz<\/a><\/td>.*<td class="num">0\.67<\/td>/);
    // The scenario's conditions in people's words (as 10th edition's report says them), not the engine's names.
    expect(html).toContain('Conditions: target within half range, target has a 5+ cover save; ruleset: legacy (7th edition core rules, USRs of 004)');
    expect(html).toContain("Conditions: target within half range, shooting at the side armour; ruleset: legacy");
    expect(html).toContain('Expected: 20.00 attacks, 13.33 hits, 6.67 wounds, 4.44 unsaved, 4.44 kills.');
    expect(html).toContain('Devastator Squad (5 models, shooting) vs Rhino (vehicle, 3 Hull Points)');
    expect(html).toContain('Hull Points lost of 3');
    expect(html).not.toContain('mortal wounds');
  });

  it('Markdown: the same numbers, a chart file per chart beside it', () => {
    const out = join(dir, 'scenario.md');
    wrote(legacy('report', SCENARIO, '-o', out), out, `${join(dir, 'scenario-svg')}/ (9 charts)`);
    const md = readFileSync(out, 'utf8');
    expect(md).toContain('| Bolters into the Boyz | Tactical Squad (10 models, shooting) | Ork Boyz (30 models, 31 wounds) | 6.67 | 0% | 6.67 | 7 | 4-9 |');
    expect(md).toContain('| Rhino vs Ork Boyz | Rhino (1 model, shooting) | Ork Boyz (30 models, 31 wounds) | 0.67 | 0% | 0.67 | 1 | 0-2 |');
    // Rhino vs Ork Boyz: 2 shots each killing with 1/3: P(0) = 4/9 = 44.4%, P(1) = 4/9, P(2) = 1/9 = 11.1%.
    expect(md).toMatch(/## 4\. Rhino vs Ork Boyz[\s\S]*\| 0 \| 44\.4% \| 100% \|\n\| 1 \| 44\.4% \| 55\.6% \|\n\| 2 \| 11\.1% \| 11\.1% \|/);
    // 4 matchups x a kill and a damage chart, and one comparison (the three against Ork Boyz).
    expect(readdirSync(join(dir, 'scenario-svg')).sort()).toHaveLength(9);
    expect(readFileSync(join(dir, 'scenario-svg', '03-lascannons-at-a-rhino-s-side-damage.svg'), 'utf8')).toContain('Hull Points lost of 3');
  });

  it("the report of the scenario's run JSON is the same page (a second way to the same numbers)", () => {
    const run = legacy('run', SCENARIO, '--format', 'json');
    expect(run.status, run.stderr).toBe(0);
    const json = join(dir, 'run.json');
    writeFileSync(json, run.stdout);
    const [fromJson, fromScenario] = [join(dir, 'from-json.html'), join(dir, 'from-scenario.html')];
    wrote(legacy('report', json, '--title', "Tactical Squad's turn", '-o', fromJson), fromJson);
    wrote(legacy('report', SCENARIO, '-o', fromScenario), fromScenario);
    expect(readFileSync(fromJson, 'utf8')).toBe(readFileSync(fromScenario, 'utf8'));
    // The 10th-edition report draws legacy run JSON alike: the report knows no edition.
    const tenth = join(dir, 'tenth.html');
    wrote(wh40k(['report', json, '--title', "Tactical Squad's turn", '-o', tenth], FIXED_DATE), tenth);
    expect(readFileSync(tenth, 'utf8')).toBe(readFileSync(fromScenario, 'utf8'));
  });

  it("the conditions of close combat in people's words: no facing (rear armour), the first round, an Immobilised vehicle", () => {
    const file = join(dir, 'melee.yaml');
    writeFileSync(file, ['ruleset: legacy', 'matchups:', '  - attacker: genestealers', '    target: rhino', '    charged: true', '    immobilised: true', '    cover: 4+', ''].join('\n'));
    const out = join(dir, 'melee.html');
    wrote(legacy('report', file, '-o', out), out);
    expect(readFileSync(out, 'utf8')).toContain(
      'Conditions: charged, target has a 4+ cover save, the first round of the combat, target vehicle Immobilised; ruleset: legacy',
    );
  });

  it('a matchup that cannot be computed is n/a with its reason', () => {
    const file = join(dir, 'melee.yaml');
    writeFileSync(file, ['ruleset: legacy', 'matchups:', '  - { attacker: rhino, target: tactical squad, melee: true }', '  - { attacker: tactical squad, target: ork boyz }'].join('\n'));
    const out = join(dir, 'melee.md');
    expect(legacy('report', file, '-o', out).status).toBe(0);
    const md = readFileSync(out, 'utf8');
    expect(md).toContain('n/a: Rhino: a vehicle that is not a Walker makes no close combat attacks (7th edition core rules)');
    // Beyond half range: 10 shots, 10/3 = 3.33 kills.
    expect(md).toContain('| Tactical Squad vs Ork Boyz | Tactical Squad (10 models, shooting) | Ork Boyz (30 models, 31 wounds) | 3.33 |');
  });
});

describe('report of legacy compare JSON: the heatmap', () => {
  it('rows attackers, columns targets, each cell the expected kills', () => {
    const cmp = legacy('compare', 'tactical squad,rhino', 'vs', 'ork boyz', '--half-range', '--format', 'json');
    expect(cmp.status, cmp.stderr).toBe(0);
    const json = join(dir, 'compare.json');
    writeFileSync(json, cmp.stdout);
    const out = join(dir, 'heatmap.md');
    wrote(legacy('report', json, '-o', out), out);
    const md = readFileSync(out, 'utf8');
    expect(md).toMatch(/\| Tactical Squad \| 6\.67/);
    expect(md).toMatch(/\| Rhino \| 0\.67/);
  });
});

describe('report refusals: exit 2, what was wrong and how to run it', () => {
  it('the 10th-edition report of a legacy scenario says to run it under --ruleset legacy', () => {
    const out = join(dir, 'never.html');
    usageError(
      wh40k(['report', SCENARIO, '-o', out], FIXED_DATE),
      `${SCENARIO}:3:1 ruleset: this is a legacy scenario file (ruleset: legacy): run it with wh40k --ruleset legacy report ${SCENARIO} -o ${out}`,
    );
    expect(existsSync(out)).toBe(false);
  });

  it('a legacy report of a 10th-edition scenario says to run it without --ruleset legacy', () => {
    const file = join(ROOT, 'examples', 'charge.yaml');
    usageError(legacy('report', file, '-o', join(dir, 'never.html')), `${file}:1:1 ruleset: a legacy scenario file starts with ruleset: legacy (a scenario file without it is 10th edition's: run it without --ruleset legacy)`);
  });

  it('legacy run JSON with a broken matchup names its file:line:col and field', () => {
    const run = JSON.parse(legacy('run', SCENARIO, '--format', 'json').stdout) as { matchups: Record<string, unknown>[] };
    delete run.matchups[1].woundsLost;
    const file = join(dir, 'broken.json');
    writeFileSync(file, JSON.stringify(run, null, 2));
    const r = legacy('report', file, '-o', join(dir, 'never.html'));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`^wh40k: ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+:5 matchups\\[1\\]\\.woundsLost: Invalid input: expected object, received undefined$`, 'm'));
    expect(r.stderr).not.toMatch(STACK_TRACE);
  });
});
