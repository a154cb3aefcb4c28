/**
 * attack.ts profileKey: one attack die's joint law is remembered by it (dieJointOf), so two profiles with the same
 * key must be the same profile, whichever form the key takes (a number for the usual small values, a string past
 * them). Random pairs of profiles, each field drawn from a small range (so that pairs often differ in one field
 * only) and past the numeric key's range.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dist } from '../../../src/dice/dist.js';
import { profileKey } from '../../../src/rules/eleventh/attack.js';
import type { AttackProfile } from '../../../src/rules/eleventh/hit-wound.js';

const reroll = fc.constantFrom('none' as const, 'ones' as const, 'failed' as const);
const small = (low: number, high: number) => fc.integer({ min: low, max: high });
const profileArb: fc.Arbitrary<AttackProfile> = fc.record({
  hit: fc.record({
    torrent: fc.boolean(),
    skill: small(1, 9),
    modifier: small(-2, 2),
    criticalOn: small(1, 8),
    reroll,
    snap: fc.boolean(),
    failUpTo: small(0, 9),
  }),
  wound: fc.record({ need: small(1, 9), modifier: small(-2, 2), criticalOn: small(1, 8), reroll }),
  sustainedHits: fc.option(fc.oneof(small(1, 16).map((x) => Dist.constant(x)), fc.constant(Dist.die(3))), { nil: undefined }),
  lethalHits: fc.boolean(),
  devastatingWounds: fc.boolean(),
});

/** The profile as plain data: equal texts, the same profile. */
const text = (p: AttackProfile) => JSON.stringify({ ...p, sustainedHits: p.sustainedHits?.toArray() });

describe('profileKey', () => {
  it('gives two profiles one key only when they are the same profile', () => {
    fc.assert(
      fc.property(profileArb, profileArb, (a, b) => {
        if (profileKey(a) === profileKey(b)) expect(text(a)).toBe(text(b));
      }),
      { numRuns: 20_000 },
    );
  });

  it('tells apart profiles that differ in one field only', () => {
    fc.assert(
      fc.property(profileArb, fc.integer({ min: 0, max: 10 }), (p, field) => {
        const changed: AttackProfile[] = [
          { ...p, hit: { ...p.hit, torrent: !p.hit.torrent } },
          { ...p, hit: { ...p.hit, skill: p.hit.skill + 1 } },
          { ...p, hit: { ...p.hit, modifier: p.hit.modifier - 1 } },
          { ...p, hit: { ...p.hit, criticalOn: p.hit.criticalOn + 1 } },
          { ...p, hit: { ...p.hit, snap: !p.hit.snap } },
          { ...p, hit: { ...p.hit, failUpTo: p.hit.failUpTo + 1 } },
          { ...p, wound: { ...p.wound, need: p.wound.need + 1 } },
          { ...p, wound: { ...p.wound, modifier: p.wound.modifier + 1 } },
          { ...p, wound: { ...p.wound, criticalOn: p.wound.criticalOn - 1 } },
          { ...p, lethalHits: !p.lethalHits },
          { ...p, devastatingWounds: !p.devastatingWounds },
        ];
        expect(profileKey(changed[field])).not.toBe(profileKey(p));
      }),
      { numRuns: 5_000 },
    );
  });
});
