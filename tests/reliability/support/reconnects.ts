/** The part of a socket.io client a dropped-and-returning test client needs. */
interface Reconnectable {
  connect(): unknown;
  disconnect(): unknown;
}

/**
 * A test client's drop-and-return schedule: `later(ms)` brings a dropped socket back after ms
 * (unless closed meanwhile); `close()` disconnects for good, with no pending reconnect.
 */
export class Reconnects {
  private closed = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly socket: Reconnectable) {}

  later(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.closed) this.socket.connect();
    }, ms);
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.socket.disconnect();
  }
}
