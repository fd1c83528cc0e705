import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Conversions } from '../../schemas/conversions';
import { MIN_SECRET_LENGTH, postbackAnswers } from '../core/postbacks';
import type { ConversionStore } from '../events/store';
import type { EventBudget } from './event-intake';
import { readBody } from './event-intake';
import { sendText } from './respond';

export interface PostbackIntakeOptions {
  conversions: Conversions;
  store: ConversionStore;
  /** The beacons' limits, shared (event-intake.ts). */
  budget: EventBudget;
  /** The sender's address, which keys the limit (client-address.ts). */
  clientOf: (req: IncomingMessage) => string;
  /** Where the providers' secrets are, by the variable names in site.config.yaml. */
  env: Record<string, string | undefined>;
  /** Logs each kind of trouble once a minute (log-every.ts). */
  warn: (kind: string, message: string) => void;
  /** @default 10000 ms: a provider's server on another continent still sends 16 KB in time. */
  bodyTimeoutMs?: number;
}

/**
 * POST /__conversions and the thank-you links' GET /__conversions/thanks on Node: the request core's answer (src/core/postbacks.ts) with this
 * server's store, the beacons' budget and process.env.
 */
export function createPostbackIntake({ conversions, store, budget, clientOf, env, warn, bodyTimeoutMs = 10_000 }: PostbackIntakeOptions) {
  const answer = postbackAnswers(conversions);
  return function intake(req: IncomingMessage, res: ServerResponse): void {
    const ports = {
      store,
      take: async (sender: string) => {
        const refused = budget.take(sender, 1);
        return refused ? { status: refused, body: budget.words(refused) } : undefined;
      },
      secret: (variable: string) => env[variable],
      now: Date.now,
      log: warn,
    };
    const [path, query = ''] = (req.url ?? '/').split('?', 2) as [string, string?];
    answer(
      { method: req.method ?? '', header: (name) => headerOf(req, name), body: () => readBody(req, bodyTimeoutMs), sender: clientOf(req), path, query },
      ports,
    ).then(
      ({ status, body, headers, unread }) => {
        if (unread) {
          // Answer now and close: the rest of a refused body is not read.
          headers = { connection: 'close', ...headers };
          req.resume();
        }
        if (body === undefined) res.writeHead(status, headers).end();
        else sendText(res, status, body, headers);
      },
      () => res.destroy(),
    );
  };
}

/** Says at start which providers' postbacks this server will refuse for want of a secret (the log line names the variable). */
export function missingSecrets(conversions: Conversions, env: Record<string, string | undefined>): string[] {
  return Object.entries(conversions.providers).flatMap(([provider, { secretVariable }]) => {
    const secret = env[secretVariable];
    if (secret && secret.length >= MIN_SECRET_LENGTH) return [];
    return [
      `Postbacks from ${provider} will be refused (503): ${secretVariable} ${secret ? `holds fewer than ${MIN_SECRET_LENGTH} characters` : 'is not set'}. Set it to the provider's secret (openssl rand -hex 32 makes one).`,
    ];
  });
}

function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
