/**
 * `wh40k completion bash|zsh|fish`: a shell completion script generated from the command tree
 * (commander has none built in), so a new command or option completes without editing this file.
 * Option values that are a closed list (formats, metrics, effect ids) complete too; paths complete
 * as files or folders. Unit names complete where a command takes units (calc, need, turn, compare, show): every
 * name and alias of the units loaded when the script was made (bundled, and --data or the config
 * file's folders), written with hyphens for spaces, which the lookup accepts ("leman-russ").
 */
import type { Command, Option } from 'commander';
import { foldName } from '../rules/names.js';
import { collect } from './options.js';
import { FORMATS, METRICS } from './sheet.js';

export type Shell = 'bash' | 'zsh' | 'fish';

/** What an option's value completes to: words, or files, or folders. */
type Values = readonly string[] | 'file' | 'folder';

/**
 * Options whose values are effect ids (the built-in ones and the player's loaded when the script is made), comma-
 * separated: each offers the effects its side takes (the option an effect's useWith names; --with-options the
 * attacker's --with; --without any).
 */
const EFFECT_OPTIONS: Readonly<Record<string, string | undefined>> = { '--with': '--with', '--target-with': '--target-with', '--with-options': '--with', '--without': undefined };

/** An effect as completion offers it: its id and the options that take it (none: any). */
export interface CompletedEffect {
  readonly id: string;
  readonly useWith?: readonly string[];
}
const VALUES: Record<string, Values> = {
  '--format': FORMATS,
  '--metric': METRICS,
  '--allocation': ['toughest-last', 'listed', 'precision'],
  '--reroll-hits': ['ones', 'failed'],
  '--reroll-wounds': ['ones', 'failed'],
  '--reroll-damage': ['ones', 'any'],
  '--phases': ['shoot', 'fight', 'shoot,fight'],
  '--data': 'folder',
  '--data-bsdata': 'folder',
  '--out': 'folder',
  '--roster': 'file',
  '--effects': 'file',
  '--output': 'file',
  // The legacy ruleset's (issue 14: `wh40k --ruleset legacy completion`).
  '--facing': ['front', 'side', 'rear'],
};

interface Flag {
  readonly long: string;
  readonly short?: string;
  readonly description: string;
  readonly takesValue: boolean;
  /** Given more than once (an option that collects its values). */
  readonly repeatable?: boolean;
  readonly values?: Values;
  /** Its value is a comma-separated list of `values` (the effect options): each word after a comma completes too. */
  readonly list?: boolean;
}

interface Node {
  /** "calc", "import bsdata"; "" for the program itself. */
  readonly path: string;
  readonly description: string;
  readonly flags: readonly Flag[];
  readonly children: readonly string[];
  /** The values of its first argument, when they are a closed list (commander's `.choices()`). */
  readonly choices: readonly string[];
  /** Its arguments are unit names (and "vs"). */
  readonly takesUnits: boolean;
}

/** The commands whose arguments are units. */
const UNIT_COMMANDS = new Set(['calc', 'need', 'turn', 'compare', 'show']);

