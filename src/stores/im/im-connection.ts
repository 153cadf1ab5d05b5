import type { JsonReadOptions } from '@bufbuild/protobuf';
import { makeAutoObservable } from 'mobx';
import type { ChatSocket, ChatSocketHandlers, SocketFactory } from '../../platform/socket.types';
import { parseFrame, type ImFrame } from './im-frames';

export type { ChatSocket, ChatSocketHandlers, SocketFactory };

export interface ImConnectionDeps {
  /** A one-use ticket from the server (ImService.OpenSocket). */
  openTicket(): Promise<{ ticket: string; path: string }>;
  /** The API base the socket lives on (http(s)://host, or '' for this page's origin). */
  apiBase(): string;
  connect: SocketFactory;
  onFrame(frame: ImFrame): void;
  /** The socket is up and subscribed: whoever shows messages catches up now. */
  onLive(): void;
  /** How a frame's message is decoded (the app skips unknown fields; tests refuse them). */
  readOptions?: Partial<JsonReadOptions>;
  /** Test seams; the real timers by default. */
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  random?: () => number;
}

const PING_MS = 25_000;
const MIN_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

export type ConnectionState = 'idle' | 'connecting' | 'live' | 'waiting';

/** ws(s):// for the API base; a browser page on its own origin uses location. */
export function socketUrl(apiBase: string, path: string, ticket: string): string {
  let base = apiBase;
  if (!base && typeof window !== 'undefined' && window.location?.origin) base = window.location.origin;
  return `${base.replace(/^http/, 'ws')}${path}?ticket=${encodeURIComponent(ticket)}`;
}

/**
 * The one chat socket of the app: opened while someone is logged in, kept
 * alive with pings, reopened with backoff (1 s doubling to 30 s, jittered)
 * whenever it drops. Every time it is live again the stores catch up over
 * RPC from the last message they hold, so nothing sent meanwhile is lost;
 * they merge by seq, so nothing shows twice.
 */
export class ImConnection {
  state: ConnectionState = 'idle';
  private socket: ChatSocket | undefined;
  private retryMs = MIN_RETRY_MS;
  private retryTimer: unknown;
  private pingTimer: unknown;
  private generation = 0;

  constructor(private readonly deps: ImConnectionDeps) {
    makeAutoObservable<this, 'deps' | 'socket' | 'retryTimer' | 'pingTimer' | 'generation'>(
      this,
      { deps: false, socket: false, retryTimer: false, pingTimer: false, generation: false },
      { autoBind: true },
    );
  }

  get live(): boolean {
    return this.state === 'live';
  }

  start(): void {
    if (this.state !== 'idle') return;
    void this.open();
  }

  stop(): void {
    this.generation++;
    this.clear();
    const socket = this.socket;
    this.socket = undefined;
    socket?.close();
    this.state = 'idle';
  }

  /** Drops the socket as a network loss would (tests, and a resumed app whose socket went stale). */
  reconnectNow(): void {
    if (this.state === 'idle') return;
    this.retryMs = MIN_RETRY_MS;
    this.lost(this.generation);
  }

  private setState(state: ConnectionState): void {
    this.state = state;
  }

  private async open(): Promise<void> {
    const generation = ++this.generation;
    this.setState('connecting');
    let ticket: { ticket: string; path: string };
    try {
      ticket = await this.deps.openTicket();
    } catch {
      if (generation === this.generation) this.retry(generation);
      return;
    }
    if (generation !== this.generation) return;
    const url = socketUrl(this.deps.apiBase(), ticket.path, ticket.ticket);
    this.socket = this.deps.connect(url, {
      onOpen: () => undefined,
      onMessage: (text) => {
        if (generation !== this.generation) return;
        const frame = parseFrame(text, this.deps.readOptions ?? { ignoreUnknownFields: true });
        if (!frame) return;
        if (frame.type === 'ready') {
          this.retryMs = MIN_RETRY_MS;
          this.setState('live');
          this.schedulePing(generation);
          this.deps.onLive();
          return;
        }
        if (frame.type === 'resync') {
          this.deps.onLive();
          return;
        }
        this.deps.onFrame(frame);
      },
      onClose: () => this.lost(generation),
    });
  }

  private lost(generation: number): void {
    if (generation !== this.generation) return;
    this.generation++;
    this.clear();
    const socket = this.socket;
    this.socket = undefined;
    try {
      socket?.close();
    } catch {
      // Already gone.
    }
    this.retry(this.generation);
  }

  private retry(generation: number): void {
    this.setState('waiting');
    const jitter = 0.8 + (this.deps.random ?? Math.random)() * 0.4;
    const delay = Math.round(this.retryMs * jitter);
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
    this.retryTimer = this.timer(() => {
      if (generation === this.generation) void this.open();
    }, delay);
  }

  private schedulePing(generation: number): void {
    this.pingTimer = this.timer(() => {
      if (generation !== this.generation || !this.socket) return;
      try {
        this.socket.send(JSON.stringify({ type: 'ping' }));
      } catch {
        this.lost(generation);
        return;
      }
      this.schedulePing(generation);
    }, PING_MS);
  }

  private timer(fn: () => void, ms: number): unknown {
    return (this.deps.setTimer ?? ((f: () => void, t: number) => setTimeout(f, t)))(fn, ms);
  }

  private clear(): void {
    const clear = this.deps.clearTimer ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>));
    if (this.retryTimer !== undefined) clear(this.retryTimer);
    if (this.pingTimer !== undefined) clear(this.pingTimer);
    this.retryTimer = undefined;
    this.pingTimer = undefined;
  }
}
