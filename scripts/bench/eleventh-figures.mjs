// Figures 9-11 of `npm run bench` (issue 28 section 4): 11th edition's exact engine (dist/rules/eleventh/) in
// process, on one core, after warm-up, against 10th edition's on the same matchups, against issue 13's limits
// for M1-M4, and with three allocation groups against one (11e 05.03).
import { MIX, scenarios } from './cases.mjs';
import { perCall } from './measure.mjs';
import { median, roundsTo } from './stats.mjs';

/** 11th edition's engine and types, of the build at `root`. */
export async function loadEleventh(root) {
  const [engine, types] = await Promise.all(['engine', 'types'].map((m) => import(`${root}dist/rules/eleventh/${m}.js`)));
  return { calculate11: engine.calculate11, NO_MODIFIERS: types.NO_MODIFIERS };
}

/** A 10th-edition ability as 11th edition writes it (Melta X a dice expression, Blast as Blast 1). */
function ability(a, parseDice) {
  if (a.kind === 'melta') return { kind: 'melta', damage: parseDice(String(a.damage)) };
  if (a.kind === 'blast') return { kind: 'blast', per5: 1 };
  return a;
}

/** A 10th-edition unit as an 11th-edition one: the same stat lines, an attached leader a CHARACTER, InSv from the invulnerable save. */
function unitOf(u, parseDice) {
  const models = u.models.map((m) => {
    const s = m.stats;
    const restricted = s.rangedInvulnerable ? ['ranged', s.rangedInvulnerable] : s.meleeInvulnerable ? ['melee', s.meleeInvulnerable] : undefined;
    const InSv = s.invulnerable ?? restricted?.[1];
    return {
      name: m.name,
      count: m.count,
      min: m.min,
      max: m.max,
      character: Boolean(m.leader),
      ...(m.wounded ? { wounded: m.wounded } : {}),
      stats: {
        T: s.T,
        Sv: s.Sv,
        W: s.W,
        ...(InSv ? { InSv } : {}),
        ...(restricted && !s.invulnerable ? { InSvOnly: restricted[0] } : {}),
        ...(s.feelNoPain ? { feelNoPain: s.feelNoPain } : {}),
        ...(s.mortalFeelNoPain ? { mortalFeelNoPain: s.mortalFeelNoPain } : {}),
      },
      equipment: m.equipment,
    };
  });
  const weapons = u.weapons.map((w) => weaponOf(w, [], parseDice));
  return { ...u, models, weapons, abilities: [], damaged: undefined };
}

function weaponOf(w, more, parseDice) {
  return { ...w, abilities: [...w.abilities, ...more].map((a) => ability(a, parseDice)) };
}

/**
 * A 10th-edition scenario (after its effects) as an 11th-edition one: the same units, weapons and counts;
 * the options' modifiers and re-rolls; Remained Stationary as Heavy's condition; indirect as indirect shooting.
 * Equivalent for speed, not for every number (the editions differ: 11e README).
 */
export function eleventhScenario(s, { parseDice }, NO_MODIFIERS) {
  const c = s.conditions;
  const m = s.modifiers;
  return {
    attacker: unitOf(s.attacker, parseDice),
    target: unitOf(s.target, parseDice),
    batches: s.weapons.map((u) => ({ weapon: weaponOf(u.weapon, u.adjust?.abilities ?? [], parseDice), firers: u.count })),
    conditions: {
      phase: c.phase,
      shooting: c.indirect ? 'indirect' : 'normal',
      charged: c.charged,
      halfRange: c.halfRange,
      heavy: c.stationary,
      cover: c.cover,
      plunging: false,
      spotter: false,
      targetEngaged: false,
    },
    modifiers: { ...NO_MODIFIERS, attacks: m.attacks, hit: m.hit, wound: m.wound, save: m.save, rerollHits: m.rerollHits, rerollWounds: m.rerollWounds },
  };
}

/** The mix's matchups as 10th edition computes them (after effects) and as 11th-edition scenarios. */
export function mixScenarios(dist, roster, eleventh) {
  return MIX.map(([m, o]) => {
    const built = dist.buildScenario(dist.matchupOf(roster, m.split(' '), o), []);
    const tenth = dist.compileEffects(built.scenario, built.inPlay).scenario;
    return { name: m, tenth, eleventh: eleventhScenario(tenth, dist, eleventh.NO_MODIFIERS) };
  });
}

/** M1-M4 (figure 2's scenarios) as 11th-edition scenarios: one allocation group each, so 10th edition's kills (11e 05.04). */
export function eleventhPublished(dist, eleventh) {
  return scenarios(dist).m.map(([name, shown, goalUs, s]) => [name, shown, goalUs, eleventhScenario(s, dist, eleventh.NO_MODIFIERS)]);
}

/**
 * Figure 11's targets: 20 models W2 in one allocation group (Sv3+), and in three (8 Sv3+, 6 Sv4+, 6 Sv5+: three
 * groups, 6 orders for the defender to try, RULINGS 6; save results 4 and 5 saved by some groups and not others,
 * the hardest case for allocation.ts), under 20 attacks BS3+ S5 AP-1 D2 Sustained Hits 1.
 */
