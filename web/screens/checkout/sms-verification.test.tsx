// @vitest-environment happy-dom
// The phone's SMS block at checkout over the real store (spec 000 §5 "SMS code", §8 "SMS" and
// "General"): a code is checked once, so 확인 after the check on the fourth digit answers as before
// without a second call; a request that finds the gateway down is the service-problem banner with
// 다시 시도, the phone field not marked. The browser tests (web/e2e/checkout-sms.test.ts,
// checkout-network.test.ts) keep the real gateway's count of tries and the cut connection.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testStore } from '../../../domain/store/testing/test-store.ts';
import { renderWithStore } from '../../testing/render-with-store.tsx';
import { CheckoutFormProvider } from './checkout-form.tsx';
import { DeliverySection } from './delivery-section.tsx';

afterEach(cleanup);

const SERVICE = '서비스에 문제가 발생했습니다. 잠시뒤 다시 시도해주세요.';

async function atCheckout() {
  const { store, ports } = testStore();
  await store.dispatch({ type: 'SetLocation', address: '역삼동' });
  await store.dispatch({ type: 'SetPhone', phone: '01012345678' });
  renderWithStore(
    store,
    <CheckoutFormProvider>
      <DeliverySection />
    </CheckoutFormProvider>,
  );
  return { store, ports };
}

const codeField = () => screen.getByRole('textbox', { name: '인증번호' });
const invalid = () => document.querySelectorAll('[aria-invalid="true"]').length;

describe('the SMS block at checkout', () => {
  it('checks a code once: 확인 after the check on the fourth digit shows the same answer, a changed digit is a new try', async () => {
    const { store, ports } = await atCheckout();
    fireEvent.click(screen.getByRole('button', { name: '인증번호 요청' }));
    await screen.findByText(/남은 시간/);
    const code = ports.gateway.outbox.get('01012345678') ?? '';
    const [wrong = '', other = ''] = ['0000', '0001', '0002'].filter((c) => c !== code);

    fireEvent.change(codeField(), { target: { value: wrong } });
    await screen.findByText('인증번호가 일치하지 않습니다.');
    expect(ports.gateway.calls.get('checkSmsCode')).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    fireEvent.keyDown(codeField(), { key: 'Enter' });
    // a changed digit is sent; the taps before it were answered first, without the server
    fireEvent.change(codeField(), { target: { value: other } });
    await waitFor(() => expect(store.projections().checkout.phone.failedChecks).toBe(2));
    expect(ports.gateway.calls.get('checkSmsCode')).toBe(2);
    expect(screen.getByText('남은 인증 횟수 3회')).toBeDefined();
  });

  it('says the service failed in a banner with 다시 시도 when the request finds the gateway down, the phone not marked', async () => {
    const { store, ports } = await atCheckout();
    ports.gateway.failNext('isPhoneVerified', { kind: 'network' });
    fireEvent.click(screen.getByRole('button', { name: '인증번호 요청' }));
    const text = await screen.findByText(SERVICE);
    expect(text.closest('[role="alert"]')?.querySelector('button')?.textContent).toBe('다시 시도');
    expect(invalid()).toBe(0);
    expect(screen.queryByText('잠시 기다렸다 다시 재요청해주세요.')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    await screen.findByText(/남은 시간/);
    expect(screen.queryByText(SERVICE)).toBeNull();
    expect(store.projections().checkout.phone.status).toBe('requested');
  });
});
