import type { Roster } from '../profiles/registry.js';
import { calculate, type Result } from '../rules/engine.js';
import { choosePhase, resize, weaponsUsed, withWargear } from '../rules/selection.js';
import { simulate, type Simulation } from '../rules/simulate.js';
import type { Phase, RerollPolicy, Scenario } from '../rules/types.js';
import { UsageError } from './errors.js';

export interface CalcOptions {
  charged?: boolean;
  stationary?: boolean;
  halfRange?: boolean;
  cover?: boolean;
  indirect?: boolean;
  attacksMod?: number;
  models?: number;
  targetModels?: number;
  hitMod?: number;
  woundMod?: number;
  saveMod?: number;
  rerollHits?: RerollPolicy;
  rerollWounds?: RerollPolicy;
  rerollDamage?: RerollPolicy;
  critHit?: number;
  critWound?: number;
  melee?: boolean;
  ranged?: boolean;
  wargear?: string[];
  simulate?: number;
  seed?: number;
}

export interface CalcReport {
  readonly scenario: Scenario;
  readonly result: Result;
  readonly simulation: Simulation | null;
  /** What the calculator decided for the user: phase, weapons left out, sizes. */
  readonly notes: readonly string[];
}

/** Split `eightbound vs intercessors` (names may be several words) at the `vs`. */
export function splitMatchup(args: readonly string[]): [string, string] {
  const words = args.flatMap((a) => a.trim().split(/\s+/)).filter(Boolean);
  const at = words.findIndex((w) => w.toLowerCase() === 'vs');
  const attacker = words.slice(0, at).join(' ');
  const target = words.slice(at + 1).join(' ');
  if (at < 0 || !attacker || !target) {
    throw new UsageError(`expected ATTACKER vs TARGET, e.g. "wh40k calc eightbound vs intercessors", got "${words.join(' ')}"`);
  }
  return [attacker, target];
}

export function buildScenario(roster: Roster, words: readonly string[], o: CalcOptions, notes: string[]): Scenario {
  if (o.melee && o.ranged) throw new UsageError('choose one of --melee and --ranged');
  const [attackerName, targetName] = splitMatchup(words);
  let attacker = roster.find(attackerName);
  for (const option of o.wargear ?? []) attacker = withWargear(attacker, option);
  if (o.models !== undefined) attacker = resize(attacker, o.models, notes);
  let target = roster.find(targetName);
  if (o.targetModels !== undefined) target = resize(target, o.targetModels, notes);

  const requested: Phase | undefined = o.melee ? 'melee' : o.ranged ? 'ranged' : undefined;
  const phase = choosePhase(attacker, requested, o.charged ?? false);
  if (!requested) notes.push(`${phase === 'melee' ? 'melee' : 'ranged'} attacks (choose with --melee or --ranged)`);
  const conditions = {
    phase,
    charged: o.charged ?? false,
    stationary: o.stationary ?? false,
    halfRange: o.halfRange ?? false,
    cover: o.cover ?? false,
    indirect: o.indirect ?? false,
  };
  if (phase === 'melee') {
    for (const [flag, set] of [['--cover', o.cover], ['--indirect', o.indirect], ['--half-range', o.halfRange], ['--stationary', o.stationary]] as const) {
      if (set) notes.push(`${flag} has no effect on melee attacks`);
    }
  }
  const weapons = weaponsUsed(attacker, conditions, notes);
  if (weapons.length === 0) {
    const why = conditions.indirect && phase === 'ranged' ? ' (with --indirect only Indirect Fire weapons without Torrent can shoot)' : '';
    throw new UsageError(`${attacker.name} has no ${phase} weapons that can attack here${why}`);
  }
  return {
    attacker,
    target,
    weapons,
    conditions,
    modifiers: {
      attacks: o.attacksMod ?? 0,
      hit: o.hitMod ?? 0,
      wound: o.woundMod ?? 0,
      save: o.saveMod ?? 0,
      criticalHit: o.critHit,
      criticalWound: o.critWound,
      rerollHits: o.rerollHits ?? 'none',
      rerollWounds: o.rerollWounds ?? 'none',
      rerollDamageOnes: o.rerollDamage === 'ones',
    },
  };
}

export function runCalc(roster: Roster, words: readonly string[], o: CalcOptions): CalcReport {
  const notes: string[] = [];
  const scenario = buildScenario(roster, words, o, notes);
  const result = calculate(scenario);
  const simulation = o.simulate ? simulate(scenario, o.simulate, o.seed ?? 1) : null;
  return { scenario, result, simulation, notes };
}
