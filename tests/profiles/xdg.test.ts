/** Where the config file and the import cache live (src/profiles/xdg.ts): the XDG Base Directory spec. */
import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configCandidates } from '../../src/profiles/config-file.js';
import { xdgBase } from '../../src/profiles/xdg.js';

describe('xdgBase', () => {
  it('the variable when absolute; else the folder in the home folder (a relative value is ignored, as the spec says)', () => {
    expect(xdgBase({ XDG_CACHE_HOME: '/x' }, 'XDG_CACHE_HOME')).toBe('/x');
    expect(xdgBase({ XDG_CACHE_HOME: 'relative' }, 'XDG_CACHE_HOME')).toBe(join(homedir(), '.cache'));
    expect(xdgBase({ XDG_CACHE_HOME: '' }, 'XDG_CACHE_HOME')).toBe(join(homedir(), '.cache'));
    expect(xdgBase({ XDG_CACHE_HOME: '/x' }, 'XDG_CONFIG_HOME')).toBe(join(homedir(), '.config'));
  });

  it('the config file: the working directory first, then $XDG_CONFIG_HOME/wh40k (relative ignored)', () => {
    expect(configCandidates('/work', { XDG_CONFIG_HOME: '/cfg' })).toEqual([join('/work', 'wh40k.config.yaml'), join('/cfg', 'wh40k', 'config.yaml')]);
    expect(configCandidates('/work', { XDG_CONFIG_HOME: 'cfg' })[1]).toBe(join(homedir(), '.config', 'wh40k', 'config.yaml'));
  });
});
