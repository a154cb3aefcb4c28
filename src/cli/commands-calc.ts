/**
 * `calc`: one matchup, exact (issue 27: one program for every ruleset; its options are the chosen
 * ruleset's flags, rules/<ruleset>/flags.ts).
 */
import type { Command } from 'commander';
import { splitLists, splitMatchup } from '../rules/matchup-words.js';
import { output, refuseIdleSimulation, simulation } from './command-options.js';
import { withFlags } from './flags.js';
import type { Host } from './host.js';
import type { Common } from './io.js';
import { collect, nameList } from './options.js';
import { UsageError } from './errors.js';
import { inEachPhase, phaseOption, splitPhase, type PhaseChoice } from './phase.js';
import { Refused } from '../rules/errors.js';
import type { CalcShown } from '../rules/contract.js';

// calc's views (cli-table3, chalk) load only for the format asked, and --vary's sweep only when given: a cold
// `wh40k calc` stays fast (issue 13).
const later = {
  calcViews: () => import('./calc-views.js'),
  format: () => import('./format.js'),
  vary: () => import('./vary.js'),
  varyGrid: () => import('./vary-grid.js'),
  oneTarget: () => import('./one-target.js'),
};

export function calcCommand(p: Command, host: Host): void {
  const calc = phaseOption(output(withFlags(p.command('calc'), host.ruleset.flags)))
    .description('exact results of ATTACKER attacking TARGET, e.g. "calc eightbound vs intercessors --charged"')
    .argument('<matchup...>', 'ATTACKER vs TARGET (names or aliases, any case)')
    .option('--explain', 'show the working: targets, modifiers, caps, wasted damage')
    .option('--all-rows', 'every row of the distributions (default: the first and last rows below 0.1% each are one row, as 0-23)');
  simulation(calc, 'also run the seeded Monte Carlo cross-check')
    .option('--order <weapons>', 'the order the weapons resolve in, every weapon named once: "bolt pistol, bolt rifle" (default: as the profile lists them)', nameList)
    .option('--vary <knob=values>', 'sweep an option, a row per value: models=3..6, hit-mod=-1..1, with=none,warp-blades; twice for a grid (rows by the first, columns by the second)', collect, [])
    .action(async (given: string[], all: Common & { explain?: boolean; vary: string[]; simulate?: number; seed?: number; phase?: PhaseChoice; allRows?: boolean }) => {
      const words = given;
      const { allRows, ...rest } = all;
      const { options: o, best } = splitPhase(rest);
      refuseIdleSimulation(o, 'matchup');
      // `calc "intercessors, eliminators" vs terminators`: several units at one target, one after the other (issue 29 section 1).
      // Words without a `vs` fall through: the single matchup's path says what is wrong, in its order (data first).
      let [attackers, targets] = severalOrNot(words);
      // A unit's name may hold a comma ("Custodian Guard, spears and shields"): parts that together name a unit are that unit.
      let loaded: unknown;
      if (attackers.length > 1 || targets.length > 1) {
        loaded = await host.units(o.quiet);
        [attackers, targets] = splitLists(words, host.ruleset.unitNames(loaded));
      }
      if (targets.length > 1) throw new UsageError(`calc takes one target (got ${targets.join(', ')}): \`wh40k compare\` takes several`);
      if (attackers.length > 1) {
        const refused = [[best, '--phase best'], [o.vary.length > 0, '--vary'], [o.explain, '--explain']] as const;
        const { ONE_TARGET_REFUSED, oneTargetLong, oneTargetMarkdown, oneTargetTable } = await later.oneTarget();
        for (const [given, flag] of refused) if (given) throw new UsageError(`${flag} with several attacking units: ${ONE_TARGET_REFUSED.find(([f]) => f === flag)![1]}`);
        if (!host.ruleset.oneTarget) throw new UsageError(`several units at one target: not yet under the ${host.ruleset.name} ruleset (--ruleset 10th has it); calc them one at a time`);
        const units = loaded;
        const shown = await host.named(() => host.ruleset.oneTarget!(units, attackers, targets[0], o, host.otherNames));
        const { sheetTable } = await later.format();
        await host.emit(o.format, {
          json: () => shown.json,
          sheets: () => [oneTargetLong(shown)],
          markdown: () => oneTargetMarkdown(shown, Boolean(o.quiet), allRows),
          table: () => oneTargetTable(shown, Boolean(o.quiet), host.c(), (s) => sheetTable(s, host.c(), 'matrix'), allRows),
        });
        if ((o.format === 'json' || o.format === 'csv') && !o.quiet) for (const n of shown.json.notes) host.io.err(`note: ${n}`);
        return;
      }
      if (o.vary.length) {
        if (best) throw new UsageError('--phase best with --vary: each row would have its own phase; give --phase ranged or melee');
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
      const units = loaded ?? (await host.units(o.quiet));
      const shownIn = (options: object) => host.ruleset.calcShown(units, ...splitMatchup(words), options, Boolean(o.explain), host.otherNames);
      const shown = await host.named(() => (best ? bestCalc(o, shownIn) : shownIn(o)));
      const forPeople = o.quiet ? { ...shown, json: { ...shown.json, notes: [] } } : shown;
      await host.emit(o.format, {
        json: () => shown.json,
        sheets: async () => [(await later.calcViews()).calcLong(shown)],
        markdown: async () => (await later.calcViews()).calcMarkdown(forPeople, allRows),
        table: async () => (await later.format()).toTable(forPeople, host.c(), allRows),
      });
      // json and csv carry the notes as data; the person at the terminal reads them on stderr too.
      if ((o.format === 'json' || o.format === 'csv') && !o.quiet) for (const n of shown.json.notes) host.io.err(`note: ${n}`);
    });
}

/** The units on each side of `vs`, comma-separated; one on each where the words are no matchup. */
function severalOrNot(words: readonly string[]): [string[], string[]] {
  try {
    return splitLists(words);
  } catch (e) {
    if (e instanceof UsageError) return [[''], ['']];
    throw e;
  }
}

/**
 * `calc --phase best`: the matchup in each phase, the one with more expected models destroyed kept (equal: more expected
 * damage; then ranged), a note saying both; a phase in which the attacker cannot attack (no weapon for it) leaves the other.
 */
async function bestCalc(options: object, shownIn: (options: object) => Promise<CalcShown>): Promise<CalcShown> {
  const { tries, done } = await inEachPhase(options, shownIn);
  const value = (s: CalcShown): [number, number] => [s.json.kills.mean, s.json.damage.mean];
  const better = (a: CalcShown, b: CalcShown): boolean => {
    const [[k1, d1], [k2, d2]] = [value(a), value(b)];
    return k1 > k2 + 1e-12 || (Math.abs(k1 - k2) <= 1e-12 && d1 > d2 + 1e-12);
  };
  const [phase, shown] = done.reduce((best, t) => (better(t[1], best[1]) ? t : best));
  const said = tries.map(([p, r]) => `${p} ${r instanceof Refused ? `cannot (${r.message})` : `${r.json.kills.mean.toFixed(2)} models, ${r.json.damage.mean.toFixed(2)} damage`}`).join('; ');
  const note = `--phase best: ${phase}, the phase with more expected models destroyed, then damage (${said})`;
  return { ...shown, json: { ...shown.json, notes: [note, ...shown.json.notes] } };
}
