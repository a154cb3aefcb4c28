/**
 * One-roll rules (a Command Re-roll, Unparalleled Foresight, Soulsight) and Fate dice in a turn: each
 * volley places them as calc does (effects/choose.ts: where they help most), from what that volley
 * starts from, with the uses its phase has left:
 * - A Stratagem (Command Re-roll, Soulsight) is used once per phase by each player (the core rules'
 *   'Stratagems', as effects/aeldari.ts 'seers-guidance' has it; not among the rules texts 000-003):
 *   in the fight phase both players' go to the attacker's fight
 *   (its attacks, the target's saves), none to the fight on death or the fight back; the Charge phase's
 *   Overwatch has its own. Unparalleled Foresight works "each time an AELDARI unit ... is selected to
 *   shoot or fight" (002): every volley of its unit.
 * - Fate dice (002 'Strands of Fate': "Once per phase ... Each Fate dice can only be used in this way
 *   once"; RULINGS 13: spent only where it helps): the attacker's on its attacks in the shooting and
 *   the fight, the target's on its saves. A die a phase spends is gone for the next, so a phase before
 *   its player's last spends one only on a roll that surely comes (the first Hit roll of a weapon that
 *   always makes an attack): the dice left are then certain. The target's dice wait for its saves in
 *   the fight (its last phase with saves), or in the shooting when the turn has no fight.
 * - Fate's Messenger ("Once per turn") and Seers' Guidance ("Once per battle round") span the phases
 *   and are used on rolls that may not come; they are refused.
 */
import { chooseOneRolls } from '../effects/choose.js';
import type { Compiled, EffectReport } from '../effects/compile.js';
import { builtInEffects } from '../effects/index.js';
import type { OneRollGroup } from '../effects/types.js';
import { calculate, type AssignedRoll, type Result } from '../engine.js';
import { oneRollKey, planWeapon } from '../plan.js';
import type { Scenario } from '../types.js';
import { UsageError } from '../../errors.js';
import { once } from '../../maps.js';
import type { CalcOptions } from './options.js';
import { FATE_DICE, fateDice, isFateRoll } from './fate-pool.js';

/** How a volley of the turn may use one-roll rules and Fate dice (turn.ts sets it per phase). */
export interface PhaseUse {
  /** false: each player's Stratagems were used in this phase already (fight on death, fight back). */
  readonly stratagems: boolean;
  /** true: the attacker's Fate die only on a Hit roll the volley surely makes (it has a later phase). */
  readonly sureFate: boolean;
  /** The target's Phoenix Gem is carried by the turn in this phase (turn-phoenix.ts); else refused. */
  readonly phoenixGem?: boolean;
  /** The target's state is two queues (--precision: turn-state.ts twoQueueLayout). */
  readonly twoQueues?: boolean;
}

/**
 * A phase's options in a turn: calc's, how it uses one-roll rules (absent: as calc does), and the flag
 * that names its attackers' weapon profiles in the notes (the target's attacks: --target-profile).
 */
export type PhaseOptions = CalcOptions & { readonly use?: PhaseUse; readonly profileFlag?: string };

export interface PhaseRolls {
  readonly attacker: readonly OneRollGroup[];
  readonly target: readonly OneRollGroup[];
  readonly sureFate: boolean;
  /** Each side's Fate dice pool in the phase (--fate, --target-fate less what an earlier phase spent), where it has Fate dice. */
  readonly dice: { readonly attacker?: string; readonly target?: string };
}

const SPANNING = ['fates-messenger', 'seers-guidance'];
const nameOf = (id: string) => builtInEffects().find((e) => e.id === id)!.name;
/** Made when a turn first asks (the built-in effects are made when first read: effects/index.ts). */
const stratagems = once(() => new Set(builtInEffects().filter((e) => e.cp !== undefined).map((e) => e.name)));

