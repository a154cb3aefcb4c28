/**
 * A ruleset (issue 14 section 4; GUIDE 'The shape'): one value that says everything an edition brings,
 * in its own folder (src/rules/tenth/index.ts, src/rules/legacy/index.ts), chosen once by name through
 * the registry (rulesets.ts). The dice algebra, the kill model's summaries, the formats, compare and
 * the reports are shared and ask the value, never `if (edition === ...)`.
 *
 * Every part that needs code loads it when asked (a dynamic import), so that naming a ruleset, as
 * `--ruleset` and its help do, loads none of its engine.
 */
import type { ZodType } from 'zod';

/** One line of a ruleset's effects registry: 10th edition's effects, the legacy ruleset's USRs and their status. */
export interface RulesetEffect {
  readonly name: string;
  readonly description: string;
}

/**
 * `Units`: what its loader gives (10th edition: a Roster; legacy: its units); `Options`: a matchup's
 * conditions; `Report`: one matchup computed. Methods, not function-valued fields, so that every
 * ruleset is also a `Ruleset` of unknowns (the registry's list).
 */
export interface Ruleset<Units = unknown, Options = unknown, Report = unknown> {
  /** As `--ruleset` and a unit or scenario file's `ruleset:` key name it. */
  readonly name: string;
  /** One line, for `--ruleset`'s help. */
  readonly description: string;
  /** What a matchup assumes where its options say nothing; `calculate` starts from these. */
  readonly defaults: Partial<Options>;
  /** The unit profile's schema: the zod schema unit files are validated with, and its JSON Schema's text (`wh40k schema`). */
  unitSchema(): Promise<ZodType>;
  unitJsonSchema(): Promise<string>;
  /** Its effects registry, listed. */
  effects(): Promise<readonly RulesetEffect[]>;
  /** Its units: the bundled data's, then each data folder's (`--data`, the config file's). */
  loadUnits(dataDirs: readonly string[]): Promise<Units>;
  /** The names and aliases of those units (another ruleset's commands say when a name is one of these). */
  unitNames(units: Units): readonly string[];
  /**
   * `attacker` attacking `target`, found by name among `units`, under `options` over `defaults` (scripts,
   * and the legacy calc command). `otherRulesetNames`: the other rulesets' unit names, for the message
   * when one is named here (loaded only then).
   */
  calculate(units: Units, attacker: string, target: string, options: Partial<Options>, otherRulesetNames?: () => Promise<readonly string[]>): Promise<Report>;
}
