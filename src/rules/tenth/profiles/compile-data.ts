/**
 * Build step (npm run build / prepare): validate the bundled YAML and write it as JSON, so a
 * `wh40k calc` does not load the YAML parser and zod at start-up. The JSON carries a fingerprint
 * of the YAML files; when they change, the CLI notices and parses the YAML instead.
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BUNDLED_DATA, COMPILED_DATA, fingerprint, parseFolder, type CompiledData } from './registry.js';

const units = await parseFolder(BUNDLED_DATA);
const compiled: CompiledData = {
  fingerprint: fingerprint(BUNDLED_DATA),
  units: units.map((u) => ({ ...u, file: relative(BUNDLED_DATA, u.file) })),
};
writeFileSync(COMPILED_DATA, JSON.stringify(compiled));
console.log(`compiled ${units.length} bundled units to ${relative(process.cwd(), COMPILED_DATA)}`);