export function groupScenarios(dist, eleventh) {
  const [, , , base] = eleventhPublished(dist, eleventh)[0];
  const gun = { ...base.batches[0].weapon, name: 'gun', range: 24, attacks: dist.parseDice('1'), skill: 3, strength: 5, ap: -1 };
  const group = (name, count, Sv) => ({ name, count, min: 1, max: count, character: false, stats: { T: 4, Sv, W: 2 }, equipment: [] });
  const at = (models) => ({ ...base, conditions: { ...base.conditions, phase: 'ranged' }, batches: [{ weapon: gun, firers: 20 }], target: { ...base.target, models } });
  return { one: at([group('troopers', 20, 3)]), three: at([group('a', 8, 3), group('b', 6, 4), group('c', 6, 5)]) };
}

/** Figure 9: the mix's calcs/s in 11th edition over 10th edition's, both engines on the same matchups, interleaved rounds. */
export function eleventhMix(bench, eleventh) {
  const mix = mixScenarios(bench.dist, bench.roster, eleventh);
  const tenthPass = () => mix.forEach((c) => bench.dist.calculate(c.tenth));
  const eleventhPass = () => mix.forEach((c) => eleventh.calculate11(c.eleventh));
  const ratios = [];
  let [t10, t11] = [0, 0];
  for (let round = 0; round < 5; round++) {
    t10 = perCall(tenthPass, { warm: round ? 2 : 20, ms: 600, rounds: 3 });
    t11 = perCall(eleventhPass, { warm: round ? 2 : 20, ms: 600, rounds: 3 });
    ratios.push(t11 / t10);
  }
  const ratio = median(ratios);
  const rate = (t) => ((mix.length / t) * 1000).toFixed(0);
  bench.report(
    ratio <= 1.5,
    `9. mix of ${mix.length} matchups, engines alone: 11th edition ${rate(t11)} calcs/s, 10th edition ${rate(t10)} calcs/s: 11th takes ${ratio.toFixed(2)}x (median of 5 interleaved rounds)`,
    '<= 1.5x',
  );
}

/** Figure 10: M1-M4 as 11th-edition scenarios straight into calculate11, each timed and its kills checked. */
export function eleventhM(bench, eleventh) {
  for (const [name, shown, goalUs, scenario] of eleventhPublished(bench.dist, eleventh)) {
    const kills = eleventh.calculate11(scenario).kills.mean();
    const us = 1000 * perCall(() => eleventh.calculate11(scenario), { warm: 2000, ms: 700, rounds: 7 });
    const exact = roundsTo(kills, shown);
    bench.report(
      us <= goalUs && exact,
      `10. ${name} in 11th edition: ${us.toFixed(1)} us, kills ${kills.toFixed(12)} ${exact ? 'rounds to' : 'DOES NOT round to'} ${shown}`,
      `<= ${goalUs} us (10x W40kDiviner's), kills round to ${shown} (one group: 10th edition's law)`,
    );
  }
}

/**
 * A calculation of `s` with a new weapon object each call: nothing the engine remembers by the weapon (its plans,
 * joint laws, the save dice's counts and what is made from them) is met again, as in a first calculation.
 */
const freshWeapons = (eleventh, s) => () =>
  eleventh.calculate11({ ...s, batches: s.batches.map((b) => ({ ...b, weapon: { ...b.weapon, abilities: [...b.weapon.abilities] } })) });

/**
 * Figure 11: three allocation groups of 20 models against one group of 20, interleaved rounds, each calculation with
 * new weapon objects (freshWeapons: the defender's six orders share what one calculation makes, not what an earlier
 * one made); the same scenario object again and again, and with the order given, for reference.
 */
export function eleventhGroups(bench, eleventh) {
  const { one, three } = groupScenarios(bench.dist, eleventh);
  const given = { ...three, groupOrder: eleventh.calculate11(three).groupOrder };
  const ratios = [];
  let [t1, t3, tGiven, again1, again3] = [0, 0, 0, 0, 0];
  for (let round = 0; round < 5; round++) {
    t1 = perCall(freshWeapons(eleventh, one), { warm: round ? 2 : 20, ms: 300, rounds: 3 });
    t3 = perCall(freshWeapons(eleventh, three), { warm: round ? 2 : 20, ms: 300, rounds: 3 });
    tGiven = perCall(freshWeapons(eleventh, given), { warm: 2, ms: 150, rounds: 3 });
    ratios.push(t3 / t1);
  }
  again1 = perCall(() => eleventh.calculate11(one), { warm: 20, ms: 300, rounds: 3 });
  again3 = perCall(() => eleventh.calculate11(three), { warm: 20, ms: 300, rounds: 3 });
  // A random D leaves the fixed path (fixed-path.ts) for the face-by-face resolution: shown, not a goal of its own.
  const d3 = (s) => ({ ...s, batches: s.batches.map((b) => ({ ...b, weapon: { ...b.weapon, damage: bench.dist.parseDice('D3') } })) });
  const random = perCall(freshWeapons(eleventh, d3(three)), { warm: 5, ms: 300, rounds: 3 }) / perCall(freshWeapons(eleventh, d3(one)), { warm: 20, ms: 300, rounds: 3 });
  const ratio = median(ratios);
  const us = (t) => (1000 * t).toFixed(0);
  bench.report(
    ratio <= 3,
    `11. 20 models W2 in three allocation groups vs one group, new weapons each calc: ${us(t3)} us vs ${us(t1)} us: ${ratio.toFixed(2)}x ` +
      `(the defender's order given: ${us(tGiven)} us, ${(tGiven / t1).toFixed(1)}x; the same scenario again and again: ${us(again3)} vs ${us(again1)} us, ${(again3 / again1).toFixed(1)}x; ` +
      `with D3, face by face: ${random.toFixed(1)}x)`,
    '<= 3x',
  );
}
