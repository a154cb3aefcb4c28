/**
 * A matchup as the command line gives it, in words: `ATTACKER vs TARGET` (calc) and `A,B vs X,Y`
 * (compare). Words only: any ruleset's commands split them here, and nothing of an engine loads.
 */
import { looksLikeAbility, looksTyped } from '../profiles/typed-profile.js';
import { UsageError } from './errors.js';
import { lookupKey } from './names.js';

/** Split `eightbound vs intercessors` (names may be several words) at the `vs`. */
export function splitMatchup(args: readonly string[]): [string, string] {
  const words: string[] = [];
  // Most arguments are one word already (a shell splits them): no regex split for those (issue 13).
  for (const arg of args) {
    if (arg !== '' && !/\s/.test(arg)) words.push(arg);
    else for (const w of arg.split(/\s+/)) if (w) words.push(w);
  }
  const at = words.findIndex((w) => w.length === 2 && w.toLowerCase() === 'vs');
  const attacker = words.slice(0, at).join(' ');
  const target = words.slice(at + 1).join(' ');
  if (at < 0 || !attacker || !target) {
    throw new UsageError(`expected ATTACKER vs TARGET, e.g. "wh40k calc eightbound vs intercessors", got "${words.join(' ')}"`);
  }
  return [attacker, target];
}

/**
 * `A,B vs X,Y`: names may have spaces; commas separate units. A typed unit's abilities are comma-separated too
 * (`10x A2 BS3+ S4 D1 sustained hits 1, lethal hits`): a part that begins with an ability, after a typed unit, is its.
 * `names`: the units' names, where some hold a comma ("Custodian Guard, spears and shields"): parts that together
 * name a unit are that unit (joinNamed).
 */
export function splitLists(args: readonly string[], names: readonly string[] = []): [string[], string[]] {
  const words = args.flatMap((a) => a.trim().split(/\s+/)).filter(Boolean);
  const at = words.findIndex((w) => w.toLowerCase() === 'vs');
  const list = (ws: string[]) =>
    ws
      .join(' ')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .reduce<string[]>((units, part) => {
        const last = units[units.length - 1];
        if (last !== undefined && looksTyped(last) && looksLikeAbility(part)) units[units.length - 1] = `${last}, ${part}`;
        else units.push(part);
        return units;
      }, []);
  const named = joinNamed(names);
  const [attackers, targets] = [named(list(words.slice(0, at))), named(list(words.slice(at + 1)))];
  if (at < 0 || !attackers.length || !targets.length) {
    throw new UsageError(`expected ATTACKERS vs TARGETS, e.g. "wh40k compare eightbound,intercessors vs terminators,rhino", got "${words.join(' ')}"`);
  }
  return [attackers, targets];
}

/**
 * Parts of a list joined back where together they name a unit whose name holds commas: from each part, the
 * most parts (up to the most commas of a name, plus one) that name a unit, else the part alone.
 */
export function joinNamed(names: readonly string[]): (parts: readonly string[]) => string[] {
  const withCommas = names.filter((n) => n.includes(','));
  if (!withCommas.length) return (parts) => [...parts];
  const keys = new Set(withCommas.map(lookupKey));
  const most = Math.max(...withCommas.map((n) => n.split(',').length));
  return (parts) => {
    const out: string[] = [];
    for (let i = 0; i < parts.length; ) {
      let j = Math.min(parts.length, i + most);
      while (j > i + 1 && !keys.has(lookupKey(parts.slice(i, j).join(', ')))) j--;
      out.push(parts.slice(i, j).join(', '));
      i = j;
    }
    return out;
  };
}
