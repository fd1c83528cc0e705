import { parseArgs } from 'node:util';

export interface OptionSpec {
  type: 'string' | 'boolean';
  /** One line for --help. */
  description: string;
  /** What the value looks like in --help (DIR, N, YYYY-MM-DD). */
  value?: string;
}

export interface CommandSpec {
  name: string;
  /** How it is typed, in --help and messages; @default `landing-engine <name>` (the bench: `npm run bench --`). */
  invokedAs?: string;
  /** One line: what the command does. */
  summary: string;
  options: Record<string, OptionSpec>;
  /** The one word the command takes after its name, if any (init's folder): its value lands under this name. */
  word?: { name: string; value: string; description: string };
}

/** Every command reads its site folder from --root. */
export const ROOT_OPTION: Record<string, OptionSpec> = {
  root: { type: 'string', value: 'DIR', description: 'the site folder (site.config.yaml, pages/, public/, content/); default: the current folder' },
};
export const PORT_OPTION = (fallback: string): Record<string, OptionSpec> => ({
  port: { type: 'string', value: 'N', description: `port to listen on; default: $PORT or ${fallback}` },
});

/** A mistake in how a command was run (a folder that is not a site, a bad port): said in one message, exit code 1, no stack trace. */
export class UsageError extends Error {}

export type Parsed = { ok: true; values: Record<string, string | boolean | undefined>; help: boolean } | { ok: false; message: string };

/** node:util parseArgs for one command: unknown options and stray words are refused with the list of known options. */
export function parseCommand(spec: CommandSpec, argv: readonly string[]): Parsed {
  const who = invokedAs(spec);
  const options = { ...spec.options, help: { type: 'boolean' as const, description: 'show this help' } };
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: Object.fromEntries(Object.entries(options).map(([name, option]) => [name, { type: option.type }])),
      strict: true,
      allowPositionals: true,
    });
    const allowed = spec.word ? 1 : 0;
    if (positionals.length > allowed)
      return { ok: false, message: `${who} takes no ${allowed ? 'second ' : ''}word "${positionals[allowed]}". ${knownOptions(spec)}` };
    const word = spec.word && positionals[0] !== undefined ? { [spec.word.name]: positionals[0] } : {};
    return { ok: true, values: { ...values, ...word }, help: values.help === true };
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      const option = /'([^']+)'/.exec(message)?.[1] ?? message;
      return { ok: false, message: `${who} has no option ${option}. ${knownOptions(spec)}` };
    }
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      const option = /--([a-z-]+)/.exec(message)?.[0] ?? 'the option';
      const wants =
        spec.options[option.slice(2)]?.type === 'boolean' ? 'takes no value' : `needs a value: ${option} ${spec.options[option.slice(2)]?.value ?? 'VALUE'}`;
      return { ok: false, message: `${option} ${wants}.` };
    }
    return { ok: false, message };
  }
}

const invokedAs = (spec: CommandSpec) => spec.invokedAs ?? `landing-engine ${spec.name}`;

function knownOptions(spec: CommandSpec): string {
  return `Its options: ${[...Object.keys(spec.options), 'help'].map((name) => `--${name}`).join(', ')}.`;
}

/** The --help text of a command. */
export function helpText(spec: CommandSpec): string {
  const help: OptionSpec = { type: 'boolean', description: 'show this help' };
  const rows = Object.entries({ ...spec.options, help }).map(
    ([name, option]) => [`--${name}${option.value ? ` ${option.value}` : ''}`, option.description] as const,
  );
  const width = Math.max(...rows.map(([left]) => left.length));
  const word = spec.word ? ` [${spec.word.value}]` : '';
  const wordRow = spec.word ? `\n${spec.word.value}: ${spec.word.description}\n` : '';
  return `${invokedAs(spec)}: ${spec.summary}\n\nUsage: ${invokedAs(spec)}${word} [options]\n${wordRow}\nOptions:\n${rows.map(([left, text]) => `  ${left.padEnd(width)}  ${text}`).join('\n')}\n`;
}

/** A port from --port, else $PORT, else the fallback; a UsageError saying how to write one for anything else. */
export function portFrom(value: string | boolean | undefined, fallback: number, env = process.env): number {
  const text = typeof value === 'string' ? value : (env.PORT ?? String(fallback));
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535)
    throw new UsageError(`${typeof value === 'string' ? '--port' : 'PORT'} ${text}: write a whole number from 0 to 65535, like 4173.`);
  return port;
}
