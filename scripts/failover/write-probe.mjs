// A write every 100 ms through the gateways in turn (a new anonymous customer: POST /v1/customers,
// one insert), each answer timed: when the database took writes and when it did not, to the
// tenth of a second, and what the refusals were.

export class WriteProbe {
  /** @type {{ at: number, ok: boolean, kind: string }[]} */
  samples = [];
  #stopped = false;
  #done = null;

  /** @param {string[]} gateways */
  constructor(gateways, everyMs = 100) {
    this.gateways = gateways;
    this.everyMs = everyMs;
  }

  start() {
    this.#done = (async () => {
      for (let i = 0; !this.#stopped; i++) {
        const gateway = this.gateways[i % this.gateways.length];
        const sent = Date.now();
        const kind = await this.#write(gateway, i);
        this.samples.push({ at: Date.now(), ok: kind === '2xx', kind });
        await pause(Math.max(0, this.everyMs - (Date.now() - sent)));
      }
    })();
  }

  async stop() {
    this.#stopped = true;
    await this.#done;
  }

  async #write(gateway, i) {
    try {
      const answer = await fetch(`${gateway}/v1/customers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ device_id: `soak-probe-${process.pid}-${i}` }),
        signal: AbortSignal.timeout(10_000),
      });
      await answer.arrayBuffer();
      return answer.ok ? '2xx' : `http ${answer.status}`;
    } catch (error) {
      return error.name === 'TimeoutError' ? 'timeout' : `network ${error.cause?.code ?? error.message}`;
    }
  }

  /** Seconds from `at` to the first write accepted after it, or null if none was. */
  acceptedAgainAfter(at) {
    const first = this.samples.find((s) => s.at > at && s.ok);
    return first === undefined ? null : (first.at - at) / 1000;
  }

  /** The longest time between two accepted writes, in seconds. */
  longestGap() {
    let last = null;
    let longest = 0;
    for (const s of this.samples.filter((x) => x.ok)) {
      if (last !== null) longest = Math.max(longest, s.at - last);
      last = s.at;
    }
    return longest / 1000;
  }

  /** Refused or unanswered writes by kind. */
  failures() {
    const kinds = {};
    for (const s of this.samples.filter((x) => !x.ok)) kinds[s.kind] = (kinds[s.kind] ?? 0) + 1;
    return kinds;
  }
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
