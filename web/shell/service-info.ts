// The latest service info (spec 001 §7 "Service info ... Checked hourly. Status 491 is treated as
// data."): the shell asks at start and every hour (shell-services.tsx); the promotion banners read it.
import { SERVICE_INFO_INTERVAL_MS } from '../../domain/content/promotion-carousel.ts';
import type { ContentQueries, ServiceInfo } from '../../domain/ports/content-queries.ts';

let latest: ServiceInfo | null = null;
let answered = false;
const listeners = new Set<() => void>();

export const serviceInfo = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): ServiceInfo | null => latest,
  /** The prerendered page had no answer: hydration draws that first, whenever the answer came. */
  getServerSnapshot: (): ServiceInfo | null => null,
  /**
   * Whether the first ask has been answered, read or failed: home's event banners wait for it, so
   * the promotion carousel above them (drawn from this info) never pushes them down once painted.
   */
  hasAnswered: (): boolean => answered,
  hadAnsweredAtPrerender: (): boolean => false,
};

/** Asks now and every hour; a failed answer keeps the last one. Returns the stop. */
export function checkServiceInfoHourly(gateway: Pick<ContentQueries, 'serviceInfo'>): () => void {
  const ask = () =>
    void gateway
      .serviceInfo()
      .then((answer) => {
        if (answer.ok) latest = answer.value;
      })
      .catch(() => undefined)
      .finally(() => {
        answered = true;
        for (const listener of listeners) listener();
      });
  ask();
  const timer = setInterval(ask, SERVICE_INFO_INTERVAL_MS);
  return () => clearInterval(timer);
}
