// The legacy ruleset die by die (issue 14): the same sequence as the exact engine, rolled with a seeded roller, to
// cross-check it. It reads the same AttackProfiles (what the profiles say) but none of the engine's distributions.
import { rollDie, type Roller } from '../../dice/roller.js';
import type { AttackProfile } from './attack-profile.js';
import { bestSave, type RollPolicy } from './charts.js';
import { attackProfiles, refuseVehicles, targetModels } from './engine.js';
import { afraid } from './fear.js';
import { fearTest, rampageRoll, shotRoller, targetCovers } from './simulate-rolls.js';
import { chosenModels } from './precision.js';
import type { TargetModel, WoundKind } from './removal.js';
import type { LegacyScenario } from './types.js';
import { woundRollTarget, type WoundRoll } from './wounds.js';

/** One battle's outcome. */
export interface LegacyOutcome {
  readonly kills: number;
  readonly woundsLost: number;
  /** Wounds the firers took from Gets Hot (Hull Points, for firing vehicles). */
  readonly getsHot: number;
}

/** A wound as the kill chain's WoundKind, with the Wounds it removes rolled (per Wound: twice for a Swarm). */
type RolledWound = Omit<WoundKind, 'lost'> & { readonly lost: () => number };

/** A function that plays the scenario once with the dice it is given. */
export function legacyPlayer(scenario: LegacyScenario): (roller: Roller) => LegacyOutcome {
  refuseVehicles(scenario);
  const models = targetModels(scenario);
  const covers = targetCovers(scenario);
  const chosen = chosenModels(scenario);
  const brave = attackProfiles(scenario);
  const fearful = attackProfiles(afraid(scenario));
  const afraidNow = fearTest(scenario);
  return (roller) => {
    const profiles = afraidNow(roller) ? fearful : brave;
    const rampage = rampageRoll(profiles, roller);
    const target = new TargetState(models, covers, chosen);
    let getsHot = 0;
    const shotsOf = shotRoller(roller);
    for (const profile of profiles) {
      const extra = rampage(profile);
      let hits = 0;
      let precise = 0;
      for (let m = 0; m < profile.count; m++) {
        const shot = fire(profile, shotsOf(profile, m, extra), roller);
        getsHot += shot.firerWounds;
        hits += shot.hits;
        if (chosen !== undefined && profile.precision) precise += shot.sixes;
      }
      // Precision hits first, their Wounds to the chosen group; then the others.
      for (let h = 0; h < hits; h++) {
        const wound = woundOf(profile.wound, roller);
        if (wound !== null) target.suffer(wound, h < precise, roller);
      }
    }
    return { kills: target.removed(), woundsLost: target.woundsLost(), getsHot };
  };
}

interface Die {
  face: number;
  success: boolean;
  /** Failed and not re-rolled yet. */
  fresh: boolean;
}

function roll(policy: RollPolicy, roller: Roller): Die {
  const first = roller.d6();
  if (first >= policy.target) return { face: first, success: true, fresh: false };
  const again = policy.rerollFailedTarget ?? (first === 1 && policy.rerollOnes ? policy.target : null);
  if (again === null) return { face: first, success: false, fresh: true };
  const second = roller.d6();
  return { face: second, success: second >= again, fresh: false };
}

/** One model's shots: its hits, those of them from a 6 To Hit, and the Wounds (a vehicle: Hull Points) it loses to Gets Hot. */
export function fire(profile: AttackProfile, shots: number, roller: Roller): { hits: number; sixes: number; firerWounds: number } {
  const hit = profile.hit;
  let hits = 0;
  let sixes = 0;
  let ones = 0;
  if (hit.kind !== 'roll') {
    for (let s = 0; s < shots; s++) {
      // 004 'Gets Hot and Re-rolls': a model that can re-roll To Hit re-rolls a Gets Hot 1, and loses the shot only on a second 1.
      if (profile.getsHot && roller.d6() === 1 && (profile.getsHotReroll !== true || roller.d6() === 1)) ones++;
      // 004 'Apocalyptic Barrage': a D6 per shot says the circle it strikes.
      else hits += hit.kind === 'area' ? hit.perShot : hit.faces[roller.d6() - 1];
    }
  } else {
    const dice = Array.from({ length: shots }, () => roll(hit.policy, roller));
    if (hit.masterCrafted) {
      // One fresh failure re-rolled: a 1 if there is one (to spare the firer a Gets Hot wound), else any.
      const index = dice.findIndex((d) => d.fresh && d.face === 1);
      const chosen = index >= 0 ? index : dice.findIndex((d) => d.fresh);
      if (chosen >= 0) {
        const face = roller.d6();
        dice[chosen] = { face, success: face >= hit.policy.target, fresh: false };
      }
    }
    hits = dice.filter((d) => d.success).length;
    sixes = dice.filter((d) => d.success && d.face === 6).length;
    ones = dice.filter((d) => d.face === 1).length;
  }
  let firerWounds = 0;
  if (profile.getsHot) {
    for (let i = 0; i < ones; i++) {
      // 004 'Gets Hot': a vehicle suffers a glancing hit (a Hull Point, no Feel No Pain) instead of the Wound.
      if (profile.firerVehicle === true || profile.firerFeelNoPain === null || roller.d6() < Math.max(2, profile.firerFeelNoPain)) firerWounds++;
    }
  }
  return { hits, sixes, firerWounds };
}

