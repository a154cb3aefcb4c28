/**
 * The options several commands share: a matchup's knobs (calc, compare, roster), the output format,
 * and threads and shards (compare, run, roster).
 */
import { availableParallelism } from 'node:os';
import { Option, type Command } from 'commander';
import { collect, integer, oneOf, reroll, shard, threshold } from './options.js';
import { FORMATS, type Format } from './sheet.js';

/** The knobs of one matchup, shared by calc and compare. */
export function matchupOptions(cmd: Command): Command {
  return cmd
    .option('--charged', 'the attacking unit made a Charge move (Lance; melee by default)')
    .option('--stationary', 'the attacking unit Remained Stationary (Heavy)')
    .option('--half-range', 'target within half range (Rapid Fire, Melta)')
    .option('--cover', 'target has the Benefit of Cover (ranged attacks)')
    .option('--indirect', 'no target model visible: only Indirect Fire weapons, -1 to hit, 1-3 fail, cover')
    .option('--models <n>', 'attacking models', integer(1, 100))
    .option('--target-models <n>', 'models in the target unit', integer(1, 200))
    .option('--target-wounded <n>', 'one model of the target has already lost N wounds (it takes the next attack)', integer(0, 99))
    .option('--target-wounded-model <name>', 'which model is wounded (a model name; default: the first the allocation order takes)')
    .option('--attacker-wounded <n>', "one model of the attacker has already lost N wounds (read by a datasheet's damaged profile)", integer(0, 99))
    .option('--attacks-mod <n>', 'added to the Attacks of every weapon (never below 1)', integer(-20, 20))
    .option('--hit-mod <n>', 'modifier to Hit rolls (clamped to +1/-1 with the others)', integer(-6, 6))
    .option('--wound-mod <n>', 'modifier to Wound rolls (clamped to +1/-1 with the others)', integer(-6, 6))
    .option('--save-mod <n>', 'modifier to armour saving throws (improvement capped at +1)', integer(-6, 6))
    .option('--strength-mod <n>', 'added to the Strength of every weapon (never below 1)', integer(-20, 20))
    .option('--ap-mod <n>', 'improves AP: 1 makes AP -1 into AP -2, -1 makes it AP 0 (never worse than 0)', integer(-6, 6))
    .option('--damage-mod <n>', 'added to Damage after halving (RULINGS 6); negative subtracts; never below 1', integer(-6, 6))
    .option('--reroll-hits <which>', 'ones | failed', reroll('ones', 'failed'))
    .option('--reroll-wounds <which>', 'ones | failed', reroll('ones', 'failed'))
    .option('--reroll-damage <which>', 'ones: re-roll a Damage roll of 1 | any: re-roll the whole Damage roll when a fresh roll is expected to do more', oneOf('ones', 'any'))
    .option('--crit-hit <n>', 'Critical Hits on an unmodified N+ (default 6)', threshold)
    .option('--crit-wound <n>', 'Critical Wounds on an unmodified N+ (default 6)', threshold)
    .addOption(new Option('--melee', 'use melee weapons').conflicts('ranged'))
    .addOption(new Option('--ranged', 'use ranged weapons').conflicts('melee'))
    .option('--wargear <option>', "apply a wargear option from the attacker's profile (repeatable)", collect, [])
    .option('--with <effects>', "effects in play for the attacker's player, comma-separated (see `wh40k effects`)", collect, [])
    .option('--target-with <effects>', "effects in play for the target's player, comma-separated", collect, [])
    .option('--without <effects>', 'leave out effects a unit carries in its profile (e.g. an aura)', collect, [])
    .option('--target-below-half', 'the target unit is Below Half-strength')
    .option('--target-on-objective', 'the target unit is within range of an objective marker')
    .option('--engaged', 'the target is within Engagement Range of the attacking army: no Blast; -1 to hit a MONSTER or VEHICLE except with Pistols')
    .option('--attacker-engaged', 'the attacking unit is within Engagement Range of enemy units (effect big-guns-never-tire)')
    .option('--fate <dice>', 'Fate dice: a pool like 6,6,2 (best use chosen) or a roll like wound:6; one per phase')
    .option('--target-fate <dice>', "the target's Fate die for a saving throw, e.g. save:6")
    .option('--leader <unit>', 'attach a Leader to the target (repeatable, at most two); or write TARGET+LEADER', collect, [])
    .addOption(new Option('--allocation <order>', 'which target models take attacks first: toughest-last | listed | precision').argParser(oneOf('toughest-last', 'listed', 'precision')))
    .option('--precision', 'attacks go to the Leaders first (as [PRECISION])')
    .option('--loadout <name>', "a named loadout from the attacker's profile")
    .option('--profile <name>', 'the weapon or profile to use where a model has alternatives (repeatable; default: the best)', collect, []);
}

export function output(cmd: Command, fallback: Format = 'table'): Command {
  return cmd
    .addOption(new Option('--format <format>', FORMATS.join(' | ')).argParser(oneOf(...FORMATS)).default(fallback))
    .option('-q, --quiet', 'no notes or progress: just the result on stdout');
}

export function parallel(cmd: Command): Command {
  return cmd
    .option('--jobs <n>', 'worker threads at most, started only when the work pays for them (default: the number of cores)', integer(1, 64), availableParallelism())
    .option('--shard <i/n>', 'compute only the I-th of N slices (join the JSON with `wh40k merge`)', shard);
}
