/** The global `--ruleset` (issue 14): which edition's program parses the command line (main.ts). */
import { Option } from 'commander';
import { oneOf } from './options.js';

const RULESETS = ['10th', 'legacy'] as const;

/** The ruleset argv asks for (`--ruleset X` or `--ruleset=X`, anywhere before `--`), else 10th edition. */
export function rulesetOf(argv: readonly string[]): string {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--') break;
    if (argv[i] === '--ruleset') return (argv[i + 1] ?? '').trim().toLowerCase();
    if (argv[i].startsWith('--ruleset=')) return argv[i].slice('--ruleset='.length).trim().toLowerCase();
  }
  return '10th';
}

/** The option as both rulesets' programs declare it. */
export const rulesetOption = () =>
  new Option('--ruleset <ruleset>', 'the edition: 10th, or legacy (the older edition of the USRs in 004; README "The older edition (legacy ruleset)")')
    .argParser(oneOf(...RULESETS))
    .default('10th');
