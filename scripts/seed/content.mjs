// The information pages and marketing of the seed: notices.json, faq.json, banners.json,
// events.json, poll.json and service.json.

// biome-ignore format: a data table, one row per line
export const NOTICES = [
  { id: 1, title: '[안내] 11월 서비스 정기 점검 안내', created_at: '2026-11-18T10:00:00+09:00', html: '<p>보다 안정적인 서비스를 위해 정기 점검을 진행합니다.</p><p><b>일시</b>: 2026년 11월 25일(수) 02:00 ~ 05:00</p><p>점검 시간에는 주문이 제한됩니다.</p>' },
  { id: 2, title: '개인정보처리방침 개정 안내', created_at: '2026-11-01T09:00:00+09:00', html: '<p>개인정보처리방침이 2026년 11월 15일부로 개정됩니다.</p><ul><li>수집 항목 정비</li><li>보관 기간 명시</li></ul>' },
  { id: 3, title: '겨울맞이 첫 주문 할인 이벤트', created_at: '2026-10-20T11:00:00+09:00', html: '<p>첫 주문 고객께 7,000원 할인 쿠폰(FIRSTORDER7000)을 드립니다.</p>' },
  { id: 4, title: '다회용기 주문은 앱에서만 가능합니다', created_at: '2026-09-05T14:00:00+09:00', html: '<p>다회용컵(보증금) 옵션이 있는 메뉴는 앱에서 주문해 주세요.</p>' },
  { id: 5, title: '전자금융거래 이용약관 변경 안내', created_at: '2026-07-01T09:00:00+09:00', html: '<p>전자금융거래 이용약관 일부 조항이 변경되었습니다.</p>' },
].map((notice) => ({
  id: notice.id,
  type: 'DEFAULT',
  title: notice.title,
  html: notice.html,
  created_at: notice.created_at,
}));

