/**
 * 11th edition played die by die (`--simulate`): every attack die, hit roll, wound roll, save roll, damage roll and
 * Feel No Pain roll made with a seeded D6, the way players resolve them at the table. It is the independent
 * cross-check of the exact engine (engine.ts calculate11): written from the rules (../shared/rules/eleventh/) and
 * types.ts only, sharing none of the engine's code. Where the engine chooses for a player (Lethal Hits, RULINGS 5;
 * the defender's group order, RULINGS 6), the caller passes the choice (`Choices`), so both play the same game.
 */
import { rollDice, rollDie, seededRoller, type Roller } from '../../dice/roller.js';
import { WorkBudgetError } from '../errors.js';
import { simulationBudgetExceeded, tally, type Simulation } from '../simulation.js';
import {
  checkedOrder,
  currentGroup,
  feelNoPain,
  invulnerable,
  lawfulOrder,
  loseWounds,
  modelsLeft,
  selectModel,
  standing,
  sufferMortalWounds,
  tableOf,
  woundsLeft,
  type Table,
  type TableGroup,
} from './simulate-target.js';
import { playActions } from './simulate-actions.js';
import { profileOf, woundTarget, type Profile } from './simulate-profile.js';
import type { CommandRerollUse, Outcome, RerolledRoll, RerollPolicy, Scenario } from './types.js';

export { seededRoller, type Roller, type Simulation };

/** The choices the rules leave to the players, as the exact engine made them (its Result and BatchResult). */
export interface Choices {
  /** Lethal Hits used, by weapon name (RULINGS 5); absent: Scenario.lethalHits, else used. */
  readonly lethalHits?: Readonly<Record<string, boolean>>;
  /** The defender's group order (RULINGS 6); absent: Scenario.groupOrder, else the listed order as 05.03 allows. */
  readonly groupOrder?: readonly number[];
  /** [PRECISION]'s CHARACTER group (RULINGS 15); absent: the first CHARACTER group in the defender's order. */
  readonly precisionGroup?: number;
  /** Where Command Re-roll is used (11e 15.02): the attacker's batch and roll, the defender's batch; absent: not used. */
  readonly commandReroll?: CommandRerollUse;
}

/** The Command Re-rolls one batch's dice may use (Choices.commandReroll). */
interface BatchReroll {
  readonly attacker?: RerolledRoll;
  readonly defender?: boolean;
}

/** One game's losses: the target's (Outcome), and the attacker's to its Hazard rolls (06.03). */
export interface SimulatedOutcome extends Outcome {
  readonly attackerKills: number;
  readonly attackerWoundsLost: number;
}

/** One unmodified D6 result, re-rolled once as the policy says (11e 02.02.01: modifiers come after re-rolls); `again`: it was. */
function rolled(roller: Roller, policy: RerollPolicy, fails: (r: number) => boolean): { r: number; again: boolean } {
  const r = rollDie(6, roller);
  if ((policy === 'ones' && r === 1) || (policy === 'failed' && fails(r))) return { r: rollDie(6, roller), again: true };
  return { r, again: false };
}

/**
 * 11e 15.02 Command Re-roll on a roll of several dice: one die that failed and was not re-rolled already (11e 02: a
 * die is re-rolled once) is rolled again, when there is one. Returns the results, that die's replaced.
 */
function commandReroll<T>(dice: readonly { result: T; again: boolean }[], failed: (result: T) => boolean, reroll: () => T): T[] {
  const results = dice.map((d) => d.result);
  const at = dice.findIndex((d) => !d.again && failed(d.result));
  if (at >= 0) results[at] = reroll();
  return results;
}

type HitResult = 'miss' | 'hit' | 'critical';

/** 11e 05.01 (and 10.07, 15.09, RULINGS 4 and 14): what one unmodified hit roll gives. */
function hitResult(p: Profile, r: number): HitResult {
  if (p.snap) return r === 6 ? 'hit' : 'miss';
  if (r <= p.floor || r === 1) return 'miss';
  if (r >= p.criticalHit) return 'critical';
  return Math.max(1, r + p.hitModifier) >= p.skill ? 'hit' : 'miss';
}

type WoundResult = 'fail' | 'wound' | 'critical';

