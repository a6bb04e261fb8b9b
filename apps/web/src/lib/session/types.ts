import type { LoginResult, UserMetadata } from '@store/contract';

/** The session engine's dependencies, its snapshot and its public face (see ./engine.ts). */

export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export type TimerId = ReturnType<typeof setTimeout>;

/** The part of the browser's `navigator.locks` (Web Locks API) the refresh uses. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface SessionDeps {
  storage: KeyValueStorage;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** Milliseconds since the epoch. */
  now?: () => number;
  setTimeout?: (fn: () => void, ms: number) => TimerId;
  clearTimeout?: (id: TimerId) => void;
  setInterval?: (fn: () => void, ms: number) => TimerId;
  clearInterval?: (id: TimerId) => void;
  /** Subscribes to storage changes made by other tabs (the `storage` event); returns unsubscribe. */
  subscribeStorage?: (onChange: (key: string | null) => void) => () => void;
  /** Where the spec's warning (refresh token ending within 24 h) and logout failures go. */
  warn?: (message: string) => void;
  /** Tells the user they were signed out involuntarily ('Session expired'). */
  notify?: (message: string) => void;
  apiBase?: string;
  /** Identifies this tab in the cross-tab refresh lock. */
  tabId?: string;
  /** `navigator.locks` where the browser has it: the cross-tab refresh lock (else a storage lock). */
  locks?: LockManagerLike | null;
}

export type SessionStatus = 'loading' | 'ready';

export interface SessionSnapshot {
  accessToken: string | null;
  user: UserMetadata | null;
  isAuthenticated: boolean;
  /** 'loading' while the stored session is being verified at start-up (an expired access token is refreshed). */
  status: SessionStatus;
}

export type SessionErrorKind = 'auth' | 'network' | 'server' | 'invalid';

/** A failed refresh; `kind` 'auth' means the session has ended and was cleared. */
export class SessionError extends Error {
  constructor(
    message: string,
    readonly kind: SessionErrorKind,
  ) {
    super(message);
    this.name = 'SessionError';
  }
}

export interface SessionEngine {
  start(): void;
  stop(): void;
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  getAccessToken(): string | null;
  storeLogin(result: LoginResult): void;
  updateUser(changes: Partial<UserMetadata>): void;
  /** Refreshes the access token; skipped (answering the current one) when more than 300 s remain, unless forced. */
  refresh(opts?: { force?: boolean }): Promise<string | null>;
  /** After a 401: a forced refresh; true when a (new) access token is available. */
  refreshAfterUnauthorized(): Promise<boolean>;
  /** Ends the session on the server (best effort) and always clears it here. */
  logout(): Promise<void>;
  /** Clears every stored session value (no server call). */
  clear(): void;
  /** The periodic auth check (every 30 s); exposed for tests. */
  check(): void;
}
