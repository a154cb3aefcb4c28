/**
 * Issue 26 follow-up: the report's effects line (src/rules/tenth/matchup/report-words.ts effectsLine) lists the one-roll
 * rules as calc's Effects section does (src/rules/tenth/matchup/one-roll-words.ts): where a Command Re-roll and
 * a Fate die went (RULINGS 13: "the output says where each die was used"), in HTML and Markdown.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { json, wh40k } from './run.js';

const dir = mkdtempSync(join(tmpdir(), 'wh40k-report-one-rolls-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SCENARIO = `matchups:
  - name: Fate dice
    attacker: dire-avengers
    target: guardsmen
    ranged: true
    fate: "6,6"
  - name: Command Re-roll
    attacker: eightbound
    target: intercessors
    charged: true
    with: [command-re-roll]
  - name: none
    attacker: eightbound
    target: intercessors
`;

/** Each matchup's effects line, as calc's Effects lines for its one-roll rules joined with ", ". */
function expected(): string[] {
  const placed = (args: string[]) => (json(args) as unknown as { oneRolls: unknown[] }).oneRolls.length;
  // The same placements calc makes: one Fate die (the other kept, one a phase), one re-roll.
  expect(placed(['calc', 'dire-avengers', 'vs', 'guardsmen', '--ranged', '--fate', '6,6'])).toBe(1);
  expect(placed(['calc', 'eightbound', 'vs', 'intercessors', '--charged', '--with', 'command-re-roll'])).toBe(1);
  return [
    'effects applied: none; one-roll rules: Fate die 6 on the first wound roll: Avenger shuriken catapult',
    'one-roll rules: re-roll one hit roll: Lacerators',
  ];
}

describe('report: the effects line lists the one-roll rules', () => {
  writeFileSync(join(dir, 'one-rolls.yaml'), SCENARIO);

  it('Markdown', () => {
    const out = join(dir, 'r.md');
    expect(wh40k(['report', join(dir, 'one-rolls.yaml'), '-o', out]).status).toBe(0);
    const md = readFileSync(out, 'utf8');
    for (const line of expected()) expect(md).toContain(line);
    // No one-roll rule: the line as before.
    expect(md.match(/one-roll rules/g)?.length).toBe(2);
  });

  it('HTML', () => {
    const out = join(dir, 'r.html');
    expect(wh40k(['report', join(dir, 'one-rolls.yaml'), '-o', out]).status).toBe(0);
    const html = readFileSync(out, 'utf8');
    for (const line of expected()) expect(html).toContain(line);
  });
});
