/**
 * The effect compiler's general behaviour: names, sides, duplicates, the report, how parts merge,
 * one-roll groups and fight-on-death, and that every catalogue entry cites a real rules text.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EffectSideError, compileEffects } from '../../../src/rules/tenth/effects/compile.js';
import { builtInEffects, UnknownEffectError, findEffect, parseEffectList } from '../../../src/rules/tenth/effects/index.js';
import { calculate } from '../../../src/rules/tenth/engine.js';
import { scenario, sharedDir, target, weapon } from '../../helpers.js';
import { AELDARI, BLESSED, attackerWith, bothQualified, choose, inPlay, play } from './support.js';

const SHARED = sharedDir();
const RULES = SHARED ? join(SHARED, 'rules') : '';
const HERE = dirname(fileURLToPath(import.meta.url));

describe('names', () => {
  it.each(['warp-blades', 'Warp Blades', 'WARP_BLADES', 'warp blades', ' warp.blades '])('"%s" is Warp Blades', (name) => {
    expect(findEffect(name).id).toBe('warp-blades');
  });

  it('punctuation, apostrophes and accents do not matter', () => {
    expect(findEffect("Fate's Messenger").id).toBe('fates-messenger');
    expect(findEffect('FATES MESSENGER').id).toBe('fates-messenger');
    expect(findEffect('Faolchú’s Last Flight').id).toBe('faolchus-last-flight');
    expect(findEffect("faolchu's last flight").id).toBe('faolchus-last-flight');
    expect(findEffect('For the Skull Throne!').id).toBe('for-the-skull-throne');
    expect(findEffect('Khorne Cares Not...').id).toBe('khorne-cares-not');
    expect(findEffect('First Rank, Fire! Second Rank, Fire!').id).toBe('first-rank-fire');
    expect(findEffect('Take Cover!').id).toBe('take-cover');
  });

  it('an unknown name throws UnknownEffectError with a did-you-mean', () => {
    expect(() => findEffect('relentles rage')).toThrow(UnknownEffectError);
    expect(() => findEffect('relentles rage')).toThrow(/did you mean "relentless-rage"/);
    expect(() => parseEffectList(['warp-blades', 'bladestrom'])).toThrow(/did you mean "bladestorm"/);
  });

  it('a name nothing like any effect gets no guess', () => {
    expect(() => findEffect('zzzzqqqqxxxxwwww')).toThrow(UnknownEffectError);
    expect(() => findEffect('zzzzqqqqxxxxwwww')).not.toThrow(/did you mean/);
  });

  it('comma-separated lists are split; blanks ignored', () => {
    expect(parseEffectList(['warp-blades, martial-excellence', '', 'stealth,']).map((e) => e.id)).toEqual([
      'warp-blades',
      'martial-excellence',
      'stealth',
    ]);
  });
});

describe('duplicates are applied once', () => {
  it('the same effect named three ways is one effect', () => {
    expect(parseEffectList(['warp-blades', 'Warp Blades', 'WARP_BLADES'])).toHaveLength(1);
  });

  it('Relentless Rage twice: A6 + 1 = 7 attacks, not 8; S4 + 1 = 5, not 6', () => {
    const s = scenario({ weapons: [weapon({ range: 'melee', A: 6, S: 4 })], target: target({ T: 4 }), conditions: { charged: true } });
    const p = play(s, { with: ['relentless-rage', 'Relentless Rage', 'relentless_rage'] });
    expect(p.result.total.attacks).toBeCloseTo(7, 12);
    expect(p.compiled.scenario.weapons[0].adjust!.strength).toBe(1);
    expect(p.compiled.report).toHaveLength(1);
  });
});

describe('sides', () => {
  it('a target rule given with --with throws EffectSideError pointing at --target-with', () => {
    const s = scenario({ weapons: [weapon()] });
    expect(() => compileEffects(s, inPlay({ with: ['go-to-ground'] }))).toThrow(EffectSideError);
    expect(() => compileEffects(s, inPlay({ with: ['go-to-ground'] }))).toThrow(/--target-with/);
  });

  it('an attacker rule given with --target-with throws EffectSideError pointing at --with', () => {
    const s = scenario({ weapons: [weapon({ range: 'melee' })] });
    expect(() => compileEffects(s, inPlay({ targetWith: ['relentless-rage'] }))).toThrow(EffectSideError);
    expect(() => compileEffects(s, inPlay({ targetWith: ['relentless-rage'] }))).toThrow(/--with/);
  });

  it('effects that work for both players (Command Re-roll, Fate\'s Messenger) are accepted on both sides', () => {
    const s = scenario({ weapons: [weapon()] });
    expect(() => compileEffects(s, inPlay({ with: ['command-re-roll', 'fates-messenger'], targetWith: ['command-re-roll', 'fates-messenger'] }))).not.toThrow();
  });

  it.each(builtInEffects().map((e) => [e.id, e] as const))('%s: has a part for at least one side, or is marked noEffect', (_, e) => {
    expect(Boolean(e.attacker || e.target || e.noEffect)).toBe(true);
  });
});

describe('the report', () => {
  it('one entry per effect, attacker effects first, with side, name and why', () => {
    const s = bothQualified(scenario({ weapons: [weapon({ range: 'melee' })] }), BLESSED);
    const c = compileEffects(s, inPlay({ with: ['relentless-rage', 'warp-blades'], targetWith: ['khorne-cares-not'] }));
    expect(c.report.map((r) => [r.id, r.side, r.applied])).toEqual([
      ['relentless-rage', 'attacker', false],
      ['warp-blades', 'attacker', true],
      ['khorne-cares-not', 'target', true],
    ]);
    expect(c.report[0].name).toBe('Relentless Rage');
    expect(c.report[0].detail).toContain('skipped');
    expect(c.report[0].detail).toContain('--charged');
  });

  it('a rule with a met and an unmet part is applied, and the detail names the skipped part', () => {
    const s = scenario({ weapons: [weapon({ range: 'melee' })] });
    const c = compileEffects(s, inPlay({ with: ['beacons-of-rage'] }));
    expect(c.report[0].applied).toBe(true);
    expect(c.report[0].detail).toMatch(/on test weapon.*skipped: needs a Below Half-strength target/);
  });
});

describe('compiling', () => {
  it('no effects: every weapon gets no adjustments, and the numbers are those of the plain scenario', () => {
    const s = scenario({ weapons: [weapon({ A: 3, skill: 3 })], target: target({ Sv: 4 }) });
    const c = compileEffects(s, inPlay());
    expect(c.report).toEqual([]);
    expect(c.fightOnDeath).toBeNull();
    expect(calculate(c.scenario).kills.mean).toBeCloseTo(calculate(s).kills.mean, 12);
  });

  it('does not change the scenario it is given', () => {
    const s = scenario({ weapons: [weapon({ range: 'melee', A: 2 })], target: target({ Sv: 4 }), conditions: { charged: true } });
    const before = JSON.stringify(s);
    compileEffects(s, inPlay({ with: ['relentless-rage'], targetWith: ['take-cover', 'go-to-ground'] }));
    expect(JSON.stringify(s)).toBe(before);
  });

  it('every compiled scenario has the same fields in the same order, an absent one undefined (one shape for the engine to read)', () => {
    const s = scenario({ weapons: [weapon({ range: 'melee', A: 2 })], target: target({ Sv: 4 }), conditions: { charged: true } });
    const fields = ['attacker', 'target', 'weapons', 'conditions', 'modifiers', 'allocation', 'actions', 'twoQueues'];
    const plain = compileEffects(s, inPlay()).scenario;
    const changed = compileEffects({ ...s, allocation: 'precision', twoQueues: true }, inPlay({ with: ['relentless-rage'] })).scenario;
    expect(Object.keys(plain)).toEqual(fields);
    expect(Object.keys(changed)).toEqual(fields);
    expect([plain.allocation, plain.actions, plain.twoQueues]).toEqual([s.allocation, undefined, undefined]);
    expect([changed.allocation, changed.twoQueues, changed.weapons[0].adjust?.attacks]).toEqual(['precision', true, 1]);
  });

  it('two +1s to hit from different rules add to +2 and are clamped to +1: BS4+ hits on 3+ (4/6)', () => {
    const p = play(attackerWith(scenario({ weapons: [weapon({ skill: 4 })] }), ['AELDARI', 'VEHICLE']), { with: ['overlapping-fire', 'guiding-presence'] });
    expect(p.compiled.scenario.weapons[0].adjust!.hit).toHaveLength(2);
    expect(p.hit).toBeCloseTo(4 / 6, 12);
  });

  it("a +1 of the attacker's and a -1 of the target's cancel: BS4+ 3/6", () => {
    const p = play(scenario({ weapons: [weapon({ skill: 4 })] }), { with: ['overlapping-fire'], targetWith: ['stealth'] });
    expect(p.hit).toBeCloseTo(3 / 6, 12);
  });

  it('re-rolls take the best: Grace of Khaine (1s) with Bladefocus (failed) re-rolls failed hits: WS4+ 3/4', () => {
    // 002 'BLADEFOCUS' TARGET: a HOWLING BANSHEES or STRIKING SCORPIONS unit.
    const s = attackerWith(scenario({ weapons: [weapon({ range: 'melee', skill: 4 })], conditions: { charged: true } }), ['HOWLING BANSHEES']);
    expect(play(s, { with: ['grace-of-khaine', 'bladefocus'] }).hit).toBeCloseTo(3 / 4, 12);
  });

  it('several fight-on-death rules each roll; a model fights once if any succeeds (003 Fight on Death)', () => {
    // An AELDARI unit with Blessings of Khorne: each rule's own condition met (000, 002).
    const s = bothQualified(scenario({ weapons: [weapon({ range: 'melee' })] }), { keywords: ['AELDARI'], abilities: ['Blessings of Khorne'] });
    const c = compileEffects(s, inPlay({ targetWith: ['reap-the-tally', 'faolchus-last-flight', 'total-carnage'] }));
    // 1 - (4/6)(2/6)(3/6) = 1 - 24/216 = 8/9.
    expect(c.fightOnDeath!.chance).toBeCloseTo(8 / 9, 12);
  });

  it('one-roll groups: Command Re-roll is one pick among its rolls, Unparalleled Foresight gives both', () => {
    // 003 Command Re-roll: "a Hit roll, a Wound roll, a Damage roll or a saving throw ..., or a roll
    // to determine the number of attacks made with a weapon".
    const s = bothQualified(scenario({ weapons: [weapon()] }), AELDARI);
    const c = compileEffects(s, inPlay({ with: ['command-re-roll', 'unparalleled-foresight'], targetWith: ['command-re-roll'] }));
    expect(c.oneRolls.attacker.map((g) => [g.source, g.pickOne, g.rolls.map((r) => r.roll).sort()])).toEqual([
      ['Command Re-roll', true, ['attacks', 'damage', 'hit', 'wound']],
      ['Unparalleled Foresight', false, ['hit', 'wound']],
    ]);
    expect(c.oneRolls.target.map((g) => [g.source, g.rolls.map((r) => `${r.roll}:${r.action}`)])).toEqual([['Command Re-roll', ['save:reroll']]]);
  });

  it("both players' Command Re-rolls: the save re-roll is placed, then the attacker's best pick (hit): 3/4 * 5/6 * 1/4 = 5/32", () => {
    // One attack BS4+, S8 vs T4 (5/6), Sv4+ AP0, D1 vs W1. Target re-rolls the failed save: unsaved 1/4.
    // Attacker: hit re-roll 3/4 * 5/6 = 5/8 beats wound re-roll 1/2 * 35/36 = 35/72; D1 is not a roll.
    const s = scenario({ weapons: [weapon({ skill: 4, S: 8 })], target: target({ Sv: 4, W: 1, T: 4 }) });
    const p = play(s, { with: ['command-re-roll'], targetWith: ['command-re-roll'] });
    const rolls = choose(p.compiled).rolls;
    expect(rolls).toContainEqual({ roll: 'save', action: 'reroll', weapon: 0 });
    expect(rolls).toContainEqual({ roll: 'hit', action: 'reroll', weapon: 0 });
    expect(p.result.kills.mean).toBeCloseTo(5 / 32, 12);
  });
});

describe('the catalogue', () => {
  const files = RULES ? readdirSync(RULES) : [];
  if (!RULES) console.warn('skipping the source-heading checks: no ../shared/rules (set WH40K_SHARED)');
  const text = (n: string) => readFileSync(join(RULES, files.find((f) => f.startsWith(`${n}_`))!), 'utf8').toLowerCase();

  it('ids are unique, lower case with hyphens; names are unique', () => {
    const ids = builtInEffects().map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(builtInEffects().map((e) => e.name.toLowerCase())).size).toBe(builtInEffects().length);
  });

  /**
   * Each `NNN 'Heading'` in a source names a file 000-003 and text that appears in it (case
   * insensitive). A "Section: Heading" path (e.g. 'Blessings of Khorne: Wrathful Devotion',
   * 'Orders: Take Aim!') is accepted when every part appears; the report lists those.
   */
  it.skipIf(!RULES).each(builtInEffects().map((e) => [e.id, e.source] as const))('%s: source %s is a heading in a rules file 000-003, or a catalogue\'s entry', (_, source) => {
    expect(source.trim()).not.toBe('');
    // A datasheet ability not in 000-003 (a Leader ability: issue 29 section 2): its catalogue's entry, by name and id.
    const catalogue = /^BSData wh40k-10e (.+\.cat), [^:]+: '(.+)' \(([0-9a-f-]+)\)$/.exec(source);
    if (catalogue) {
      const [, file, name, id] = catalogue;
      const xml = readFileSync(join(RULES, '..', 'bsdata', file), 'utf8');
      // The rule's name as the XML writes it ("Lion&apos;s"), as a literal in the pattern ("...with our martial valour").
      const named = `name="${name.replace(/'/g, '&apos;')}"`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(xml).toMatch(new RegExp(`(${named}[^>]*id="${id}"|id="${id}"[^>]*${named})`));
      return;
    }
    const refs = [...source.matchAll(/(\d{3}) '([^']+)'/g)];
    expect(refs.length).toBeGreaterThan(0);
    expect(refs[0][1]).toMatch(/^00[0-3]$/);
    for (const [, file, heading] of refs) {
      expect(file).toMatch(/^00[0-3]$/);
      const body = text(file);
      const parts = body.includes(heading.toLowerCase()) ? [heading] : heading.split(/:\s+/);
      for (const part of parts) expect(body, `"${part}" in ${file}`).toContain(part.toLowerCase());
    }
  });

  it.each(builtInEffects().map((e) => [e.id, e.faction] as const))('%s has a test in its faction file (%s)', (id, faction) => {
    const file = {
      Core: 'core',
      'World Eaters': 'world-eaters',
      Aeldari: 'aeldari',
      'Astra Militarum': 'astra-militarum',
      'Genestealer Cults': 'astra-militarum',
      'Space Marines': 'space-marines',
      'Imperial Knights': 'imperial-knights',
      'Chaos Knights': 'chaos-knights',
      'Chaos Daemons': 'chaos-daemons',
      'Agents of the Imperium': 'agents-of-the-imperium',
    }[faction];
    expect(file, `a test file for ${faction}`).toBeDefined();
    // The faction's file and its topic files beside it (aeldari.test.ts, aeldari-fate.test.ts...).
    const tests = readdirSync(HERE)
      .filter((f) => f === `${file}.test.ts` || (f.startsWith(`${file}-`) && f.endsWith('.test.ts')))
      .map((f) => readFileSync(join(HERE, f), 'utf8'))
      .join('\n');
    expect(tests.includes(`'${id}'`) || tests.includes(`"${id}"`) || tests.includes(`\`${id}\``) || tests.includes(`'${id}',`)).toBe(true);
  });
});
