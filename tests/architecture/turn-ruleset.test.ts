/**
 * Issue 27: `turn` is written once over the ruleset value, "where its phases are given". A ruleset that
 * is not 10th edition (`moves`: the legacy value with a turn of its own, phases move and shoot, its
 * --charged refused) is served by the command line unchanged: its flags, its phases, its refusals and
 * the views of its turn JSON (src/rules/contract.ts TurnJson). A command that read 10th edition's turn,
 * its phases or its TurnReport would fail here.
 */
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { TurnJson, TurnShown } from '../../src/rules/contract.js';
import { legacy } from '../../src/rules/legacy/index.js';
import type { Ruleset } from '../../src/rules/ruleset.js';
import { tenth } from '../../src/rules/tenth/index.js';

/**
 * The turn the stub computes, numbers by hand: B (1 model, 10 pts) is destroyed in the move phase with
 * chance 1/4, A (2 models, 20 pts) loses nothing. So B's models lost are 0 with 3/4 and 1 with 1/4:
 * mean 0.25, P(wiped) 25.0%, p10 0, p90 1 (P(0) = 0.75 < 0.9); points lost 10 x 0.25 = 2.50.
 */
const none = { mean: 0, distribution: [1, 0, 0], atLeast: [1, 0, 0], median: 0, p10: 0, p90: 0 };
const quarter = { mean: 0.25, distribution: [0.75, 0.25], atLeast: [1, 0.25], median: 0, p10: 0, p90: 1 };
function stubTurn(attacker: string, target: string, options: { phases?: readonly string[] }): TurnShown {
  const phases = options.phases ?? ['move', 'shoot'];
  const json: TurnJson = {
    schemaVersion: 1,
    kind: 'turn',
    settings: { phases, overwatch: false, fightBack: false },
    options: {},
    attacker: { name: attacker, models: 2, wounds: 2, points: 20, pointsExtrapolated: false, modelsLost: { ...none, wipe: 0, wiped: 0 }, woundsLost: none, pointsLost: 0 },
    target: { name: target, models: 1, wounds: 1, points: 10, pointsExtrapolated: false, modelsLost: { ...quarter, wipe: 0.25, wiped: 0.25 }, woundsLost: quarter, pointsLost: 2.5 },
    phases: phases.map((phase) => ({ phase, side: 'target' as const, modelsLost: phase === 'move' ? 0.25 : 0, woundsLost: phase === 'move' ? 0.25 : 0, pointsLost: phase === 'move' ? 2.5 : 0 })),
    trade: { targetPointsLost: 2.5, attackerPointsLost: 0, attackerWipesTarget: 0.25, attackerWiped: 0 },
    effects: [{ phase: 'move', id: 'dash', name: 'Dash', side: 'attacker', applied: true, detail: 'moves again', fromProfile: false, varies: false }],
    oneRolls: [],
    notes: [`phases given: ${phases.join(' ')}`],
    simulation: null,
  };
  return { json, effectSources: ['--dash'], oneRollLines: [] };
}

const { turn: _refused, ...commands } = legacy.cannot.commands;
const moves: Ruleset = {
  ...legacy,
  name: 'moves',
  description: 'the legacy value with a turn of its own (a test of turn over the value)',
  cannot: { ...legacy.cannot, commands },
  turnFlags: [{ key: 'phases', flag: '--phases <phases>', description: 'the phases: move, shoot', field: { kind: 'choice', values: ['move', 'shoot'] }, vary: false }],
  turnRefuses: [['charged', 'a turn has no charge']],
  turn: async (_units, attacker, target, options) => stubTurn(attacker, target, options),
};

async function run(args: readonly string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const status = await main(['--ruleset', 'moves', ...args], { out: (t) => out.push(t), err: (t) => err.push(t), colour: false }, undefined, [tenth, legacy, moves]);
  return { status, stdout: out.join('\n'), stderr: err.join('\n') };
}

describe('turn over a ruleset value that gives other phases', () => {
  it('its --phases in its turn order, and the views of its turn JSON', async () => {
    const r = await run(['turn', 'a', 'vs', 'b', '--phases', 'shoot,move']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('a (2 models, 20 pts) vs b (1 model, 10 pts), a turn: move, shoot');
    expect(r.stdout).toContain('Trade: a removes 2.50 pts of b and loses 0.00 pts; P(a wipes b) 25.0%, P(a is wiped) 0%');
    expect(r.stdout).toContain('move: applied Dash (--dash): moves again');
    expect(r.stdout).toContain('│ P(wiped)              │   0% │ 25.0% │');
    expect(r.stdout).toContain('│ Models lost 10th-90th │  0-0 │   0-1 │');
    expect(r.stdout).toContain('│ Expected points lost  │ 0.00 │  2.50 │');
    expect(r.stdout).toContain('note: phases given: move shoot');
    const json = await run(['turn', 'a', 'vs', 'b', '--phases', 'shoot', '--format', 'json']);
    expect((JSON.parse(json.stdout) as TurnJson).settings.phases).toEqual(['shoot']);
  });

  it('a phase it has not, and a matchup flag it refuses, are refused; the refused flag is left out of its help', async () => {
    const wrong = await run(['turn', 'a', 'vs', 'b', '--phases', 'fight']);
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('expected move or shoot, got "fight"');
    const vary = await run(['turn', 'a', 'vs', 'b', '--vary', 'charged=false,true']);
    expect(vary.status).toBe(2);
    expect(vary.stderr).toContain('turn --vary charged: not a knob of turn (a turn has no charge)');
    const help = await run(['turn', '--help']);
    expect(help.stdout).toContain('--phases <phases>');
    expect(help.stdout).not.toContain('--charged');
    expect(help.stdout).toContain('--half-range');
  });

  it('--vary phases: each phase and all of them joined by +', async () => {
    const r = await run(['turn', 'a', 'vs', 'b', '--vary', 'phases=move,shoot,move+shoot', '--format', 'json']);
    expect(r.status).toBe(0);
    const v = JSON.parse(r.stdout) as { rows: { value: string; phases: string[] }[] };
    expect(v.rows.map((row) => [row.value, row.phases])).toEqual([['phases=move', ['move']], ['phases=shoot', ['shoot']], ['phases=move+shoot', ['move', 'shoot']]]);
  });
});
