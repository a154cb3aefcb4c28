import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { CatalogueFiles } from '../rules/ruleset.js';
import { writingTo } from './write-out.js';

/** `wh40k import bsdata`: write the unit files its ruleset made of the catalogues, each in its folder under `--out`. */
export function writeUnitFiles(files: CatalogueFiles['files'], out: string): void {
  for (const f of files) {
    writingTo('--out', out, () => {
      mkdirSync(dirname(f.path), { recursive: true });
      writeFileSync(f.path, f.text);
    });
  }
}
