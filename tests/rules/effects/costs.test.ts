/**
 * The effects registry's CP costs (`cp`, which `need --with-options` minimises) checked against the
 * rules texts, a second reading of the same pages: a Stratagem's heading there is followed, within
 * the next three lines that are not blank (003 puts its type and flavour line between), by its cost, `1CP` or `2CP`.
 * Every effect whose name is such a heading carries that cost; every other effect has none, except
 * Seers' Guidance, which is the Command Re-roll "for 0CP" (002 'Seers’ Guidance').
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtInEffects } from '../../../src/rules/tenth/effects/index.js';
import { sharedDir } from '../../helpers.js';

const SHARED = sharedDir();

/** Each heading followed by a cost, upper-cased, with the cost in CP (the first one found). */
function stratagemCosts(rules: string): Map<string, number> {
  const costs = new Map<string, number>();
  for (const file of readdirSync(rules).filter((f) => /^00[0-3]_.*\.txt$/.test(f))) {
    const lines = readFileSync(join(rules, file), 'utf8').split('\n').map((l) => l.replace(/^#\s*/, '').trim()).filter(Boolean);
    lines.forEach((line, i) => {
      const cost = lines.slice(i + 1, i + 4).map((l) => /^(\d)CP$/.exec(l)).find(Boolean);
      if (cost && /^[A-Z][A-Z0-9 '’!.-]+$/.test(line) && !costs.has(line)) costs.set(line, Number(cost[1]));
    });
  }
  return costs;
}

describe.skipIf(!SHARED)('Stratagem costs against the rules texts', () => {
  const costs = SHARED ? stratagemCosts(join(SHARED, 'rules')) : new Map<string, number>();
  const heading = (name: string) => name.toUpperCase().replace(/‐|‑/g, '-');

  it('found the Stratagem headings (a sanity check of the reading): Command Re-roll 1CP, Khorne Cares Not... 2CP', () => {
    expect(costs.get('COMMAND RE-ROLL')).toBe(1);
    expect(costs.get('KHORNE CARES NOT...')).toBe(2);
  });

  it.each(builtInEffects().map((e) => [e.id, e] as const))('%s', (_, effect) => {
    const expected = effect.id === 'seers-guidance' ? 0 : costs.get(heading(effect.name));
    expect(effect.cp).toBe(expected);
  });
});
