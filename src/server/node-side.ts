import type { Socket } from 'node:net';
import { Duplex } from 'node:stream';

/**
 * A connection's side that node:http reads and writes (./fast-lane.ts): the requests the fast lane
 * gives it, pushed in by the lane; what node:http answers, written to the visitor's socket in
 * order. node:http documents that any Duplex may be given to its 'connection' handler. It looks
 * like the socket where the server reads one (the visitor's address for the per-visitor limits),
 * and ending or destroying it ends or destroys the socket. While the lane still serves the
 * connection, the lane keeps the socket's time; once it is node:http's alone, node:http's timeouts
 * are the socket's.
 */
export class NodeSide extends Duplex {
  /** The lane has given the connection to node:http for good: node:http's timeouts and flow control apply to the socket. */
  given = false;

  constructor(private readonly socket: Socket) {
    super({ allowHalfOpen: true });
    socket.on('timeout', () => this.given && this.emit('timeout'));
  }

  get remoteAddress() {
    return this.socket.remoteAddress;
  }
  get remotePort() {
    return this.socket.remotePort;
  }
  get remoteFamily() {
    return this.socket.remoteFamily;
  }
  get localAddress() {
    return this.socket.localAddress;
  }
  get localPort() {
    return this.socket.localPort;
  }
  /** What went out on the connection, the lane's answers too (socket-answers.ts sends no error after an answer). */
  get bytesWritten() {
    return this.socket.bytesWritten;
  }

  setTimeout(ms: number, callback?: () => void): this {
    if (callback) this.once('timeout', callback);
    if (this.given) this.socket.setTimeout(ms);
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }

  override _read(): void {
    // Bytes pushed faster than node:http reads them paused the socket (the lane's giveAll); before
    // that the socket's pauses are the lane's.
    if (this.given && this.socket.isPaused()) this.socket.resume();
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.socket.write(chunk, done);
  }
  override _writev(chunks: Array<{ chunk: Buffer }>, done: (error?: Error | null) => void): void {
    this.socket.cork();
    for (let i = 0; i < chunks.length - 1; i++) this.socket.write(chunks[i]!.chunk);
    this.socket.write(chunks[chunks.length - 1]!.chunk, done);
    this.socket.uncork();
  }
  override _final(done: (error?: Error | null) => void): void {
    this.socket.end(done);
  }
  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.socket.destroy();
    done(error);
  }
}
