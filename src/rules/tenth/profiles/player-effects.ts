import { effectFiles } from './registry.js';
import { usePlayerEffects } from '../effects/index.js';

/**
 * Put the player's effects in play for this command (README 'Your own effects'): every `--data`
 * folder's effects/ and every `--effects` file or folder (the config file's first). The YAML reader
 * and zod load only when there is such a file, so a plain `wh40k calc` starts as fast as before.
 */
export async function loadPlayerEffects(dataDirs: readonly string[], paths: readonly string[]): Promise<void> {
  const files = effectFiles(dataDirs, paths);
  if (!files.length) {
    usePlayerEffects([]);
    return;
  }
  const { loadEffectFiles } = await import('./effect-file.js');
  usePlayerEffects(loadEffectFiles(files));
}
