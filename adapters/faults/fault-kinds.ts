// The faults a faults file can inject and what each does (fault-transport.ts does it): the fault
// config's codec is made from this list, and `jumun run --help` and `jumun load --help` print it.
// It imports nothing, so a --help loads no more than this.
export const faultKinds = {
  timeout: 'the request times out; it is never sent',
  status500: 'a 500 answer; never sent, so the server did nothing',
  status0: 'no answer at all, as when the network is gone; never sent',
  malformed: 'a 200 answer whose body does not decode ("body" gives its text)',
  reset: 'sent, and its answer lost: the server acted, the client saw nothing',
} as const;
