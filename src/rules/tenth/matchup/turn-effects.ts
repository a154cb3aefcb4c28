/**
 * Each effect in play in each phase of a turn, applied or not with the reason (issue 26), as calc
 * reports them (run.ts effectSources): one entry per phase and effect, not one per calculation (a
 * phase is one calculation per set of survivors and Below Half-strength: turn-volley.ts), saying once
 * where the answer differs between them.
 */
import type { EffectReport } from '../effects/compile.js';
import type { TurnEffectJson } from '../../contract.js';
import { parseEffectList } from '../effects/index.js';
import type { CalcOptions } from './options.js';
import type { PhaseEffects, PhasePlacements } from './turn-volley.js';
import type { OneRollGroup } from '../effects/types.js';
import type { AssignedRoll } from '../engine.js';
import { got } from '../../maps.js';
import { FATE_DICE, fateLeft, isFateRoll } from './fate-pool.js';
import type { PlacedRoll } from './one-roll-words.js';

/** Its shape is the turn JSON's (rules/contract.ts TurnEffectJson). */
export type TurnEffect = TurnEffectJson;

/**
 * The entries of each phase's reports. `attackedBy(phase)`: which of the turn's units attacks in it
 * (the report's 'attacker' side); the other is the report's 'target'.
 */
export function turnEffects(heard: PhaseEffects, attackedBy: (phase: string) => 'attacker' | 'target', o: CalcOptions): TurnEffect[] {
  const named = { attacker: parseEffectList(o.with ?? []), target: parseEffectList(o.targetWith ?? []) };
  const out: TurnEffect[] = [];
  for (const [phase, reports] of heard) {
    const answers = new Map<string, EffectReport[]>();
    for (const e of reports.flat()) {
      const same = answers.get(`${e.side} ${e.id}`);
      if (!same) answers.set(`${e.side} ${e.id}`, [e]);
      else if (!same.some((a) => a.applied === e.applied && a.detail === e.detail)) same.push(e);
    }
    const by = attackedBy(phase);
    for (const [first, ...others] of answers.values()) {
      const side = first.side === 'attacker' ? by : by === 'attacker' ? 'target' : 'attacker';
      const all = [first, ...others];
      // Applied in some calculations and not in others; else the same answer, in words that may differ (the weapons of the models left).
      const varies = all.some((a) => a.applied !== first.applied);
      // A plain literal: a spread in it made each entry a new hidden class (about 3 us a turn, issue 26).
      out.push({
        phase, id: first.id, name: first.name, side,
        applied: all.some((a) => a.applied),
        detail: others.length ? differing(all, varies) : first.detail,
        fromProfile: !named[side].some((n) => n.id === first.id) && !(first.id === FIRE_OVERWATCH && phase === 'overwatch'),
        varies,
      });
    }
  }
  return out;
}

/**
 * The answers of a phase's calculations that differ, said once: each in full where it applied in
 * some and not others; else part by part (compile.ts joins each part's words with "; "), a part that
 * differs (the weapons of the models left) with each of its wordings.
 */
function differing(all: readonly EffectReport[], varies: boolean): string {
  const parts = all.map((a) => a.detail.split('; '));
  if (varies || parts.some((p) => p.length !== parts[0].length)) {
    return `not the same for every set of survivors: ${all.map((a) => `${a.applied ? 'applied' : 'not applied'} (${a.detail})`).join(', or ')}`;
  }
  return parts[0].map((_, i) => {
    const words = [...new Set(parts.map((p) => p[i]))];
    return words.length === 1 ? words[0] : `${words.join(' | ')} (by set of survivors)`;
  }).join('; ');
}

/** The Stratagem turn.ts adds to the target's Overwatch (--overwatch): named by neither list, carried by neither unit. */
export const FIRE_OVERWATCH = 'fire-overwatch';

