/**
 * A .rosz roster: a zip holding one .ros. A zip says how large each entry is when inflated; a zip
 * bomb (1 MB inflating to 1 GiB) is refused from that declared size before anything is inflated,
 * and the inflated bytes are counted as they come, so an entry that lies about its size stops at
 * the same limit.
 */
import { strFromU8, Unzip, UnzipInflate, UnzipPassThrough, unzipSync } from 'fflate';

/**
 * The most a roster's XML may hold. The 810-point Ultramarines roster of ../shared/rosters is
 * 157 kB; a 3,000-point army with every profile written out stays under 2 MB.
 */
export const MAX_ROSTER_BYTES = 16 * 1024 * 1024;

/** A zip with more entries than this is not a roster (BattleScribe writes one). */
const MAX_ENTRIES = 1000;

/** Input pieces fed to the inflater: one piece inflates to at most ~1,032 times its size. */
const PIECE = 16 * 1024;

const mb = (n: number) => `${+(n / 1024 / 1024).toFixed(1)} MB`;

/** The roster XML of a .rosz; `fail` makes the error to throw, `warn` records a warning. */
export function rosterInZip(file: string, bytes: Uint8Array, fail: (message: string) => Error, warn: (message: string) => void): string {
  const tooLarge = (what: string) => fail(`${file}: ${what}, more than a roster may hold (${mb(MAX_ROSTER_BYTES)}); not unzipped`);
  // The zip's directory: names and declared sizes only (the filter inflates nothing).
  const names: string[] = [];
  const declared = new Map<string, number>();
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        if (names.length >= MAX_ENTRIES) throw fail(`${file}: the zip holds more than ${MAX_ENTRIES} entries; a .rosz holds one .ros roster`);
        if (!entry.name.endsWith('/')) names.push(entry.name);
        declared.set(entry.name, entry.originalSize);
        return false;
      },
    });
  } catch (e) {
    if (e instanceof Error && e.message.startsWith(`${file}:`)) throw e;
    throw fail(`${file}: cannot unzip (${(e as Error).message})`);
  }
  const ros = names.filter((n) => /\.ros$/i.test(n));
  if (!ros.length) throw fail(`${file}: the zip holds no .ros roster (entries: ${names.join(', ') || 'none'})`);
  if (ros.length > 1) warn(`the zip holds ${ros.length} rosters (${ros.join(', ')}); read ${ros[0]}`);
  const size = declared.get(ros[0])!;
  if (size > MAX_ROSTER_BYTES) throw tooLarge(`${ros[0]} inflates to ${mb(size)}`);
  return strFromU8(inflateEntry(bytes, ros[0], () => tooLarge(`${ros[0]} inflates to more than it declares`), fail, file));
}

/** One entry's bytes, counted while they are inflated. */
function inflateEntry(bytes: Uint8Array, name: string, tooLarge: () => Error, fail: (message: string) => Error, file: string): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let done = false;
  const unzip = new Unzip((entry) => {
    if (entry.name !== name || chunks.length || done) return;
    entry.ondata = (err, data, final) => {
      if (err) throw err;
      total += data.length;
      if (total > MAX_ROSTER_BYTES) throw tooLarge();
      chunks.push(data);
      done ||= final;
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  try {
    for (let at = 0; at < bytes.length && !done; at += PIECE) unzip.push(bytes.subarray(at, at + PIECE), at + PIECE >= bytes.length);
  } catch (e) {
    if (e instanceof Error && e.message.startsWith(`${file}:`)) throw e;
    throw fail(`${file}: cannot unzip ${name} (${(e as Error).message})`);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
