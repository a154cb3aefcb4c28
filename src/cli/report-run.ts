import { z } from 'zod';

/**
 * What the scenario report reads of each matchup of `run` JSON (src/report/types.ts ReportMatchup),
 * checked before drawing: merge checks only what its own views read.
 */
const n = z.number();
const spread = { mean: n, distribution: z.array(n), atLeast: z.array(n), median: n, p10: n, p90: n };
const computed = z.looseObject({
  attacker: z.looseObject({ name: z.string(), models: n, phase: z.enum(['melee', 'ranged']) }),
  target: z.looseObject({ name: z.string(), models: n, wounds: n }),
  total: z.looseObject({ attacks: n, hits: n, wounds: n, unsaved: n, mortalWounds: n, damage: n, wasted: n, kills: n }),
  kills: z.looseObject({ ...spread, wipe: n }),
  damage: z.looseObject(spread),
  effects: z.array(z.looseObject({ id: z.string(), name: z.string(), applied: z.boolean() })),
});

// A matchup that could not be computed (kills null) has only its names and reason, which merge checks.
const matchup = z.looseObject({ kills: z.unknown() }).superRefine((m, ctx) => {
  if (m.kills === null) return;
  for (const issue of computed.safeParse(m).error?.issues ?? []) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});

/** `run` JSON (or merged run shards) the report can draw; compare JSON as merge checks it. */
export const reportable = z.discriminatedUnion('kind', [
  z.looseObject({ kind: z.literal('compare') }),
  z.looseObject({ kind: z.literal('run'), matchups: z.array(matchup) }),
]);