/** A one-roll rule (a Command Re-roll, Fate dice...) in one phase of a turn: where it went (RULINGS 13: where each Fate die was used). */
export interface TurnOneRoll {
  readonly phase: string;
  /** The rule: 'Fate dice', 'Command Re-roll'... */
  readonly source: string;
  /** Whose rule it is: the turn's attacker or target (as TurnEffect). */
  readonly side: 'attacker' | 'target';
  /** Fate dice: the pool the phase had (--fate / --target-fate less what the shooting spent). */
  readonly dice?: string;
  /** Fate dice: the phase may spend one only on a Hit roll that surely comes (its player has a later phase: turn-one-roll.ts). */
  readonly sureOnly?: boolean;
  /** Each different use the phase's calculations made (one per set of survivors alike), as calc's JSON `oneRolls`; none placed: kept. */
  readonly uses: readonly { readonly placed: readonly PlacedRoll[]; readonly kept?: string }[];
}

/** Each phase's one-roll rules and Fate dice, each different use once (a phase is one calculation per set of survivors). */
export function turnOneRolls(heard: PhasePlacements, attackedBy: (phase: string) => 'attacker' | 'target'): TurnOneRoll[] {
  const out = new Map<string, TurnOneRoll & { uses: TurnOneRoll['uses'][number][] }>();
  for (const [phase, placements] of heard) {
    const by = attackedBy(phase);
    for (const { rolls, chosen, weapons } of placements) {
      for (const volleySide of ['attacker', 'target'] as const) {
        const side = volleySide === 'attacker' ? by : by === 'attacker' ? 'target' : 'attacker';
        const mine = chosen.filter((r) => (r.roll === 'save') === (volleySide === 'target'));
        const owner = owners(rolls[volleySide], mine);
        for (const g of rolls[volleySide]) {
          const fate = g.source === FATE_DICE;
          const dice = fate ? rolls.dice[volleySide] : undefined;
          const placed = mine.filter((r) => owner.get(r) === g).map(({ weapon, ...r }) => ({ ...r, weaponName: weapons[weapon] }));
          const use = { placed, ...(fate ? { kept: fateLeft(dice, placed) } : {}) };
          const entry = got(out, `${phase} ${side} ${g.source}`, () => ({ phase, source: g.source, side, ...(fate ? { dice, sureOnly: rolls.sureFate && volleySide === 'attacker' } : {}), uses: [] }));
          if (!entry.uses.some((u) => JSON.stringify(u) === JSON.stringify(use))) entry.uses.push(use);
        }
      }
    }
  }
  return [...out.values()];
}

/**
 * Whose each placed roll of one side is (AssignedRoll names no rule): a Fate die is the Fate dice's;
 * else the uses are matched to the rules that offer them, each rule used as often as choose.ts
 * places it (a pickOne rule once, any other once per kind of roll; rolls sharing a `once` are one use,
 * named by their rule where `once` says it). Two rules offering the same use are interchangeable.
 */
function owners(groups: readonly OneRollGroup[], rolls: readonly AssignedRoll[]): Map<AssignedRoll, OneRollGroup> {
  const uses = [...new Set(rolls.map((r) => r.once ?? r))].map((u) => rolls.filter((r) => (r.once ?? r) === u));
  const taken = new Set<string>();
  const out = new Map<AssignedRoll, OneRollGroup>();
  const fits = (g: OneRollGroup, use: readonly AssignedRoll[]) => {
    const once = use[0].once;
    if (once !== undefined && once !== g.source && !once.startsWith(`${g.source}: `)) return false;
    return use.every((r) => (g.source === FATE_DICE ? isFateRoll(r) : !isFateRoll(r) && g.rolls.some((o) => o.roll === r.roll && o.action === r.action)));
  };
  const place = (i: number): boolean => {
    if (i === uses.length) return true;
    for (const g of groups.filter((o) => fits(o, uses[i]))) {
      const slot = g.pickOne ? g.source : `${g.source} ${uses[i][0].roll}`;
      if (taken.has(slot)) continue;
      taken.add(slot);
      if (place(i + 1)) {
        for (const r of uses[i]) out.set(r, g);
        return true;
      }
      taken.delete(slot);
    }
    return false;
  };
  if (!place(0)) throw new Error('internal error: a placement of one-roll rules that no rule in play offers');
  return out;
}
