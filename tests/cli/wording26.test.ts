/**
 * Issue 26 follow-up 3: wording (the numbers were right). The conditions line says whose engagement
 * --attacker-engaged is; it gets the "no effect on melee attacks" note --engaged gets; an effect's
 * parts that say the same say it once (compile.ts); a wounded Leader's note says it takes attacks after
 * the Bodyguard (002 'Leader'; wounded.ts whenWoundedTakesAttacks).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { dummyFolder, json, wh40k } from './run.js';

const dummy = dummyFolder();
afterAll(dummy.cleanup);
const DATA = ['--data', dummy.dir];

interface Effects {
  effects: { id: string; detail: string }[];
  notes: string[];
  conditions: Record<string, unknown>;
  kills: { mean: number; wipe: number };
  byGroup: { name: string; allDestroyed: number }[];
}
const calc = (args: readonly string[]) => json(['calc', ...args, ...DATA]) as unknown as Effects;

describe('--attacker-engaged', () => {
  it('the table and Markdown say "attacker engaged"; JSON keeps conditions.engaged', () => {
    const args = ['calc', 'knight', 'vs', 'dummy', ...DATA, '--ranged', '--attacker-engaged'];
    expect(wh40k(args).stdout.split('\n')).toContain('conditions: attacker engaged');
    expect(wh40k([...args, '--format', 'markdown']).stdout).toContain('\n\nconditions: attacker engaged\n\n');
    expect(calc(['knight', 'vs', 'dummy', '--ranged', '--attacker-engaged']).conditions.engaged).toBe(true);
  });

  it('in melee: a "no effect" note, and indeed the same kills as without it', () => {
    const engaged = calc(['knight', 'vs', 'dummy', '--melee', '--attacker-engaged']);
    expect(engaged.notes).toContain('--attacker-engaged has no effect on melee attacks');
    expect(engaged.kills.mean).toBeCloseTo(calc(['knight', 'vs', 'dummy', '--melee']).kills.mean, 12);
  });
});

describe("an effect's parts that say the same say it once", () => {
  it('Wraithsight on a unit that is not AELDARI: the reason once', () => {
    // 002 'WRAITHSIGHT': "One AELDARI unit"; both its parts (the ignored Hit penalties and [IGNORES COVER]) need it.
    const r = calc(['intercessors', 'vs', 'dummy', '--with', 'wraithsight']);
    expect(r.effects.find((e) => e.id === 'wraithsight')!.detail).toBe('skipped: the attacker is not AELDARI');
  });

  it('Beacons of Rage against a Below Half-strength Rhino: its weapons once', () => {
    // Eightbound 'Beacons of Rage': re-roll Wound rolls of 1, and all of them against a Below Half-strength target: both on the same weapons.
    const r = calc(['eightbound', 'vs', 'rhino', '--target-wounded', '6']);
    expect(r.effects.find((e) => e.id === 'beacons-of-rage')!.detail).toBe('on Lacerators, Eightbound eviscerators');
  });
});

describe('a wounded Leader takes attacks after the Bodyguard', () => {
  const LED = ['eightbound', 'vs', 'intercessors', '--leader', 'lieutenant', '--charged', '--target-wounded', '3', '--target-wounded-model', 'Lieutenant'];

  it('calc: the note says when; the Lieutenant is never destroyed unless every Intercessor is', () => {
    const r = calc(LED);
    expect(r.notes).toContain(
      "Intercessor Squad + Lieutenant: one Lieutenant has already lost 3 wounds (1 left) and takes attacks once the Bodyguard's models are destroyed (002 'Leader'); damage and kills count only new losses",
    );
    // 002 'Leader': no attack is allocated to the Lieutenant while a Bodyguard model is left, so it is
    // the last of the 6 models: destroyed exactly when the unit is wiped (had it taken the next attack,
    // with 1 wound left it would die far more often than the unit).
    const lieutenant = r.byGroup.find((g) => g.name.startsWith('Lieutenant'))!;
    expect(lieutenant.allDestroyed).toBeCloseTo(r.kills.wipe, 12);
    expect(r.kills.wipe).toBeLessThan(0.6);
  });

  it('turn: the same words', () => {
    const r = wh40k(['turn', ...LED.filter((a) => a !== '--charged'), '--format', 'json']);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain("one Lieutenant has already lost 3 wounds when the turn begins (1 left) and takes attacks once the Bodyguard's models are destroyed (002 'Leader');");
  });

  it('a wounded model that is no Leader still takes the next attack', () => {
    expect(calc(['eightbound', 'vs', 'rhino', '--target-wounded', '6']).notes).toContain(
      'Rhino: one Rhino has already lost 6 wounds (4 left) and takes the next attack; damage and kills count only new losses',
    );
  });
});
