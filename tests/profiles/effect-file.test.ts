import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEffectFiles, parseEffectFile } from '../../src/rules/tenth/profiles/effect-file.js';
import { InputError } from '../../src/profiles/errors.js';
import { validateGroups } from '../../src/rules/tenth/profiles/validate.js';
import { allEffects, builtInEffects, findEffect, usePlayerEffects } from '../../src/rules/tenth/effects/index.js';
import { at, tempDir, unitYaml } from './fixtures.js';

const OATH = `effects:
  - id: test-oath
    name: Test Oath
    source: "test fixture"
    summary: re-roll the Hit roll
    cp: 1
    attacker:
      adjust: { rerollHits: failed, hit: +1, abilities: [lethal hits, sustained hits 1] }
`;

const problems = (text: string, file = 'fx.yaml'): string[] => {
  try {
    parseEffectFile(text, file);
  } catch (e) {
    if (e instanceof InputError) return e.message.split('\n');
    throw e;
  }
  return [];
};

afterEach(() => usePlayerEffects([]));

describe('an effect file becomes the Effect the built-ins are', () => {
  it('player spellings: hit: +1 is a modifier named after the effect, abilities parsed as on units, faction Player, cp kept', () => {
    const [e] = parseEffectFile(OATH, 'fx.yaml').map((p) => p.effect);
    expect(e).toMatchObject({ id: 'test-oath', name: 'Test Oath', faction: 'Player', source: 'test fixture', cp: 1 });
    expect(e.attacker!.adjust).toMatchObject({ rerollHits: 'failed', hit: [['Test Oath', 1]] });
    expect(e.attacker!.adjust!.abilities!.map((a) => a.kind)).toEqual(['lethal hits', 'sustained hits']);
  });

  it('a top-level list works as the effects: map does; keywords are upper case; also parts convert too', () => {
    const text = `- id: test-list
  name: Test List
  faction: Orks
  source: s
  summary: s
  target:
    when: { phase: melee, targetKeywords: [infantry] }
    defence: { invulnerable: 5+ }
    also:
      - when: { charged: true }
        adjust: { damageReduction: 1 }
`;
    const [e] = parseEffectFile(text, 'fx.yaml').map((p) => p.effect);
    expect(e.faction).toBe('Orks');
    expect(e.target).toMatchObject({ when: { phase: 'melee', targetKeywords: ['INFANTRY'] }, defence: { invulnerable: 5 } });
    expect(e.target!.also![0]).toMatchObject({ when: { charged: true }, adjust: { damage: 1 } });
  });

  it('usePlayerEffects puts them beside the built-ins for lookups by id or name; [] removes them', () => {
    usePlayerEffects(parseEffectFile(OATH, 'fx.yaml').map((p) => p.effect));
    expect(findEffect('Test Oath').id).toBe('test-oath');
    expect(allEffects()).toHaveLength(builtInEffects().length + 1);
    usePlayerEffects([]);
    expect(() => findEffect('test-oath')).toThrow('unknown effect "test-oath"');
  });

  it('a key answers for the first effect in list order that has it as id or name, whatever was looked up before', () => {
    // Three player effects after the built-ins: b's name is a's id, c's id is a built-in's name; keys ignore case and punctuation.
    const builtIn = builtInEffects()[builtInEffects().length - 1];
    const text = `effects:
  - { id: test-a, name: Test A, source: s, summary: s, attacker: { adjust: { hit: +1 } } }
  - { id: test-b, name: "TEST-A", source: s, summary: s, attacker: { adjust: { hit: +1 } } }
  - { id: ${builtIn.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}, name: Test C, source: s, summary: s, attacker: { adjust: { hit: +1 } } }
`;
    const players = parseEffectFile(text, 'fx.yaml').map((p) => p.effect);
    // Each order of lookups, from a fresh set each time (the keys are made as far as a lookup needs).
    const names = ['test b', 'Test A', 'Test C', builtIn.name, 'test-a', builtInEffects()[0].id];
    const expected = ['test-b', 'test-a', players[2].id, builtIn.id, 'test-a', builtInEffects()[0].id];
    for (const order of [names, [...names].reverse(), [names[3], names[1], names[5], names[0], names[2], names[4]]]) {
      usePlayerEffects([...players]);
      const found = new Map(order.map((n) => [n, findEffect(n).id]));
      expect(names.map((n) => found.get(n))).toEqual(expected);
    }
    expect(() => findEffect('test-d')).toThrow('unknown effect "test-d"');
  });
});

