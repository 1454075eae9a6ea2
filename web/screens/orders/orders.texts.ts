// 주문내역's and 재주문's own words (issue "English"); the statuses, the empty list and the refusals
// are the catalogue's (useMessages), the dates domain/orders/placed-date.ts.
import { defineTexts } from '../../../domain/i18n/texts.ts';

export const ordersTexts = defineTexts({
  ko: {
    title: '주문내역',
    guestNote: '비회원 주문은 이 기기에서 주문한 내역만 보여드립니다.',
    logIn: '로그인',
    loading: '주문내역을 불러오는 중입니다',
    browse: '음식점 보러 가기',
    list: '주문 목록',
    loadingMore: '불러오는 중',
    more: '더보기',
    orderNumber: (n: string) => `주문번호 ${n}`,
    paid: '결제금액',
    details: '주문 상세',
    reorder: '재주문',
    cancel: '취소',
    addToCart: '주문표에 담기',
    changes: '달라진 점',
  },
  en: {
    title: 'Your orders',
    guestNote: 'As a guest, you only see orders placed on this device.',
    logIn: 'Log in',
    loading: 'Loading your orders',
    browse: 'Browse restaurants',
    list: 'Orders',
    loadingMore: 'Loading',
    more: 'Show more',
    orderNumber: (n: string) => `Order no. ${n}`,
    paid: 'Total paid',
    details: 'Order details',
    reorder: 'Reorder',
    cancel: 'Cancel',
    addToCart: 'Add to cart',
    changes: 'What changed',
  },
});