/** A unit name as one shell word: lower case, hyphens for spaces and punctuation ("khârn the betrayer" -> "kharn-the-betrayer"). */
export function unitWord(name: string): string {
  return foldName(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function flagOf(o: Option, effects: readonly CompletedEffect[]): Flag {
  const long = o.long ?? o.short ?? '';
  const repeatable = o.parseArg === collect;
  const base = { long, short: o.long ? o.short : undefined, description: o.description, takesValue: o.required || o.optional, repeatable };
  if (!(long in EFFECT_OPTIONS)) return { ...base, values: VALUES[long] };
  const side = EFFECT_OPTIONS[long];
  return { ...base, list: true, values: effects.filter((e) => side === undefined || !e.useWith || e.useWith.includes(side)).map((e) => e.id) };
}

/** Every command of the tree, depth first, the program first. */
function nodes(cmd: Command, effectIds: readonly CompletedEffect[], path = ''): Node[] {
  // A hidden command (one the legacy ruleset refuses, with its reason) is not offered.
  const shown = cmd.commands.filter((c) => !(c as unknown as { _hidden?: boolean })._hidden);
  const flags = cmd.options.filter((o) => !o.hidden).map((o) => flagOf(o, effectIds));
  const withHelp = [...flags, { long: '--help', short: '-h', description: 'show help', takesValue: false }];
  const choices = cmd.registeredArguments[0]?.argChoices ?? [];
  const here: Node = { path, description: cmd.description(), flags: withHelp, children: shown.map((c) => c.name()), choices, takesUnits: UNIT_COMMANDS.has(path) };
  return [here, ...shown.flatMap((c) => nodes(c, effectIds, path ? `${path} ${c.name()}` : c.name()))];
}

/**
 * The completion script for `shell` (commander checks the name: the argument's `.choices()`); `unitNames` as loaded,
 * `effectIds` the ruleset's effects that --with and its kin complete (none for a ruleset without them).
 */
export function completionScript(program: Command, shell: Shell, unitNames: readonly string[], effectIds: readonly CompletedEffect[] = []): string {
  const units = [...new Set(unitNames.map(unitWord).filter(Boolean))].sort();
  return { bash, zsh, fish }[shell](nodes(program, effectIds), [...units, 'vs']);
}

const words = (v: readonly string[]) => v.join(' ');

function bash(all: Node[], units: readonly string[]): string {
  const root = all[0];
  const globalWithValue = root.flags.filter((f) => f.takesValue).map((f) => f.long);
  const valued = all.flatMap((n) => n.flags).filter((f) => f.values);
  const byValues = new Map<string, string[]>();
  for (const f of valued) {
    // A list (the effect options): the word after the last comma completes, the ones before it kept.
    const key = Array.isArray(f.values) ? `-W "${words(f.values as string[])}"${f.list ? ' -P "${cur%"${cur##*,}"}" -- "${cur##*,}"' : ''}` : f.values === 'folder' ? '-d' : '-f';
    byValues.set(key, [...new Set([...(byValues.get(key) ?? []), f.long, ...(f.short ? [f.short] : [])])]);
  }
  const flagWords = (n: Node) => words(n.flags.flatMap((f) => [f.long]));
  return `# wh40k completion for bash. Load it now: eval "$(wh40k completion bash)"
# or for good: wh40k completion bash > ~/.local/share/bash-completion/completions/wh40k
_wh40k() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="\${COMP_WORDS[COMP_CWORD-1]}" cmd="" i
  for ((i = 1; i < COMP_CWORD; i++)); do
    case "\${COMP_WORDS[i]}" in
      ${globalWithValue.join('|')}) [[ -z "$cmd" ]] && ((i++)) ;;
      -*) ;;
      *) case "$cmd" in
${all
  .filter((n) => n.children.length)
  .map((n) => `           "${n.path}") cmd="${n.path ? `${n.path} ` : ''}\${COMP_WORDS[i]}" ;;`)
  .join('\n')}
         esac ;;
    esac
  done
  case "$prev" in
${[...byValues].map(([how, flags]) => `    ${flags.join('|')}) COMPREPLY=($(compgen ${how.includes(' -- ') ? how : `${how} -- "$cur"`})); return ;;`).join('\n')}
  esac
  local options="" commands=""
  case "$cmd" in
${all.map((n) => `    "${n.path}") options="${flagWords(n)}"; commands="${words([...n.children, ...n.choices, ...(n.takesUnits ? units : [])])}" ;;`).join('\n')}
  esac
  if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "$options" -- "$cur"))
  elif [[ -n "$commands" ]]; then COMPREPLY=($(compgen -W "$commands" -- "$cur"))
  fi
}
complete -o default -F _wh40k wh40k
`;
}

