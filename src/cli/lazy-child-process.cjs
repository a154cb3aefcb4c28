'use strict';
/**
 * node:child_process as commander gets it in the CLI bundle (scripts/bundle-cli.mjs): loaded when first
 * used, not at start-up (issue 13). commander requires it as it loads, for executable subcommands,
 * which wh40k has none of; loading it (with net, dgram and the like) cost about 3 ms of a cold calc.
 */
let childProcess;
module.exports = new Proxy({}, { get: (_, name) => (childProcess ??= require('node:child_process'))[name] });
