/**
 * A 10th-edition unit typed on the command line (issue 29; src/profiles/typed-profile.ts): its words made into a unit
 * file's fields and read by the unit files' own loader, each ability by its parser at the character it starts.
 */
import { stringify } from 'yaml';
import { typedUnitFile, typedUnits } from '../../../profiles/typed-profile.js';
import { AbilitySyntaxError, parseAbility } from '../abilities.js';
import type { Unit } from '../types.js';
import { parseUnit } from './load.js';

const typed = typedUnits<Unit>(
  // Named by its words after the loader, whose names may not hold "+" (TARGET+LEADER): typed words are found as such.
  // A Torrent weapon makes no hit roll: the BS the file format asks for is never read.
  (p) => ({ ...parseUnit(stringify(typedUnitFile(p, { invulnerable: 'invulnerable', torrentSkill: '2+' })), 'typed profile'), name: p.text }),
  parseAbility,
  (e) => e instanceof AbilitySyntaxError,
);

/** The unit the words describe; refused (TypedProfileError) with the character where they went wrong. */
export const typedUnit = (text: string): Unit => typed.unit(text);

