import { maxHeaderSize as defaultMaxHeaderSize, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { forwardedHttps } from './client-address';
import { NodeSide } from './node-side';
import type { KeptAnswer, KeptRequestHeaders, Variant } from './prepared';

/** Finds the kept answer for a request (prepared.ts's `find`): the fast lane answers nothing else. */
export type FindKept = (method: string, url: string, headers: KeptRequestHeaders, https: boolean) => KeptAnswer | undefined;

/** A request head longer than this goes to node:http (at most half its own bound, 16 KB by default, past which it answers 431). */
const MAX_HEAD = 8 * 1024;
/** node:http keeps a connection this much past the keep-alive time it announces, so a client reusing it at the last moment is not cut off. */
const KEEP_ALIVE_GRACE_MS = 1000;
/** Bytes held while node:http answers; past this node:http takes the connection with its own flow control. */
const MAX_QUEUED = 64 * 1024;
const END_OF_HEAD = Buffer.from('\r\n\r\n');
/** Header lines the lane reads; more, and node:http decides (it drops those past its maxHeadersCount). */
const MAX_LINES = 100;
/**
 * Only a target every HTTP parser reads the same way: origin-form, RFC 3986's characters, no
 * fragment. Anything else (a space, a quote, a byte above 0x7e) is node:http's to accept or refuse.
 */
const REQUEST_LINE = /^(GET|HEAD) (\/[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*) HTTP\/1\.1$/;
/** A header line as RFC 9110 writes it: a token, a colon, printable ASCII; no folding, no CR or LF inside. */
const HEADER_LINE = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+):[\t ]*([\t\x20-\x7e]*?)[\t ]*$/;

interface FastRequest {
  method: 'GET' | 'HEAD';
  url: string;
  headers: KeptRequestHeaders;
  https: boolean;
}

/**
 * The fast lane (docs/decisions/40-fast-lane.md): a kept answer written straight on the socket, in
 * front of node:http, whose own JavaScript per request costs more than an answer from memory (its
 * floor answered 0.75-0.79 of nginx's requests a second on the crawl, bench/crawl.ts). A request is
 * answered here only when it is plain (parseHead) and its answer kept (`find`), with the bytes
 * node:http sends for it. A plain request with no kept answer goes to node:http on the
 * connection's NodeSide and the lane goes on after its answer; at anything else node:http takes
 * the connection for good, with every byte not yet answered. The lane never reads a body or a
 * framing header, so a request it answers ends where every parser ends it, at the first empty line.
 */
export function addFastLane(server: Server, find: FindKept): { answered(): number } {
  // node:http's own connection handler: each socket goes to it at the first request not answered here.
  const [httpConnection] = server.listeners('connection') as Array<(socket: Socket) => void>;
  if (!httpConnection) throw new Error('addFastLane: the server has no connection handler of node:http to hand connections to');
  server.removeListener('connection', httpConnection);
  /** Connections the lane serves, each with whether it is idle (no request being answered or waiting). */
  const open = new Map<Socket, () => boolean>();
  let answeredHere = 0;
  let closing = false;
  server.on('listening', () => (closing = false));
  // Half node:http's bound: where exactly it counts a head's bytes is its own to decide.
  const maxHead = () => Math.min(MAX_HEAD, ((server as Server & { maxHeaderSize?: number }).maxHeaderSize || defaultMaxHeaderSize) / 2);
  const wires = new WeakMap<Variant, { ok: Buffer; notModified: Buffer }>();
  const wire = (variant: Variant) => {
    let found = wires.get(variant);
    if (!found) wires.set(variant, (found = { ok: statusAndHeaders('200 OK', variant.head), notModified: statusAndHeaders('304 Not Modified', variant.notModifiedHead) }));
    return found;
  };
  // What node:http writes after the answer's own headers: the date (to the second, as it caches
  // it), and keep-alive with its timeout.
  let tail: { second: number; keepAlive: number; bytes: Buffer } | undefined;
  const tailNow = () => {
    const now = Date.now();
    const second = Math.floor(now / 1000);
    if (tail?.second !== second || tail.keepAlive !== server.keepAliveTimeout) {
      const keepAlive = server.keepAliveTimeout ? `Keep-Alive: timeout=${Math.floor(server.keepAliveTimeout / 1000)}\r\n` : '';
      tail = { second, keepAlive: server.keepAliveTimeout, bytes: Buffer.from(`Date: ${new Date(now).toUTCString()}\r\nConnection: keep-alive\r\n${keepAlive}\r\n`, 'latin1') };
    }
    return tail.bytes;
  };

  // A response of node:http on a connection the lane still serves: the lane goes on once it is sent.
  const waiting = new WeakMap<object, () => void>();
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const answered = waiting.get(req.socket);
    if (answered) res.once('finish', answered);
  });

  server.on('connection', (socket: Socket) => {
    /** node:http's side of this connection, made at the first request the lane passes on. */
    let side: NodeSide | undefined;
    /** Requests passed to node:http and not yet answered: the lane's answers wait behind them. */
    let passed = 0;
    /** Bytes that came while node:http answered. */
    let queued: Buffer | undefined;
    let answered = false;
    /** node:http has the connection for good: nothing of the lane's may touch it any more. */
    let gone = false;

    const nodeSide = () => {
      if (side) return side;
      side = new NodeSide(socket);
      waiting.set(side, () => {
        passed--;
        // After node:http's own 'finish' work, not inside it.
        setImmediate(resume);
      });
      httpConnection.call(server, side as unknown as Socket);
      return side;
    };
    /** Answers not yet taken by a client that sends faster than it reads: the lane reads on at 'drain', as node:http does. */
    let draining = false;
    const resume = () => {
      if (gone || passed > 0 || draining || socket.destroyed) return;
      // Closing: the answer node:http just sent was the last (close() waits for this connection).
      if (closing && !queued) return void socket.end();
      if (!queued) return;
      const bytes = queued;
      queued = undefined;
      serve(bytes);
    };
    /** Answer what the lane can, pass on the rest; stop where node:http must take over for good. */
    const serve = (chunk: Buffer) => {
      let at = 0;
      while (at < chunk.length) {
        if (passed > 0 || socket.writableNeedDrain) {
          queued = chunk.subarray(at);
          if (passed === 0) waitForDrain();
          return;
        }
        const end = chunk.indexOf(END_OF_HEAD, at);
        // Past close(), or with a cap on requests per connection, node:http's Connection headers differ.
        if (closing || server.maxRequestsPerSocket || end < 0 || end - at > maxHead()) break;
        const request = parseHead(chunk.toString('latin1', at, end));
        if (!request) break;
        const next = end + END_OF_HEAD.length;
        const found = find(request.method, request.url, request.headers, request.https);
        if (found) {
          const bytes = wire(found.variant);
          socket.cork();
          socket.write(found.notModified ? bytes.notModified : bytes.ok);
          socket.write(tailNow());
          if (!found.notModified && request.method === 'GET') socket.write(found.variant.body);
          socket.uncork();
          answered = true;
          answeredHere++;
        } else {
          // A plain request with no kept answer: node:http answers it, then the lane goes on.
          passed++;
          nodeSide().push(chunk.subarray(at, next));
        }
        at = next;
      }
      if (at < chunk.length) return giveAll(chunk.subarray(at));
      socket.setTimeout(server.keepAliveTimeout + KEEP_ALIVE_GRACE_MS);
      if (socket.writableNeedDrain) waitForDrain();
    };
    const waitForDrain = () => {
      if (draining) return;
      draining = true;
      socket.pause();
      socket.once('drain', () => {
        draining = false;
        if (gone) return;
        socket.resume();
        resume();
      });
    };
    const onData = (chunk: Buffer) => {
      if (passed === 0 && !queued && !draining) return serve(chunk);
      queued = queued ? Buffer.concat([queued, chunk]) : chunk;
      if (queued.length > MAX_QUEUED) {
        const rest = queued;
        queued = undefined;
        giveAll(rest);
      }
    };
    // The visitor is done sending: node:http ends the connection then, answers still being made
    // or not (its httpAllowHalfOpen is false); so here, or node:http does it with what it holds.
    const onEnd = () => {
      if (!side && !queued) return void socket.end();
      const to = nodeSide();
      const rest = queued;
      queued = undefined;
      giveAll(rest);
      to.push(null);
    };
    const onError = () => socket.destroy();
    // Quiet past the keep-alive time after an answer: closed, as node:http closes it; nothing asked
    // within headersTimeout: node:http's 408; an answer being made or sent: left be.
    const idle = () => passed === 0 && !queued;
    const onTimeout = () => {
      if (!idle() || socket.writableLength > 0) return;
      if (answered || side) return void socket.destroy();
      // Nothing asked for at all: node:http's answer to a request that never came (408, socket-answers.ts).
      cleanUp();
      const error = Object.assign(new Error('The visitor sent no request within headersTimeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
      if (server.emit('clientError', error, socket)) return;
      // No listener: what node:http itself writes then.
      if (socket.writable) socket.write('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n');
      socket.destroy();
    };
    const forget = () => open.delete(socket);
    /** The lane lets go of the connection. */
    const cleanUp = () => {
      gone = true;
      socket.removeListener('data', onData);
      socket.removeListener('end', onEnd);
      socket.removeListener('error', onError);
      socket.removeListener('timeout', onTimeout);
      socket.removeListener('close', forget);
      open.delete(socket);
      socket.setTimeout(0);
    };
    /** From here node:http reads everything this connection sends (a body, a partial request, anything odd). */
    const giveAll = (unread?: Buffer) => {
      cleanUp();
      if (!side) {
        // Nothing passed on yet: node:http takes the socket itself.
        if (unread) socket.unshift(unread);
        return httpConnection.call(server, socket);
      }
      const to = side;
      to.given = true;
      waiting.delete(to);
      const push = (bytes: Buffer) => to.push(bytes) || socket.pause();
      if (unread) push(unread);
      socket.on('data', push);
      socket.on('end', () => to.push(null));
      socket.on('error', () => to.destroy());
    };
    open.set(socket, idle);
    socket.on('data', onData);
    socket.on('end', onEnd);
    socket.on('error', onError);
    socket.on('timeout', onTimeout);
    socket.on('close', forget);
    socket.on('close', () => side?.destroy());
    socket.setTimeout(server.headersTimeout);
  });

  // node:http closes the idle connections it knows on close() (an answer written but not yet taken counts as idle); these it never saw.
  const closeIdle = () => {
    for (const [socket, idle] of open) if (idle()) socket.destroy();
  };
  const { close, closeAllConnections, closeIdleConnections } = server;
  server.close = function (this: Server, callback?: (error?: Error) => void) {
    closing = true;
    closeIdle();
    return close.call(this, callback);
  } as Server['close'];
  server.closeAllConnections = function (this: Server) {
    for (const socket of open.keys()) socket.destroy();
    closeAllConnections.call(this);
  };
  server.closeIdleConnections = function (this: Server) {
    closeIdle();
    closeIdleConnections.call(this);
  };
  return { answered: () => answeredHere };
}

/** The request a head describes, when it is one the fast lane may answer; else undefined (node:http's). */
export function parseHead(head: string): FastRequest | undefined {
  const lines = head.split('\r\n');
  // node:http reads at most 2,000 header lines and drops the rest unread; browsers send about 20.
  if (lines.length > MAX_LINES) return undefined;
  const start = REQUEST_LINE.exec(lines[0]!);
  if (!start) return undefined;
  const headers: KeptRequestHeaders = {};
  let host = false;
  let proto: string | undefined;
  for (let i = 1; i < lines.length; i++) {
    const line = HEADER_LINE.exec(lines[i]!);
    if (!line) return undefined;
    const name = line[1]!.toLowerCase();
    const value = line[2]!;
    switch (name) {
      case 'host':
        if (host) return undefined;
        host = true;
        break;
      case 'range':
      case 'if-modified-since':
      case 'if-none-match':
      case 'accept-encoding':
        // Twice: node:http joins some and drops others; its way, not a guess here.
        if (headers[name] !== undefined) return undefined;
        headers[name] = value;
        break;
      case 'x-forwarded-proto':
        if (proto !== undefined) return undefined;
        proto = value;
        break;
      case 'connection':
        if (value.toLowerCase() !== 'keep-alive') return undefined;
        break;
      // What frames a body, or asks for something other than an answer.
      case 'content-length':
      case 'transfer-encoding':
      case 'upgrade':
      case 'expect':
        return undefined;
    }
  }
  // HTTP/1.1 without Host is refused by node:http (400).
  if (!host) return undefined;
  return { method: start[1] as 'GET' | 'HEAD', url: start[2]!, headers, https: forwardedHttps(proto) };
}

/** The status line and headers as node:http writes them for writeHead(status, flatPairs). */
function statusAndHeaders(status: string, pairs: ReadonlyArray<string | number>): Buffer {
  let text = `HTTP/1.1 ${status}\r\n`;
  for (let i = 0; i < pairs.length; i += 2) text += `${pairs[i]}: ${pairs[i + 1]}\r\n`;
  return Buffer.from(text, 'latin1');
}
