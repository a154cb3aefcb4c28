/**
 * Build step (npm run build): validate 11th edition's bundled unit files and write them as JSON (compiled.ts), so an
 * 11th-edition calc does not load the YAML parser and zod at start-up.
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BUNDLED_DATA, COMPILED_DATA_11TH } from '../../../profiles/data-files.js';
import { fingerprintEleventh, type CompiledEleventh } from './compiled.js';
import { loadUnits } from './load.js';

const units = loadUnits([], BUNDLED_DATA);
const compiled: CompiledEleventh = { fingerprint: fingerprintEleventh(BUNDLED_DATA), units: units.map((u) => ({ ...u, file: relative(BUNDLED_DATA, u.file) })) };
writeFileSync(COMPILED_DATA_11TH, JSON.stringify(compiled));
console.log(`compiled ${units.length} bundled 11th-edition units to ${relative(process.cwd(), COMPILED_DATA_11TH)}`);