describe('errors name file:line:col, the field and what was expected', () => {
  it('misspelt fields get a did-you-mean, bad values say what they take, an id its form', () => {
    const text = `effects:
  - id: Test_Oath
    name: Test Oath
    sorce: s
    summary: s
    attacker:
      when: { charged: false, phase: shooting }
      adjust: { rerollHit: failed, abilities: [lethal hit] }
`;
    expect(problems(text)).toEqual([
      // A missing field is placed at the effect it belongs to (its first key); a bad value at its key.
      `fx.yaml:${at(text, 'id: Test_Oath')} effects[0].id: an id is lower-case letters and digits joined by hyphens, like oath-of-moment`,
      `fx.yaml:${at(text, 'id: Test_Oath')} effects[0].source: missing (expected text)`,
      `fx.yaml:${at(text, 'sorce')} effects[0].sorce: unknown field "sorce" (did you mean "source"?)`,
      `fx.yaml:${at(text, 'charged')} effects[0].attacker.when.charged: only true: leave charged out when the rule does not need it`,
      `fx.yaml:${at(text, 'phase')} effects[0].attacker.when.phase: expected "melee" or "ranged", got "shooting"`,
      `fx.yaml:${at(text, 'rerollHit:')} effects[0].attacker.adjust.rerollHit: unknown field "rerollHit" (did you mean "rerollHits"?)`,
      `fx.yaml:${at(text, 'lethal hit]')} effects[0].attacker.adjust.abilities[0]: unknown ability "lethal hit" (did you mean "lethal hits"?)`,
    ]);
  });

  it('an effect with no attacker or target, a part that does nothing, a 7+ invulnerable save', () => {
    const text = `- id: a
  name: A
  source: s
  summary: s
- id: b
  name: B
  source: s
  summary: s
  target:
    when: { phase: melee }
- id: c
  name: C
  source: s
  summary: s
  target: { defence: { invulnerable: 7+ } }
`;
    expect(problems(text)).toEqual([
      `fx.yaml:1:3 [0]: an effect needs attacker (what it does with --with) or target (with --target-with), or both`,
      `fx.yaml:${at(text, 'target:')} [1].target: does nothing: give it at least one of adjust, defence, oneRolls, fightOnDeath`,
      `fx.yaml:${at(text, 'invulnerable: 7+')} [2].target.defence.invulnerable: expected a roll target like 3+ (2+ to 6+), got "7+"`,
    ]);
  });

  it('an id or name a built-in effect (or an earlier player effect) answers to, and a withEffect naming none, across files', () => {
    const A = `- { id: stealth, name: My Stealth, source: s, summary: s, target: { adjust: { hit: -1 } } }\n`;
    const B = `- { id: my-stealth, name: Go to Ground, source: s, summary: s, target: { adjust: { hit: -1 } } }\n- { id: x, name: X, source: s, summary: s, attacker: { when: { withEffect: comand-re-roll }, adjust: { hit: 1 } } }\n`;
    const dir = tempDir({ 'a.yaml': A, 'b.yaml': B });
    const a = join(dir, 'a.yaml');
    const b = join(dir, 'b.yaml');
    expect(() => loadEffectFiles([a, b])).toThrow(
      [
        `${a}:${at(A, 'id:')} [0].id: "stealth" already names the built-in effect stealth (Core, 003 'DUPLICATED CORE ABILITIES' (Example 1: Stealth)); choose another id`,
        `${b}:${at(B, 'id:')} [0].id: "my-stealth" already names stealth (${a}:${at(A, 'id:')} [0].id); choose another id`,
        `${b}:${at(B, 'name:')} [0].name: "Go to Ground" already names the built-in effect go-to-ground (Core, 000 'GO TO GROUND'); choose another name`,
        `${b}:${at(B, 'withEffect')} [1].attacker.when.withEffect: no effect with the id "comand-re-roll" (did you mean "command-re-roll"?)`,
      ].join('\n'),
    );
  });
});

