// node usage-child.mjs BIN ARGS...: runs the CLI in this process and prints, last on stderr, what it
// used: `usage {"cpuMs", "maxRSS"}` (CPU time user + system in ms, peak resident set in bytes).
import { pathToFileURL } from 'node:url';

const [bin, ...args] = process.argv.slice(2);
process.on('exit', () => {
  const u = process.resourceUsage();
  process.stderr.write(`\nusage ${JSON.stringify({ cpuMs: (u.userCPUTime + u.systemCPUTime) / 1000, maxRSS: u.maxRSS * 1024 })}\n`);
});
process.argv = [process.argv[0], bin, ...args];
await import(pathToFileURL(bin).href);
