// The popups' and toasts' own words (issue "English"); what they say is the caller's.
import { defineTexts } from '../../domain/i18n/texts.ts';

export const dialogTexts = defineTexts({
  ko: {
    ok: '확인',
    cancel: '취소',
    confirmTitle: '확인해주세요',
    alertTitle: '알림',
    logIn: '로그인',
    orderWithoutLogin: '그냥 주문하기',
  },
  en: {
    ok: 'OK',
    cancel: 'Cancel',
    confirmTitle: 'Please confirm',
    alertTitle: 'Notice',
    logIn: 'Log in',
    orderWithoutLogin: 'Order without logging in',
  },
});
