/**
 * Issue 26 section 1 in the effect compiler: each rule reaches only the units its TARGET line or its
 * "units with this ability" names and the phases its WHEN line names, and Feel No Pain bonuses reach
 * every Feel No Pain whichever effect gave it (numbers by hand; the CLI side is in
 * tests/cli/effect-eligibility.test.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtInEffects } from '../../../src/rules/tenth/effects/index.js';
import type { Effect } from '../../../src/rules/tenth/effects/types.js';
import { scenario, sharedDir, target, weapon } from '../../helpers.js';
import { simulate } from '../../../src/rules/tenth/simulate.js';
import { AELDARI, bothQualified, play, qualified } from './support.js';

describe("003 'Out-of-phase Rules': the target's rules for \"your opponent's Shooting phase\" do not reach Fire Overwatch", () => {
  // Overwatch hits only on a 6 (1/6), so a -1 to hit changes nothing there; AP is the test for Runes.
  it.each(['lightning-fast-reactions', 'void-ghosts'])('%s ("Your opponent\'s Shooting phase or the Fight phase"): skipped with Fire Overwatch, applied in the Shooting phase (BS3+ -> 4+, 3/6) and in melee', (id) => {
    const aeldari = (s: ReturnType<typeof scenario>) => bothQualified(s, AELDARI);
    const overwatch = play(aeldari(scenario({ weapons: [weapon({ skill: 3 })] })), { with: ['fire-overwatch'], targetWith: [id] });
    expect(overwatch.entry(id).applied).toBe(false);
    expect(overwatch.entry(id).detail).toContain("003 'Out-of-phase Rules'");
    expect(play(aeldari(scenario({ weapons: [weapon({ skill: 3 })] })), { targetWith: [id] }).hit).toBeCloseTo(3 / 6, 12);
    // In melee Fire Overwatch is not in play, whatever --with says: the Fight phase is the rule's.
    expect(play(aeldari(scenario({ weapons: [weapon({ range: 'melee', skill: 3 })] })), { targetWith: [id] }).hit).toBeCloseTo(3 / 6, 12);
  });

  it("runes-of-sanctuary: AP-1 against Sv3+ unsaved 3/6 with Fire Overwatch (AP kept), 2/6 in the Shooting phase (AP 0)", () => {
    const s = bothQualified(scenario({ weapons: [weapon({ AP: -1 })], target: target({ Sv: 3 }) }), AELDARI);
    expect(play(s, { with: ['fire-overwatch'], targetWith: ['runes-of-sanctuary'] }).unsaved).toBeCloseTo(3 / 6, 12);
    expect(play(s, { targetWith: ['runes-of-sanctuary'] }).unsaved).toBeCloseTo(2 / 6, 12);
  });
});

describe("000 'WRATHFUL DEVOTION' with another Feel No Pain: the +1 goes on last, whatever the order named", () => {
  // An AELDARI VEHICLE with Blessings of Khorne (each rule's own condition met): Layered Wards gives
  // Feel No Pain 5+ against mortal wounds; Wrathful Devotion gives 6+ (no Feel No Pain before) and +1
  // to the one it already has: 4+ against mortal wounds, whichever is named first.
  const vehicle = qualified(target({ Sv: 7, keywords: ['AELDARI', 'VEHICLE'] }), { abilities: ['Blessings of Khorne'] });
  const s = scenario({ weapons: [weapon({ abilities: ['torrent'] })], target: vehicle });

  it.each([[['wrathful-devotion', 'layered-wards']], [['layered-wards', 'wrathful-devotion']]])('%j: Feel No Pain 6+, and 4+ against mortal wounds', (list) => {
    const stats = play(s, { targetWith: list }).compiled.scenario.target.models[0].stats;
    expect(stats.feelNoPain).toBe(6);
    expect(stats.mortalFeelNoPain).toBe(4);
  });

  it('Feel No Pain 2+ with +1 is every roll (a target of 1): no wound lost, exact and simulated', () => {
    // 000 'Feel No Pain': "if the result equals or exceeds 'x'": 1 + 1 = 2 passes 2+; no rule fails a 1.
    const t = qualified(target({ Sv: 7, feelNoPain: 2, models: 5 }), { abilities: ['Blessings of Khorne'] });
    const p = play(scenario({ weapons: [weapon({ A: 6, abilities: ['torrent'] })], target: t }), { targetWith: ['wrathful-devotion'] });
    expect(p.compiled.scenario.target.models[0].stats.feelNoPain).toBe(1);
    expect(p.result.damage.mean).toBe(0);
    expect(simulate(p.compiled.scenario, 2000, 7).damageMean).toBe(0);
  });
});

describe("002 'TARGET: One AELDARI unit from your army' (and 'AELDARI model only'): not for another unit", () => {
  const plain = scenario({ weapons: [weapon({ name: 'Shuriken catapult', skill: 4 }), weapon({ range: 'melee', skill: 4 })] });

  it.each(['bladestorm', 'unparalleled-foresight', 'wraithsight', 'shuriken-storm', 'fates-messenger'])('--with %s for an attacker that is not AELDARI: skipped, said so', (id) => {
    const p = play(plain, { with: [id] });
    expect(p.entry(id).applied).toBe(false);
    expect(p.entry(id).detail).toContain('the attacker is not AELDARI');
  });

  it('darting-strikes (Fight phase) for an attacker that is not AELDARI: skipped, WS4+ S4 vs T4 3/6 to wound, not re-rolled', () => {
    const p = play(scenario({ weapons: [weapon({ range: 'melee', S: 4 })] }), { with: ['darting-strikes'] });
    expect(p.wound).toBeCloseTo(3 / 6, 12);
    expect(p.entry('darting-strikes').detail).toContain('the attacker is not AELDARI');
  });

  it.each(['lightning-fast-reactions', 'void-ghosts', 'faolchus-last-flight'])('--target-with %s for a target that is not AELDARI: skipped, said so', (id) => {
    const p = play(scenario({ weapons: [weapon({ range: 'melee' })] }), { targetWith: [id] });
    expect(p.entry(id).applied).toBe(false);
    expect(p.entry(id).detail).toContain('the target is not AELDARI');
  });

  it("Guiding Presence (\"one friendly AELDARI VEHICLE model\") for a VEHICLE that is not AELDARI: skipped", () => {
    const vehicle = { ...scenario({ weapons: [weapon()] }), attacker: qualified(target(), { keywords: ['VEHICLE'] }) };
    expect(play(vehicle, { with: ['guiding-presence'] }).entry('guiding-presence').detail).toContain('the attacker is not AELDARI VEHICLE');
  });
});

describe("every effect whose text is used in a Shooting phase \"until the end of the phase\" is skipped with Fire Overwatch (003 'Out-of-phase Rules')", () => {
  const SHARED = sharedDir();
  const RULES = SHARED ? join(SHARED, 'rules') : '';
  /** The text after each occurrence of the heading, up to the next Stratagem or Enhancement. */
  const blocks = (file: string, heading: string): string[] => {
    const text = readFileSync(join(RULES, readdirSync(RULES).find((f) => f.startsWith(`${file}_`))!), 'utf8');
    const at = [...text.toLowerCase().matchAll(new RegExp(heading.toLowerCase().replace(/[.*+?^${}()|[\]\\!]/g, '\\$&'), 'g'))];
    return at.map((m) => {
      const after = text.slice(m.index + heading.length, m.index + heading.length + 900);
      const next = after.search(/\n[A-Z][A-Z’'!.\- ]{3,}\n\d+CP\n|\n\s*•\s|\n[A-Z][a-z’' ]+ \d+ pts/);
      return next < 0 ? after : after.slice(0, next);
    });
  };
  const usedInShootingPhase = (e: Effect) =>
    [...e.source.matchAll(/(\d{3}) '([^']+)'/g)].some(([, file, heading]) =>
      blocks(file, heading.split(/:\s+/).pop()!.replace(/ \(.*\)$/, '')).some((b) => /shooting phase/i.test(b) && /until the end of the phase/i.test(b)));
  // Not checked: Fire Overwatch is the out-of-phase shooting itself; D-Strike is used in its Shooting
  // phase but the stun it gives lasts "until the start of your next Shooting phase" (its RESTRICTIONS'
  // "until the end of the phase" is about the Wraith unit's own shooting).
  const EXEMPT = ['fire-overwatch', 'd-strike'];

  it.skipIf(!RULES)('found in the rules texts: Go to Ground, Savage Resilience, Soulsight, Bladestorm, Lightning-Fast Reactions, Void Ghosts, Auric Storm, Shuriken Storm, Wraithsight, Guiding Presence, Runes of Sanctuary; each part has shootingPhase', () => {
    const found = builtInEffects().filter((e) => !EXEMPT.includes(e.id) && usedInShootingPhase(e));
    expect(found.map((e) => e.id).sort()).toEqual(
      ['auric-storm', 'bladestorm', 'go-to-ground', 'guiding-presence', 'lightning-fast-reactions', 'runes-of-sanctuary', 'savage-resilience', 'shuriken-storm', 'soulsight', 'void-ghosts', 'wraithsight'],
    );
    for (const e of found) {
      const parts = [e.attacker, e.target].flatMap((p) => (p ? [p, ...(p.also ?? [])] : []));
      for (const part of parts) expect(part.when?.shootingPhase, e.id).toBe(true);
    }
  });
});