describe('wh40k validate: effect files are checked as effects, and units may carry them', () => {
  it('an effects/ folder of a data folder: its effects are in play for the units beside it', () => {
    const dir = tempDir({
      'effects/mine.yaml': OATH,
      'unit.yaml': unitYaml('Carrier').replace('faction:', 'effects: [test-oath]\nfaction:'),
      'other.yaml': unitYaml('Stranger').replace('faction:', 'effects: [test-oat]\nfaction:'),
    });
    const reports = validateGroups([[join(dir, 'effects/mine.yaml'), join(dir, 'unit.yaml'), join(dir, 'other.yaml')]]);
    expect(reports.map((r) => r.ok)).toEqual([true, true, false]);
    expect(reports[2].errors[0]).toContain('effects[0]: unknown effect "test-oat" (did you mean "test-oath"?)');
  });
});

describe('the built-in effects are in the same vocabulary', () => {
  it('simple built-in effects written as YAML give the very Effect values of src/rules/tenth/effects/', () => {
    const text = `effects:
  - id: stealth
    name: Stealth
    faction: Core
    source: "003 'DUPLICATED CORE ABILITIES' (Example 1: Stealth)"
    summary: "target: -1 to the Hit roll of ranged attacks against the unit"
    target: { when: { phase: ranged }, adjust: { hit: -1 } }
  - id: go-to-ground
    name: Go to Ground
    faction: Core
    source: "000 'GO TO GROUND'"
    cp: 1
    summary: "target (INFANTRY, opponent's Shooting phase): 6+ invulnerable save and the Benefit of Cover"
    target:
      when: { phase: ranged, shootingPhase: true, targetKeywords: [INFANTRY] }
      defence: { invulnerable: 6+, cover: true }
  - id: relentless-rage
    name: Relentless Rage
    faction: World Eaters
    source: "000 'Relentless Rage'"
    summary: "after a Charge move: +1 Strength and +1 Attacks to melee weapons"
    attacker: { when: { charged: true }, weapons: { range: melee }, adjust: { strength: 1, attacks: 1 } }
  - id: warp-blades
    name: Warp Blades
    faction: World Eaters
    source: "000 'Blessings of Khorne: Warp Blades'"
    summary: "a unit with Blessings of Khorne: melee weapons gain [LETHAL HITS]"
    attacker: { when: { attackerAbility: Blessings of Khorne }, weapons: { range: melee }, adjust: { abilities: [lethal hits] } }
  - id: beacons-of-rage
    name: Beacons of Rage
    faction: World Eaters
    source: "000 'Eightbound: Beacons of Rage (Aura)'"
    summary: "melee: re-roll Wound rolls of 1; re-roll the Wound roll against a Below Half-strength target"
    attacker:
      weapons: { range: melee }
      adjust: { rerollWounds: ones }
      also: [{ when: { targetBelowHalfStrength: true }, weapons: { range: melee }, adjust: { rerollWounds: failed } }]
  - id: for-the-skull-throne
    name: For the Skull Throne!
    faction: World Eaters
    source: "000 'FOR THE SKULL THRONE!'"
    summary: "+1 to wound with melee attacks against CHARACTER, MONSTER or VEHICLE units"
    cp: 1
    attacker:
      when: { targetKeywords: [CHARACTER, MONSTER, VEHICLE] }
      weapons: { range: melee }
      adjust: { wound: +1 }
`;
    const parsed = parseEffectFile(text, 'built-in.yaml').map((p) => p.effect);
    // toEqual: a field the YAML leaves undefined (hit when only wound is given) is a field left out.
    expect(parsed).toEqual(parsed.map((e) => builtInEffects().find((b) => b.id === e.id)));
  });
});

describe('a file of one effect', () => {
  it('is a map with an id: its fields are named without a list index; validate tells it from a unit file', () => {
    const text = 'id: one\nname: One\nsource: s\nsummary: s\nattacker: { adjust: { hti: 1 } }\n';
    expect(problems(text)).toEqual([`fx.yaml:${at(text, 'hti')} attacker.adjust.hti: unknown field "hti" (did you mean "hit"?)`]);
    const fixed = text.replace('hti', 'hit');
    expect(parseEffectFile(fixed, 'fx.yaml').map((p) => p.effect.attacker!.adjust!.hit)).toEqual([[['One', 1]]]);
    const dir = tempDir({ 'one.yaml': fixed, 'typo.yaml': 'efects:\n  - id: x\n' });
    const [one, typo] = validateGroups([[join(dir, 'one.yaml'), join(dir, 'typo.yaml')]]);
    expect(one.ok).toBe(true);
    // A map whose one key is not `effects` is checked as a unit file (it is not one either).
    expect(typo.errors[0]).toContain('typo.yaml:1:1 name: missing');
  });
});
