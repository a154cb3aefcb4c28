#!/usr/bin/env node
'use strict';
// The CLI is bundled into one file at build time (npm ci runs it via `prepare`) and loaded with its
// code cache (load-cli.js): a cold `wh40k calc` costs little more than starting Node (issue 13).
const args = process.argv.slice(2);
require('./load-cli.js')
  .loadCliFor(args)
  .cli.main(args)
  .then((code) => {
    process.exitCode = code;
  });
