// How the order-complete page names the payment service an order answers with (spec 001 §9
// "Payment types"); UI labels only.
const labels: Readonly<Record<string, string>> = {
  cash: '만나서 현금결제',
  creditcard: '만나서 카드결제',
  onlycard: '신용카드',
  onlyhpp: '휴대폰 결제',
  onlydbank: '계좌이체',
  oneclick: '간편 카드결제',
  naverpay: '네이버페이',
  smilepay: '스마일페이',
  kakaopay: '카카오페이',
  chaipay: '차이페이',
};

export const paymentLabel = (service: string): string => labels[service] ?? service;
