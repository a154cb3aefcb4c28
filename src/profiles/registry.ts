import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { distance } from 'fastest-levenshtein';
import type { Unit } from '../rules/types.js';
import { InputError, loadUnitFile } from './load.js';

/** The data bundled with the package: `data/` at the project root. */
export const BUNDLED_DATA = fileURLToPath(new URL('../../data', import.meta.url));

function yamlFiles(dir: string): string[] {
  let entries: string[];
  try {
    if (!statSync(dir).isDirectory()) throw new InputError(`--data ${dir}: not a directory`);
    entries = readdirSync(dir).sort();
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError(`--data ${dir}: cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return yamlFiles(path);
    return /\.ya?ml$/i.test(name) ? [path] : [];
  });
}

/** A lookup key: case, spaces and punctuation do not matter ("Intercessor Squad" = "intercessor-squad"). */
export function key(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

export interface Roster {
  readonly units: readonly Unit[];
  find(name: string): Unit;
}

/**
 * Load the bundled data, then each `--data` folder in order; a later unit with the same name
 * replaces an earlier one. Every file is validated; the first bad file stops the load.
 */
export function loadRoster(extraDirs: readonly string[] = [], bundled = BUNDLED_DATA): Roster {
  const byName = new Map<string, Unit>();
  for (const dir of [bundled, ...extraDirs]) {
    const fromThisDir = new Map<string, string>();
    for (const file of yamlFiles(dir)) {
      const unit = loadUnitFile(file);
      for (const name of [unit.name, ...unit.aliases]) {
        const k = key(name);
        const clash = fromThisDir.get(k);
        if (clash && clash !== file) throw new InputError(`${file}: name "${name}" is also used by ${clash}`);
        fromThisDir.set(k, file);
      }
      for (const [k, other] of byName) if (key(other.name) === key(unit.name)) byName.delete(k);
      byName.set(key(unit.name), unit);
    }
  }
  const units = [...byName.values()];
  return { units, find: (name) => findUnit(units, name) };
}

export function findUnit(units: readonly Unit[], name: string): Unit {
  const k = key(name);
  // Later units (user data) win over bundled ones on aliases too.
  const found = [...units].reverse().find((u) => [u.name, ...u.aliases].some((n) => key(n) === k));
  if (found) return found;
  const ranked = units
    .map((u) => ({ u, d: Math.min(...[u.name, ...u.aliases].map((n) => distance(key(n), k))) }))
    .sort((a, b) => a.d - b.d)
    .slice(0, 3)
    .map(({ u }) => u.name);
  throw new InputError(`unknown unit "${name}"${ranked.length ? `; closest: ${ranked.join(', ')}` : ''}`);
}