/** Text inside single quotes for zsh; in an option's [explanation] brackets are escaped, in a `_describe` entry colons. */
const zshQuote = (s: string) => s.replace(/'/g, `'\\''`);
const zshExplain = (s: string) => zshQuote(s).replace(/([[\]])/g, '\\$1');
const zshEntry = (s: string) => zshQuote(s).replace(/:/g, '\\:');

/** An `_arguments` spec: '(-q --quiet)'{-q,--quiet}'[what]', '*--with[what]:value:(a b)'. */
function zshSpec(f: Flag): string {
  // A list (the effect options): _values -s , completes each word after a comma.
  const closed = (v: readonly string[]) => (f.list ? `:value:_values -s , effect ${words(v)}` : `:value:(${words(v)})`);
  const value = !f.takesValue ? '' : Array.isArray(f.values) ? closed(f.values as string[]) : f.values === 'folder' ? ':folder:_files -/' : f.values === 'file' ? ':file:_files' : ':value: ';
  const tail = `[${zshExplain(f.description)}]${value}`;
  const repeat = f.repeatable ? '*' : '';
  if (f.short) return `'${repeat || `(${f.short} ${f.long})`}'{${f.short},${f.long}}'${tail}'`;
  return `'${repeat}${f.long}${tail}'`;
}

function zsh(all: Node[], units: readonly string[]): string {
  const fn = (n: Node) => `_wh40k${n.path ? `_${n.path.replace(/[^a-z0-9]+/g, '_')}` : ''}`;
  const body = (n: Node) => {
    const commands = n.children.map((c) => {
      const child = all.find((x) => x.path === (n.path ? `${n.path} ${c}` : c))!;
      return `    '${zshEntry(c)}:${zshEntry(child.description)}'`;
    });
    const sub = n.children.length
      ? [
          `  local -a commands=(\n${commands.join('\n')}\n  )`,
          `  _arguments -C \\\n${n.flags.map((f) => `    ${zshSpec(f)} \\`).join('\n')}\n    '1:command:->command' '*::argument:->argument'`,
          `  case $state in\n    command) _describe command commands ;;\n    argument) case $words[1] in\n${n.children.map((c) => `      ${c}) ${fn(all.find((x) => x.path === (n.path ? `${n.path} ${c}` : c))!)} ;;`).join('\n')}\n    esac ;;\n  esac`,
        ]
      : [`  _arguments \\\n${n.flags.map((f) => `    ${zshSpec(f)} \\`).join('\n')}\n    ${n.choices.length ? `'1:value:(${words(n.choices)})'` : n.takesUnits ? `'*:unit:(${words(units)})'` : "'*:file:_files'"}`];
    return `${fn(n)}() {\n${sub.join('\n')}\n}`;
  };
  return `#compdef wh40k
# wh40k completion for zsh. Load it now: source <(wh40k completion zsh)
# or for good: wh40k completion zsh > "\${fpath[1]}/_wh40k"
${all.map(body).join('\n\n')}

# Autoloaded from fpath, the file runs as the function _wh40k; sourced, it registers it.
if [ "$funcstack[1]" = "_wh40k" ]; then _wh40k "$@"; else compdef _wh40k wh40k; fi
`;
}

/** Text inside single quotes for fish. */
const fishText = (s: string) => s.replace(/\\/g, '\\\\').replace(/'/g, "\\'");

function fish(all: Node[], units: readonly string[]): string {
  const lines = ['# wh40k completion for fish. Load it now: wh40k completion fish | source', '# or for good: wh40k completion fish > ~/.config/fish/completions/wh40k.fish'];
  for (const n of all) {
    const path = n.path ? n.path.split(' ') : [];
    // The words typed so far are exactly this command's path (then its own subcommands are offered).
    const here = path.length ? `__fish_seen_subcommand_from ${path[path.length - 1]}` : '__fish_use_subcommand';
    const notDeeper = n.children.length ? `; and not __fish_seen_subcommand_from ${words(n.children)}` : '';
    const when = `-n '${here}${notDeeper}'`;
    for (const c of n.children) {
      const child = all.find((x) => x.path === (n.path ? `${n.path} ${c}` : c))!;
      // -f: where a subcommand is expected, no file names beside them.
      lines.push(`complete -c wh40k ${when} -f -a ${c} -d '${fishText(child.description)}'`);
    }
    if (n.choices.length) lines.push(`complete -c wh40k ${when} -f -a '${words(n.choices)}'`);
    if (n.takesUnits) lines.push(`complete -c wh40k ${when} -f -a '${words(units)}'`);
    for (const f of n.flags) {
      const names = `-l ${f.long.replace(/^--/, '')}${f.short ? ` -s ${f.short.replace(/^-/, '')}` : ''}`;
      // A list (the effect options): each value after the words before the last comma, so the word after it completes.
      const list = (v: readonly string[]) => `(set -l t (commandline -ct | string replace -r "[^,]*\\$" ""); for w in ${words(v)}; echo "$t$w"; end)`;
      const closed = (v: readonly string[]) => ` -x -a '${f.list ? fishText(list(v)) : words(v)}'`;
      const value = !f.takesValue ? '' : Array.isArray(f.values) ? closed(f.values as string[]) : f.values === 'folder' ? " -x -a '(__fish_complete_directories)'" : ' -r -F';
      lines.push(`complete -c wh40k ${when} ${names}${value} -d '${fishText(f.description)}'`);
    }
  }
  return `${lines.join('\n')}\n`;
}
