/**
 * Property (fixed seed, modest runs): every ability the schema reads is written back by `show` (abilityText)
 * in words the schema reads as the same ability, whatever the case and brackets it was written in.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abilityText, parseAbility } from '../../../../src/rules/eleventh/profiles/abilities.js';

const value = fc.oneof(fc.integer({ min: 1, max: 6 }).map(String), fc.constantFrom('D3', 'D6', 'D3+1', '2D3'));
const keywords = fc.uniqueArray(fc.constantFrom('INFANTRY', 'VEHICLE', 'MONSTER', 'EPIC HERO'), { minLength: 1, maxLength: 2 });
const qualified = (name: string) => fc.option(keywords, { nil: undefined }).map((k) => (k ? `${name}: ${k.join(', ')}` : name));
const written = fc.oneof(
  value.chain((x) => qualified(`sustained hits ${x}`)),
  qualified('lethal hits'),
  qualified('devastating wounds'),
  qualified('twin-linked'),
  fc.tuple(fc.constantFrom('infantry', 'vehicle', 'epic hero'), fc.integer({ min: 2, max: 6 })).map(([k, n]) => `anti-${k} ${n}+`),
  value.map((x) => `melta ${x}`),
  value.map((x) => `rapid fire ${x}`),
  fc.integer({ min: 1, max: 3 }).map((n) => `blast ${n}`),
  fc.integer({ min: 1, max: 3 }).map((n) => `cleave ${n}`),
  fc.constantFrom('torrent', 'lance', 'heavy', 'ignores cover', 'hazardous', 'indirect fire', 'pistol', 'close-quarters', 'assault', 'psychic', 'extra attacks', 'precision', 'one shot'),
);
const dressed = fc.tuple(written, fc.boolean(), fc.boolean()).map(([w, upper, brackets]) => {
  const cased = upper ? w.toUpperCase() : w;
  return brackets ? `[${cased}]` : cased;
});

describe('weapon abilities: read, written back, read again', () => {
  it('the same ability', () => {
    fc.assert(
      fc.property(dressed, (text) => {
        const a = parseAbility(text);
        expect(parseAbility(abilityText(a))).toEqual(a);
      }),
      { seed: 28, numRuns: 300 },
    );
  });
});
