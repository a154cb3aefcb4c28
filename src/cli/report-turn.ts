/**
 * `wh40k report` of a turn's JSON (kind "turn", README 'JSON output'): the fields the report reads,
 * checked, and each problem placed at the file's line and column with its field.
 */
import { z } from 'zod';
import { SCHEMA_VERSION } from '../rules/contract.js';
import { InputError } from '../profiles/errors.js';
import { fieldName, type Path } from '../profiles/positions.js';
import { locator } from './merge.js';
import type { TurnReportInput } from '../report/turn.js';

const probabilities = z.array(z.number().min(0).max(1)).min(1).max(100_000);
const count = z.number().int().min(0);
const side = z.looseObject({
  name: z.string(),
  models: count.min(1),
  points: z.number().min(0).nullable(),
  pointsExtrapolated: z.boolean(),
  modelsLost: z.looseObject({ mean: z.number().min(0), distribution: probabilities, atLeast: probabilities, p10: count, p90: count, wiped: z.number().min(0).max(1) }),
  pointsLost: z.number().min(0).nullable(),
});
const turnShape = z.looseObject({
  schemaVersion: z.literal(SCHEMA_VERSION),
  kind: z.literal('turn'),
  attacker: side,
  target: side,
  phases: z.array(
    z.looseObject({
      phase: z.enum(['shoot', 'overwatch', 'fight', 'fight on death', 'fight back']),
      side: z.enum(['attacker', 'target']),
      modelsLost: z.number(),
      woundsLost: z.number(),
      pointsLost: z.number().nullable(),
    }),
  ).max(5),
  trade: z.looseObject({ targetPointsLost: z.number().nullable(), attackerPointsLost: z.number().nullable(), attackerWipesTarget: z.number().min(0).max(1), attackerWiped: z.number().min(0).max(1) }),
  notes: z.array(z.string()).max(10_000),
});

/** The turn JSON `parsed` (read from `file`, its text `text`, at `at` in it: a run's `turn` list), its shape checked. */
export function turnInput(file: string, text: string, parsed: unknown, at: Path = []): TurnReportInput {
  const checked = turnShape.safeParse(parsed);
  if (checked.success) return parsed as TurnReportInput;
  const where = locator(file, text);
  const problems = checked.error.issues.slice(0, 5).map((issue) => {
    const path = [...at, ...(issue.path as Path)];
    return `${where(path)} ${fieldName(path) || '(top level)'}: ${issue.message}`;
  });
  throw new InputError(`${problems.join('\n')}\n(report reads the output of \`turn --format json\` here${at.length ? ', a turn: entry of `run --format json`' : ''})`);
}
