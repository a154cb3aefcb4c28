/**
 * Two one-model units for hand-derived turns (tests of turn --vary and scenario turn: entries), in a
 * temporary --data folder.
 */
import { dataFolder } from './run.js';

// One model each, W1, Sv6+, T4. Every weapon A1, hits on 4+ (1/2), S4 vs T4 wounds on 4+ (1/2), AP-1
// leaves no save (6+ becomes 7+), D1: each attack kills with 1/4. The Duellist's gun and blade, the
// Foe's claw (melee) and sling (ranged, fired as Overwatch: hits on unmodified 6s only, 1/6 x 1/2 = 1/12).
const weapon = (name: string, range: string) => `  - { name: ${name}, range: ${range}, A: 1, ${range === 'melee' ? 'WS' : 'BS'}: 4+, S: 4, AP: -1, D: 1 }`;
const unit = (name: string, points: number, weapons: [string, string][]) => `name: ${name}
faction: Test
source: test
stats: { M: 6, T: 4, Sv: 6+, W: 1, Ld: 6+, OC: 1 }
points: { 1: ${points} }
models:
  - { name: ${name}, count: 1, equipment: [${weapons.map(([w]) => w).join(', ')}] }
weapons:
${weapons.map(([w, r]) => weapon(w, r)).join('\n')}
`;
/** The Duellist (20 pts) and the Foe (12 pts); remove the folder with `cleanup`. */
export const duelFolder = () =>
  dataFolder({
    'duellist.yaml': unit('Duellist', 20, [['Gun', '24'], ['Blade', 'melee']]),
    'foe.yaml': unit('Foe', 12, [['Sling', '24'], ['Claw', 'melee']]),
  });
