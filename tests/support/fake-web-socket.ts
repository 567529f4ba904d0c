/** A stand-in for the browser's WebSocket that a jsdom test drives by hand. */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];
  readyState = FakeWebSocket.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  closeCalls: [number | undefined, string | undefined][] = [];
  constructor(
    readonly url: string,
    readonly protocols: string[] = [],
  ) {
    FakeWebSocket.instances.push(this);
  }
  static latest(): FakeWebSocket {
    const last = FakeWebSocket.instances.at(-1);
    if (!last) throw new Error('no socket was opened');
    return last;
  }
  open() {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.();
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  serverClose(code: number, reason = '') {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code, reason });
  }
  close(code?: number, reason?: string) {
    this.closeCalls.push([code, reason]);
    this.readyState = FakeWebSocket.CLOSED;
  }
}
