#!/usr/bin/env node
import { main } from '../dist/cli/main.js';

process.exitCode = main(process.argv.slice(2));
