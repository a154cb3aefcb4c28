#!/usr/bin/env node
'use strict';
// The CLI is bundled into one file at build time (npm ci runs it via `prepare`) and loaded with its
// code cache (load-cli.js): a cold `wh40k calc` costs little more than starting Node (issue 13).
require('./load-cli.js')
  .loadCli()
  .cli.main(process.argv.slice(2))
  .then((code) => {
    process.exitCode = code;
  });