/** 11e 05.02 (RULINGS 4): what one unmodified wound roll gives. */
function woundResult(p: Profile, needed: number, r: number): WoundResult {
  if (r === 1) return 'fail';
  if (r >= p.criticalWound) return 'critical';
  return Math.max(1, r + p.woundModifier) >= needed ? 'wound' : 'fail';
}

/**
 * 11e 05.02.01 and 19.02: the highest T among the models on the battlefield when the batch makes its wound rolls (all
 * at once: 05); an attached unit's bodyguard models' while it has any (taken as its non-CHARACTER models).
 */
function toughness(table: Table): number {
  const left = table.groups.filter(standing);
  const bodyguard = left.filter((g) => !g.character);
  return Math.max(...(bodyguard.length ? bodyguard : left).flatMap((g) => g.models.filter((m) => m.wounds > 0).map((m) => m.stats.T)));
}

/** The attacker's own D: rolled D, Melta and Damage modifiers (RULINGS 3: what Devastating Wounds inflicts). */
function attackerDamage(p: Profile, s: Scenario, roller: Roller): { added: number; subtracted: number } {
  const d = rollDice(p.damage, roller) + (p.melta ? rollDice(p.melta, roller) : 0);
  return { added: d + Math.max(0, s.modifiers.damage), subtracted: Math.max(0, -s.modifiers.damage) };
}

/** 11e 02.02.01: multiply, add, divide, subtract, then round up; D at least 1. */
function normalDamage(p: Profile, s: Scenario, roller: Roller): number {
  const { added, subtracted } = attackerDamage(p, s, roller);
  const halved = s.target.halveDamage ? added / 2 : added;
  return Math.max(1, Math.ceil(halved - subtracted - s.target.damageReduction));
}

function devastatingDamage(p: Profile, s: Scenario, roller: Roller): number {
  const { added, subtracted } = attackerDamage(p, s, roller);
  return Math.max(1, added - subtracted);
}

/**
 * Attack dice gathered for the batch (04.03, 02.02.03: a random A rolled per weapon; 24.05, 24.06, 24.30).
 * `commandRerolled`: the attacker's Command Re-roll serves the Attacks rolls (15.02): the lowest, rolled again when
 * below the roll's average, for a batch of one weapon whose A is one die.
 */
function attackDice(p: Profile, modelsAtStart: number, roller: Roller, commandRerolled = false): number {
  let n = 0;
  // RULINGS 12: each weapon of the batch gathers its own dice; they are rolled together after.
  for (const d of p.dice) {
    const attacksRolls: number[] = [];
    for (let i = 0; i < d.firers; i++) {
      attacksRolls.push(Math.max(1, rollDice(d.attacks, roller) + d.attacksModifier));
      n += attacksRolls[i];
      if (d.rapidFire) n += rollDice(d.rapidFire, roller);
      n += d.per5 * Math.floor(modelsAtStart / 5);
    }
    if (!commandRerolled || p.dice.length !== 1 || d.attacks.count !== 1 || d.firers === 0) continue;
    const lowest = Math.min(...attacksRolls);
    const faces = Array.from({ length: d.attacks.sides }, (_, f) => Math.max(1, f + 1 + d.attacks.constant + d.attacksModifier));
    const average = faces.reduce((a, b) => a + b, 0) / faces.length;
    if (lowest < average) n += Math.max(1, rollDice(d.attacks, roller) + d.attacksModifier) - lowest;
  }
  return n;
}

/**
 * Hit rolls: the batch's hits to roll to wound, and its automatic wounds (Lethal Hits, 24.23: never critical).
 * `commandRerolled`: the attacker's Command Re-roll serves these hit rolls (15.02; never with no hit re-rolls: 10.07, 15.09).
 */
