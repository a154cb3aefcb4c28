/**
 * The README as data, for the test that keeps it honest (issue 12 section 1): the commands of its
 * code blocks, the output it shows after a `$ ` command, and the sections made from the data.
 */
import type { Unit } from '../../src/rules/tenth/types.js';

/** The two set-up commands at the top, which stay exactly as they are (and are not run here). */
export const SET_UP = ['npm ci && npx wh40k calc eightbound vs intercessors', 'npm ci && npm test'];

export interface Command {
  /** 1-based line of the README. */
  readonly line: number;
  /** The line as written, without its `$ ` prompt. */
  readonly text: string;
  /** The output the README shows after it (a `$ ` command in a fenced block, up to a `...` line). */
  readonly shown?: { readonly from: number; readonly lines: readonly string[] };
}

const COMMAND = /^(\$ )?(npx )?wh40k\s/;

/** Lines inside fenced (```) or indented (4 spaces) code blocks, with their 0-based index. */
export function codeLines(text: string): { index: number; text: string; fenced: boolean }[] {
  const lines = text.split('\n');
  const out: { index: number; text: string; fenced: boolean }[] = [];
  let fenced = false;
  lines.forEach((line, index) => {
    if (line.startsWith('```')) fenced = !fenced;
    else if (fenced) out.push({ index, text: line, fenced });
    else if (line.startsWith('    ') && line.trim()) out.push({ index, text: line.trim(), fenced });
  });
  return out;
}

/** Every `wh40k ...` command of the README's code blocks, with the output shown after it if any. */
export function readmeCommands(text: string): Command[] {
  const lines = text.split('\n');
  return codeLines(text)
    .filter((l) => COMMAND.test(l.text))
    .map((l) => {
      const prompt = l.text.startsWith('$ ');
      if (!prompt || !l.fenced) return { line: l.index + 1, text: l.text.replace(/^\$ /, '') };
      const shown: string[] = [];
      for (let i = l.index + 1; i < lines.length && !lines[i].startsWith('```') && lines[i] !== '...'; i++) shown.push(lines[i]);
      return { line: l.index + 1, text: l.text.slice(2), shown: { from: l.index + 1, lines: shown } };
    });
}

/** A command line split as a POSIX shell would: quotes, and a `#` comment at the start of a word. */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (/\s/.test(ch)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else if (ch === '#' && word === undefined) {
      break;
    } else if (ch === '"' || ch === "'") {
      const end = line.indexOf(ch, i + 1);
      if (end < 0) throw new Error(`unclosed ${ch} in: ${line}`);
      word = (word ?? '') + line.slice(i + 1, end);
      i = end;
    } else {
      word = (word ?? '') + ch;
    }
  }
  if (word !== undefined) words.push(word);
  return words;
}

const BEGIN = '<!-- bundled-units:';
const END = '<!-- /bundled-units -->';

/** The README with the lines between the bundled-units markers replaced by `body`. */
export function withUnitSection(text: string, body: string): string {
  const start = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md: no ${BEGIN} ... ${END} section`);
  const open = text.indexOf('\n', start) + 1;
  return `${text.slice(0, open)}${body}${text.slice(end)}`;
}

const cell = (s: string) => s.replace(/\|/g, '\\|');

/** The bundled units as a Markdown table: name, aliases, faction and the source each file cites. */
export function unitTable(units: readonly Unit[]): string {
  const sorted = [...units].sort((a, b) => a.faction.localeCompare(b.faction) || a.name.localeCompare(b.name));
  const rows = sorted.map((u) => `| ${cell(u.name)} | ${u.aliases.map((a) => `\`${cell(a)}\``).join(', ')} | ${cell(u.faction)} | ${cell(u.source)} |`);
  return ['| unit | aliases | faction | source |', '| --- | --- | --- | --- |', ...rows, `\n${units.length} units.`, ''].join('\n');
}

/** The README with each shown output replaced by the same number of lines of a fresh one. */
export function withShownOutputs(text: string, outputs: ReadonlyMap<number, string>): string {
  const lines = text.split('\n');
  // From the last block up, so a block that changes length does not move the ones still to do.
  for (const c of readmeCommands(text).reverse()) {
    const fresh = c.shown && outputs.get(c.line);
    if (fresh === undefined || !c.shown) continue;
    lines.splice(c.shown.from, c.shown.lines.length, ...fresh.split('\n').slice(0, c.shown.lines.length));
  }
  return lines.join('\n');
}
