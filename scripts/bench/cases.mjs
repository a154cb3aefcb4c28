// The bench's cases: the issue's fixed mix, M1-M4, the scaling axes and the worst cases (issue 13).

/**
 * The issue's mix of 15 bundled matchups with their options. "custodian guard" is no longer bundled:
 * "world eaters terminators vs terminators" stands in for "world eaters terminators vs custodian guard".
 */
export const MIX = [
  ['eightbound vs intercessors', { charged: true }],
  ['eightbound vs terminators', { charged: true }],
  ['eightbound vs knight-class walker', { charged: true }],
  ['intercessors vs guardsmen', { halfRange: true }],
  ['field ordnance battery vs leman russ', { stationary: true }],
  ['berzerkers vs intercessors', {}],
  ['guardians vs berzerkers', {}],
  ['fire dragons vs knight', { halfRange: true }],
  ['banshees vs intercessors', {}],
  ['world eaters terminators vs terminators', {}],
  ['scorpions vs guardsmen', {}],
  ['wraithguard vs rhino', {}],
  ['swooping hawks vs guardsmen', {}],
  ['leman russ vs intercessors', {}],
  ['jakhals vs guardsmen', {}],
];

/**
 * Figure 8 (issue 15 section 3): bundled turns with fight back, each against one `calc --charged` of the
 * same units. The README's example; a small calc (a lone character); and turns that leave many sets of
 * survivors on one side or both (Overwatch on a large unit, a 10-model target), where a turn is many
 * calculations. [matchup, the turn's options].
 */
export const TURNS = [
  ['intercessors vs eightbound', { overwatch: true }],
  ['eightbound vs intercessors', {}],
  ['berzerkers vs intercessors', { overwatch: true }],
  ['kharn vs intercessors', { overwatch: true }],
  ['berzerkers vs guardsmen', { overwatch: true }],
  ['jakhals vs guardsmen', { overwatch: true }],
  ['guardsmen vs berzerkers', { overwatch: true }],
  ['banshees vs guardians', { overwatch: true }],
];

/** The heaviest bundled case (goal 6) as CLI arguments. */
export const HEAVY = ['calc', 'field', 'ordnance', 'battery', 'vs', 'guardsmen', '--models', '20', '--target-models', '30', '--stationary'];

/** Scenario builders over the engine's own modules (dist/), as a script calling calculate() would. */
export function scenarios({ parseDice, parseAbility, NO_MODIFIERS }) {
  const weapon = (s) => ({
    name: s.name ?? 'w',
    range: s.range ?? 24,
    attacks: parseDice(String(s.A)),
    skill: s.skill,
    strength: s.S,
    ap: s.AP,
    damage: parseDice(String(s.D)),
    abilities: (s.abilities ?? []).map(parseAbility),
  });
  const unit = (n, stats) => ({
    name: 't', aliases: [], faction: 't', keywords: ['INFANTRY'], source: 't',
    models: [{ name: 'm', count: n, min: 1, max: n, champion: false, stats: { M: 6, Ld: 6, OC: 1, ...stats }, equipment: [] }],
    weapons: [], wargear: [], loadouts: [], leaders: [], damageReduction: 0, halveDamage: false, points: {}, effects: [], file: 't',
  });
  const scenario = (uses, target, mods = {}) => ({
    attacker: unit(1, { T: 4, Sv: 3, W: 1 }),
    target,
    weapons: uses.map(([w, count]) => ({ weapon: w, count })),
    conditions: { phase: uses[0][0].range === 'melee' ? 'melee' : 'ranged', charged: false, stationary: false, halfRange: false, cover: false, indirect: false },
    modifiers: { ...NO_MODIFIERS, ...mods },
  });

  // Goal 2: the issue's four published matchups, [name, expected kills as the issue prints them, goal in us, scenario].
  const m = [
    ['M1', '3.4666', 25, scenario([[weapon({ range: 'melee', A: 10, skill: 3, S: 5, AP: -2, D: 2, abilities: ['sustained hits 1'] }), 1]], unit(5, { T: 4, Sv: 3, W: 2 }))],
    ['M2', '3.8872', 54, scenario([[weapon({ A: 1, skill: 3, S: 4, AP: 0, D: 1, abilities: ['sustained hits 1', 'lethal hits'] }), 20]], unit(10, { T: 4, Sv: 3, W: 1 }), { rerollHits: 'ones' })],
    ['M3', '3.0000', 17, scenario([[weapon({ A: 1, skill: 2, S: 4, AP: 0, D: 2, abilities: ['sustained hits 1', 'devastating wounds'] }), 6]], unit(10, { T: 4, Sv: 7, W: 1 }))],
    ['M4', '0.6408', 17, scenario([[weapon({ A: 1, skill: 2, S: 8, AP: -3, D: 'D6' }), 4]], unit(3, { T: 5, Sv: 2, W: 3, invulnerable: 4, feelNoPain: 5 }), { rerollHits: 'failed' })],
  ];

  // Goal 5: one axis at a time from a base of 20 attacks BS3+ S5 AP-1 D2 Sustained Hits 1 against
  // 10 models T4 Sv3+ W2; "weapons" gives each of k weapons (S4 to S4+k-1) 20 attacks.
  const gun = (S = 5, D = 2) => weapon({ name: `S${S}`, A: 1, skill: 3, S, AP: -1, D, abilities: ['sustained hits 1'] });
  const target = (n = 10, W = 2) => unit(n, { T: 4, Sv: 3, W });
  const scaling = [
    ['attacks', [20, 60, 120, 240].map((a) => [a, scenario([[gun(), a]], target())])],
    ['target models', [5, 10, 20, 30].map((n) => [n, scenario([[gun(), 20]], target(n))])],
    ['wounds per model (D D3+1)', [1, 3, 12, 24].map((w) => [w, scenario([[gun(5, 'D3+1'), 20]], target(10, w))])],
    ['weapons x 20 attacks', [1, 2, 4, 8].map((k) => [k, scenario(Array.from({ length: k }, (_, i) => [gun(4 + i), 20]), target())])],
  ];

  // Goal 7's check of estimateWork: the worst cases' shape at sizes that finish in a second or so.
  const dw = weapon({ A: 'D6+6', skill: 3, S: 6, AP: -1, D: 'D6+2', abilities: ['sustained hits 1', 'devastating wounds'] });
  const hulks = (extra = {}) => unit(10, { T: 10, Sv: 3, W: 24, ...extra });
  const estimate = [
    ['5 x D6+6 SH1 + DW D6+2 vs 10 x W24', scenario([[dw, 5]], hulks())],
    ['10 x D6+6 SH1 + DW D6+2 vs 10 x W24', scenario([[dw, 10]], hulks())],
    ['5 x D6+6 SH1 + DW vs 10 x W24 FNP 5+', scenario([[dw, 5]], hulks({ feelNoPain: 5 }))],
    ['240 x D3+1 vs 30 x W24', scenario([[gun(5, 'D3+1'), 240]], target(30, 24))],
  ];
  return { m, scaling, estimate };
}

