/**
 * An XDG base directory (the cache, the config): $XDG_CACHE_HOME or $XDG_CONFIG_HOME when absolute, else
 * ~/.cache or ~/.config; the XDG Base Directory spec says a relative value is ignored. Not env-paths: it
 * reads only process.env (tests and `main` pass their own env), takes a relative value as it is, and on
 * macOS ignores XDG for ~/Library, where the README promises the XDG folders.
 */
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';

const FALLBACK = { XDG_CACHE_HOME: '.cache', XDG_CONFIG_HOME: '.config' } as const;

export function xdgBase(env: NodeJS.ProcessEnv, name: keyof typeof FALLBACK): string {
  const value = env[name];
  return value && isAbsolute(value) ? value : join(homedir(), FALLBACK[name]);
}
