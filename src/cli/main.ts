import { Command, Option } from 'commander';
import { loadRoster } from '../profiles/registry.js';
import { runCalc, runMatchup, type CalcOptions } from './calc.js';
import { describeFailure, EXIT } from './errors.js';
import { listEffects } from './effects.js';
import { colours, toJson, toJsonObject, toSummaryTable, toTable } from './format.js';
import { collect, integer, oneOf, reroll, threshold } from './options.js';

export interface Io {
  out(text: string): void;
  err(text: string): void;
  colour: boolean;
}

const nodeIo: Io = {
  out: (t) => process.stdout.write(`${t}\n`),
  err: (t) => process.stderr.write(`${t}\n`),
  // no-color.org: NO_COLOR counts when it is set and not empty.
  colour: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
};

function program(io: Io): Command {
  const p = new Command('wh40k')
    .description('Exact mathhammer for Warhammer 40,000 (10th edition): whole kill distributions, not averages')
    .version('0.1.0')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s.trimEnd()), writeErr: (s) => io.err(s.trimEnd()) })
    .option('--data <dir>', 'add a folder of unit YAML (repeatable; later folders override)', collect, []);

  p.command('calc')
    .description('exact results of ATTACKER attacking TARGET, e.g. "calc eightbound vs intercessors --charged"')
    .argument('<matchup...>', 'ATTACKER vs TARGET (names or aliases, any case)')
    .option('--charged', 'the attacking unit made a Charge move (Lance; melee by default)')
    .option('--stationary', 'the attacking unit Remained Stationary (Heavy)')
    .option('--half-range', 'target within half range (Rapid Fire, Melta)')
    .option('--cover', 'target has the Benefit of Cover (ranged attacks)')
    .option('--indirect', 'no target model visible: only Indirect Fire weapons, -1 to hit, 1-3 fail, cover')
    .option('--models <n>', 'attacking models', integer(1, 100))
    .option('--target-models <n>', 'models in the target unit', integer(1, 200))
    .option('--attacks-mod <n>', 'added to the Attacks of every weapon (never below 1)', integer(-20, 20))
    .option('--hit-mod <n>', 'modifier to Hit rolls (clamped to +1/-1 with the others)', integer(-6, 6))
    .option('--wound-mod <n>', 'modifier to Wound rolls (clamped to +1/-1 with the others)', integer(-6, 6))
    .option('--save-mod <n>', 'modifier to armour saving throws (improvement capped at +1)', integer(-6, 6))
    .option('--reroll-hits <which>', 'ones | failed', reroll('ones', 'failed'))
    .option('--reroll-wounds <which>', 'ones | failed', reroll('ones', 'failed'))
    .option('--reroll-damage <which>', 'ones: re-roll a Damage roll of 1', reroll('ones'))
    .option('--crit-hit <n>', 'Critical Hits on an unmodified N+ (default 6)', threshold)
    .option('--crit-wound <n>', 'Critical Wounds on an unmodified N+ (default 6)', threshold)
    .addOption(new Option('--melee', 'use melee weapons').conflicts('ranged'))
    .addOption(new Option('--ranged', 'use ranged weapons').conflicts('melee'))
    .option('--wargear <option>', "apply a wargear option from the attacker's profile (repeatable)", collect, [])
    .option('--with <effects>', "effects in play for the attacker's player, comma-separated (see `wh40k effects`)", collect, [])
    .option('--target-with <effects>', "effects in play for the target's player, comma-separated", collect, [])
    .option('--without <effects>', 'leave out effects a unit carries in its profile (e.g. an aura)', collect, [])
    .option('--target-below-half', 'the target unit is Below Half-strength')
    .option('--target-on-objective', 'the target unit is within range of an objective marker')
    .option('--engaged', 'the attacking unit is within Engagement Range (Big Guns Never Tire)')
    .option('--fate <dice>', 'Fate dice: a pool like 6,6,2 (best use chosen) or a roll like wound:6; one per phase')
    .option('--target-fate <dice>', "the target's Fate die for a saving throw, e.g. save:6")
    .addOption(new Option('--format <format>', 'table | json').argParser(oneOf('table', 'json')).default('table'))
    .option('--explain', 'show the working: targets, modifiers, caps, wasted damage')
    .option('--simulate <runs>', "also run the seeded Monte Carlo cross-check", integer(1, 1_000_000))
    .option('--seed <n>', 'seed for --simulate', integer(0, 2 ** 31), 1)
    .action(async (matchup: string[], o: CalcOptions & { format: 'table' | 'json'; explain?: boolean }) => {
      const roster = await loadRoster(p.opts<{ data: string[] }>().data);
      const report = runCalc(roster, matchup, o);
      io.out(o.format === 'json' ? toJson(report, Boolean(o.explain)) : toTable(report, Boolean(o.explain), colours(io.colour)));
    });
  p.command('run')
    .description('run every matchup of a scenario file (YAML: matchups with units, conditions, effects)')
    .argument('<file>', 'scenario file')
    .addOption(new Option('--format <format>', 'table | json').argParser(oneOf('table', 'json')).default('table'))
    .option('--details', "also print each matchup's full table")
    .option('--explain', 'show the working (with --details or in JSON)')
    .action(async (file: string, o: { format: 'table' | 'json'; details?: boolean; explain?: boolean }) => {
      const roster = await loadRoster(p.opts<{ data: string[] }>().data);
      const { loadScenario } = await import('../profiles/scenario.js');
      const named = loadScenario(file, roster).map((m) => ({ name: m.name, report: runMatchup(m) }));
      io.out(
        o.format === 'json'
          ? JSON.stringify({ matchups: named.map(({ name, report }) => ({ name, ...toJsonObject(report, Boolean(o.explain)) })) }, null, 2)
          : toSummaryTable(named, Boolean(o.details), Boolean(o.explain), colours(io.colour)),
      );
    });

  p.command('effects')
    .description('list every effect --with and --target-with accept, with its source and what it does')
    .option('--faction <faction>', 'only this faction (e.g. "World Eaters", Aeldari, Core)')
    .addOption(new Option('--format <format>', 'table | json').argParser(oneOf('table', 'json')).default('table'))
    .action((o: { faction?: string; format: 'table' | 'json' }) => {
      io.out(listEffects(o.faction, o.format, colours(io.colour)));
    });
  return p;
}

/** Run the CLI; returns the exit code (0 ok, 1 runtime failure, 2 usage or input error). */
export async function main(argv: readonly string[], io: Io = nodeIo): Promise<number> {
  try {
    await program(io).parseAsync([...argv], { from: 'user' });
    return EXIT.ok;
  } catch (e) {
    const { code, message } = describeFailure(e);
    if (message) io.err(`wh40k: ${message}`);
    return code;
  }
}