/** The one-roll rules the compiled effects give a volley, and its Fate dice, as its phase allows. */
export function phaseRolls(compiled: Pick<Compiled, 'oneRolls' | 'scenario'>, options: PhaseOptions, notes: string[]): PhaseRolls {
  const { oneRolls } = compiled;
  const use = options.use ?? { stratagems: true, sureFate: false };
  // Most phases have no one-roll rule: nothing to look for among them (each a search of the built-in effects, issue 30).
  const groups = oneRolls.attacker.length || oneRolls.target.length ? [...oneRolls.attacker, ...oneRolls.target] : [];
  for (const id of groups.length ? SPANNING : []) {
    if (groups.some((g) => g.source === nameOf(id))) {
      throw new UsageError(`turn: ${nameOf(id)} is used once per turn or battle round, on a roll that may not come, which is not carried from phase to phase; use calc for it`);
    }
  }
  const kept = (groups: readonly OneRollGroup[]) => groups.filter((g) => use.stratagems || !stratagems().has(g.source));
  const fate = fateDice(options, compiled.scenario, notes);
  return {
    attacker: [...kept(oneRolls.attacker), ...fate.attacker],
    target: [...kept(oneRolls.target), ...fate.target],
    sureFate: use.sureFate,
    dice: { attacker: fate.attacker.length ? options.fate : undefined, target: fate.target.length ? options.targetFate : undefined },
  };
}

/**
 * The phase's effect reports, a one-roll Stratagem that phaseRolls left out (the fight back: each
 * player's were used in the attacker's fight) said skipped, as it is.
 */
export function withStratagemsUsed(compiled: Pick<Compiled, 'oneRolls' | 'report'>, rolls: PhaseRolls): readonly EffectReport[] {
  // No one-roll rule compiled: none left out (the Fate dice are not in the report).
  if (!compiled.oneRolls.attacker.length && !compiled.oneRolls.target.length) return compiled.report;
  const placed = new Set([...rolls.attacker, ...rolls.target]);
  const left = new Set([...compiled.oneRolls.attacker, ...compiled.oneRolls.target].filter((g) => !placed.has(g)).map((g) => g.source));
  if (!left.size) return compiled.report;
  const skipped = "skipped: a Stratagem is used once a phase by each player, and the fight phase's went to the attacker's fight";
  return compiled.report.map((e) => (left.has(e.name) ? { ...e, applied: false, detail: skipped } : e));
}

/**
 * One volley's result from `start` (P(wounds lost)), its one-roll rules placed as calc places them;
 * `spend` is told each calculation's work before it is built, `chose` hears the placement kept.
 */
export function phaseResult(scenario: Scenario, rolls: PhaseRolls, start: readonly number[], spend: (work: number) => void, chose?: (rolls: readonly AssignedRoll[]) => void): Result {
  const run = (assigned: readonly AssignedRoll[]) => calculate(scenario, assigned, start, { spend });
  if (!rolls.attacker.length && !rolls.target.length) return run([]);
  const plans = scenario.weapons.map((use) => planWeapon(use, scenario));
  const key = (r: AssignedRoll) => oneRollKey(plans[r.weapon], r);
  const attacker = rolls.sureFate ? rolls.attacker.map((g) => (isFate(g) ? { ...g, rolls: g.rolls.filter((r) => r.roll === 'hit') } : g)) : rolls.attacker;
  let choice = chooseOneRolls(attacker, rolls.target, scenario.weapons.length, run, key);
  // A weapon that always makes an attack makes its first Hit roll whenever the target is still there
  // for it, and a target gone before then leaves the dice nothing to do later: the die is spent in
  // every turn where the dice left matter. Not so when a Phoenix Gem can bring the target back
  // (turn-phoenix.ts): then only the first weapon's, which always finds it there. Any other placement
  // may not come: the die is kept.
  const gem = scenario.target.models.some((g) => g.returnsOn !== undefined);
  const first = gem && !scenario.actions?.length ? scenario.weapons.findIndex((w) => w.count > 0) : gem ? -1 : undefined;
  const sure = (r: AssignedRoll) => r.action === 'fate' && r.roll === 'hit' && plans[r.weapon].attacks.prob(0) === 0 && (first === undefined || r.weapon === first);
  const unsure = (r: AssignedRoll) => rolls.sureFate && isFateRoll(r) && r.roll !== 'save' && !sure(r);
  if (choice.rolls.some(unsure)) choice = chooseOneRolls(attacker.filter((g) => !isFate(g)), rolls.target, scenario.weapons.length, run, key);
  chose?.(choice.rolls);
  return choice.result;
}

function isFate(g: OneRollGroup): boolean {
  return g.source === FATE_DICE;
}
