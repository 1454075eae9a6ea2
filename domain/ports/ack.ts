// The answer of calls that only succeed or fail (withdraw, password inquiry, app link...).

export interface Ack {
  readonly success: boolean;
  /** The server's words, shown on failure when present. */
  readonly message: string | null;
}
