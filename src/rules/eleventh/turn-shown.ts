/**
 * 11th edition's `turn` as the ruleset value gives it (src/rules/ruleset.ts turn): two units by name, the
 * options as the command line reads them, the exact turn (turn.ts), with --simulate the turn played die by die
 * beside it (turn-simulate.ts), as the contract's TurnShown that the shared views print.
 */
import type { EffectJson, TurnEffectJson, TurnShown } from '../contract.js';
import { longFlag } from '../flags.js';
import { UsageError } from '../errors.js';
import { lookupKey } from '../names.js';
import { ELEVENTH_FLAGS, type EleventhOptions } from './flags.js';
import { allocationGroups } from './groups.js';
import { notModelled } from './json.js';
import { findUnit, RANGED_ONLY, type Engine, type OtherRulesetNames } from './matchup.js';
import { checkedOptions } from './option-check.js';
import type { EleventhUnit } from './profiles/load.js';
import { ELEVENTH_TURN_REFUSED } from './turn-flags.js';
import { turnJson11 } from './turn-result.js';
import { simulateTurn11 } from './turn-simulate.js';
import { attackingIn, other, runTurn11, startOf, stepsOf, TURN_PHASES, type TurnRun, type TurnSettings } from './turn.js';

/** turn's own options as the command line reads them. */
interface TurnOwn {
  readonly phases?: TurnSettings['phases'];
  readonly overwatch?: boolean;
  readonly fightBack?: boolean;
  readonly simulate?: number;
  readonly seed?: number;
  readonly order?: readonly string[];
}

const MATCHUP_KEYS = new Set<string>(ELEVENTH_FLAGS.map((f) => f.key));
const flagOf = (key: string) => longFlag(ELEVENTH_FLAGS.find((f) => f.key === key)!);

/** The matchup options given (a refused one said with its reason), checked as calc checks them. */
export function matchupOptions(options: object): EleventhOptions {
  const given = Object.fromEntries(Object.entries(options).filter(([k, v]) => MATCHUP_KEYS.has(k) && v !== undefined && v !== false));
  for (const [key, why] of ELEVENTH_TURN_REFUSED) if (key in given) throw new UsageError(`turn: ${flagOf(key)}: ${why}`);
  return checkedOptions(given, 'options');
}

/** --order in a turn: every name one of the attacker's weapons (each phase then uses the names of its own batches). */
function knownWeapons(attacker: EleventhUnit, order: readonly string[]): void {
  const unknown = order.filter((n) => !attacker.weapons.some((w) => lookupKey(w.name) === lookupKey(n)));
  if (unknown.length) throw new UsageError(`turn: --order: ${attacker.name} has no weapon named ${unknown.map((n) => `"${n}"`).join(', ')} (its weapons: ${attacker.weapons.map((w) => w.name).join(', ')})`);
}

/** The turn's own notes: the rules each phase follows, and what the turn leaves out. */
function turnNotes(settings: TurnSettings, o: EleventhOptions): string[] {
  const notes = [
    ...(settings.overwatch
      ? ["overwatch: Fire Overwatch at the end of the attacker's Movement phase (11e 15.08, RULINGS 9), Snap Shooting: hits only on unmodified 6s, never critical (15.09); Torrent still hits (RULINGS 2)"]
      : []),
    ...(settings.phases.includes('fight') ? ['fight: the attacker charged: it has Fights First (11e 11.04) and fights before the target, whose survivors then fight back (11e 12)'] : []),
    "the target's attacks (overwatch, fight back) are computed with none of the options given: those are the attacker's",
    'each phase: the defender orders the allocation groups left (11e 05.03, RULINGS 6), and the wounds lost along that order say which models were destroyed',
    "points lost: each model worth its unit's points divided by its models",
  ];
  if (!settings.phases.includes('shoot')) {
    for (const k of RANGED_ONLY) if (o[k] !== undefined && o[k] !== false) notes.push(`${flagOf(k)}: no effect: the attacker does not shoot in this turn`);
  }
  return notes;
}

