import { didYouMean } from '../src/lib/did-you-mean';
import { helpText, parseCommand, UsageError } from './args';
import type { Command } from './command';

/** Loaded on use, so `validate` does not load Vite and React. */
const COMMANDS: Record<string, () => Promise<{ command: Command }>> = {
  init: () => import('./commands/init'),
  validate: () => import('./commands/validate'),
  dev: () => import('./commands/dev'),
  edit: () => import('./commands/edit'),
  build: () => import('./commands/build'),
  start: () => import('./commands/start'),
  report: () => import('./commands/report'),
  docs: () => import('./commands/docs'),
  'audit-links': () => import('./commands/audit-links'),
  content: () => import('./commands/content'),
  translations: () => import('./commands/translations'),
};

async function overview(): Promise<string> {
  const rows = await Promise.all(Object.entries(COMMANDS).map(async ([name, load]) => [name, (await load()).command.spec.summary] as const));
  const width = Math.max(...rows.map(([name]) => name.length));
  return `landing-engine: YAML in, validated, prerendered landing pages out.\n\nUsage: landing-engine <command> [--root DIR] [options]\n\nCommands:\n${rows.map(([name, summary]) => `  ${name.padEnd(width)}  ${summary}`).join('\n')}\n\nlanding-engine <command> --help shows a command's options.\n`;
}

/** Run `landing-engine <command> [options]`; gives the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    (name === undefined ? process.stderr : process.stdout).write(await overview());
    return name === undefined ? 1 : 0;
  }
  const load = COMMANDS[name];
  if (!load) {
    process.stderr.write(`landing-engine has no command "${name}".${didYouMean(name, Object.keys(COMMANDS))} Commands: ${Object.keys(COMMANDS).join(', ')}.\n`);
    return 1;
  }
  const { command } = await load();
  const parsed = parseCommand(command.spec, rest);
  if (!parsed.ok) {
    process.stderr.write(`${parsed.message}\n`);
    return 1;
  }
  if (parsed.help) {
    process.stdout.write(helpText(command.spec));
    return 0;
  }
  try {
    return await command.run(parsed.values);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(error.message.endsWith('\n') ? error.message : `${error.message}\n`);
    return 1;
  }
}
