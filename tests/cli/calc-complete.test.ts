/**
 * Issue 12 section 2: `calc` in every format carries every part of the result the table shows. csv is
 * long form (`section,row,key,value`, README 'Output formats'), checked value by value against the
 * JSON; Markdown holds every sentence and every table row of the table; JSON has a key for each part.
 */
import { describe, expect, it } from 'vitest';
import { cell } from '../../src/cli/sheet.js';
import { json, wh40k, type CalcJson } from './run.js';

/** Matchups that between them show every part: groups, hazard, fight on death, a Fate die, simulation, working. */
const CASES: [string, string[]][] = [
  ['model groups', ['calc', 'eightbound', 'vs', 'intercessors', '--charged']],
  ['fight on death', ['calc', 'eightbound', 'vs', 'eightbound', '--target-with', 'total-carnage']],
  ['hazardous', ['calc', 'khorne berzerkers', 'vs', 'intercessors', '--ranged', '--wargear', 'plasma pistol', '--profile', 'Plasma pistol - supercharge']],
  ['a Fate die, simulation and working', ['calc', 'eightbound', 'vs', 'intercessors', '--fate', 'wound:6', '--simulate', '300', '--explain']],
];

/** Simple csv: these values have no quotes inside; a quoted field may hold commas. */
function csvRows(text: string): string[][] {
  return text
    .trimEnd()
    .split('\n')
    .map((line) => [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)].map((m) => m[1].replace(/^"|"$/g, '').replace(/""/g, '"')).slice(0, 4));
}

describe.each(CASES)('calc (%s)', (_, args) => {
  it('csv: long form; every number the JSON has, in its section', () => {
    const r = wh40k([...args, '--format', 'csv']);
    expect(r.status, r.stderr).toBe(0);
    const rows = csvRows(r.stdout);
    expect(rows[0]).toEqual(['section', 'row', 'key', 'value']);
    const j: CalcJson = json(args);
    const get = (section: string, row: string, key: string) => rows.find((x) => x[0] === section && x[1] === row && x[2] === key)?.[3];
    expect(get('matchup', '', 'attacker')).toBe(j.attacker.name);
    expect(get('matchup', '', 'target_wounds')).toBe(String(j.target.wounds));
    for (const w of j.weapons) expect(get('weapon', w.name, 'damage')).toBe(cell(w.damage));
    expect(get('total', 'Total', 'kills')).toBe(cell(j.total.kills));
    expect(get('kills', '', 'p_wipe')).toBe(cell(j.kills.wipe));
    j.kills.distribution.forEach((p, k) => expect(get('kills_distribution', String(k), 'p_exactly')).toBe(cell(p)));
    j.damage.atLeast.forEach((p, t) => expect(get('damage_distribution', String(t), 'p_at_least')).toBe(cell(p)));
    const groups = (j as unknown as { byGroup: { name: string; allDestroyed: number }[] }).byGroup;
    if (groups.length > 1) for (const g of groups) expect(get('model_group', g.name, 'p_all_destroyed')).toBe(cell(g.allDestroyed));
    const hazard = j.hazardous as null | { tests: number; anyFailed: number };
    expect(get('hazardous', '', 'p_any_failed')).toBe(hazard ? cell(hazard.anyFailed) : undefined);
    expect(get('fight_on_death', '', 'mean')).toBe(j.fightOnDeath ? cell(j.fightOnDeath.mean) : undefined);
    for (const e of j.effects) expect(get('effect', e.id, 'applied')).toBe(String(e.applied));
    j.oneRolls.forEach((o, i) => expect(get('one_roll', String(i + 1), 'weapon')).toBe(o.weaponName));
    j.notes.forEach((n, i) => expect(get('note', String(i + 1), 'text')).toBe(n));
    expect(get('simulation', '', 'runs')).toBe(j.simulation ? String(j.simulation.runs) : undefined);
  });

  it("markdown: every sentence and every table row of the table, in people's numbers", () => {
    const table = wh40k(args);
    const md = wh40k([...args, '--format', 'markdown']);
    expect(md.status, md.stderr).toBe(0);
    // (The working's lines are the engine's own notes, the same in the table: "P = 0.6667".)
    expect(md.stdout.split('### Working')[0]).not.toMatch(/kills_mean|p_wipe|0\.\d{4,}/);
    const lines = table.stdout.trimEnd().split('\n');
    for (const [i, line] of lines.entries()) {
      if (!line.trim() || /^[┌└]/.test(line)) continue;
      if (line.startsWith('│')) {
        // A table row (header rows included: the same labels), its bar column dropped.
        const cells = line.split('│').slice(1, -1).map((c) => c.trim()).filter((c) => !/^█*$/.test(c) || c === '');
        const text = cells.filter((c, k) => !(k === cells.length - 1 && c === '' && cells.length === 4)).join(' | ');
        expect(md.stdout, line).toContain(`| ${text} |`);
      } else expect(md.stdout, line).toContain(line.trim().replace(/:$/, ''));
    }
  });

  it('json: a key for every part', () => {
    const j = json(args) as unknown as Record<string, unknown>;
    for (const key of ['attacker', 'target', 'conditions', 'weapons', 'total', 'kills', 'byGroup', 'damage', 'hazardous', 'effects', 'oneRolls', 'fightOnDeath', 'notes', 'notModelled', 'simulation']) {
      expect(j, key).toHaveProperty(key);
    }
  });
});

describe('hand-derived numbers in the csv', () => {
  it('Total Carnage: each destroyed model fights back on a 4+, so p_fights is 1/2 and the mean is half the kills', () => {
    const args = ['calc', 'eightbound', 'vs', 'eightbound', '--target-with', 'total-carnage'];
    const rows = csvRows(wh40k([...args, '--format', 'csv']).stdout);
    const j = json(args);
    const fight = Object.fromEntries(rows.filter((r) => r[0] === 'fight_on_death').map((r) => [r[2], r[3]]));
    expect(fight.rolls).toBe('4+');
    expect(fight.p_fights).toBe('0.5');
    expect(Number(fight.mean)).toBeCloseTo(j.kills.mean / 2, 6);
  });
});
