/**
 * 11th edition's `calc "A, B" vs T` (issue 29 section 1): several units attacking one target one after the other, each
 * from the exact law of what the ones before left, as 11th edition's turn carries the target's state from phase to
 * phase (turn.ts afterStep: one calculation per state, its wounds lost carried along the group order the defender
 * used). Each unit is a step of its own (Step.unit); units that shoot go before units that fight.
 */
import { SCHEMA_VERSION, type OneTargetShown, type OneTargetUnitJson, type SimulationJson } from '../contract.js';
import { attackOrder, unitLabels } from '../one-target.js';
import { UsageError } from '../errors.js';
import { longFlag } from '../flags.js';
import { ELEVENTH_FLAGS, type EleventhOptions } from './flags.js';
import { notModelled } from './json.js';
import { findUnit, RANGED_ONLY, woundedUnit, type Engine, type OtherRulesetNames } from './matchup.js';
import { checkedOptions } from './option-check.js';
import type { EleventhUnit } from './profiles/load.js';
import { withModels } from './size.js';
import { runTurn11, type Step } from './turn.js';
import { phasesJson, sideJson } from './turn-result.js';
import { phaseEffects, phaseNotes } from './turn-shown.js';
import { simulateTurn11 } from './turn-simulate.js';
import { modelsLeft } from './unit-after.js';

/** Options that say something of one attacking unit, or are used once a phase: which of several would they be about? */
const ONE_UNIT: readonly (keyof EleventhOptions)[] = ['models', 'attackerWounded', 'profile', 'explosives', 'crushingImpact', 'commandReroll', 'targetCommandReroll', 'groupOrder'];
const MATCHUP_KEYS = new Set<string>(ELEVENTH_FLAGS.map((f) => f.key));
const flagOf = (key: string) => longFlag(ELEVENTH_FLAGS.find((f) => f.key === key)!);

export async function eleventhOneTarget(units: readonly EleventhUnit[], attackers: readonly string[], target: string, options: object, engine: Engine, names?: OtherRulesetNames): Promise<OneTargetShown> {
  const { simulate, seed } = options as { simulate?: number; seed?: number };
  const given = Object.fromEntries(Object.entries(options).filter(([k, v]) => MATCHUP_KEYS.has(k) && v !== undefined && v !== false && !(Array.isArray(v) && v.length === 0)));
  for (const key of ONE_UNIT) if (key in given) throw new UsageError(`${flagOf(key)} with several attacking units: it would not say which of them (or is used once a phase); calc them one at a time`);
  const o = checkedOptions(given, 'options');
  const found = await findUnit(units, target, names);
  const sized = o.targetModels === undefined ? found : withModels(found, o.targetModels, '--target-models');
  const start = o.targetWounded ? woundedUnit(sized, o.targetWounded, '--target-wounded') : sized;
  const { targetModels: _t, targetWounded: _w, ...each } = o;
  const attacking = await Promise.all(attackers.map((a) => findUnit(units, a, names)));
  const notes: string[] = [];
  const steps = stepsFor(attacking, each, notes);
  const run = runTurn11({ attacker: attacking[0], target: start }, steps, engine);
  const rows = phasesJson(run).filter((r) => r.side === 'target');
  const all = modelsLeft(start);
  const added: OneTargetUnitJson[] = steps.map((step, i) => ({
    name: step.unit!.name,
    phase: step.options.melee ? 'melee' : 'ranged',
    modelsLost: rows[i].modelsLost,
    woundsLost: rows[i].woundsLost,
    pointsLost: rows[i].pointsLost,
    wipeAfter: run.states[i + 1].reduce((p, s) => (modelsLeft(s.target) === 0 && all > 0 ? p + s.p : p), 0),
  }));
  const effects = phaseEffects(run);
  const sim = simulate === undefined ? null : simulateTurn11(run, simulate, seed ?? 1);
  const simulation: SimulationJson | null = sim && { runs: sim.runs, seed: sim.seed, killsMean: sim.target.modelsLostMean, damageMean: sim.target.woundsLostMean, wipe: sim.target.wipe, kills: sim.target.modelsLost };
  const loading = (units as { notes?: readonly string[] }).notes ?? [];
  const allNotes = [...new Set([...loading, ...notes, ...phaseNotes(run), ...attacking.flatMap(notModelled), ...notModelled(start)])];
  const shown = Object.fromEntries(Object.entries(o).filter(([, v]) => !(Array.isArray(v) && v.length === 0)));
  return {
    json: { schemaVersion: SCHEMA_VERSION, kind: 'one-target', options: { ruleset: '11th', ...shown }, attackers: added, target: sideJson(run, 'target'), effects, oneRolls: [], notes: allNotes, simulation },
    effectSources: effects.map((e) => (e.fromProfile ? `${e.side === 'attacker' ? e.phase : start.name}'s profile` : e.side === 'attacker' ? '--with' : '--target-with')),
  };
}

/** A step per unit (rules/one-target.ts attackOrder: shooters first), labelled with its name (numbered where given twice). */
function stepsFor(units: readonly EleventhUnit[], o: EleventhOptions, notes: string[]): Step[] {
  const requested = o.melee ? 'melee' : o.ranged ? 'ranged' : undefined;
  const ordered = attackOrder(units, (u) => u.weapons.some((w) => w.range !== 'melee'), { requested, charged: o.charged }, notes);
  const { melee: _m, ranged: _r, charged, ...rest } = o;
  const melee = Object.fromEntries(Object.entries(rest).filter(([k]) => !(RANGED_ONLY as readonly string[]).includes(k)));
  const labels = unitLabels(ordered.map((a) => a.unit.name));
  return ordered.map(({ unit, phase }, i) => ({
    phase: labels[i],
    by: 'attacker',
    unit,
    options: phase === 'ranged' ? { ...rest, ranged: true } : { ...melee, melee: true, ...(charged ? { charged } : {}) },
  }));
}
