import { describe, expect, it } from 'vitest';
import { handsBackToOpener, PROVIDER_POPUP_NAME, popupReturn } from './popup-return.ts';

const origin = 'http://127.0.0.1:4000';

describe('where the mobile-card popup is', () => {
  it('is still with the provider on its popup, a blank page or another origin', () => {
    expect(popupReturn(`${origin}/sandbox/smilepay/popup?OrderId=1&Moid=1`, origin)).toBeNull();
    expect(popupReturn('about:blank', origin)).toBeNull();
    expect(popupReturn('https://pay.example.com/#/checkout/', origin)).toBeNull();
    expect(popupReturn(null, origin)).toBeNull();
    expect(popupReturn('not a url', origin)).toBeNull();
  });

  it('is back on the app with the thank-you page or checkout with the result code and message', () => {
    expect(popupReturn(`${origin}/#/checkout/thankyou!!/?order_number=26`, origin)).toBe(
      '/checkout/thankyou!!/?order_number=26',
    );
    expect(popupReturn(`${origin}/#/checkout/?code=PAYMENT_CANCELLED&message=x`, origin)).toBe(
      '/checkout/?code=PAYMENT_CANCELLED&message=x',
    );
    expect(popupReturn(`${origin}/`, origin)).toBeNull();
  });
});

describe('the app come back in the provider popup', () => {
  const open = { closed: false };
  it('hands the result back while its opener is open', () => {
    expect(handsBackToOpener({ name: PROVIDER_POPUP_NAME, opener: open })).toBe(true);
  });

  it('starts as the app when its opener is gone or it is no popup of ours', () => {
    expect(handsBackToOpener({ name: PROVIDER_POPUP_NAME, opener: { closed: true } })).toBe(false);
    expect(handsBackToOpener({ name: PROVIDER_POPUP_NAME, opener: null })).toBe(false);
    expect(handsBackToOpener({ name: '', opener: open })).toBe(false);
    const crossOrigin = {
      get closed(): boolean {
        throw new Error('SecurityError');
      },
    };
    expect(handsBackToOpener({ name: PROVIDER_POPUP_NAME, opener: crossOrigin })).toBe(false);
  });
});
