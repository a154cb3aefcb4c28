// The simulator's own readings of the rolls made once per battle (issue 14), written from the rules' text rather than
// taken from the exact engine (fear.ts, hits.ts), so that the cross-check tests them: 004 'Fear', 'Rampage', the
// shots of 'Apocalyptic Mega-blast' zones, and the cover saves of 'Stealth' and 'Shrouded'.
import { rollDice, rollDie, type Roller } from '../../dice/roller.js';
import type { AttackProfile } from './attack-profile.js';
import { anyModelRules, hasRule, modelRules } from './special-rules.js';
import type { LegacyScenario } from './types.js';

/**
 * 004 'Fear': in close combat with a unit that has a model with Fear (or Daemon, which has Fear), the attacker rolls
 * 2D6 against its best Leadership and fights afraid if it rolls more; Fearless, And They Shall Know No Fear and Zealot
 * pass. A vehicle (a Walker too) and a model with Ld "-" (0) have no Leadership and take no test (7th edition core
 * rules, 'Vehicles'). Returns whether the attacker fights afraid, rolling the dice if a test is taken.
 */
export function fearTest({ attacker, target, conditions }: LegacyScenario): (roller: Roller) => boolean {
  const scary = target.models.some((group) => hasRule(modelRules(target, group), 'fear') || hasRule(modelRules(target, group), 'daemon'));
  const brave = ['fearless', 'and they shall know no fear', 'zealot'].some((name) => hasRule(anyModelRules(attacker), name));
  const testers = attacker.models.filter((group) => group.vehicle === undefined && group.stats.Ld > 0);
  if (conditions.phase !== 'melee' || !scary || brave || testers.length === 0) return () => false;
  const leadership = Math.max(...testers.map((group) => group.stats.Ld));
  return (roller) => roller.d6() + roller.d6() > leadership;
}

/** 004 'Rampage': "Roll once" for the bonus Attacks of all Rampaging models: one D3 a battle, 0 for the others. */
export function rampageRoll(profiles: readonly AttackProfile[], roller: Roller): (profile: AttackProfile) => number {
  const bonus = profiles.some((profile) => profile.rampage) ? rollDie(3, roller) : 0;
  return (profile) => (profile.rampage ? bonus : 0);
}

/**
 * Each model's shots, rolled as a battle goes: `shots(profile, m, extra)` rolls model m's (plus `extra`), except for an
 * Apocalyptic Mega-blast zone row after the first (sameShots), which is hit by the same markers as the row above, so
 * it has the shots rolled for that row (004 'Apocalyptic Mega-blast': one marker, three zones).
 */
export function shotRoller(roller: Roller): (profile: AttackProfile, m: number, extra: number) => number {
  const rolled: number[] = [];
  return (profile, m, extra) => {
    if (profile.sameShots !== true) rolled[m] = rollDice(profile.shots, roller) + extra;
    return rolled[m];
  };
}

/**
 * Each target model's cover save, in the unit file's order of its models, or null: none in close combat (7th edition
 * core rules, 'Cover Saves'); a Jinking model with Jink 4+, 3+ with Skilled Rider in its unit (004 'Jink', 'Skilled
 * Rider'); then, if a model of the unit has Stealth, "1 point better", and Shrouded "2 points better", cumulative "to a
 * maximum of a 3+": a point at a time while the save is worse than 3+ (004 'Stealth', 'Shrouded'), 7+ in the open.
 */
export function targetCovers({ target, conditions }: LegacyScenario): (number | null)[] {
  const unit = anyModelRules(target);
  const points = (hasRule(unit, 'stealth') ? 1 : 0) + (hasRule(unit, 'shrouded') ? 2 : 0);
  return target.models.flatMap((group) => {
    const jinking = (conditions.jink ?? false) && hasRule(modelRules(target, group), 'jink');
    let cover = jinking ? Math.min(conditions.cover ?? 7, hasRule(unit, 'skilled rider') ? 3 : 4) : (conditions.cover ?? 7);
    for (let point = 0; point < points && cover > 3; point++) cover--;
    const save = conditions.phase === 'melee' || cover > 6 ? null : cover;
    return Array.from({ length: group.count }, () => save);
  });
}
