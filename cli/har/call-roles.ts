// What each call of the contract is to a session turned into a script: a step the mapping writes
// (har-steps.ts), a call the script's own commands ask again when it runs (so nothing to write),
// or a call no command makes, with the reason the import says. Every call is named, so a call
// added to the contract is decided here before it compiles.
import type { CallName } from '../../contract/calls.ts';

export type CallRole =
  | { readonly role: 'step' }
  | { readonly role: 'asked'; readonly by: string }
  | { readonly role: 'none'; readonly reason: string };

const step = { role: 'step' } as const;
const asked = (by: string): CallRole => ({ role: 'asked', by });
const none = (reason: string): CallRole => ({ role: 'none', reason });

const screenRead = none("a screen's own read: no command asks it, and a script has nothing to do with it");
const notAnOrder = none('an account flow: import-har maps an order (a login is mapped, a join is not)');
const social = none(
  "a social login or join: its token came from the provider's page for that session and cannot be replayed",
);

export const callRoles: Readonly<Record<CallName, CallRole>> = {
  'restaurant.detail': asked('OpenRestaurant'),
  'restaurant.list': screenRead,
  'restaurant.search': screenRead,
  'restaurant.menu': step,
  'restaurant.info': screenRead,
  'review.list': screenRead,
  'review.rating': screenRead,
  'review.report': none('a review report: no command'),
  'review.report-reply': none('a review report: no command'),
  'stock.check': asked('AddItem and GoToCheckout'),
  'coupon.check': step,
  'coupon.disuse': step,
  'cart.submit': step,
  'cart.refresh': asked('ChoosePayment and SubmitOrder'),
  'checkout.discount-info': asked('GoToCheckout'),
  'payment.methods': asked('GoToCheckout'),
  'order.submit': step,
  'order.legacy-submit': none("the legacy submit: the web app's order is order.submit"),
  'order.info': step,
  'order.progress': step,
  'order.cancel': step,
  'order.history': step,
  'geo.reverse-geocode': asked('SetLocation'),
  'geo.geocode': asked('SetLocation'),
  'geo.district-search': screenRead,
  'geo.restaurants-available': step,
  'geo.place-extra-info': none("a partner's place entry: no command"),
  'sms.phone-verified': asked('SetPhone and RequestSmsCode'),
  'sms.send': step,
  'sms.check': step,
  'sms.app-link': none('the app download text: no command'),
  'member.user-info': asked('LogIn'),
  'member.login-email': step,
  'member.captcha-image': screenRead,
  'member.logout': step,
  'member.update-last-login': asked('LogIn'),
  'member.social-login': social,
  'member.social-joined': social,
  'member.token-refresh': asked('every command (the session renews its token itself)'),
  'member.anonymous-customer': asked('every command (a guest is made on the first call)'),
  'member.join': notAnOrder,
  'member.social-join': social,
  'member.password-inquiry': notAnOrder,
  'member.id-inquiry': notAnOrder,
  'member.withdraw': notAnOrder,
  'content.banners': screenRead,
  'content.proxy': screenRead,
  'content.service-info': asked('SubmitOrder'),
  'content.service-status': screenRead,
  'content.notices': screenRead,
  'content.faq': screenRead,
  'content.event': screenRead,
  'content.template': screenRead,
  'poll.choices': asked('AnswerPoll'),
  'poll.submit': step,
};
