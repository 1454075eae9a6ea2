// A test page standing in for the checkout screen's pay button (web/e2e/payment-steps.ts bundles it and
// serves it on the gateway's origin): the stored session goes on as the customer, the
// button dispatches SubmitOrder through the app's dispatch layer, and <PaymentHandoff /> takes the
// placed order to its payment page. The bcrypt check is answered "not blocked" here; its worker is
// the app bundle's.
import '../../styles/global.css';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { fetchTransport } from '../../../adapters/http/fetch-transport.ts';
import { httpGateway } from '../../../adapters/http/http-gateway.ts';
import { defaultProfile } from '../../../adapters/http/profile.ts';
import { storageTokens } from '../../../adapters/http/tokens.ts';
import { browserStorage } from '../../../adapters/storage/browser-storage.ts';
import { storedEventLog } from '../../../adapters/storage/event-log-store.ts';
import { handlers } from '../../../domain/intents/index.ts';
import { createStore } from '../../../domain/store/store.ts';
import { DialogsProvider } from '../../dialogs/dialogs.tsx';
import { useDispatch } from '../../dialogs/use-dispatch.ts';
import { useAppLocation } from '../../shell/navigation.ts';
import { QueryCache } from '../../store/query-cache.ts';
import { StoreProvider } from '../../store/store-context.tsx';
import type { WebStore } from '../../store/web-store.ts';
import { Button } from '../../ui/button.tsx';
import { PaymentHandoff } from '../payment-handoff.tsx';

const storage = browserStorage();
const clock = { now: () => Date.now() };
const stored = storedEventLog(storage, clock);
const gateway = httpGateway({
  deviceId: storage.get('local', 'device_id') ?? 'e2e',
  transport: fetchTransport(),
  profile: defaultProfile(location.origin),
  tokens: storageTokens(storage),
  userAgent: navigator.userAgent,
});
const store = createStore({
  ports: {
    gateway,
    clock,
    ids: { next: () => crypto.randomUUID() },
    blocklist: { isBlocked: () => Promise.resolve(false) },
    device: { cookiesEnabled: () => true, isMobile: () => true },
  },
  handlers,
  log: stored.read() ?? [],
  onAppend: (_appended, log) => stored.write(log),
});
const web: WebStore = {
  store,
  gateway,
  storage,
  queries: new QueryCache(),
  clock,
  preload: () => Promise.resolve(),
};

function PayButton() {
  const dispatch = useDispatch();
  return (
    <main className="page">
      <h1>결제 테스트</h1>
      <Button onClick={() => void dispatch({ type: 'SubmitOrder', confirmed: true }, { popup: true })}>
        결제하기
      </Button>
    </main>
  );
}

const root = document.getElementById('root');
if (root !== null)
  createRoot(root).render(
    <StoreProvider value={web}>
      <Router hook={useAppLocation}>
        <DialogsProvider>
          <PayButton />
          <PaymentHandoff />
        </DialogsProvider>
      </Router>
    </StoreProvider>,
  );
