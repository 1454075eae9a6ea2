// The latest service info (spec 001 §7 "Service info ... Checked hourly. Status 491 is treated as
// data."): the shell asks at start and every hour (shell-services.tsx); the promotion banners read it.
import { SERVICE_INFO_INTERVAL_MS } from '../../domain/content/promotion-carousel.ts';
import type { ContentQueries, ServiceInfo } from '../../domain/ports/content-queries.ts';

let latest: ServiceInfo | null = null;
const listeners = new Set<() => void>();

export const serviceInfo = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): ServiceInfo | null => latest,
};

/** Asks now and every hour; a failed answer keeps the last one. Returns the stop. */
export function checkServiceInfoHourly(gateway: Pick<ContentQueries, 'serviceInfo'>): () => void {
  const ask = () =>
    void gateway.serviceInfo().then((answer) => {
      if (!answer.ok) return;
      latest = answer.value;
      for (const listener of listeners) listener();
    });
  ask();
  const timer = setInterval(ask, SERVICE_INFO_INTERVAL_MS);
  return () => clearInterval(timer);
}
