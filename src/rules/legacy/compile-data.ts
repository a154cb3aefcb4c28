/** Build step (npm run build): validate the legacy ruleset's bundled unit files and write them as JSON (compiled.ts). */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BUNDLED_DATA, COMPILED_DATA_LEGACY } from '../../profiles/data-files.js';
import { fingerprintLegacy } from './compiled.js';
import { loadLegacyUnits } from './load.js';

const units = loadLegacyUnits([], BUNDLED_DATA);
writeFileSync(COMPILED_DATA_LEGACY, JSON.stringify({ fingerprint: fingerprintLegacy(BUNDLED_DATA), units: units.map((u) => ({ ...u, file: relative(BUNDLED_DATA, u.file) })) }));
console.log(`compiled ${units.length} bundled legacy units to ${relative(process.cwd(), COMPILED_DATA_LEGACY)}`);
