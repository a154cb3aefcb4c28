/**
 * An 11th-edition unit typed on the command line (issue 29; src/profiles/typed-profile.ts): its words made into a unit
 * file's fields and read by the unit files' own loader, each ability by its parser at the character it starts. A
 * group with the CHARACTER keyword is a CHARACTER model group (its own allocation groups, 11e 05.03); an invulnerable
 * save typed as 4++ is InSv; a Torrent weapon typed without BS has BS N/A (11e 24.34).
 */
import { stringify } from 'yaml';
import { typedUnitFile, typedUnits } from '../../../profiles/typed-profile.js';
import { parseAbility } from './abilities.js';
import { parseUnit, type EleventhUnit } from './load.js';

const FORMAT = { top: { ruleset: '11th' }, invulnerable: 'InSv', torrentSkill: 'N/A', group: (g: { keywords: readonly string[] }) => ({ character: g.keywords.includes('CHARACTER') }) };

const typed = typedUnits<EleventhUnit>(
  (p) => ({ ...parseUnit(stringify(typedUnitFile(p, FORMAT)), 'typed profile'), name: p.text }),
  parseAbility,
  // The ability parser's refusals are plain Errors with the words in them.
  (e) => e instanceof Error && e.constructor === Error,
);

/** The unit the words describe; refused (TypedProfileError) with the character where they went wrong. */
export const typedUnit = (text: string): EleventhUnit => typed.unit(text);