function woundOf(w: WoundRoll, roller: Roller): RolledWound | null {
  const base = {
    ap: w.ap,
    strength: w.strength === 'destroyer' ? 10 : w.strength,
    instantDeath: w.instantDeath,
    destroyer: false,
    noSave: false,
    ignoresCover: w.ignoresCover,
    area: w.area,
    lost: () => 1,
  };
  if (w.strength === 'destroyer') {
    const face = roller.d6();
    if (face === 1) return null;
    if (face === 6) return { ...base, destroyer: true, noSave: true, lost: () => roller.d6() + 6 };
    return { ...base, destroyer: true, lost: () => rollDie(3, roller) };
  }
  const target = w.rending ? Math.min(woundRollTarget(w), 6) : woundRollTarget(w);
  const die = roll({ target, rerollFailedTarget: w.rerollFailed ? target : null, rerollOnes: w.rerollOnes }, roller);
  if ((w.rending || w.sniper) && die.face === 6) return { ...base, ap: Math.min(w.ap ?? 7, 2) };
  return die.success ? base : null;
}

/**
 * The target unit as the dice leave it: each model's Wounds lost. A Wound goes to the first model left in the unit
 * file's order; a precision Wound to the first one left in the chosen group, if any is.
 */
class TargetState {
  private readonly lost: number[];
  constructor(
    private readonly models: readonly TargetModel[],
    private readonly covers: readonly (number | null)[],
    private readonly chosen: { readonly start: number; readonly end: number } | undefined,
  ) {
    this.lost = models.map(() => 0);
  }

  private isLeft(index: number): boolean {
    return this.lost[index] < this.models[index].wounds;
  }

  private next(precise: boolean): number {
    const inChosen = this.chosen && precise ? this.lost.findIndex((_, i) => i >= this.chosen!.start && i < this.chosen!.end && this.isLeft(i)) : -1;
    return inChosen >= 0 ? inChosen : this.lost.findIndex((_, i) => this.isLeft(i));
  }

  suffer(wound: RolledWound, precise: boolean, roller: Roller): void {
    const index = this.next(precise);
    if (index < 0) return;
    const model = this.models[index];
    if (!wound.noSave) {
      const cover = wound.ignoresCover ? null : this.covers[index];
      const save = bestSave({ armour: model.armour, ap: wound.ap, invulnerable: model.invulnerable, cover });
      if (save !== null && roller.d6() >= save) return;
    }
    const instantDeath = wound.instantDeath || wound.strength >= 2 * model.toughness;
    const copies = model.swarms && wound.area && !instantDeath ? 2 : 1;
    for (let c = 0; c < copies; c++) {
      const feelNoPain = model.feelNoPain !== null && !wound.destroyer && !instantDeath;
      if (feelNoPain && roller.d6() >= Math.max(2, model.feelNoPain ?? 7)) continue;
      // 004 'Eternal Warrior': Instant Death does not reduce it to 0; the hit still inflicts what it inflicts ('Destroyer
      // Weapons': D3 or D6+6 instead of 1).
      this.lost[index] += instantDeath && !model.eternalWarrior ? (model.unstoppable ? rollDie(3, roller) : model.wounds) : wound.lost();
    }
    this.lost[index] = Math.min(this.lost[index], model.wounds);
  }

  removed(): number {
    return this.lost.filter((_, i) => !this.isLeft(i)).length;
  }

  woundsLost(): number {
    return this.lost.reduce((sum, n) => sum + n, 0);
  }
}
