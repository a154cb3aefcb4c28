/**
 * 10th edition's `turn` as the ruleset value gives it (src/rules/ruleset.ts turn, scenarioTurn): the
 * turn of two units by name, its JSON (rules/contract.ts TurnJson) and the words its views print for
 * each effect's source and each one-roll rule's use (cli/turn.ts draws them).
 */
import type { TurnShown } from '../../contract.js';
import { UsageError } from '../../errors.js';
import type { Roster } from '../profiles/registry.js';
import type { NamedTurn } from '../profiles/scenario.js';
import type { CalcOptions } from './options.js';
import { unitsNamed } from './named.js';
import { runTurn } from './turn.js';
import { turnSettings, type TurnReport, type TurnSettings } from './turn-result.js';
import { simulateTurn, type TurnSimulation } from './turn-simulate.js';
import { turnJson } from './turn-json.js';
import { FIRE_OVERWATCH, type TurnOneRoll } from './turn-effects.js';
import { oneRollLines } from './one-roll-words.js';
import { ONE_A_PHASE } from './fate-pool.js';

/** turn's options as the command line's parsers read them: calc's, and the turn's own. */
export type TurnOptions = CalcOptions & Partial<TurnSettings> & { readonly simulate?: number; readonly seed?: number };

/** `attacker`'s turn against `target`, by name among the roster's units (its notes first), with the simulation when asked. */
export function namedTurn(roster: Roster, attacker: string, target: string, o: TurnOptions): TurnShown {
  const { phases, overwatch, fightBack, simulate, seed, ...options } = o;
  const settings = turnSettings({ phases, overwatch, fightBack });
  if (overwatch && !settings.phases.includes('fight')) throw new UsageError('--overwatch: Overwatch is fired at a charging unit, and with --phases shoot the attacker does not charge');
  const m = unitsNamed(roster, attacker, target, options);
  const report = runTurn(m, settings);
  const withNotes = roster.notes.length ? { ...report, notes: [...roster.notes, ...report.notes] } : report;
  return shown(withNotes, simulate ? simulateTurn(m, settings, simulate, seed ?? 1) : null);
}

/** A scenario file's `turn:` entry (../profiles/scenario.ts NamedTurn), as `run` prints it. */
export function scenarioTurn(entry: NamedTurn): TurnShown {
  return shown(runTurn(entry, entry.settings), null);
}

function shown(r: TurnReport, simulation: TurnSimulation | null): TurnShown {
  return { json: turnJson(r, simulation), effectSources: r.effects.map((e) => (e.fromProfile ? `${r[e.side].name}'s profile` : e.id === FIRE_OVERWATCH ? '--overwatch' : e.side === 'attacker' ? '--with' : '--target-with')), oneRollLines: turnOneRollLines(r) };
}

/**
 * Each phase's one-roll rules and Fate dice, one line each (RULINGS 13: where each Fate die was used,
 * and which were kept and why), as calc's Effects says them (one-roll-words.ts), with the phase first.
 */
function turnOneRollLines(r: TurnReport): string[] {
  return r.oneRolls.map((o) => `${o.phase}: ${r[o.side].name}'s ${o.source}${o.dice ? ` (${o.dice})` : ''}: ${o.dice === undefined ? ruleUses(o) : fateUses(o)}`);
}

/** A one-roll rule other than Fate dice: where it went, or not used. */
function ruleUses(o: TurnOneRoll): string {
  const uses = o.uses.map((u) => oneRollLines(u.placed).join('; ') || 'not used: it helps no roll');
  return uses.length > 1 ? `not the same for every set of survivors: ${uses.join(' | ')}` : uses[0];
}

/** Fate dice: where one went and which were kept, and why (002 'Strands of Fate': one a phase; RULINGS 13: only where it helps). */
function fateUses(o: TurnOneRoll): string {
  // turn-one-roll.ts: a phase before its player's last spends one only on a Hit roll that surely comes.
  const only = o.sureOnly ? ', where this phase may spend one (only a Hit roll that surely comes: the fight follows),' : '';
  const unused = `no roll they can replace${only} does better with one than rolling (RULINGS 13)`;
  const [first, ...others] = o.uses;
  const placed = (u: TurnOneRoll['uses'][number]) => oneRollLines(u.placed).join('; ');
  if (!others.length) {
    if (!first.placed.length) return `kept ${o.dice}: ${unused}`;
    return first.kept ? `${placed(first)}; kept ${first.kept}: ${ONE_A_PHASE}` : placed(first);
  }
  const each = o.uses.map((u) => (u.placed.length ? `${placed(u)} (kept ${u.kept ?? 'none'})` : `none spent (kept ${o.dice})`));
  // A set of survivors that finds the target already destroyed has no roll to spend one on.
  const none = o.uses.some((u) => !u.placed.length) ? `; where none is spent, ${unused.replace(' (RULINGS 13)', '')} or the unit attacked is already destroyed` : '';
  return `not the same for every set of survivors: ${each.join(' | ')}; ${ONE_A_PHASE}${none}`;
}
