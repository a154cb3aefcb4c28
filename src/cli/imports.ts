import { writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { CatalogueFiles } from '../rules/ruleset.js';
import { makeFolders } from '../profiles/folders.js';
import { writingTo } from './write-out.js';

/** `wh40k import bsdata`: write the unit files its ruleset made of the catalogues, each in its folder under `--out`. */
export function writeUnitFiles(files: CatalogueFiles['files'], out: string): void {
  for (const f of files) {
    writingTo('--out', out, () => {
      makeFolders(dirname(f.path));
      writeFileSync(f.path, f.text);
    });
  }
}
