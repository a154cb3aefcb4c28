// How one group's attacks are rolled (issue 14): what attacks.ts and vehicle-attacks.ts read from the profiles, and the
// engine, the simulator and the Apocalyptic weapons (apocalyptic.ts) take. A module of its own so those files share
// it without importing each other.
import type { DiceExpression } from '../../dice/expression.js';
import type { RollPolicy } from './charts.js';
import type { LegacyWeapon } from './types.js';
import type { WoundRoll } from './wounds.js';

/** How one group's attacks with one weapon are rolled. */
export interface AttackProfile {
  readonly name: string;
  /** The attacking model group using it: a row's name says it when two groups use weapons of one name. */
  readonly group: string;
  readonly count: number;
  /** Shots or Attacks of each model. */
  readonly shots: DiceExpression;
  /** 004 'Rampage': every model has +D3 Attacks, one roll for all. */
  readonly rampage: boolean;
  /** The Rampage roll, when the engine resolves the matchup for each roll (engine.ts); undefined: a D3. */
  readonly rampageRoll?: number;
  /**
   * A roll To Hit per shot, or (Blast, Template) no roll and `perShot` models hit by each shot, or (Apocalyptic Barrage)
   * no roll and a D6 per shot: `faces[d - 1]` models hit by a strike on d.
   */
  readonly hit:
    | { readonly kind: 'roll'; readonly policy: RollPolicy; readonly masterCrafted: boolean }
    | { readonly kind: 'area'; readonly perShot: number }
    | { readonly kind: 'strikes'; readonly faces: readonly number[] };
  /** Supercharged Gets Hot: a final 1 To Hit wounds the firer; with no To Hit roll, a D6 per shot, on a 1 the shot is lost and the firer wounded. */
  readonly getsHot: boolean;
  /** The firer's Feel No Pain, against Gets Hot wounds (004 'Gets Hot': no save, but Feel No Pain). */
  readonly firerFeelNoPain: number | null;
  /**
   * With no To Hit roll, the firer could re-roll To Hit, so it re-rolls a Gets Hot result of 1 (004 'Gets Hot and
   * Re-rolls'). Unset: no such re-roll.
   */
  readonly getsHotReroll?: boolean;
  /** The firer is a vehicle: a Gets Hot result is a glancing hit on it, a Hull Point lost, instead of a Wound (004 'Gets Hot'). */
  readonly firerVehicle?: boolean;
  readonly wound: WoundRoll;
  /** An Apocalyptic Mega-blast zone after the first: the same shots as the row above, so its row counts no attacks. */
  readonly sameShots?: boolean;
  /** A To Hit roll of 6 is a Precision Shot or Strike (004 'Precision Shots', 'Precision Strikes', 'Sniper'). */
  readonly precision: boolean;
  readonly notes: readonly string[];
}

/** One attack of a model group: how it is rolled, and with which weapon (null: Hammer of Wrath). */
export interface GroupAttack {
  readonly profile: AttackProfile;
  readonly weapon: LegacyWeapon | null;
}