// Goal 7: the issue's worst cases as --data YAML (one unit a file).
const worstGun = (name) => `{ name: ${name}, range: 36, A: D6+6, BS: 3+, S: 6, AP: -1, D: D6+2, abilities: [sustained hits 1, devastating wounds] }`;
const attacker = (name, guns) => `name: ${name}
source: "benchmark fixture (issue 13 worst cases)"
faction: bench
stats: { M: 6, T: 4, Sv: 3+, W: 2, Ld: 6+, OC: 1 }
models: [{ name: gunner, count: 40, equipment: [${guns.join(', ')}] }]
weapons:
${guns.map((g) => `  - ${worstGun(g)}`).join('\n')}
`;
const target = (name, extra) => `name: ${name}
source: "benchmark fixture (issue 13 worst cases)"
faction: bench
keywords: [VEHICLE]
stats: { M: 10, T: 10, Sv: 3+, W: 24, Ld: 6+, OC: 8 }
${extra}models: [{ name: hulk, count: 10, equipment: [] }]
`;
export const WORST_FILES = {
  'bench-dw.yaml': attacker('Bench DW', ['dw gun']),
  'bench-dw2.yaml': attacker('Bench DW2', ['dw gun', 'dw gun b']),
  'bench-w24.yaml': target('Bench W24', ''),
  'bench-w24-fnp.yaml': target('Bench W24 FNP', 'feelNoPain: 5+\n'),
};
/** [label, attacker, target, effects (--with)]. */
export const WORST = [
  ['40 x D6+6 SH1 + DW D6+2 vs 10 x W24', 'bench dw', 'bench w24', []],
  ['  the same vs Feel No Pain 5+', 'bench dw', 'bench w24 fnp', []],
  ['  two DW weapons', 'bench dw2', 'bench w24', []],
  ['  with Command Re-roll', 'bench dw', 'bench w24', ['command-re-roll']],
];

// Goal 7's marginal rates: larger runs whose matchups are all unlike, so that each is computed
// (alike ones are computed once: src/cli/same-result.ts) and the extra CPU is the extra matchups' own.

/** The mix's options under variant k: hit, wound and AP modifiers and cover (54 variants, no two alike). */
export function mixVariant(k) {
  const [hitMod, woundMod, apMod] = [Math.floor(k / 18) % 3, Math.floor(k / 6) % 3, Math.floor(k / 2) % 3].map((i) => [0, -1, 1][i]);
  if (k >= 54) throw new Error(`mixVariant: 54 variants, not ${k + 1}`);
  return Object.fromEntries(Object.entries({ hitMod, woundMod, apMod, cover: k % 2 === 1 }).filter(([, v]) => v));
}

/** The mix under its first `n` variants as a scenario file's matchups: n x 15, no two alike. */
export function mixVariants(n) {
  return Array.from({ length: n }, (_, k) => MIX.map(([m, o]) => ({ attacker: m.split(' vs ')[0], target: m.split(' vs ')[1], ...o, ...mixVariant(k) }))).flat();
}

/**
 * A bundled unit file as a copy under another name, with no aliases and one more keyword that no
 * rule reads: it computes exactly as the original, but is not alike it, so a matrix with the copies
 * has cells no other cell stands for. Every bundled unit file has one `name:`, flow `keywords: [...]`.
 */
export function unitCopy(text) {
  const copy = text
    .replace(/^name: (.*)$/m, 'name: $1 Copy')
    .replace(/^aliases: .*\n/m, '')
    .replace(/^keywords: \[/m, 'keywords: [BENCH COPY, ');
  if (!/^name: .* Copy$/m.test(copy) || !copy.includes('BENCH COPY')) throw new Error('unitCopy: expected a unit file with name: and keywords: [...]');
  return copy;
}
