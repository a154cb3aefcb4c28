/**
 * `calc`: one matchup, exact (issue 27: one program for every ruleset; its options are the chosen
 * ruleset's flags, rules/<ruleset>/flags.ts).
 */
import type { Command } from 'commander';
import { splitMatchup } from '../rules/matchup-words.js';
import { output, refuseIdleSimulation, simulation } from './command-options.js';
import { withFlags } from './flags.js';
import type { Host } from './host.js';
import type { Common } from './io.js';
import { collect, nameList } from './options.js';

// calc's views (cli-table3, chalk) load only for the format asked, and --vary's sweep only when given: a cold
// `wh40k calc` stays fast (issue 13).
const later = {
  calcViews: () => import('./calc-views.js'),
  format: () => import('./format.js'),
  vary: () => import('./vary.js'),
  varyGrid: () => import('./vary-grid.js'),
};

export function calcCommand(p: Command, host: Host): void {
  const calc = output(withFlags(p.command('calc'), host.ruleset.flags))
    .description('exact results of ATTACKER attacking TARGET, e.g. "calc eightbound vs intercessors --charged"')
    .argument('<matchup...>', 'ATTACKER vs TARGET (names or aliases, any case)')
    .option('--explain', 'show the working: targets, modifiers, caps, wasted damage');
  simulation(calc, 'also run the seeded Monte Carlo cross-check')
    .option('--order <weapons>', 'the order the weapons resolve in, every weapon named once: "bolt pistol, bolt rifle" (default: as the profile lists them)', nameList)
    .option('--vary <knob=values>', 'sweep an option, a row per value: models=3..6, hit-mod=-1..1, with=none,warp-blades; twice for a grid (rows by the first, columns by the second)', collect, [])
    .action(async (words: string[], o: Common & { explain?: boolean; vary: string[]; simulate?: number; seed?: number }) => {
      refuseIdleSimulation(o, 'matchup');
      if (o.vary.length) {
        const { varyCsv, varyPeople } = await later.varyGrid();
        const { runVary } = await later.vary();
        const { sheetTable } = await later.format();
        const { vary, format: _f, quiet: _q, ...base } = o;
        const units = await host.units(o.quiet);
        const v = await host.named(() => runVary(host.ruleset, units, words, vary, base, host.otherNames));
        host.sourceNotes(units, o);
        await host.emit(o.format, { json: () => v, sheets: () => [varyCsv(v)], markdown: () => [varyPeople(v)], table: () => sheetTable(varyPeople(v), host.c(), 'vary') });
        return;
      }
      // The matchup through the ruleset value: its calc in the contract every ruleset's views draw (rules/contract.ts).
      const units = await host.units(o.quiet);
      const shown = await host.named(() => host.ruleset.calcShown(units, ...splitMatchup(words), o, Boolean(o.explain), host.otherNames));
      const forPeople = o.quiet ? { ...shown, json: { ...shown.json, notes: [] } } : shown;
      await host.emit(o.format, {
        json: () => shown.json,
        sheets: async () => [(await later.calcViews()).calcLong(shown)],
        markdown: async () => (await later.calcViews()).calcMarkdown(forPeople),
        table: async () => (await later.format()).toTable(forPeople, host.c()),
      });
      // json and csv carry the notes as data; the person at the terminal reads them on stderr too.
      if ((o.format === 'json' || o.format === 'csv') && !o.quiet) for (const n of shown.json.notes) host.io.err(`note: ${n}`);
    });
}
