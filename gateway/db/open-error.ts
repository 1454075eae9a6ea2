// Why the gateway could not open its database, in words for the person who started it (no stack):
// `jumun serve` prints the message and exits 2.
export class DatabaseOpenError extends Error {
  override readonly name = 'DatabaseOpenError';
}
