#!/usr/bin/env node
'use strict';
// The CLI is bundled into one file at build time (npm ci runs it via `prepare`) and loaded with its
// code cache (load-cli.js): a cold `wh40k calc` costs little more than starting Node (issue 13).
const args = process.argv.slice(2);
const { cli } = require('./load-cli.js').loadCliFor(args);
cli
  .main(args)
  .then((code) => {
    // Everything written went out with writeSync (src/cli/std-streams.ts): exit now, without tearing down the heap
    // (0.2-0.8 ms of a cold calc, paired runs; issue 30). Where a stream wrote (a terminal, a full non-blocking pipe),
    // the process ends as usual, after the stream has written what it holds (on platforms where that is not at once).
    if (cli.allWritten()) process.exit(code);
    process.exitCode = code;
  });