/** Each phase's notes over every state it was computed for, its name first; the engine's hazard rolls said as not carried. */
export function phaseNotes(run: TurnRun): string[] {
  const notes = new Set<string>();
  run.steps.forEach((step, i) => {
    for (const s of run.states[i]) {
      const a = run.attack(step, attackingIn(step, s), s[other(step.by)]);
      if ('none' in a) {
        notes.add(`${step.phase}: no attack where ${a.none}`);
        continue;
      }
      for (const n of [...a.notes, ...a.result.notes]) notes.add(`${step.phase}: ${n}`);
      if (a.hazard && !step.unit) {
        const groups = allocationGroups(s[step.by]);
        const order = a.hazard.order.map((g) => groups[g].name).join(', ');
        notes.add(`${step.phase}: ${s[step.by].name}'s ${a.hazard.rolls} hazard roll(s) (11e 06.03): mortal wounds allocated along ${order} (RULINGS 11), carried into the turn`);
      }
    }
  });
  return [...notes];
}

/**
 * The effects in play in each phase, over every state it was computed for (as 10th edition's turn lists them:
 * contract.ts TurnEffectJson): applied where any state's calculation applied it, `varies` where some did and some
 * did not (a unit's size or keywords as the turn changes them).
 */
export function phaseEffects(run: TurnRun): TurnEffectJson[] {
  const seen = new Map<string, { effect: EffectJson; phase: string; applied: Set<boolean> }>();
  run.steps.forEach((step, i) => {
    for (const s of run.states[i]) {
      const a = run.attack(step, attackingIn(step, s), s[other(step.by)]);
      if ('none' in a) continue;
      for (const e of a.effects) {
        const key = `${step.phase}|${e.side}|${e.id}`;
        const entry = seen.get(key) ?? { effect: e, phase: step.phase, applied: new Set<boolean>() };
        entry.applied.add(e.applied);
        if (e.applied && !entry.effect.applied) entry.effect = e;
        seen.set(key, entry);
      }
    }
  });
  return [...seen.values()].map(({ effect, phase, applied }) => ({ ...effect, phase, applied: applied.has(true), varies: applied.size > 1 }));
}

/** Where each effect came from, for the views (contract.ts TurnShown.effectSources). */
const sourceOf = (e: TurnEffectJson, start: { attacker: EleventhUnit; target: EleventhUnit }) =>
  e.fromProfile ? `${(e.side === 'attacker' ? start.attacker : start.target).name}'s profile` : e.side === 'attacker' ? '--with' : '--target-with';

/** `attacker`'s turn against `target`, by name among the units. */
export async function eleventhTurn(units: readonly EleventhUnit[], attacker: string, target: string, options: object, engine: Engine, names?: OtherRulesetNames): Promise<TurnShown> {
  const { phases, overwatch, fightBack, simulate, seed, order } = options as TurnOwn;
  const settings: TurnSettings = { phases: phases ?? TURN_PHASES, overwatch: Boolean(overwatch), fightBack: fightBack ?? true };
  const o = matchupOptions(options);
  const start = startOf(await findUnit(units, attacker, names), await findUnit(units, target, names), o);
  const { models: _m, targetModels: _t, targetWounded: _w, attackerWounded: _a, ...each } = o;
  if (order) knownWeapons(start.attacker, order);
  const run = runTurn11(start, stepsOf(settings, each, order), engine);
  const simulation = simulate === undefined ? null : simulateTurn11(run, simulate, seed ?? 1);
  const notes = [...turnNotes(settings, o), ...phaseNotes(run), ...notModelled(start.attacker), ...notModelled(start.target)];
  const shown = Object.fromEntries(Object.entries(o).filter(([, v]) => !(Array.isArray(v) && v.length === 0)));
  const effects = phaseEffects(run);
  const json = turnJson11(run, settings, shown, notes, simulation, effects);
  return { json, effectSources: effects.map((e) => sourceOf(e, start)), oneRollLines: [] };
}
