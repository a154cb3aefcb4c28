/**
 * Issue 26 follow-up (RULINGS 13: "the output says where each die was used"): a turn says, per phase,
 * where each side's Fate die went and which it kept, and why (002 'Strands of Fate': "Once per
 * phase ... you can use one of those Fate dice"; the pool carried from phase to phase:
 * src/rules/tenth/matchup/turn-one-roll.ts), in the table, Markdown, csv and JSON; numbers unchanged.
 */
import { describe, expect, it } from 'vitest';
import { json, wh40k } from './run.js';

const TURN = ['turn', 'dire-avengers', 'vs', 'guardsmen', '--fate', '6,6,1'];
const RULE = `one Fate die a phase (002 'Strands of Fate': "Once per phase"), spent where it helps most (RULINGS 13)`;
// Shooting, a fight following (turn-one-roll.ts: a phase before its player's last spends a die only on a
// Hit roll that surely comes): the Avenger shuriken catapult has fixed Attacks (A4 x 5 models,
// data/aeldari/dire-avengers.yaml), so its first Hit roll comes; a 6 for it hits where BS3+ misses 1/3
// of the time (000 'Hit Roll'), the 1 would miss: the 6 is spent, 6 and 1 kept (one a phase).
const SHOOT = `shoot: Dire Avengers's Fate dice (6,6,1): Fate die 6 on the first hit roll: Avenger shuriken catapult; kept 6,1: ${RULE}`;
// The fight, from the 6,1 left: the Close combat weapon (S3 vs T3: wounds on 4+, 000 'Wound Roll'; WS3+)
// gains 1/2 of a wound with the 6 on its first Wound roll, against 1/3 x 1/2 on a Hit roll: the 6
// goes on the wound roll, the 1 (worse than rolling anywhere) is kept.
const FIGHT = `fight: Dire Avengers's Fate dice (6,1): Fate die 6 on the first wound roll: Close combat weapon; kept 1: ${RULE}`;

type OneRoll = { phase: string; side: string; source: string; dice: string; uses: { placed: { roll: string; value: number; weaponName: string }[]; kept?: string }[] };

describe("turn: where each side's Fate dice went, phase by phase", () => {
  it('the table: one line per phase under Effects', () => {
    const r = wh40k(TURN);
    expect(r.status).toBe(0);
    const lines = r.stdout.split('\n');
    const at = lines.indexOf('Effects');
    expect(lines.slice(at + 1, at + 3)).toEqual([SHOOT, FIGHT]);
    // The note that carries the pool says the same dice left for the fight.
    expect(r.stdout).toContain('note: Fate dice (--fate 6,6,1): 6,1 left for the fight after the shooting');
  });

  it('Markdown and csv say the same lines', () => {
    expect(wh40k([...TURN, '--format', 'markdown']).stdout).toContain(`**Effects**\n\n- ${SHOOT}\n- ${FIGHT}\n`);
    const csv = wh40k([...TURN, '--format', 'csv']).stdout;
    expect(csv).toContain('one_roll,shoot: Fate dice,dice,"6,6,1"\n');
    expect(csv).toContain(`one_roll,fight: Fate dice,text,"${FIGHT.replace(/"/g, '""')}"\n`);
  });

  it('JSON: each phase spends one die of its pool and keeps the rest; the pool carries over', () => {
    const r = json(TURN) as unknown as { oneRolls: OneRoll[] };
    const said = r.oneRolls.map((o) => [o.phase, o.side, o.source, o.dice, o.uses.map((u) => [u.placed.map((p) => [p.roll, p.value, p.weaponName]), u.kept])]);
    expect(said).toEqual([
      ['shoot', 'attacker', 'Fate dice', '6,6,1', [[[['hit', 6, 'Avenger shuriken catapult']], '6,1']]],
      ['fight', 'attacker', 'Fate dice', '6,1', [[[['wound', 6, 'Close combat weapon']], '1']]],
    ]);
    // Second reading: the dice the fight has are the shooting's kept ones.
    expect(r.oneRolls[1].dice).toBe(r.oneRolls[0].uses[0].kept);
  });

  it("the target's Fate dice: kept through the shooting, one on a save in the fight", () => {
    // Guardsmen's close combat weapon (AP0) vs Dire Avengers Sv4+: a 6 on the first saving throw saves
    // where rolling fails 1/2 of the time (000 'Saving Throw'); the other 6 is kept (one a phase).
    const r = wh40k(['turn', 'guardsmen', 'vs', 'dire-avengers', '--target-fate', '6,6']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`\nfight: Dire Avengers's Fate dice (6,6): Fate die 6 on the first save roll: Close combat weapon; kept 6: ${RULE}\n`);
    expect(r.stdout).not.toContain("shoot: Dire Avengers's Fate dice");
    expect(r.stdout).toContain("note: Fate dice (--target-fate 6,6): none spent in the shooting: kept for Dire Avengers's saving throws in the fight, its last phase with saves");
  });

  it('a die worse than rolling is kept in every phase, and said so', () => {
    const r = wh40k(['turn', 'dire-avengers', 'vs', 'guardsmen', '--fate', '1']);
    expect(r.stdout).toContain("\nshoot: Dire Avengers's Fate dice (1): kept 1: no roll they can replace, where this phase may spend one (only a Hit roll that surely comes: the fight follows), does better with one than rolling (RULINGS 13)\n");
    expect(r.stdout).toContain("\nfight: Dire Avengers's Fate dice (1): kept 1: no roll they can replace does better with one than rolling (RULINGS 13)\n");
  });

  it('no Fate dice and no one-roll rule: no oneRolls, no Effects', () => {
    const r = json(TURN.slice(0, -2)) as unknown as { oneRolls: OneRoll[] };
    expect(r.oneRolls).toEqual([]);
  });
});

