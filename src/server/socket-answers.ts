import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Answers Node's HTTP parser gives on its own (malformed request, headers too large, CONNECT), with
 * the headers every other answer carries: Node's defaults send a bare status line, or for CONNECT
 * close the socket without one.
 */
export function answerOnSocket(server: Server, headers: () => Record<string, string>): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A reset or a socket already answered: nothing can be said any more.
    if (error.code === 'ECONNRESET' || !socket.writable || (socket as Duplex & { bytesWritten?: number }).bytesWritten) return void socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    // A HEAD gets no body, even refused (a client reads a body after it as the next answer).
    const head = (error as { rawPacket?: Buffer }).rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ';
    writeAndClose(socket, status, headers(), head);
  });
  // A proxy's tunnel request: this server is no proxy.
  server.on('connect', (_req: unknown, socket: Duplex) => writeAndClose(socket, 405, { ...headers(), allow: 'GET, HEAD, OPTIONS' }));
}

function writeAndClose(socket: Duplex, status: number, headers: Record<string, string>, head = false): void {
  const reason = STATUS_CODES[status] ?? 'Error';
  const body = `${reason}\n`;
  const lines = Object.entries({
    ...headers,
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  }).map(([name, value]) => `${name}: ${value}`);
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${lines.join('\r\n')}\r\n\r\n${head ? '' : body}`);
}
