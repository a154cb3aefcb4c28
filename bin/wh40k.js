#!/usr/bin/env node
// The CLI is bundled into dist/bundle at build time (npm ci runs it via `prepare`): one file to
// load instead of hundreds keeps a cold `wh40k calc` under 150 ms.
import { main } from '../dist/bundle/main.js';

process.exitCode = await main(process.argv.slice(2));
