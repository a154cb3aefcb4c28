import { describe, expect, it } from 'vitest';
import { terminalWidth, wrapText } from '../../src/cli/wrap-table.js';
import { wh40k } from './run.js';

// `wh40k effects`: the effect id is what a user types, so the table never cuts it; the other columns
// wrap to the terminal width ($COLUMNS), and when they cannot fit beside the id each effect is a block.

interface EffectRow {
  id: string;
  faction: string;
  use: string;
  source: string;
  summary: string;
}

const rows = (JSON.parse(wh40k(['effects', '--format', 'json']).stdout) as { effects: EffectRow[] }).effects;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('wh40k effects at any terminal width', () => {
  it.each([40, 80, 200, 12])('COLUMNS=%i: every id whole on one line, nothing cut, every word of every column shown', (width) => {
    const r = wh40k(['effects'], { COLUMNS: String(width) });
    expect(r.status).toBe(0);
    expect(r.stdout).not.toContain('…');
    const lines = r.stdout.split('\n');
    for (const e of rows) {
      // The id stands alone: at a line start or after a border, followed by spaces, a border or the line end.
      expect(lines.some((l) => new RegExp(`(^|│ )${escape(e.id)}( |$)`).test(l)), e.id).toBe(true);
      for (const word of [e.faction, e.use, e.source, e.summary].join(' ').split(/\s+/).filter(Boolean)) {
        if (width >= 40) expect(r.stdout, `${e.id}: ${word}`).toContain(word);
      }
    }
    // Lines fit the width, except where an id alone is longer than it (12: "command-re-roll").
    const longestId = Math.max(...rows.map((e) => e.id.length));
    for (const l of lines) expect([...l].length, l).toBeLessThanOrEqual(Math.max(width, longestId));
  });

  it('wide terminals get a table, narrow ones a block per effect', () => {
    expect(wh40k(['effects'], { COLUMNS: '200' }).stdout).toMatch(/^┌─+┬/);
    expect(wh40k(['effects'], { COLUMNS: '80' }).stdout).toMatch(/^command-re-roll\n {2}faction: Core\n {2}use with: --with, --target-with\n/);
  });
});

describe('wrapText and terminalWidth', () => {
  it('wraps at words, splits only a word longer than a line, keeps line breaks', () => {
    expect(wrapText('re-roll one Attacks roll', 11)).toEqual(['re-roll one', 'Attacks', 'roll']);
    expect(wrapText('lightning-fast-reactions x', 10)).toEqual(['lightning-', 'fast-react', 'ions x']);
    expect(wrapText('a\nb c', 10)).toEqual(['a', 'b c']);
  });

  it('$COLUMNS, else the terminal, else 120', () => {
    expect(terminalWidth({ COLUMNS: '40' }, { columns: 90 })).toBe(40);
    expect(terminalWidth({ COLUMNS: 'wide' }, { columns: 90 })).toBe(90);
    expect(terminalWidth({}, {})).toBe(120);
  });
});
