import { helpText, parseCommand, type CommandSpec } from '../cli/args';

/** `npm run bench -- <options>`, read as the command line reads its own (cli/args.ts). */
const SPEC: CommandSpec = {
  name: 'bench',
  invokedAs: 'npm run bench --',
  summary: 'build time, first-view weight, Lighthouse against a one-paragraph floor page, serving, prerender and validate figures',
  options: {
    runs: { type: 'string', value: 'N', description: 'builds and Lighthouse runs each (min / median / max); default 3' },
    'no-lighthouse': { type: 'boolean', description: 'skip Lighthouse (a partial run: printed, bench/results.json left as it was)' },
    'no-prerender': { type: 'boolean', description: 'skip the 1,000 and 10,000-page prerender runs (partial run)' },
    'load-only': { type: 'boolean', description: 'only a page under content load (builds only when dist/ is missing)' },
    'intake-only': { type: 'boolean', description: 'only the event intake (--rate, --seconds, --window)' },
    'flood-only': { type: 'boolean', description: 'only a prerendered page under a flood of new cities (--seconds)' },
    'lock-only': { type: 'boolean', description: 'only a page and the beacons while another process holds the events database locked (--seconds)' },
    'postgres-only': {
      type: 'boolean',
      description: 'only the 1 M-event report on SQLite and PostgreSQL and intake through two servers (--rows, --rate, --seconds)',
    },
    'package-only': {
      type: 'boolean',
      description: 'only process start to first page of `start`: this repo (tsx) against the packed, installed engine (--runs)',
    },
    'edge-only': { type: 'boolean', description: 'only the Cloudflare Worker in workerd beside the Node server (bench/edge-worker.ts; --seconds)' },
    'lighthouse-only': {
      type: 'boolean',
      description: "only Lighthouse on every page type in every language against the floor, with each answer's bytes (bench/lighthouse-languages.ts; --runs)",
    },
    'languages-only': {
      type: 'boolean',
      description: 'only the first views in every language and the prerender marginal CPU per page (bench/languages-only.ts)',
    },
    'publish-only': {
      type: 'boolean',
      description: 'only what gets published and its build cost under each prerender setting and before issue 54 (bench/publish.ts)',
    },
    'crawl-only': { type: 'boolean', description: 'only the whole-site crawl against nginx and the new-city stream (bench/crawl.ts; --seconds)' },
    rate: { type: 'string', value: 'N', description: 'events a second asked, for --intake-only and --postgres-only' },
    seconds: { type: 'string', value: 'N', description: 'seconds each load runs' },
    window: { type: 'string', value: 'MS', description: 'group commit window, for --intake-only' },
    rows: { type: 'string', value: 'N', description: 'events in the report database, for --postgres-only' },
  },
};

export interface BenchArgs {
  runs: number;
  noLighthouse: boolean;
  noPrerender: boolean;
  loadOnly: boolean;
  intakeOnly: boolean;
  floodOnly: boolean;
  lockOnly: boolean;
  postgresOnly: boolean;
  packageOnly: boolean;
  crawlOnly: boolean;
  languagesOnly: boolean;
  lighthouseOnly: boolean;
  edgeOnly: boolean;
  publishOnly: boolean;
  rate?: number;
  seconds?: number;
  window?: number;
  rows?: number;
}

export const benchHelp = () => helpText(SPEC);

/** The bench's options; a wrong one throws with the list of known ones, a number that is not one says so. */
export function benchArgs(argv: string[]): BenchArgs | 'help' {
  const parsed = parseCommand(SPEC, argv);
  if (!parsed.ok) throw new Error(parsed.message);
  if (parsed.help) return 'help';
  const { values } = parsed;
  const number = (name: 'runs' | 'rate' | 'seconds' | 'window' | 'rows') => {
    const text = values[name];
    if (typeof text !== 'string') return undefined;
    const n = Number(text);
    if (!Number.isFinite(n) || n < (name === 'window' ? 0 : 1))
      throw new Error(`--${name} ${text}: write a number${name === 'window' ? '' : ' of at least 1'}.`);
    return n;
  };
  return {
    runs: Math.floor(number('runs') ?? 3),
    noLighthouse: values['no-lighthouse'] === true,
    noPrerender: values['no-prerender'] === true,
    loadOnly: values['load-only'] === true,
    intakeOnly: values['intake-only'] === true,
    floodOnly: values['flood-only'] === true,
    packageOnly: values['package-only'] === true,
    lockOnly: values['lock-only'] === true,
    postgresOnly: values['postgres-only'] === true,
    crawlOnly: values['crawl-only'] === true,
    languagesOnly: values['languages-only'] === true,
    lighthouseOnly: values['lighthouse-only'] === true,
    edgeOnly: values['edge-only'] === true,
    publishOnly: values['publish-only'] === true,
    rate: number('rate'),
    seconds: number('seconds'),
    window: number('window'),
    rows: number('rows'),
  };
}