describe('turn: a phase whose sets of survivors use the dice differently says each once', () => {
  it('the fight: the Close combat weapon, the Diresword alone, and none where the unit attacked is gone', () => {
    // After the shooting and Overwatch the fight starts from several sets of surviving attackers and
    // of the target's wounds lost: with the four Dire Avengers left the 5 goes on a Close combat
    // weapon's first Wound roll (S3 vs T3, 4+: 000 'Wound Roll'), with the Exarch alone on his
    // Diresword's; from the states where all 6 of the target's wounds are lost no roll comes, and the
    // dice are kept. Each use once, and the rule once.
    const r = wh40k(['turn', 'dire avengers with shimmershield', 'vs', 'dire avengers with shimmershield', '--overwatch', '--fate', '6,5,1']);
    expect(r.status).toBe(0);
    const fight = r.stdout.split('\n').find((l) => l.startsWith("fight: Dire Avengers with shimmershield's Fate dice (5,1): "));
    expect(fight).toBe(
      "fight: Dire Avengers with shimmershield's Fate dice (5,1): not the same for every set of survivors: " +
        'Fate die 5 on the first wound roll: Close combat weapon (kept 1) | Fate die 5 on the first wound roll: Diresword (kept 1) | none spent (kept 5,1); ' +
        `${RULE}; where none is spent, no roll they can replace does better with one than rolling or the unit attacked is already destroyed`,
    );
  });
});

describe('turn: a Command Re-roll, phase by phase', () => {
  it("each player's in the attacker's fight, where it went; skipped in the fight back, as the turn spends it", () => {
    // src/rules/tenth/matchup/turn-one-roll.ts: a Stratagem once a phase by each player; in the fight phase both
    // go to the attacker's fight (its attacks, the target's saves), none to the fight back.
    const r = wh40k(['turn', 'eightbound', 'vs', 'intercessors', '--with', 'command-re-roll', '--target-with', 'command-re-roll']);
    expect(r.status).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines).toContain("fight: Eightbound's Command Re-roll: re-roll one hit roll: Lacerators");
    expect(lines.filter((l) => l.startsWith("fight: Intercessor Squad's Command Re-roll: "))).toHaveLength(1);
    const skipped = "a Stratagem is used once a phase by each player, and the fight phase's went to the attacker's fight";
    expect(lines).toContain(`fight back: skipped Command Re-roll (--with): ${skipped}`);
    expect(lines).toContain(`fight back: skipped Command Re-roll (--target-with): ${skipped}`);
    expect(lines.some((l) => l.startsWith('fight back: ') && l.includes("'s Command Re-roll"))).toBe(false);
  });
});

describe('turn: two rules offering the same re-roll are told apart', () => {
  it('Command Re-roll takes one use, Unparalleled Foresight one of each kind, the Fate die its own', () => {
    // Command Re-roll: "re-roll one" roll (pickOne: one use); Unparalleled Foresight (002): one Hit
    // roll and one Wound roll, any weapon: three re-rolls placed in the shooting belong two to
    // Unparalleled Foresight (one a kind) and one to Command Re-roll, never all to the first rule.
    const r = wh40k(['turn', 'dire-avengers', 'vs', 'guardsmen', '--with', 'command-re-roll,unparalleled-foresight', '--fate', '6,6']);
    expect(r.status).toBe(0);
    const shoot = r.stdout.split('\n').filter((l) => l.startsWith("shoot: Dire Avengers's "));
    expect(shoot).toEqual([
      "shoot: Dire Avengers's Command Re-roll: re-roll one wound roll: Avenger shuriken catapult",
      "shoot: Dire Avengers's Unparalleled Foresight: re-roll one hit roll: Avenger shuriken catapult; re-roll one wound roll: Avenger shuriken catapult",
      `shoot: Dire Avengers's Fate dice (6,6): Fate die 6 on the first hit roll: Avenger shuriken catapult; kept 6: ${RULE}`,
    ]);
  });
});