// biome-ignore format: a data table, one row per line
export const FAQ = [
  [1, 'order', '주문을 취소하고 싶어요.', '<p>음식점에서 주문을 접수하기 전에는 주문 내역에서 취소할 수 있습니다. 접수 후에는 음식점으로 연락해 주세요.</p>'],
  [2, 'order', '최소주문금액보다 적게 주문할 수 있나요?', '<p>모자란 금액이 2,000원 이하이면 차액을 더해 주문할 수 있습니다. 일부 음식점은 최소주문금액 미만 주문을 받지 않습니다.</p>'],
  [3, 'payment', '어떤 결제수단을 쓸 수 있나요?', '<p>신용카드, 휴대폰 결제, 간편결제(온라인)와 만나서 카드·현금 결제를 지원합니다. 음식점마다 다를 수 있습니다.</p>'],
  [4, 'payment', '결제가 두 번 된 것 같아요.', '<p>중복 결제는 영업일 기준 3~5일 안에 자동 취소됩니다.</p>'],
  [5, 'delivery', '배달 주소를 바꾸고 싶어요.', '<p>주문 전에는 상단의 주소를 눌러 바꿀 수 있습니다. 주문 후에는 음식점으로 연락해 주세요.</p>'],
  [6, 'delivery', '배달팁은 어떻게 정해지나요?', '<p>음식점이 주문 금액별로 배달팁을 정합니다. 일정 금액 이상 주문하면 무료 배달이 되는 곳도 있습니다.</p>'],
  [7, 'coupon', '쿠폰은 어떻게 쓰나요?', '<p>주문하기 화면에서 쿠폰 코드를 입력하고 적용을 누르세요. 휴대전화 인증이 먼저 필요합니다.</p>'],
  [8, 'coupon', '쿠폰이 적용되지 않아요.', '<p>최소 주문 금액, 결제 방법(온라인/만나서), 유효 기간을 확인해 주세요.</p>'],
  [9, 'account', '비밀번호를 잊어버렸어요.', '<p>로그인 화면의 비밀번호 찾기에서 가입한 이메일로 재설정할 수 있습니다.</p>'],
  [10, 'account', '네이버·카카오로 가입할 수 있나요?', '<p>네, 로그인 화면에서 네이버 또는 카카오 로그인을 선택하세요.</p>'],
  [11, 'withdraw', '회원 탈퇴는 어떻게 하나요?', '<p>내 정보 &gt; 회원 탈퇴에서 탈퇴 사유를 선택하고 신청할 수 있습니다.</p>'],
  [12, 'withdraw', '탈퇴하면 쿠폰과 주문 내역은 어떻게 되나요?', '<p>탈퇴 신청 후 보유한 쿠폰은 사라지며, 주문 내역은 관련 법령에 따라 일정 기간 보관 후 삭제됩니다.</p>'],
  [13, 'withdraw', '탈퇴 신청을 취소할 수 있나요?', '<p>탈퇴 신청 후 7일 동안은 탈퇴 대기 상태이며, 고객센터로 연락하시면 취소할 수 있습니다.</p>'],
].map(([id, section, question, answer_html]) => ({ id, section, question, answer_html }));
/** One banner per case of the promotion banner: shown, closed, expired, without an image, not for mobile. */
export function banners(tile) {
  const image = (name, label, color) => tile(`images/banners/${name}.svg`, label, color);
  return [
    {
      code: 'mobile.front',
      closed: false,
      start_date: '2026-11-01T00:00:00+09:00',
      end_date: '2026-12-31T23:59:59+09:00',
      images: { android_high: image('winter-sale', 'SALE', '#2E86AB') },
      tracking_code: { tracking_ga: 'promo_winter_sale' },
    },
    {
      code: 'mobile.front',
      closed: true,
      start_date: '2026-11-01T00:00:00+09:00',
      end_date: '2026-12-31T23:59:59+09:00',
      images: { android_high: image('closed-promo', '이벤트', '#6A4C93') },
      tracking_code: { tracking_ga: 'promo_closed' },
    },
    {
      code: 'mobile.front',
      closed: false,
      start_date: '2026-09-01T00:00:00+09:00',
      end_date: '2026-10-31T23:59:59+09:00',
      images: { android_high: image('chuseok', '추석', '#A8201A') },
      tracking_code: { tracking_ga: 'promo_chuseok' },
    },
    {
      code: 'mobile.front',
      closed: false,
      start_date: '2026-11-01T00:00:00+09:00',
      end_date: '2026-12-31T23:59:59+09:00',
      images: { android_high: '' },
      tracking_code: { tracking_ga: 'promo_no_image' },
    },
    {
      code: 'pc.front',
      closed: false,
      start_date: '2026-11-01T00:00:00+09:00',
      end_date: '2026-12-31T23:59:59+09:00',
      images: { android_high: image('pc-only', 'PC', '#29335C') },
      tracking_code: { tracking_ga: 'promo_pc' },
    },
  ];
}

// biome-ignore format: a data table, one row per line
export const EVENTS = [
  { id: 1, event_name: '겨울맞이_첫주문할인_1', html: '<h1>첫 주문 7,000원 할인</h1><p>쿠폰 코드 FIRSTORDER7000 (15,000원 이상, 온라인 결제)</p>', tracking_url: '{"tracking_ga":"event_first_order"}' },
  { id: 2, event_name: '리뷰이벤트_2', html: '<h1>사진 리뷰 쓰고 커피 받자</h1><p>11월 한 달 동안 사진 리뷰를 남기면 추첨을 통해 커피 쿠폰을 드립니다.</p>', tracking_url: '{"tracking_ga":"event_photo_review"}' },
  { id: 3, event_name: '치킨데이_3', html: '<h1>매주 목요일은 치킨데이</h1><p>참여 치킨집 10% 할인</p>', tracking_url: '{"tracking_ga":"event_chicken_day"}' },
];

// biome-ignore format: a data table, one row per line
// The poll opens on the order-complete page, before the food has come: it asks about the ordering.
export const POLL = [
  { number: 1, text: '주문이 간편했어요', has_text: false },
  { number: 2, text: '원하는 메뉴를 찾기 쉬웠어요', has_text: false },
  { number: 3, text: '할인 혜택이 좋았어요', has_text: false },
  { number: 4, text: '주문 과정이 불편했어요', has_text: false },
  { number: 5, text: '기타 (직접 입력)', has_text: true },
];

export const SERVICE = {
  status: { active: false, content: '11월 25일 02:00 ~ 05:00 정기 점검으로 주문이 제한됩니다.' },
  max_sms_verification_time: 5,
};
