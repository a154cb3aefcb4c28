/**
 * The choices the rules leave to the players (11e 05.03, RULINGS 5 and 7), as the options give them: the
 * defender's order of the target's allocation groups, the attacker's Lethal Hits and its order of the batches.
 */
import { InputError } from '../../profiles/errors.js';
import { Refused } from '../errors.js';
import { lookupKey } from '../names.js';
import { allocationGroups, checkOrder } from './groups.js';
import type { EleventhUnit } from './profiles/load.js';
import { batchName, sourcesOf } from './batch-sources.js';
import type { Batch } from './types.js';

/**
 * `--group-order 2,1` -> [1, 0]: the target's allocation groups (11e 05.03 step 1, groups.ts) by the numbers the
 * output lists them with, 1 first, each once, in an order step 2 allows (a CHARACTER group after the others).
 */
export function groupOrder(text: string, target: EleventhUnit): number[] {
  const groups = allocationGroups(target);
  const listed = groups.map((g, i) => `${i + 1} ${g.name}`).join(', ');
  const numbers = text.split(',').map((s) => s.trim());
  const order = numbers.map((n) => (/^[1-9]\d*$/.test(n) ? Number(n) - 1 : -1));
  if (order.some((i) => i < 0 || i >= groups.length) || new Set(order).size !== groups.length || order.length !== groups.length) {
    throw new InputError(`--group-order ${text}: expected each of the target's allocation groups once, by number, comma-separated (${target.name}: ${listed})`);
  }
  try {
    checkOrder(groups, order);
  } catch (e) {
    if (!(e instanceof Refused)) throw e;
    throw new InputError(`--group-order ${text}: ${e.message.replace(/^group order \[[^\]]*\]: /, '')}`);
  }
  return order;
}

/** `--lethal-hits use|decline|"Weapon=use,Other=decline"` -> the choice per weapon with Lethal Hits (RULINGS 5). */
export function lethalHitsChoice(text: string, attacker: EleventhUnit): Record<string, boolean> {
  const lethal = attacker.weapons.filter((w) => w.abilities.some((a) => a.kind === 'lethal hits'));
  const word = (w: string, what: string) => {
    if (w === 'use' || w === 'decline') return w === 'use';
    throw new InputError(`--lethal-hits ${what}: expected use or decline, got "${w}"`);
  };
  const all = text.trim().toLowerCase();
  if (!all.includes('=')) return Object.fromEntries(lethal.map((w) => [w.name, word(all, text)]));
  return Object.fromEntries(
    text.split(',').map((part) => {
      const [name, choice] = part.split('=').map((s) => s.trim());
      const weapon = lethal.find((w) => lookupKey(w.name) === lookupKey(name));
      if (!weapon) throw new InputError(`--lethal-hits ${text}: ${attacker.name} has no weapon "${name}" with Lethal Hits${lethal.length ? ` (it has ${lethal.map((w) => w.name).join(', ')})` : ''}`);
      return [weapon.name, word((choice ?? '').toLowerCase(), text)];
    }),
  );
}

/** RULINGS 7: the attacker orders the batches (`--order`: every weapon that attacks, named once); default the unit file's order. */
export function ordered(batches: readonly Batch[], order: readonly string[] | undefined): readonly Batch[] {
  if (order === undefined) return batches;
  // RULINGS 12: a batch of several weapons is named by any of them.
  const named = (name: string) => batches.find((b) => sourcesOf(b).some((s) => lookupKey(s.weapon.name) === lookupKey(name)));
  const picked = order.map(named);
  const distinct = [...new Set(picked)];
  const once = new Set(order.map(lookupKey)).size === order.length;
  if (picked.some((b) => b === undefined) || !once || distinct.length !== batches.length) {
    throw new InputError(`--order ${order.join(', ')}: name every weapon (or batch of weapons) that attacks once, in the order they resolve: ${batches.map(batchName).join(', ')}`);
  }
  return distinct as Batch[];
}
