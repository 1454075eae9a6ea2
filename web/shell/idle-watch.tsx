// Idle logout's switch (spec 001 §4 "Session idle"): only while the session is one to watch (a
// member who did not ask to stay logged in, outside the embedded partner app) is the watcher's chunk
// loaded and mounted; it unmounts when the session ends.
import { lazy, Suspense } from 'react';
import { isIdleTracked } from '../../domain/shell/idle-tracking.ts';
import { PARTNER_MODE_KEY, readPartnerMode } from '../../domain/shell/partner-session.ts';
import { useSession } from '../store/projections.ts';
import { useWebStore } from '../store/store-context.tsx';

const IdleLogout = lazy(() => import('./idle-logout.tsx'));

export function IdleWatch() {
  const { loggedIn, maintainLogin } = useSession();
  const { storage } = useWebStore();
  const mode = readPartnerMode(storage.get(PARTNER_MODE_KEY.area, PARTNER_MODE_KEY.key));
  if (!isIdleTracked({ loggedIn, maintainLogin, mode })) return null;
  return (
    <Suspense fallback={null}>
      <IdleLogout />
    </Suspense>
  );
}
