import { describe, expect, it } from 'vitest';
import { popupReturn } from './popup-return.ts';

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
