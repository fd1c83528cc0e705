import { command } from '../cli/commands/report';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

/**
 * `landing-engine report` in a process of its own, for its time and peak memory:
 * `tsx report-child.ts <data dir>` (DATABASE_URL from the environment, as for the command). The
 * report's text goes to stderr; the last line of stdout is the JSON the bench reads.
 */
const [data] = process.argv.slice(2) as [string];
const rssBeforeMB = process.memoryUsage().rss / 1e6;
const write = process.stdout.write.bind(process.stdout);
let text = '';
process.stdout.write = (chunk: string) => ((text += chunk), true);
console.log = (...parts: unknown[]) => void (text += `${parts.join(' ')}\n`);
const started = performance.now();
const status = await command.run({ root: ROOT, data, from: '2026-01-01', to: '2026-12-31' });
const ms = performance.now() - started;
process.stderr.write(text);
write(
  `${JSON.stringify({ status, ms: Math.round(ms), rssBeforeMB: Math.round(rssBeforeMB), peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024), events: Number(/\(UTC\): (\d+)/.exec(text)?.[1]) })}\n`,
);
