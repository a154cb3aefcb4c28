/** The global `--ruleset` (issue 14): which ruleset's commands parse the command line, chosen once (main.ts). */
import { Option } from 'commander';
import { RULESETS, rulesetNamed } from '../rules/rulesets.js';
import { dataOnly, type Ruleset } from '../rules/ruleset.js';
import { longFlag } from '../rules/flags.js';
import { UsageError } from '../rules/errors.js';
import { InputError, UnknownUnitError } from '../profiles/errors.js';
import { lookupKey } from '../rules/names.js';
import { oneOf } from './options.js';

/**
 * The ruleset name argv gives (`--ruleset X` or `--ruleset=X`, anywhere before `--`), else the default's;
 * two that name different rulesets are a usage error (the ruleset is chosen once).
 */
function rulesetArgument(argv: readonly string[], fallback: string): string {
  const given: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--') break;
    if (argv[i] === '--ruleset') given.push(argv[i + 1] ?? '');
    if (argv[i].startsWith('--ruleset=')) given.push(argv[i].slice('--ruleset='.length));
  }
  const named = [...new Set(given.map((n) => n.trim().toLowerCase()))];
  if (named.length > 1) throw new UsageError(`--ruleset given twice, as ${named.join(' and ')}: a command line is of one ruleset`);
  return given[0] ?? fallback;
}

/**
 * The ruleset argv asks for, from the registry, else `fallback` (the config file's `ruleset:`), else the
 * registry's first; a name it does not know chooses the default, whose `--ruleset` option then refuses it
 * with the names it takes (exit 2).
 */
export function rulesetOf<T extends readonly [Ruleset, ...Ruleset[]]>(argv: readonly string[], rulesets: T, fallback?: string): T[number] {
  return rulesetNamed<T[number]>(rulesetArgument(argv, fallback ?? rulesets[0].name), rulesets) ?? rulesets[0];
}

/** The option as every ruleset's commands declare it: the registry's names, each with its line. */
export const rulesetOption = (rulesets: readonly Ruleset[] = RULESETS) =>
  new Option('--ruleset <ruleset>', `the edition: ${rulesets.map((r) => `${r.name} (${r.description})`).join(', or ')}`)
    .argParser(oneOf(...rulesets.map((r) => r.name)))
    .default(rulesets[0].name);

/** The names and aliases of every ruleset's units but `chosen`'s, from these data folders (its commands' "is a unit of another ruleset"). */
export async function otherRulesetsUnitNames(chosen: Ruleset, dataDirs: readonly string[], rulesets: readonly Ruleset[] = RULESETS): Promise<string[]> {
  const others = rulesets.filter((r) => r !== chosen);
  return (await Promise.all(others.map(async (r) => r.unitNames(await r.loadUnits(dataOnly(dataDirs)))))).flat();
}

/** The long options argv gives (`--hit-mod 2`, `--hit-mod=2`), before any `--`. */
function longOptions(argv: readonly string[]): string[] {
  const end = argv.indexOf('--');
  return (end < 0 ? argv : argv.slice(0, end)).filter((a) => a.startsWith('--')).map((a) => a.split('=')[0]);
}

const SOURCES = { '--data-bsdata': 'bsdata', '--roster': 'roster', '--effects': 'effects' } as const;

/** Why the ruleset cannot read the source of units a global option names (`--roster`), if it cannot. */
export function sourceRefusal(chosen: Ruleset, option: string): string | undefined {
  return Object.hasOwn(SOURCES, option) ? chosen.cannot.sources[SOURCES[option as keyof typeof SOURCES]] : undefined;
}

/**
 * A usage error (exit 2) for the first option of argv the chosen ruleset cannot serve, naming it and the
 * ruleset: a source of units or a command's option it has not (its `cannot`), or another ruleset's
 * matchup option (`--hit-mod` under --ruleset legacy), with the matchup options it takes instead.
 */
export function refuseOptions(argv: readonly string[], chosen: Ruleset, rulesets: readonly Ruleset[] = RULESETS): void {
  const own = new Set(chosen.flags.map(longFlag));
  for (const given of longOptions(argv)) {
    const why = sourceRefusal(chosen, given) ?? (Object.hasOwn(chosen.cannot.options, given) ? chosen.cannot.options[given] : undefined);
    if (why !== undefined) throw new UsageError(`${given} is not an option of --ruleset ${chosen.name}: ${why}`);
    const other = own.has(given) ? undefined : rulesets.find((r) => r !== chosen && r.flags.some((f) => longFlag(f) === given));
    if (other) {
      const takes = chosen.flags.filter((f) => !f.hidden).map(longFlag);
      throw new UsageError(`${given} is an option of --ruleset ${other.name}; under --ruleset ${chosen.name}, a matchup takes ${takes.join(', ')} (wh40k --ruleset ${chosen.name} calc --help)`);
    }
  }
}

/**
 * `run`'s result; an unknown unit that names a unit of another ruleset (from these data folders) said
 * so, and how to reach it (issue 14): a matchup takes its own ruleset's units only.
 */
export async function sayIfOtherRuleset<T>(run: () => T | Promise<T>, chosen: Ruleset, dataDirs: readonly string[], rulesets: readonly Ruleset[] = RULESETS): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (!(e instanceof UnknownUnitError)) throw e;
    const k = lookupKey(e.unit);
    for (const other of rulesets.filter((r) => r !== chosen)) {
      if (other.unitNames(await other.loadUnits(dataOnly(dataDirs))).some((n) => lookupKey(n) === k)) {
        throw new InputError(`${e.where}"${e.unit}" is a unit of --ruleset ${other.name}: a --ruleset ${chosen.name} matchup takes its own units only; name it under --ruleset ${other.name} (wh40k --ruleset ${other.name} calc ...)`);
      }
    }
    throw e;
  }
}
