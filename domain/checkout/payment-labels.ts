// How a placed order names the payment service it answers with (spec 001 §9 "Payment types"): the
// order-complete page and the CLI's order read say the same; the on-site ones as checkout lists them.
// In English (issue "English") the same services by their English names.
import type { Language } from '../shell/language.ts';
import { ON_SITE_LABELS, ON_SITE_LABELS_EN } from './payment-options.ts';

const labels: Readonly<Record<string, string>> = {
  ...ON_SITE_LABELS,
  onlycard: '신용카드',
  onlyhpp: '휴대폰 결제',
  onlydbank: '계좌이체',
  oneclick: '간편 카드결제',
  naverpay: '네이버페이',
  smilepay: '스마일페이',
  kakaopay: '카카오페이',
  chaipay: '차이페이',
};

const englishLabels: Readonly<Record<string, string>> = {
  ...ON_SITE_LABELS_EN,
  onlycard: 'Credit card',
  onlyhpp: 'Mobile phone payment',
  onlydbank: 'Bank transfer',
  oneclick: 'One-tap card payment',
  naverpay: 'Naver Pay',
  smilepay: 'Smile Pay',
  kakaopay: 'Kakao Pay',
  chaipay: 'Chai Pay',
};

export const paymentLabel = (service: string, language: Language = 'ko'): string =>
  (language === 'en' ? englishLabels : labels)[service] ?? service;
