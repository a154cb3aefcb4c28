// node rss-child.mjs BIN ARGS...: runs the CLI in this process and prints its peak RSS (bytes) last on stderr.
import { pathToFileURL } from 'node:url';

const [bin, ...args] = process.argv.slice(2);
process.on('exit', () => process.stderr.write(`\nmaxRSS ${process.resourceUsage().maxRSS * 1024}\n`));
process.argv = [process.argv[0], bin, ...args];
await import(pathToFileURL(bin).href);
