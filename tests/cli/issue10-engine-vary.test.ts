/** --vary costs every variant before running any (issue 10 section 2), in process: runVariants. */
import { describe, expect, it, vi } from 'vitest';
import { runMatchup } from '../../src/rules/tenth/matchup/run.js';
import { loadRoster } from '../../src/rules/tenth/profiles/registry.js';
import { WorkBudgetError } from '../../src/rules/errors.js';
import { TENTH_FLAGS } from '../../src/rules/tenth/flags.js';
import { tenth } from '../../src/rules/tenth/index.js';
import { UsageError } from '../../src/cli/errors.js';
import { knobsOf, knobVariants } from '../../src/cli/sweep.js';
import { runVariants } from '../../src/cli/vary.js';

const variants = (spec: string, base: object) => knobVariants(spec, base, knobsOf(TENTH_FLAGS));

// runMatchup as it is, counted: "refused before any runs" is shown by no matchup run, not by a timer (issue 26 section 4).
vi.mock('../../src/rules/tenth/matchup/run.js', async (original) => {
  const actual = await original<typeof import('../../src/rules/tenth/matchup/run.js')>();
  return { ...actual, runMatchup: vi.fn(actual.runMatchup) };
});

describe('--vary has one budget for all its variants', () => {
  it('191 variants of a search with Command Re-roll and Soulsight: refused before any runs', async () => {
    const roster = await loadRoster();
    const { variants: list } = variants('target-models=10..200', { models: 20, with: ['command-re-roll', 'soulsight'] });
    vi.mocked(runMatchup).mockClear();
    const run = () => runVariants(tenth, roster, ['fob', 'vs', 'guardsmen'], list);
    await expect(run()).rejects.toThrow(WorkBudgetError);
    await expect(run()).rejects.toThrow('this calculation needs more than 1.5e+8 steps for 191 variants (the limit); vary over fewer values');
    expect(runMatchup).not.toHaveBeenCalled();
  });

  it('--simulate counts too: 3 variants of 600000 runs of up to 16 attacks (9.6e6 each, under 1e7) are 2.9e7 together', async () => {
    const roster = await loadRoster();
    const { variants: list } = variants('hit-mod=-1..1', { simulate: 600_000 });
    await expect(runVariants(tenth, roster, ['eightbound', 'vs', 'intercessors'], list)).rejects.toThrow(
      'this calculation needs more than 1.5e+8 steps for 3 variants (the limit); vary over fewer values',
    );
  });

  it("an input error names its variant, as calc's --vary always did", async () => {
    const roster = await loadRoster();
    const { variants: list } = variants('fate=6,x', {});
    await expect(runVariants(tenth, roster, ['eightbound', 'vs', 'intercessors'], list)).rejects.toThrow(
      new UsageError('--vary fate=x: --fate: expected Fate dice like 6,6,2 or hit:6, got "x"'),
    );
  });

  it('within the budget every variant runs, in order, as calc would', async () => {
    const roster = await loadRoster();
    const { variants: list } = variants('target-models=10..12', { models: 5 });
    vi.mocked(runMatchup).mockClear();
    const rows = await runVariants(tenth, roster, ['fob', 'vs', 'guardsmen'], list);
    expect(runMatchup).toHaveBeenCalledTimes(3);
    expect(rows.map((r) => [r.label, (r.json.target as { models: number }).models])).toEqual([['target-models=10', 10], ['target-models=11', 11], ['target-models=12', 12]]);
  });
});
