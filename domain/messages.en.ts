// The English twin of messages.ts (issue "English"): every code, in the same order and sections,
// for the customers who do not read Korean. Placeholders as there ({name}); Korean particles
// ({name:particle}) are Korean grammar, so here the placeholder is plain ({name}); a word that follows
// a count takes its number with {n|singular|plural} ("{n} {n|item|items}" -> "1 item", "3 items").
import { englishWord } from './i18n/english-count.ts';
import type { MessageCode, MessageParams } from './messages.ts';
import { formatWon } from './money.ts';

export const englishMessages = {
  // ── general (spec 000 §8 "General") ──
  SERVICE_PROBLEM: 'Something went wrong on our side. Please try again in a moment.',
  TOKEN_EXPIRED: 'Your session has expired. Please log in again to order.',
  ORDER_NOT_PROCESSED: "We couldn't process your order. Please try again.",
  // what the reference gateway answers for a request its routes never see (http/error-answer.ts)
  REQUEST_MALFORMED: 'The request is not in a valid format. Please check what you entered.',
  REQUEST_TOO_LARGE: 'The request is too large. Please shorten it and try again.',
  REQUEST_MEDIA_UNSUPPORTED:
    'This request format is not supported. Please send JSON (Content-Type: application/json).',
  REQUEST_PATH_UNKNOWN: "We couldn't find the address you requested.",
  REQUEST_METHOD_NOT_ALLOWED: 'This request method is not supported at this address.',
  REQUEST_REFUSED: "We couldn't process your request.",
  NETWORK_ERROR: "We can't reach the server. Please try again in a moment",
  COOKIES_BLOCKED:
    "Cookies are blocked, so you can't place an order. Please allow cookies in your browser settings.",
  PAGE_LOAD_PROBLEM: 'There was a problem loading the page. Please try again in a moment.',

  // ── restaurant and location (spec 000 §8) ──
  APP_ONLY_RESTAURANT: 'This restaurant only takes orders in the mobile app.',
  RESTAURANT_UNREACHABLE: "This restaurant doesn't deliver to your current location.",
  RESTAURANT_CLOSED: "This restaurant isn't delivering right now.",
  MENU_NOT_SERVED: "This item isn't available right now.",
  LOCATION_UNKNOWN: "We don't know your location. Enter an address and we'll find restaurants near you.",
  OUTSIDE_DELIVERY_AREA: "You're outside this restaurant's delivery area. Please change your address.",
  RESTAURANT_LOAD_FAILED: "We couldn't load the restaurant's details. Please try again in a moment.",
  RESTAURANT_NOT_FOUND: "We couldn't find restaurant {id}. Please check the restaurant number.",
  ADDRESS_LOOKUP_FAILED: "We couldn't get the address.",
  GEOLOCATION_FAILED: "We couldn't get your location. Please pick it on the map or enter your address.",
  GEOLOCATION_PERMISSION_HINT: 'Please allow location access in your browser settings.',
  ADDRESS_NOT_FOUND: "We couldn't find the address you searched for.",
  NOT_SERVICE_AREA: "We don't serve this area.",
  LOCATION_INVALID_FOR_DELIVERY:
    "Your delivery address isn't accurate. Please set your delivery address again.",
  GEO_POINT_INVALID: 'The location coordinates are not valid.',
  ROUTE_RESTAURANT_ID_INVALID: 'The restaurant number is not valid.',
  ROUTE_ZIPCODE_INVALID: 'The postal code can only contain numbers.',
  PLACE_PARTNER_ADDRESS_ERROR:
    'Something went wrong while setting your address. Please set your delivery address again.',
  PLACE_PARTNER_NOT_AVAILABLE: 'Our partner place service is having a temporary problem.',
  LOCTERMS_AGREE_REQUIRED: 'Please agree to the terms for collecting and using location information.',
  TRAVEL_ENTRY_EXPIRED: 'Your partner service link has expired. Please open it again from the partner.',

  // ── menu options (spec 000 §5 "Menu options") ──
  OPTION_MAX_EXCEEDED: 'You can choose up to {n} {n|option|options}.',
  OPTION_LABEL_REQUIRED_COUNT: '(Choose {n})',
  OPTION_LABEL_MAX_COUNT: '(Up to {n})',
  OPTION_LABEL_REQUIRED: '(Choose 1)',
  OPTION_LABEL_OPTIONAL: '(Extras)',
  OPTION_GROUP_EMPTY: "A required choice isn't available",
  OPTION_GROUP_UNSATISFIED: 'Please make a choice for {group}.',
  OPTION_UNKNOWN: "This option can't be chosen.",
  // Scripts and the CLI name groups and options as written; a name that matches none is shown
  // with the ones there are.
  OPTION_GROUP_NAME_UNKNOWN: "{menu} has no option group '{name}'. Option groups: {names}",
  OPTION_NAME_UNKNOWN: "{group} has no option '{name}'. Options: {names}",
  NO_NAMES: 'none',
  OPTION_SOLD_OUT: 'This option is sold out.',
  MENU_SOLD_OUT: 'This item is sold out',
  MENU_HAS_DEPOSIT: 'Items with a reusable container deposit can only be ordered in the app.',
  MENU_UNKNOWN: "This item isn't available right now.",
  MENU_NAME_UNKNOWN: "We couldn't find the item '{name}'. This restaurant's menu: {names}",

  // ── stock (spec 000 §5 "Stock") ──
  STOCK_REMAINING_LABEL: '({n} left)',
  STOCK_EXCEEDED: "You can't order more than what's left, including what's already in your cart.",

  // ── cart (spec 000 §4-§5) ──
  CART_EMPTY: 'Please choose an item.',
  CART_EMPTY_STATE: 'Your cart is empty.',
  CART_OTHER_RESTAURANT:
    'Your cart has items from another restaurant. Would you like to clear your cart and start a new one?',
  CART_AMOUNT_MIN: 'The quantity must be at least 1.',
  CART_ITEM_UNKNOWN: "This item isn't in your cart.",
  CART_ADDED_TOOLTIP: 'Added to your cart.',
  DISPOSABLE_SHORTAGE:
    "Not enough disposables\nThere aren't enough disposables in stock to continue with your order.",
  DISPOSABLE_NOT_REMOVABLE: "Required disposables can't be removed from your cart.",

  // ── minimum order and discounts (spec 000 §5 "Minimum order") ──
  MIN_ORDER_SHORTFALL:
    'Your order is {shortfall} short of the {min} minimum. The difference will be added to your total. Would you like to order?',
  MIN_ORDER_BLOCKED: 'The minimum order is {min}. Please add {shortfall} more.',
  DISCOUNT_MOV_SHORTFALL: 'Add {diff} more to get an extra {amount} off. Would you like to order as it is?',
  MEMBER_ONLY_DISCOUNT:
    "This restaurant's discount is for logged-in customers only. Would you like to log in?",

  // ── checkout form (spec 000 §5 "Checkout form") ──
  CHECKOUT_NOT_INSERTED:
    "Delivery isn't available at this time or to your current location. Please check and try ordering again.",
  ADDRESS_DETAIL_REQUIRED: 'Please enter your address details',
  PHONE_REQUIRED: 'Please enter your mobile number',
  PHONE_NOT_VERIFIED: 'Please verify your mobile number.',
  PHONE_INVALID: 'Please enter a valid mobile number.',
  PAYMENT_REQUIRED: 'Please choose a payment method.',
  PAYMENT_NOT_ALLOWED: "This restaurant doesn't accept this payment method.",
  ORDER_NUMBER_MISSING: "We couldn't process your order. Please try again.",

  // ── coupon (spec 000 §5 "Coupon", §8 "Coupon") ──
  COUPON_CODE_REQUIRED: 'Please enter a coupon code.',
  COUPON_PHONE_REQUIRED: 'Please enter your mobile number.',
  COUPON_TECHNICAL_FAILURE: 'There was a problem applying the coupon. Please try again.',
  COUPON_CANCEL_CONFIRM: 'Would you like to remove the coupon and enter a code again?',
  COUPON_UNAPPLIED_CONFIRM: "The coupon you entered hasn't been applied. Would you like to pay without it?",
  COUPON_INVALID: "This coupon can't be used.",
  COUPON_NOT_APPLIED: 'No coupon has been applied.',
  COUPON_NOT_USABLE: "Coupons can't be used on this order.",
  PAYMENT_SWITCH_CLEARS_DISCOUNT:
    'Switching to pay on delivery will cancel the discounts and coupons you applied. Would you like to switch?',
  PAYMENT_SWITCH_FAILED: 'There was a problem changing the payment method.',

  // ── SMS (spec 000 §5 "SMS code", §8 "SMS") ──
  SMS_CODE_FORMAT: 'The verification code must be 4 digits.',
  SMS_CODE_EMPTY: 'Please enter the verification code.',
  SMS_NOT_REQUESTED: 'Please request a verification code first.',
  SMS_TIMEOUT: 'Time ran out to enter the code. Please request a new verification code.',
  SMS_BAN: "You've made too many requests. Please wait a moment and try again.",
  SMS_RETRY_LATER: 'Please wait a moment before requesting again.',
  SMS_CODE_WRONG: "The verification code doesn't match.",
  SMS_TRIES_LEFT: '{n} {n|attempt|attempts} left',
  SMS_NO_TRIES_LEFT: "You've used all your attempts. Please request a new verification code.",
  SMS_OLD_CODE: 'Your phone verification has expired. Please verify again.',
  PHONE_VERIFIED: 'Your number has been verified.',
  SMS_SENT: "We've sent you a verification code.",

  // ── payment (spec 000 §8 "Mobile-card payment") ──
  PAYMENT_CANCELLED: 'You cancelled the payment. Please check your order and pay again.',
  PAYMENT_FAILED: 'The payment failed. Please use a different payment method.',
  // answering a payment page from a script (AnswerPayment): the customer's side of the provider
  PAYMENT_PAGE_NONE: 'There is no payment window to pay in.',
  PAYMENT_PAGE_NOT_POPUP: 'There is no payment pop-up to close.',
  PAYMENT_PAGE_UNKNOWN: "This payment window can't be answered.",
  PAYMENT_ALREADY_SETTLED: 'This order has already been paid for or cancelled.',

  // ── order info (spec 000 §8 "Order info") ──
  ORDER_INFO_LOAD_FAILED: "We couldn't load the order details.",
  ORDER_INFO_MISSING: 'No order details were found.',
  ORDER_ALREADY_PLACED: 'This order has already been placed.',
  POLL_ANSWER_REQUIRED: 'Please choose an answer.',
  POLL_TEXT_REQUIRED: 'Please write your answer.',

  // ── after the order (jumun's extension, contract/order-progress.ts: the specs stop at the
  // thank-you page, so every text below is worded here, in the seeds' register) ──
  ORDER_STATUS_RECEIVED: 'Waiting for confirmation',
  ORDER_STATUS_ACCEPTED: 'Accepted',
  ORDER_STATUS_COOKING: 'Preparing',
  ORDER_STATUS_DELIVERING: 'On the way',
  ORDER_STATUS_DELIVERED: 'Delivered',
  ORDER_STATUS_CANCELLED: 'Cancelled',
  ORDER_ARRIVAL_ESTIMATE: 'Arriving around {time}',
  ORDER_PROGRESS_LOAD_FAILED: "We couldn't load your order status.",
  ORDER_FOLLOW_OFFLINE: "You're offline, so we're showing the order status we last checked.",
  ORDER_CANCEL_CONFIRM: 'Would you like to cancel your order?',
  ORDER_CANCELLED: 'Your order has been cancelled.',
  ORDER_CANCELLED_REFUND: 'Your order has been cancelled. Your payment will be refunded.',
  ORDER_CANCELLED_BY_RESTAURANT: 'The restaurant had to cancel your order. ({reason})',
  ORDER_NOT_CANCELLABLE:
    "Orders the restaurant has already accepted can't be cancelled. Please call the restaurant.",
  ORDER_NOT_STARTED: "This order wasn't sent to the restaurant because the payment wasn't completed.",
  ORDER_CANCEL_FAILED: "We couldn't cancel your order. Please try again.",
  ORDER_ALREADY_CANCELLED: 'This order has already been cancelled.',
  ORDER_REFUND_PENDING: 'Refund in progress',
  ORDER_REFUNDED: 'Refunded',
  ORDER_HISTORY_LOAD_FAILED: "We couldn't load your order history.",
  ORDER_HISTORY_EMPTY: 'You have no orders yet.',
  REORDER_RESTAURANT_CLOSED: "{restaurant} isn't delivering right now, so you can't reorder.",
  REORDER_OUTSIDE_DELIVERY:
    'Your delivery address is outside the delivery area of {restaurant}. Please change your address.',
  REORDER_NOTHING_LEFT: "The items from your last order can't be ordered right now.\n{changes}",
  REORDER_CHANGES_CONFIRM:
    'Some things have changed since your last order.\n{changes}\nWould you like to add the items to your cart as they are now?',
  REORDER_CHANGES_REPLACE_CONFIRM:
    'Some things have changed since your last order.\n{changes}\nWould you like to clear your cart and add the items as they are now?',
  REORDER_REPLACE_CONFIRM: 'Would you like to clear your cart and add your last order?',
  // one line of the changes a reorder says before the cart is replaced
  REORDER_ITEM_GONE: "{menu}: removed because it's no longer on the menu.",
  REORDER_ITEM_SOLD_OUT: "{menu}: removed because it's sold out.",
  REORDER_ITEM_NOT_ORDERABLE: '{menu}: {reason}',
  REORDER_OPTION_GONE: "{menu}: removed because the option '{option}' is no longer offered.",
  REORDER_OPTION_SOLD_OUT: "{menu}: removed because the option '{option}' is sold out.",
  REORDER_OPTIONS_CHANGED:
    '{menu}: removed because its options have changed. Please choose again from the menu.',
  REORDER_PRICE_CHANGED: '{menu}: the price has changed from {from} to {to}.',
  REORDER_AMOUNT_REDUCED: '{menu}: only {n} left, so we added {n}.',

  // ── review (spec 000 §8 "Review report", §9 age labels) ──
  REVIEW_REPORT_LOGIN: 'You need to log in to do this. Would you like to log in?',
  REVIEW_AGE_NOW: 'Just now',
  REVIEW_AGE_MINUTES: '{n} {n|minute|minutes} ago',
  REVIEW_AGE_HOURS: '{n} {n|hour|hours} ago',
  REVIEW_AGE_YESTERDAY: 'Yesterday',
  REVIEW_AGE_DAYS: '{n} {n|day|days} ago',
  REVIEW_AGE_WEEK: 'A week ago',
  REVIEW_AGE_DATE: '{year}/{month}/{day}',
  SEARCH_KEYWORD_TOO_SHORT: 'Please enter at least 2 characters to search.',

  // ── accounts (spec 001 §5, §8) ──
  LOGIN_FIELDS_REQUIRED: 'Please enter your email and password.',
  LOGIN_FAILED: "We couldn't process that. Please try again.",
  LOGIN_CAPTCHA_REQUIRED: 'Please enter the characters shown in the image.',
  CAPTCHA_LOAD_FAILED: "Notice: we couldn't process that. Please try again.",
  SOCIAL_LOGIN_FAILED: "We couldn't log you in with your social account. Please try again",
  NAVER_LOGIN_FAILED: "We couldn't log you in with your Naver ID. Please try again",
  KAKAO_LOGIN_FAILED: "We couldn't log you in with your Kakao account. Please try again",
  WITHDRAWAL_RESERVED: 'This account has a pending request to be closed.',
  SOCIAL_JOIN_REQUIRED: "This account isn't registered yet. Please sign up.",
  PASSWORD_CHANGE_REQUIRED:
    "You haven't changed your password in a long time. For your security, please change it.",
  PASSWORD_CHANGE_REQUIRED_PC:
    "You haven't changed your password in a long time. For your security, please change it under My Info on our desktop website.",
  PASSWORD_MISMATCH: "The passwords don't match.",
  PASSWORD_TOO_SHORT: 'Your password must be at least 8 characters.',
  PASSWORD_REPEATS: "You can't use the same character 4 or more times in a row.",
  PASSWORD_CHAR_CLASSES: 'Your password must include letters, numbers and special characters.',
  JOIN_PHONE_NOT_VERIFIED: 'Please verify your phone number.',
  JOIN_EMAIL_REQUIRED: 'Please enter your email.',
  JOIN_EMAIL_INVALID: "That email address isn't valid.",
  JOIN_PASSWORD_REQUIRED: 'Please enter a password.',
  JOIN_CONFIRM_PASSWORD_REQUIRED: 'Please confirm your password.',
  JOIN_NICKNAME_REQUIRED: 'Please enter a nickname.',
  JOIN_PHONE_REQUIRED: 'Please enter your mobile number',
  JOIN_AGREE_POLICY: 'Please agree to the terms of use.',
  JOIN_AGREE_COLLECT: 'Please agree to the collection and use of your personal information.',
  JOIN_AGREE_EFINANCE: 'Please agree to the electronic financial transactions terms.',
  JOIN_AGREE_14_AGE: 'You must be 14 or older to sign up.',
  JOIN_FAILED: "We couldn't sign you up with your social account. Please try again.",
  JOIN_STAY_LOGGED_IN: "You're signed up. Would you like to stay logged in?",
  PASSWORD_INQUIRY_FAILED: 'Something went wrong on our side. Please try again in a moment.',
  PASSWORD_INQUIRY_SENT: "We've emailed you instructions to reset your password.",
  ID_INQUIRY_NOT_FOUND: "We couldn't find an account with those details.",
  WITHDRAW_REASON_REQUIRED: 'Please choose a reason for closing your account.',
  WITHDRAW_TEXT_TOO_SHORT: 'Please write at least 10 characters',
  WITHDRAW_FAILED: 'There was a problem with your request to close your account.',
  WITHDRAW_CONFIRM: 'Are you sure you want to close your account?',
  WITHDRAW_DONE: "We've received your request to close your account.",
  LOGIN_REQUIRED: 'You need to log in.',
  LOGGED_OUT: "You've been logged out.",
  IDLE_LOGOUT: "You've been logged out after 30 minutes of inactivity.",
  IDLE_LOGOUT_RELOGIN:
    "You've been logged out after 30 minutes of inactivity. Would you like to log in again?",
  NOTICE_LOAD_FAILED: "We couldn't load the notices.",
  EVENT_NOT_FOUND: "This event has ended or doesn't exist.",

  // ── the installed app (jumun's extension, web/pwa/: a new build, a return visit offline) ──
  APP_UPDATE_READY: 'A new version is available.',
  APP_UPDATE_RELOAD: 'Refresh',
  CHECKOUT_NEEDS_NETWORK:
    "You're not connected to the internet. You can order and pay once you're back online. Your cart is still here.",

  // ── shell (spec 001 §2) ──
  TOOLTIP_ENTER_ADDRESS: 'Please enter your delivery address',
  SEARCH_PLACEHOLDER_MENU: 'Search the menu',
  SEARCH_PLACEHOLDER_RESTAURANT: 'Search restaurants or dishes',

  // ── what the reference gateway answers in its own words ──
  WRONG_CREDENTIALS: 'Your e-mail or password is incorrect.',
  CAPTCHA_REQUIRED: 'Too many failed logins. Please also enter the characters shown in the image.',
  CAPTCHA_WRONG: "The characters don't match. Please enter the new ones.",
  CAPTCHA_EXPIRED: 'The characters have expired. Please enter the new ones.',
  LOGIN_LOCKED: 'Too many failed logins: logging in to this account is paused. Please try again in {wait}.',
  LOGIN_CLIENT_LIMIT: 'Too many login attempts. Please try again in {wait}.',
  SESSION_EXPIRED: 'Your login has expired. Please log in again.',
  JOINED: "You're signed up.",
  EMAIL_TAKEN: 'This e-mail is already registered.',
  PASSWORD_TOO_LONG: 'That password is too long. Please choose a shorter one.',
  SOCIAL_ALREADY_JOINED: 'This social account is already registered.',
  SMS_OLD_CODE_MARKED: '{text} (old_vericode)',
  ID_NOT_VERIFIED: 'Please verify your phone first.',
  CUSTOMER_ID_MISMATCH: "Your customer details don't match. Please log in again and order.",
  CART_NOT_FOUND: "We couldn't find your cart. Please check it again.",
  CART_SIGNATURE_INVALID: "Your cart details aren't valid. Please check your cart again.",
  PRICE_CHANGED: 'The total has changed. Please check your order.',
  AGREEMENT_REQUIRED: 'Please confirm your order and agree to the terms.',
  IDEMPOTENCY_KEY_REUSED: 'This request was already used for another order. Please check your order.',
  CART_RESTAURANT_MISMATCH: "The restaurant in your cart isn't valid.",
  COUPON_NOT_FOUND: "This coupon doesn't exist.",
  COUPON_EXPIRED: 'This coupon has expired.',
  COUPON_USED: 'This coupon has already been used.',
  COUPON_ONLINE_ONLY: 'This coupon is for online payment only.',
  COUPON_OFFLINE_ONLY: 'This coupon is for paying on delivery only.',
  COUPON_NOT_CHECKED: 'Please apply the coupon again.',
  COUPON_ONE_ONLY: 'Only one coupon can be used per order.',
  COUPON_MIN_ORDER: 'This coupon is for orders of {min} or more.',
  STOCK_TITLE: 'Out of stock',
  STOCK_LINE: '{name}: {n} left.',
  SMS_CUSTOMER_ID_MISMATCH: "Your customer details don't match. Please try again.",
  SMS_ALREADY_VERIFIED: 'This number is already verified.',
  SMS_NUMBER_BANNED: "We can't send a code to this number. Please contact customer service.",
  SMS_CODE_USED: 'This code has already been used. Please request a new one.',
  SMS_CODE_WRONG_TRIES_LEFT: "The verification code doesn't match. {n} {n|attempt|attempts} left",
} as const satisfies Record<MessageCode, string>;

/**
 * The English text for `code` with its {placeholders} filled in; `{n|item|items}` is the word for
 * the number `n` ("1 item", "3 items"). A placeholder without its value stays as written.
 */
export function formatEnglishMessage(code: MessageCode, params: MessageParams = {}): string {
  return englishMessages[code].replace(
    /\{(\w+)(?:\|([^|{}]*)\|([^|{}]*))?\}/g,
    (whole, name: string, one?: string, many?: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      if (typeof value === 'object') return formatWon(value.won, 'en');
      if (one === undefined || many === undefined) return String(value);
      return englishWord(Number(value), one, many);
    },
  );
}
