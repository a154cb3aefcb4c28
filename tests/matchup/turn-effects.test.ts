/** turn-effects.ts: a phase's many calculations' effect reports, one entry per phase and effect (issue 26). */
import { describe, expect, it } from 'vitest';
import { turnEffects } from '../../src/rules/tenth/matchup/turn-effects.js';
import { turnLog } from '../../src/rules/tenth/matchup/turn-volley.js';
import type { EffectReport } from '../../src/rules/tenth/effects/compile.js';

const report = (id: string, applied: boolean, detail: string): EffectReport => ({ id, name: id.toUpperCase(), side: 'attacker', applied, detail });

describe('turnEffects', () => {
  it('says an answer once a phase, and once where the sets of survivors differ', () => {
    const heard = new Map([
      // Three sets of survivors in the fight: Warp Blades applied, not applied, applied again (said once); Beacons of Rage alike in all.
      ['fight', [[report('warp-blades', true, 'on A'), report('beacons-of-rage', false, 'skipped: why')], [report('warp-blades', false, 'skipped: no weapon it applies to'), report('beacons-of-rage', false, 'skipped: why')], [report('warp-blades', true, 'on A')]]],
      // The fight back: the report's attacker is the turn's target.
      ['fight back', [[report('total-carnage', true, 'on B; skipped: why')], [report('total-carnage', true, 'on C; skipped: why')]]],
    ]);
    const effects = turnEffects(heard, (phase) => (phase === 'fight back' ? 'target' : 'attacker'), { with: ['warp-blades'] });
    expect(effects).toEqual([
      { phase: 'fight', id: 'warp-blades', name: 'WARP-BLADES', side: 'attacker', applied: true, varies: true, fromProfile: false, detail: 'not the same for every set of survivors: applied (on A), or not applied (skipped: no weapon it applies to)' },
      { phase: 'fight', id: 'beacons-of-rage', name: 'BEACONS-OF-RAGE', side: 'attacker', applied: false, varies: false, fromProfile: true, detail: 'skipped: why' },
      // Applied in both, in other words (the weapons of the models left): not `varies`, the part that differs with each wording.
      { phase: 'fight back', id: 'total-carnage', name: 'TOTAL-CARNAGE', side: 'target', applied: true, varies: false, fromProfile: true, detail: 'on B | on C (by set of survivors); skipped: why' },
    ]);
  });

  it('hears a report its calculations share once (the sets of survivors of one unit share their whole unit\'s: turn-volley.ts survivorsPhase)', () => {
    const say = turnLog([]);
    const shared = [report('warp-blades', true, 'on A')];
    const own = [report('warp-blades', true, 'on A')];
    // Three calculations of the fight: two share one report object, the third has its own (alike in content); none in the shooting.
    say('fight').effects(shared);
    say('fight').effects(shared);
    say('fight').effects(own);
    say('shoot').effects([]);
    expect(say.effects.get('fight')).toEqual([shared, own]);
    expect(say.effects.get('fight')![0]).toBe(shared);
    expect(say.effects.has('shoot')).toBe(false);
    // Said once all the same (turnEffects merges reports alike).
    expect(turnEffects(say.effects, () => 'attacker', {})).toHaveLength(1);
  });
});
