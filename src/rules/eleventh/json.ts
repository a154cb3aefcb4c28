/**
 * An 11th-edition matchup's JSON (README '11th edition'), the calc contract (../contract.ts CalcJson) every
 * view draws: the batches' expected numbers, their total, the kills' and the wounds' distributions'
 * summaries, the defender's allocation groups and their order (11e 05.03, RULINGS 6), and the notes.
 */
import { SCHEMA_VERSION, type CalcJson } from '../contract.js';
import { summarise } from '../summary.js';
import { batchFirers } from './batch-sources.js';
import type { EleventhReport } from './matchup.js';
import type { EleventhUnit } from './profiles/load.js';
import { effectNamed } from './effects/registry.js';
import { modelsIn } from './size.js';
import type { BatchResult, ModelStats } from './types.js';

const TOTALLED = ['attacks', 'hits', 'wounds', 'unsaved', 'mortalWounds', 'damage'] as const satisfies readonly (keyof BatchResult)[];

const woundsIn = (u: EleventhUnit) => u.models.reduce((n, g) => n + g.count * g.stats.W, 0);

/** "T4 Sv3+ W2", with "InSv 4+ (ranged)", "FNP 6+", "FNP 5+ (mortal wounds)" where it has them. */
/** A model's invulnerable saves as a datasheet says them: `5+`, `5+ (ranged)`, `5+; 4+ against melee`. */
export function invulnerableText(s: ModelStats): string {
  const parts = [
    ...(s.InSv ? [`${s.InSv}+${s.InSvOnly ? ` (${s.InSvOnly})` : ''}`] : []),
    ...(s.InSvMelee ? [`${s.InSvMelee}+ against melee`] : []),
    ...(s.InSvRanged ? [`${s.InSvRanged}+ against ranged`] : []),
  ];
  return parts.join('; ');
}

function statsText(s: ModelStats): string {
  return [
    `T${s.T}`,
    s.Sv >= 7 ? 'no Sv' : `Sv${s.Sv}+`,
    `W${s.W}`,
    ...(invulnerableText(s) ? [`InSv ${invulnerableText(s)}`] : []),
    ...(s.feelNoPain ? [`FNP ${s.feelNoPain}+`] : []),
    ...(s.mortalFeelNoPain ? [`FNP ${s.mortalFeelNoPain}+ (mortal wounds)`] : []),
  ].join(' ');
}

/** The target's defences as the headline says them: "T4 Sv3+ W2", or each model group's, named, where they differ. */
function defences(u: EleventhUnit): string {
  const texts = u.models.map((g) => ({ name: g.name, text: statsText(g.stats) }));
  const distinct = texts.filter((t, i) => texts.findIndex((o) => o.text === t.text) === i);
  const unit = [...(u.damageReduction ? [`-${u.damageReduction} Damage`] : []), ...(u.halveDamage ? ['halve Damage'] : [])];
  const groups = distinct.length === 1 ? [distinct[0].text] : distinct.map((d) => `${d.name} ${d.text}`);
  return [groups.join('; '), ...unit].join(', ');
}

/** What leaving a modifier out means: the JSON's conditions list the others. */
const UNMODIFIED: Readonly<Record<string, unknown>> = { rerollHits: 'none', rerollWounds: 'none', critHit: 6, critWound: 6 };

/** The options a matchup assumed, as the views print them: the conditions (a melee matchup's without its shooting type), then the modifiers given (the effects' are in `effects`). */
function conditionsOf(r: EleventhReport) {
  const { shooting, ...c } = r.scenario.conditions;
  const changed = Object.fromEntries(Object.entries(r.given).filter(([k, v]) => v !== (UNMODIFIED[k] ?? 0)));
  return { ...c, ...(c.phase === 'ranged' ? { shooting } : {}), ...changed };
}

export function eleventhJson(r: EleventhReport) {
  const { attacker, target, result, scenario } = r;
  // The actions before the attacks (11e 15.05, 15.06) first, as rows of their own: their mortal wounds and the wounds they took.
  const actions = (result.actions ?? []).map((a) => ({ name: a.name, count: 1, numbers: { attacks: 0, hits: 0, wounds: 0, unsaved: 0, mortalWounds: a.mortalWounds, damage: a.damage } }));
  const batches = result.batches.map((b, i) => ({ name: b.weapon, count: scenario.batches[i] ? batchFirers(scenario.batches[i]) : 0, numbers: b }));
  const rows = [...actions, ...batches];
  const weapons = rows.map((r) => ({ name: r.name, count: r.count, ...Object.fromEntries(TOTALLED.map((k) => [k, r.numbers[k]])) }));
  const total = Object.fromEntries(TOTALLED.map((k) => [k, rows.reduce((s, r) => s + r.numbers[k], 0)]));
  const models = modelsIn(target);
  const numbered = result.groups.map((g, i) => `${i + 1} ${g}`).join(', ');
  return {
    schemaVersion: SCHEMA_VERSION,
    kind: 'calc' as const,
    ruleset: '11th' as const,
    attacker: { name: attacker.name, models: modelsIn(attacker), points: attacker.points[String(modelsIn(attacker))] ?? null, phase: scenario.conditions.phase },
    target: { name: target.name, models, wounds: woundsIn(target), profile: defences(target) },
    conditions: conditionsOf(r),
    weapons,
    total,
    kills: { ...summarise(result.kills.toArray()), wipe: result.kills.prob(models) },
    damage: summarise(result.woundsLost.toArray()),
    allocation: { groups: result.groups, order: result.groupOrder.map((i) => i + 1) },
    ...(r.effects.length ? { effects: r.effects } : {}),
    ...(r.simulation ? { simulation: r.simulation } : {}),
    notes: [...r.notes, ...(result.groups.length > 1 ? [`the target's allocation groups, by the numbers --group-order takes (11e 05.03): ${numbered}`] : []), ...notModelled(attacker), ...notModelled(target)],
  } satisfies CalcJson;
}

/**
 * calc's notes: "not modelled (UNIT): X (reason)" for each ability that changes attacks and has no model; where an
 * 11th-edition effect of that name exists (RULINGS 10), the flag that puts it in play.
 */
export function notModelled(u: EleventhUnit): string[] {
  return u.datasheetAbilities
    .filter((a) => a.modelled === false && a.affectsAttacks)
    .map((a) => {
      const effect = effectNamed(a.name);
      const use = effect ? `; the effect ${effect.id} models it: ${effect.side === 'attacker' ? '--with' : '--target-with'} ${effect.id}` : '';
      return `not modelled (${u.name}): ${a.name}${a.reason ? ` (${a.reason})` : ''}${use}`;
    });
}

export type EleventhCalcJson = ReturnType<typeof eleventhJson>;