function rollHits(p: Profile, dice: number, roller: Roller, commandRerolled = false): { hits: number; automatic: number } {
  // 24.37 [TORRENT]: no hit roll, never a critical hit (RULINGS 2: Snap Shooting too).
  if (p.torrent) return { hits: dice, automatic: 0 };
  const rolls = Array.from({ length: dice }, () => {
    const { r, again } = rolled(roller, p.rerollHits, (x) => hitResult(p, x) === 'miss');
    return { result: hitResult(p, r), again };
  });
  const mayReroll = commandRerolled && !p.snap && p.floor === 0;
  const results = mayReroll ? commandReroll(rolls, (x) => x === 'miss', () => hitResult(p, rollDie(6, roller))) : rolls.map((x) => x.result);
  let hits = 0;
  let automatic = 0;
  for (const result of results) {
    if (result === 'hit') hits++;
    if (result !== 'critical') continue;
    if (p.lethalHits) automatic++;
    else hits++;
    // 24.36: the additional hits are ordinary hits (they roll to wound).
    if (p.sustainedHits) hits += rollDice(p.sustainedHits, roller);
  }
  return { hits, automatic };
}

/**
 * Wound rolls: wounds to save, and Devastating Wounds' critical wounds, which end their attack's sequence (24.10).
 * `commandRerolled`: the attacker's Command Re-roll serves these wound rolls (15.02).
 */
function rollWounds(p: Profile, hits: number, toughnessNow: number, roller: Roller, commandRerolled = false): { wounds: number; devastating: number } {
  const needed = woundTarget(p.strength, toughnessNow);
  const rolls = Array.from({ length: hits }, () => {
    const { r, again } = rolled(roller, p.rerollWounds, (x) => woundResult(p, needed, x) === 'fail');
    return { result: woundResult(p, needed, r), again };
  });
  const results = commandRerolled ? commandReroll(rolls, (x) => x === 'fail', () => woundResult(p, needed, rollDie(6, roller))) : rolls.map((x) => x.result);
  let wounds = 0;
  let devastating = 0;
  for (const result of results) {
    if (result === 'critical' && p.devastatingWounds) devastating++;
    else if (result !== 'fail') wounds++;
  }
  return { wounds, devastating };
}

/** 11e 05.04 step 2 (RULINGS 1): the save roll's modifiers count against InSv and Sv, AP only against Sv. */
function saved(r: number, group: TableGroup, p: Profile, s: Scenario): boolean {
  if (r === 1) return false;
  const stats = group.models[0].stats;
  const modified = Math.max(1, r + s.modifiers.save);
  const inSv = invulnerable(stats, s.conditions.phase);
  if (inSv !== undefined && modified >= inSv) return true;
  return modified + p.ap >= stats.Sv;
}

/** One batch: every die rolled at once per step, saves sorted and resolved from the lowest up (05.03, 05.04). */
function playBatch(p: Profile, s: Scenario, table: Table, modelsAtStart: number, precision: number | undefined, roller: Roller, reroll: BatchReroll = {}): void {
  if (p.cannot || modelsLeft(table) === 0) return;
  // 05.03 step 2, declared again for each batch: a group that now holds a wounded model moves up as it must.
  table.order = lawfulOrder(table.groups, table.order);
  // 24.28: [PRECISION]'s CHARACTER group, chosen at each batch's Allocation Order step among those left.
  const chosen = p.precision ? [...(precision === undefined ? [] : [precision]), ...table.order].find((i) => table.groups[i].character && standing(table.groups[i])) : undefined;
  const { hits, automatic } = rollHits(p, attackDice(p, modelsAtStart, roller, reroll.attacker === 'attacks'), roller, reroll.attacker === 'hit');
  const { wounds, devastating } = rollWounds(p, hits, toughness(table), roller, reroll.attacker === 'wound');
  const saves = Array.from({ length: wounds + automatic }, () => rollDie(6, roller)).sort((a, b) => a - b);
  // 15.02, the defender's Command Re-roll: the lowest save roll rolled again when the group it first meets fails it.
  const meets = currentGroup(table, chosen);
  if (reroll.defender && saves.length && meets && !saved(saves[0], meets, p, s)) {
    saves[0] = rollDie(6, roller);
    saves.sort((a, b) => a - b);
  }
  for (const r of saves) {
    const group = currentGroup(table, chosen);
    if (!group) break;
    const model = selectModel(group)!;
    if (saved(r, group, p, s)) continue;
    // 02.02.03: a random D is rolled once the model is selected.
    loseWounds(model, normalDamage(p, s, roller), feelNoPain(model.stats, false), roller);
  }
  // 24.10, 06.02: after the batch's normal damage; each critical wound damages one model at most.
  const first = chosen === undefined ? undefined : table.groups[chosen];
  for (let i = 0; i < devastating; i++) sufferMortalWounds(table, devastatingDamage(p, s, roller), roller, true, first);
}

