#!/usr/bin/env node
// Figure 8 of `npm run bench` alone (a turn with fight back / one calc), for working on the turn's speed.
import { fileURLToPath } from 'node:url';
import { line } from './bench/stats.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { loadDist } = await import('./bench/estimate.mjs');
const { turnSpeed } = await import('./bench/turn-figures.mjs');
const dist = await loadDist(root);
const bench = { root, dist, roster: await dist.loadRoster(), say: (t) => console.log(t), report: (ok, f, g) => console.log(line(ok, f, g)) };
turnSpeed(bench);
