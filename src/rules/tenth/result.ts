// What the engine returns for one matchup (engine.ts calculate): expected counts per weapon and in all, the kills and
// damage distributions, and what happened to each model group. A module of its own so the stages that make rows
// (actions.ts) need not import the engine, which imports them.
import type { DistSummary } from '../summary.js';
import type { Hazard } from './hazardous.js';
import type { WeaponPlan } from './plan.js';

export interface Expected {
  attacks: number;
  hits: number;
  wounds: number;
  unsaved: number;
  mortalWounds: number;
  damage: number;
  /** Of `damage`, the wounds lost to mortal wounds (after Feel No Pain; a destroyed model's excess lost). */
  mortalDamage: number;
  wasted: number;
  kills: number;
}

export interface WeaponResult extends Expected {
  readonly name: string;
  readonly count: number;
}

/** What happened to one model group of the target (Bodyguard, Leader, sergeant...). */
export interface GroupResult {
  readonly name: string;
  readonly leader: boolean;
  readonly models: number;
  /** Expected models of this group destroyed. */
  readonly destroyed: number;
  /** P(every model of this group destroyed), e.g. P(the Leader is destroyed). */
  readonly allDestroyed: number;
}

export interface Result {
  readonly weapons: WeaponResult[];
  readonly byGroup: readonly GroupResult[];
  readonly total: Expected;
  readonly kills: DistSummary & { readonly wipe: number };
  readonly damage: DistSummary;
  readonly targetModels: number;
  readonly targetWounds: number;
  readonly hazard: Hazard | null;
  readonly plans: readonly WeaponPlan[];
  /**
   * With [PRECISION] and other weapons (precision.ts): P(state) of the two-queue target, state
   * b * (Leader wounds + 1) + l; absent with one queue (then `damage` is the state's distribution).
   */
  readonly targetStates?: readonly number[];
  /**
   * 002 'The Phoenix Gem': the bearer (its model group's name) back at the end of the phase, in
   * expected models (phoenix-gem.ts bearerBack); `total.kills` is net of it. Absent without one.
   */
  readonly bearerReturns?: { readonly name: string; readonly chance: number; readonly kills: number };
}
