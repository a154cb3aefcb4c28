/**
 * A ruleset's units from its folder of each data folder (the legacy ruleset's legacy/, 11th edition's
 * eleventh/): the bundled data's, then each --data folder's, a later unit of a name replacing an earlier one;
 * two files of one folder that use one name are refused. Knows no ruleset's rules.
 */
import { lookupKey } from '../rules/names.js';
import { refuseMisplacedUnit, yamlFiles } from './data-files.js';
import { InputError } from './errors.js';

/**
 * The units; `lenient`: a --data folder's file that cannot be read is left out and said in `notes` with every problem
 * (issue 29 section 3: the other units work), else an error, as the bundled data's always are.
 */
export function unitsByName<U extends { readonly name: string; readonly aliases: readonly string[] }>(
  dirs: readonly string[],
  bundled: string,
  filesOf: (dir: string) => readonly string[],
  load: (file: string) => U,
  lenient = false,
  /** The bundled folder's units read already (a ruleset's compiled JSON): its files are not read again. */
  bundledUnits?: readonly U[],
): U[] & { readonly notes: readonly string[] } {
  const byName = new Map<string, U>();
  const notes: string[] = [];
  for (const unit of bundledUnits ?? []) byName.set(lookupKey(unit.name), unit);
  for (const dir of bundledUnits ? dirs : [bundled, ...dirs]) {
    // A --data folder's own files are 10th edition's: another ruleset's unit file among them says where it goes.
    if (dir !== bundled) for (const file of yamlFiles(dir)) refuseMisplacedUnit(dir, file);
    const names = new Map<string, string>();
    for (const file of filesOf(dir)) {
      let unit: U;
      try {
        unit = load(file);
      } catch (e) {
        if (!lenient || dir === bundled || !(e instanceof InputError)) throw e;
        notes.push(`${file} could not be read: its unit is left out (\`wh40k validate\` checks it):\n  ${e.message.split('\n').filter(Boolean).join('\n  ')}`);
        continue;
      }
      for (const name of [unit.name, ...unit.aliases]) {
        const clash = names.get(lookupKey(name));
        if (clash && clash !== file) throw new InputError(`${file}: name "${name}" is also used by ${clash}`);
        names.set(lookupKey(name), file);
      }
      byName.set(lookupKey(unit.name), unit);
    }
  }
  return Object.assign([...byName.values()], { notes });
}
