/**
 * The commands of a battle rather than one volley (issue 15): `need` (the smallest unit, or cheapest
 * effects, that reach a goal) and `turn` (shoot, Overwatch, fight, fight back). main.ts gives them its
 * roster, notes and printing.
 */
import type { Command } from 'commander';
import { commandOf, type Host } from './host.js';
import { withFlags } from './flags.js';
import { output, refuseIdleSimulation, simulation } from './command-options.js';
import type { Common } from './io.js';
import { InvalidArgumentError } from 'commander';
import { shownValue } from '../profiles/wording.js';
import { collect } from './options.js';
import { hideRefused, withTurnFlags, type TurnFlags } from './turn-phases.js';
import { phaseOption } from './phase.js';

/** `--any-size MAX`: a whole number 1 to 100, in the words of need's anySize field (rules/tenth/matchup/option-schema.ts). */
function anySize(text: string): number {
  const n = /^\s*[+-]?\d+\s*$/.test(text) ? Number(text) : null;
  if (n === null || n < 1 || n > 100) throw new InvalidArgumentError(`expected true or a whole number 1 to 100, got ${shownValue(n ?? text.trim().toLowerCase())}`);
  return n;
}

export function needCommand(p: Command, ctx: Host): void {
  // need is written once over the ruleset value (issue 27): its options are the chosen ruleset's flags.
  const needCommand = phaseOption(output(withFlags(commandOf(p, ctx, 'need'), ctx.ruleset.flags)))
    .description('the smallest unit, or cheapest set of effects, that reaches a goal, e.g. "need eightbound vs intercessors --wipe 90% --charged"')
    .argument('<matchup...>', 'ATTACKER vs TARGET (names or aliases, any case)')
    .option('--wipe <chance>', 'goal: every target model destroyed with this chance (90% or 0.9)')
    .option('--kills <K@P>', 'goal: at least K target models destroyed with chance P (3@90%)')
    .option('--damage <D@P>', 'goal: at least D damage with chance P (10@75%)')
    .option('--survive <chance>', "the defender's goal: the smallest target unit that keeps a model with this chance")
    .option('--any-size [max]', 'try every size from the datasheet minimum to MAX (default: the largest priced size), not only the priced sizes', anySize)
    .option('--with-options <effects>', "the cheapest subset of these effects (CP from `wh40k effects`) at the current size (--survive: the target's)", collect, []);
  needCommand.action(async (words: string[], o: Common & { wipe?: string; kills?: string; damage?: string; survive?: string; anySize?: number | true; withOptions: string[] }) => {
    const { goalOf, needCsv, needMarkdown, needTable, runNeed } = await import('./need.js');
    const { format: _f, quiet: _q, wipe, kills, damage, survive, anySize, withOptions, ...options } = o;
    const units = await ctx.units(o.quiet);
    const j = await ctx.named(() => runNeed(ctx.ruleset, units, words, { goal: goalOf({ wipe, kills, damage, survive }), anySize, withOptions }, options, () => ctx.otherNames()));
    ctx.sourceNotes(units, o);
    await ctx.emit(o.format, { json: () => j, sheets: () => [needCsv(j)], markdown: () => needMarkdown(j), table: () => needTable(j, ctx.c()) });
    if (!o.quiet) for (const n of j.notes) ctx.io.err(`note: ${n}`);
  });
}

export function turnCommand(p: Command, ctx: Host): void {
  // turn is written once over the ruleset value (issue 27): its matchup flags and its own are the chosen ruleset's.
  const turnCommand: Command = hideRefused(withTurnFlags(output(withFlags(commandOf(p, ctx, 'turn'), ctx.ruleset.flags)), ctx.ruleset), ctx.ruleset)
    .description('a whole turn: ATTACKER shoots, charges and fights TARGET, whose survivors fight back, e.g. "turn intercessors vs eightbound --overwatch"')
    .argument('<matchup...>', 'ATTACKER vs TARGET (names or aliases, any case)');
  simulation(turnCommand, 'also play the turn die by die, seeded, as a cross-check')
    .option('--vary <knob=values>', "sweep an option, a row per value (calc's knobs a turn takes, overwatch, fight-back, phases=shoot,fight,shoot+fight); twice for a grid", collect, []);
  turnCommand.action(async (words: string[], o: Common & TurnFlags & { vary: string[] }) => {
    refuseIdleSimulation(o, 'turn');
    const units = await ctx.units(o.quiet);
    if (o.vary.length) {
      const { runTurnVary, turnVaryCsv, turnVaryPeople } = await import('./turn-vary.js');
      const { format: _f, quiet: _q, vary, ...base } = o;
      const v = await ctx.named(() => runTurnVary(ctx.ruleset, units, words, vary, base));
      const { sheetTable } = await import('./format.js');
      await ctx.emit(o.format, { json: () => v, sheets: () => [turnVaryCsv(v)], markdown: () => [turnVaryPeople(v)], table: () => sheetTable(turnVaryPeople(v), ctx.c(), 'vary') });
      if (!o.quiet) for (const n of v.notes) ctx.io.err(`note: ${n}`);
      return;
    }
    const { runTurnCommand, turnLong, turnMarkdown, turnTable } = await import('./turn.js');
    const { format, quiet, vary: _v, ...options } = o;
    const shown = await ctx.named(() => runTurnCommand(ctx.ruleset, units, words, options));
    const { sheetTable } = await import('./format.js');
    await ctx.emit(format, {
      json: () => shown.json,
      sheets: () => [turnLong(shown)],
      markdown: () => turnMarkdown(shown, Boolean(quiet)),
      table: () => turnTable(shown, Boolean(quiet), ctx.c(), (s) => sheetTable(s, ctx.c(), 'matrix')),
    });
    if ((format === 'json' || format === 'csv') && !quiet) for (const n of shown.json.notes) ctx.io.err(`note: ${n}`);
  });
}
