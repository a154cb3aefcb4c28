// The legacy ruleset's exact engine (issue 14): a matchup of two non-vehicle units under the Universal Special
// Rules of ../shared/rules/004 on 7th edition core rules -> the exact distribution of models removed and Wounds lost.
import { Dist } from '../../dice/dist.js';
import type { AttackProfile } from './attack-profile.js';
import { LegacyInputError } from './errors.js';
import { attackOrder } from './attack-order.js';
import { phaseWeapon } from './attacks.js';
import { coverSave } from './charts.js';
import { isGargantuan } from './creatures.js';
import { afraid, fearLeadership, leadershipPass } from './fear.js';
import { getsHotNotes } from './hits.js';
import { resolveRows, type TargetRow } from './rows.js';
import { withRampageRoll } from './rampage.js';
import { D3 } from './dice.js';
import { applySplitHits, chosenModels, splitHits } from './precision.js';
import { hitApplier, killsOf, targetChain, untouched, woundsLostOf, type TargetModel } from './removal.js';
import { anyModelRules, hasRule, modelCount, modelRules, ruleNumber } from './special-rules.js';
import type { LegacyResult, LegacyScenario, Usr } from './types.js';
import { mixVehicleOutcomes, resolveVehicle, targetVehicle } from './vehicles.js';
import { refuseTooMuchWork } from './work.js';
import { woundsFromHit } from './wounds.js';

export { LegacyInputError, LegacyTooLargeError } from './errors.js';

export function calculateLegacy(scenario: LegacyScenario): LegacyResult {
  refuseVehicles(scenario);
  const leadership = fearLeadership(scenario);
  // The Fear test's two outcomes and the Rampage roll's three are each resolved in full.
  // Fear changes only WS (afraid), so whether a model Rampages is the same in both outcomes.
  const rampage = attackProfiles(scenario).some((profile) => profile.rampage);
  refuseTooMuchWork(scenario, (leadership === null ? 1 : 2) * (rampage ? 3 : 1));
  if (leadership === null) return resolveRampage(scenario, rampage);
  const pass = leadershipPass(leadership);
  const note = `Fear: ${scenario.attacker.name} tests on Ld ${leadership} (passes with ${pass.toFixed(4)}); failed, it fights at WS 1 (004 'Fear')`;
  return mixResults([[pass, resolveRampage(scenario, rampage)], [1 - pass, resolveRampage(afraid(scenario), rampage)]], [note]);
}

/**
 * 004 'Rampage': "Roll once to determine the number of bonus Attacks all Rampaging models involved in that combat
 * receive": one D3 for every Rampaging group, so the matchup is the mixture over that roll, not a D3 per group.
 */
function resolveRampage(scenario: LegacyScenario, rampage: boolean): LegacyResult {
  if (!rampage) return resolve(scenario);
  return mixResults(D3.toArray().flatMap((chance, roll) => (chance > 0 ? [[chance, resolve(scenario, roll)] as const] : [])), []);
}

/** Outcomes of a roll made before the attacks, mixed by their chances (which sum to 1); `notes` added. */
function mixResults(parts: readonly (readonly [number, LegacyResult])[], notes: readonly string[]): LegacyResult {
  const [, first] = parts[0];
  const mean = (of: (result: LegacyResult) => number) => parts.reduce((sum, [chance, result]) => sum + chance * of(result), 0);
  const vehicles = parts.map(([chance, result]) => [chance, result.vehicle] as const);
  return {
    ...first,
    weapons: first.weapons.map((w, i) => {
      const row = (key: 'attacks' | 'hits' | 'wounds' | 'unsaved' | 'kills') => mean((result) => result.weapons[i][key]);
      return { ...w, attacks: row('attacks'), hits: row('hits'), wounds: row('wounds'), unsaved: row('unsaved'), kills: row('kills') };
    }),
    kills: Dist.mix(parts.map(([chance, result]) => [chance, result.kills] as const)),
    woundsLost: Dist.mix(parts.map(([chance, result]) => [chance, result.woundsLost] as const)),
    ...(vehicles.every(([, v]) => v !== undefined) ? { vehicle: mixVehicleOutcomes(vehicles as readonly (readonly [number, NonNullable<LegacyResult['vehicle']>])[]) } : {}),
    notes: [...first.notes, ...notes],
  };
}

/** The matchup, the Rampage D3 being `rampageRoll` when it is known. */
function resolve(scenario: LegacyScenario, rampageRoll?: number): LegacyResult {
  if (targetVehicle(scenario.target) !== null) return resolveVehicle(scenario, targetModels(scenario)[0], rampageRoll);
  const target = scenario.target;
  const chain = targetChain(targetModels(scenario), chosenModels(scenario));
  const profiles = attackProfiles(scenario).map((profile) => withRampageRoll(profile, rampageRoll));
  const rowOf = (profile: AttackProfile): TargetRow => {
    const wounds = woundsFromHit(profile.wound);
    const apply = hitApplier(chain, wounds);
    const precise = profile.precision && chain.chosen.models.length > 0;
    return { apply, scoring: wounds.reduce((sum, [chance]) => sum + chance, 0), alone: precise ? (state) => applySplitHits(state, splitHits(profile), apply) : undefined };
  };
  const { state, weapons } = resolveRows(profiles, (profile) => profile, rowOf, untouched(chain), (s) => killsOf(chain, s).mean());
  return {
    weapons,
    kills: killsOf(chain, state),
    woundsLost: woundsLostOf(chain, state),
    targetModels: modelCount(target),
    notes: [...profiles.flatMap((profile) => profile.notes), ...getsHotNotes(weapons), ...assumptions(scenario)],
  };
}