/** 11e 06.03, 24.15 and RULINGS 7: after all the attacks, a hazard roll per [HAZARDOUS] weapon that attacked. */
function hazardRolls(profiles: readonly Profile[], s: Scenario, attacker: Table, roller: Roller): void {
  const big = s.attacker.keywords.includes('MONSTER') || s.attacker.keywords.includes('VEHICLE');
  for (const p of profiles) {
    if (p.cannot) continue;
    // RULINGS 12: Hazardous does not split a batch: each of its weapons rolls for its own firers.
    for (const d of p.dice) {
      if (!d.hazardous) continue;
      for (let i = 0; i < d.firers; i++) if (rollDie(6, roller) <= 2) sufferMortalWounds(attacker, big ? 3 : 1, roller);
    }
  }
}

/**
 * A player of one scenario: each call plays the whole attack once with the roller's dice. Refuses (Refused) a
 * group order the rules forbid.
 */
export function player(scenario: Scenario, choices: Choices = {}): (roller: Roller) => SimulatedOutcome {
  const lethal = choices.lethalHits ?? scenario.lethalHits ?? {};
  const profiles = scenario.batches.map((b) => profileOf(scenario, b, lethal[b.weapon.name] ?? true));
  const order = checkedOrder(tableOf(scenario.target), choices.groupOrder ?? scenario.groupOrder);
  const attackerOrder = checkedOrder(tableOf(scenario.attacker), undefined);
  const precision = choices.precisionGroup ?? order.find((i) => tableOf(scenario.target)[i].character);
  return (roller) => {
    const target: Table = { groups: tableOf(scenario.target), order: [...order] };
    const attacker: Table = { groups: tableOf(scenario.attacker), order: [...attackerOrder] };
    const modelsAtStart = modelsLeft(target);
    const woundsAtStart = woundsLeft(target);
    const attackerWounds = woundsLeft(attacker);
    playActions(scenario, target, attacker, roller);
    profiles.forEach((p, i) => playBatch(p, scenario, target, modelsAtStart, precision, roller, rerollOf(choices.commandReroll, i)));
    hazardRolls(profiles, scenario, attacker, roller);
    return {
      kills: modelsAtStart - modelsLeft(target),
      woundsLost: woundsAtStart - woundsLeft(target),
      attackerKills: modelCount(scenario.attacker.models) - modelsLeft(attacker),
      attackerWoundsLost: attackerWounds - woundsLeft(attacker),
    };
  };
}

/** The Command Re-rolls batch `i` uses. */
function rerollOf(use: CommandRerollUse | undefined, i: number): BatchReroll {
  return { attacker: use?.attacker?.batch === i ? use.attacker.roll : undefined, defender: use?.defender?.batch === i };
}

const modelCount = (models: Scenario['target']['models']) => models.reduce((n, g) => n + g.count, 0);

/** The most attack dice (Sustained Hits' included) one run can roll: the budget's measure of attacks. */
export function diceBound(scenario: Scenario): number {
  const top = (e: { count: number; sides: number; constant: number }) => e.count * e.sides + e.constant;
  const models = modelCount(scenario.target.models);
  return scenario.batches.reduce((n, b) => {
    const p = profileOf(scenario, b, true);
    const dice = p.dice.reduce((k, d) => k + d.firers * (Math.max(1, top(d.attacks) + d.attacksModifier) + (d.rapidFire ? top(d.rapidFire) : 0) + d.per5 * Math.floor(models / 5)), 0);
    return n + dice * (1 + (p.sustainedHits ? top(p.sustainedHits) : 0));
  }, 0);
}

/** `runs` games with a seeded roller, tallied as the contract's simulation (rules/simulation.ts); refused past the budget. */
export function simulate11(scenario: Scenario, runs: number, seed: number, choices: Choices = {}): Simulation {
  const refusal = simulationBudgetExceeded(runs, diceBound(scenario));
  if (refusal) throw new WorkBudgetError(refusal);
  return tally(player(scenario, choices), runs, seed, modelCount(scenario.target.models));
}
