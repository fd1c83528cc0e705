import type { ServerResponse } from 'node:http';
import { sendHttpError } from './http';

/**
 * Misbehaviour the store can be told to show on query requests, so tests can check how the
 * site copes with a content service that fails.
 * - status: answer every query with this HTTP status (500, 502, 503...) until cleared.
 * - rate-limit: answer `times` queries (default 1) with 429, then answer normally again.
 * - hang: accept the request and never answer (the client's time-out must fire).
 * - malformed-json: answer 200 with a JSON content type and a body cut off halfway.
 */
export type Fault = { kind: 'status'; status: number } | { kind: 'rate-limit'; times?: number } | { kind: 'hang' } | { kind: 'malformed-json' };

export type FaultState = { current: Fault | null; rateLimited: number };

export function faultState(initial: Fault | null = null): FaultState {
  return { current: initial, rateLimited: 0 };
}

export function setFault(state: FaultState, fault: Fault | null): void {
  state.current = fault;
  state.rateLimited = 0;
}

/** Answers the request as the fault says; false when there is no fault to show. */
export function applyFault(state: FaultState, res: ServerResponse): boolean {
  const fault = state.current;
  if (!fault) return false;
  switch (fault.kind) {
    case 'status':
      sendHttpError(res, fault.status, 'Injected Fault', `The local content store was told to answer ${fault.status} (fault injection)`);
      return true;
    case 'rate-limit':
      state.rateLimited += 1;
      if (state.rateLimited >= (fault.times ?? 1)) setFault(state, null);
      res.setHeader('Retry-After', '0');
      sendHttpError(res, 429, 'Too Many Requests', 'Rate limit exceeded (fault injection)');
      return true;
    case 'hang':
      // Leave the response open; close() destroys the socket.
      return true;
    case 'malformed-json':
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end('{"ms":1,"query":"*","result":[{"_id":');
      return true;
  }
}