/** The attacker's attacks in the order they strike (attack-order.ts). */
export function attackProfiles({ attacker, target, conditions }: LegacyScenario): AttackProfile[] {
  return attackOrder({ attacker, target, conditions }).map((attack) => attack.profile);
}

/** Refuses what the legacy engine does not resolve yet: a target of vehicles of more than one kind, a vehicle with no armour. */
export function refuseVehicles({ attacker, target }: LegacyScenario): void {
  if (attacker.models.every((group) => group.vehicle === undefined) && attacker.type.includes('vehicle')) {
    throw new LegacyInputError(`${attacker.name}: a vehicle needs its Armour Values and Hull Points (front, side, rear, hullPoints)`);
  }
  const vehicle = target.models.some((group) => group.vehicle !== undefined);
  // A squadron of identical vehicles (one model group) is resolved by squadron.ts.
  if (vehicle && target.models.length > 1) {
    throw new LegacyInputError(`${target.name}: a vehicle unit of more than one model group (mixed vehicles) is not modelled yet in the legacy ruleset (issue 14)`);
  }
  if (!vehicle && target.type.includes('vehicle')) {
    throw new LegacyInputError(`${target.name}: a vehicle needs its Armour Values and Hull Points (front, side, rear, hullPoints)`);
  }
}

/** The target's models in the order Wounds reach them: the unit file's order of its groups. */
export function targetModels({ target, conditions }: LegacyScenario): TargetModel[] {
  const unitRules = anyModelRules(target);
  return target.models.flatMap((group) => {
    const rules = modelRules(target, group);
    const model: TargetModel = {
      toughness: group.stats.T,
      wounds: group.stats.W,
      armour: group.stats.Sv,
      // 004 'Daemon': a 5+ invulnerable save.
      invulnerable: hasRule(rules, 'daemon') ? Math.min(group.stats.invulnerable ?? 5, 5) : (group.stats.invulnerable ?? null),
      feelNoPain: hasRule(rules, 'feel no pain') ? ruleNumber(rules, 'feel no pain', 5) : null,
      eternalWarrior: hasRule(rules, 'eternal warrior'),
      unstoppable: isGargantuan(target),
      cover: modelCover(conditions, rules, unitRules),
      swarms: hasRule(rules, 'swarms'),
    };
    return Array.from({ length: group.count }, () => model);
  });
}

/**
 * Cover saves are taken against shooting only (7th edition core rules, 'Cover Saves'; none in close combat). A Jinking
 * model with Jink has 4+ (004 'Jink'; 3+ with Skilled Rider in the unit, 004 'Skilled Rider'), and a unit with at least
 * one model with Stealth or Shrouded has its cover better (004 'Stealth', 'Shrouded').
 */
function modelCover(conditions: LegacyScenario['conditions'], rules: readonly Usr[], unitRules: readonly Usr[]): number | null {
  if (conditions.phase === 'melee') return null;
  let cover = conditions.cover;
  if ((conditions.jink ?? false) && hasRule(rules, 'jink')) {
    cover = Math.min(cover ?? 7, hasRule(unitRules, 'skilled rider') ? 3 : 4);
  }
  const bonus = (hasRule(unitRules, 'stealth') ? 1 : 0) + (hasRule(unitRules, 'shrouded') ? 2 : 0);
  return coverSave(cover, bonus);
}

function assumptions({ attacker, target, conditions }: LegacyScenario): string[] {
  const notes: string[] = [];
  if (target.models.length > 1) {
    notes.push(`Wounds are allocated to ${target.name}'s models in the unit file's order: ${target.models.map((g) => g.name).join(', ')}`);
  }
  const rules = [...anyModelRules(attacker), ...attacker.weapons.flatMap((w) => w.rules)];
  const precision = ['precision shots', 'precision strikes', 'sniper'].some((name) => hasRule(rules, name));
  if (precision && conditions.precisionTarget === undefined) {
    notes.push('Precision Shots and Strikes: allocated as the other Wounds (name the group they go to with precisionTarget)');
  }
  if (conditions.phase === 'melee' && conditions.cover !== null) notes.push('No cover saves in close combat (7th edition core rules)');
  const unarmed = attacker.models.filter((group) => phaseWeapon(attacker, group, conditions.phase) === null);
  if (unarmed.length > 0) notes.push(`No ranged weapon, so no shooting: ${unarmed.map((g) => g.name).join(', ')}`);
  return notes;
}
