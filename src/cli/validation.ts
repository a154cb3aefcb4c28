/**
 * `wh40k validate` over the registry (issue 27: written once): the files the chosen ruleset gives
 * (Ruleset.validationFiles: those named, or its data's), each checked by the ruleset it says it is of
 * (a `ruleset:` line, or a folder named after one: a data folder's legacy/), the others by the chosen one.
 */
import { rulesetOfFile } from '../profiles/data-files.js';
import type { FileReport } from '../profiles/validate-files.js';
import { RULESETS, rulesetNamed } from '../rules/rulesets.js';
import type { Ruleset, UnitSources } from '../rules/ruleset.js';
import { otherRulesetsUnitNames } from './ruleset.js';

/** The reports of every file, those that could not be read first, then in the order of the files. */
export async function validateFiles(paths: readonly string[], chosen: Ruleset, sources: UnitSources, rulesets: readonly Ruleset[] = RULESETS): Promise<FileReport[]> {
  const { groups, unreadable } = await chosen.validationFiles(paths, sources);
  const names = rulesets.map((r) => r.name);
  const owners = groups.map((group) => group.map((file) => rulesetNamed(rulesetOfFile(file, names) ?? '', rulesets) ?? chosen));
  const reports = new Map<Ruleset, FileReport[]>();
  for (const r of new Set(owners.flat())) {
    const own = groups.map((group, i) => group.filter((_, j) => owners[i][j] === r));
    reports.set(r, await r.validate(own, sources, () => otherRulesetsUnitNames(r, sources.data, rulesets)));
  }
  // Each ruleset reports its files in their order: take them back in the order of all the files.
  return [...unreadable, ...owners.flat().map((r) => reports.get(r)!.shift()!)];
}
