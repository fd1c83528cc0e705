import { parseArgs } from 'node:util';

/** `npm run bench -- <options>`: what each option does, for --help and for the message on a wrong one. */
const OPTIONS = {
  runs: { type: 'string', value: 'N', description: 'builds and Lighthouse runs each (min / median / max); default 3' },
  'no-lighthouse': { type: 'boolean', description: 'skip Lighthouse (a partial run: printed, bench/results.json left as it was)' },
  'no-prerender': { type: 'boolean', description: 'skip the 1,000 and 10,000-page prerender runs (partial run)' },
  'load-only': { type: 'boolean', description: 'only a page under content load (builds only when dist/ is missing)' },
  'intake-only': { type: 'boolean', description: 'only the event intake (--rate, --seconds, --window)' },
  'flood-only': { type: 'boolean', description: 'only a prerendered page under a flood of new cities (--seconds)' },
  'lock-only': { type: 'boolean', description: 'only a page and the beacons while another process holds the events database locked (--seconds)' },
  'postgres-only': { type: 'boolean', description: 'only the 1 M-event report on SQLite and PostgreSQL and intake through two servers (--rows, --rate, --seconds)' },
  rate: { type: 'string', value: 'N', description: 'events a second asked, for --intake-only and --postgres-only' },
  seconds: { type: 'string', value: 'N', description: 'seconds each load runs' },
  window: { type: 'string', value: 'MS', description: 'group commit window, for --intake-only' },
  rows: { type: 'string', value: 'N', description: 'events in the report database, for --postgres-only' },
  help: { type: 'boolean', description: 'show this help' },
} as const;

export interface BenchArgs {
  runs: number;
  noLighthouse: boolean;
  noPrerender: boolean;
  loadOnly: boolean;
  intakeOnly: boolean;
  floodOnly: boolean;
  lockOnly: boolean;
  postgresOnly: boolean;
  rate?: number;
  seconds?: number;
  window?: number;
  rows?: number;
}

export function benchHelp(): string {
  const width = Math.max(...Object.entries(OPTIONS).map(([name, o]) => name.length + ('value' in o ? o.value.length + 1 : 0)));
  const lines = Object.entries(OPTIONS).map(([name, o]) => `  --${`${name}${'value' in o ? ` ${o.value}` : ''}`.padEnd(width)}  ${o.description}`);
  return `Usage: npm run bench -- [options]\n\nOptions:\n${lines.join('\n')}\n`;
}

/** The bench's options, one way (node:util parseArgs, as the command line reads its own); a wrong one throws with the list. */
export function benchArgs(argv: string[]): BenchArgs | 'help' {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({ args: argv, options: Object.fromEntries(Object.entries(OPTIONS).map(([name, o]) => [name, { type: o.type }])), strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new Error(`${(error as Error).message}\n\n${benchHelp()}`);
  }
  if (values.help) return 'help';
  const number = (name: 'runs' | 'rate' | 'seconds' | 'window' | 'rows') => {
    const text = values[name];
    if (typeof text !== 'string') return undefined;
    const n = Number(text);
    if (!Number.isFinite(n) || n < (name === 'window' ? 0 : 1)) throw new Error(`--${name} ${text}: write a number${name === 'window' ? '' : ' of at least 1'}.`);
    return n;
  };
  return {
    runs: Math.floor(number('runs') ?? 3),
    noLighthouse: values['no-lighthouse'] === true,
    noPrerender: values['no-prerender'] === true,
    loadOnly: values['load-only'] === true,
    intakeOnly: values['intake-only'] === true,
    floodOnly: values['flood-only'] === true,
    lockOnly: values['lock-only'] === true,
    postgresOnly: values['postgres-only'] === true,
    rate: number('rate'),
    seconds: number('seconds'),
    window: number('window'),
    rows: number('rows'),
  };
}
