// Every user-facing Korean string of both specs, keyed by a code. Where a spec quotes a string it
// appears here verbatim. Where a spec elides part of a string ("...") or describes it in English,
// the text below is our Korean wording; those entries are marked `// worded here`.
// Placeholders are written {name} and filled by `formatMessage`; {name:을/를} adds the particle
// that fits the value's last syllable ("반반 맛 선택을", "사이즈를").
import { josa } from 'es-hangul';
import { formatWon } from './money.ts';

export const messages = {
  // ── general (spec 000 §8 "General") ──
  SERVICE_PROBLEM: '서비스에 문제가 발생했습니다. 잠시뒤 다시 시도해주세요.',
  TOKEN_EXPIRED: '인증이 만료 되었습니다. 재로그인 후 주문해주세요.',
  ORDER_NOT_PROCESSED: '주문을 처리하지 못했습니다. 다시 시도해주세요.',
  // what the reference gateway answers for a request its routes never see (http/error-answer.ts)
  REQUEST_MALFORMED: '요청 형식이 올바르지 않습니다. 입력 내용을 확인해주세요.', // worded here
  REQUEST_TOO_LARGE: '요청 내용이 너무 큽니다. 내용을 줄여서 다시 시도해주세요.', // worded here
  REQUEST_MEDIA_UNSUPPORTED:
    '지원하지 않는 요청 형식입니다. JSON(Content-Type: application/json)으로 보내주세요.', // worded here
  REQUEST_PATH_UNKNOWN: '요청하신 주소를 찾을 수 없습니다.', // worded here
  REQUEST_METHOD_NOT_ALLOWED: '이 주소에서 지원하지 않는 요청 방식입니다.', // worded here
  REQUEST_REFUSED: '요청을 처리할 수 없습니다.', // worded here
  NETWORK_ERROR: '서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요', // worded here (spec 001 §8)
  COOKIES_BLOCKED: '쿠키가 차단되어 있어 주문할 수 없습니다. 브라우저 설정에서 쿠키를 허용해주세요.', // worded here
  PAGE_LOAD_PROBLEM: '페이지를 불러오는 데 문제가 발생했습니다. 잠시 후 다시 시도해주세요.', // worded here (blocked user)

  // ── restaurant and location (spec 000 §8) ──
  APP_ONLY_RESTAURANT: '해당 매장은 모바일 앱에서만 주문하실 수 있습니다.',
  RESTAURANT_UNREACHABLE: '현재 위치에서 주문 가능한 음식점이 아닙니다.',
  RESTAURANT_CLOSED: '현재 배달 서비스가 제공 되지않는 음식점입니다.', // worded here ("현재 ... 서비스가 제공 되지않는 음식점입니다.")
  MENU_NOT_SERVED: '현재 서비스되지 않는 메뉴입니다.',
  LOCATION_UNKNOWN: '위치를 알 수 없습니다. 주소를 입력하면 주변 음식점을 찾아드립니다.', // worded here ("위치를 알 수 없습니다. 주소를 입력하면 ...")
  OUTSIDE_DELIVERY_AREA: '현재 위치는 음식점의 배달 지역이 아닙니다. 주소를 수정해주세요.', // worded here
  RESTAURANT_LOAD_FAILED: '레스토랑 정보를 가져오지 못했습니다. 잠시 뒤 다시 시도해주세요.',
  RESTAURANT_NOT_FOUND: '{id}번 음식점을 찾을 수 없습니다. 음식점 번호를 확인해주세요.', // worded here (an id the gateway does not know)
  ADDRESS_LOOKUP_FAILED: '주소를 가져오지 못했습니다.',
  GEOLOCATION_FAILED: '위치 정보를 가져올 수 없습니다. 지도에서 위치를 선택하거나 주소를 입력해주세요.', // worded here ("위치 정보를 가져올 수 없습니다 ...")
  GEOLOCATION_PERMISSION_HINT: '브라우저 설정에서 위치 정보 접근을 허용해주세요.', // worded here
  ADDRESS_NOT_FOUND: '검색하신 주소를 찾을 수 없습니다.', // worded here (spec 001 §8)
  NOT_SERVICE_AREA: '서비스 지역이 아닙니다.', // worded here (spec 001 §8)
  LOCATION_INVALID_FOR_DELIVERY: '현재 설정된 배달 주소가 정확하지 않습니다. 배달 주소를 다시 설정해주세요.',
  GEO_POINT_INVALID: '위치 좌표가 올바르지 않습니다.', // worded here
  ROUTE_RESTAURANT_ID_INVALID: '음식점 번호가 올바르지 않습니다.', // worded here
  ROUTE_ZIPCODE_INVALID: '우편번호는 숫자만 입력할 수 있습니다.', // worded here
  PLACE_PARTNER_ADDRESS_ERROR: '주소를 설정하는 중 오류가 발생했습니다. 배달 주소를 다시 설정해주세요.', // worded here
  PLACE_PARTNER_NOT_AVAILABLE: '플레이스 연동 서비스에 일시적인 오류가 발생했습니다.', // worded here
  LOCTERMS_AGREE_REQUIRED: '위치정보 수집,활용,이용약관에 동의해 주세요.',
  TRAVEL_ENTRY_EXPIRED: '제휴 서비스 접속 시간이 만료되었습니다. 다시 접속해주세요.', // worded here

  // ── menu options (spec 000 §5 "Menu options") ──
  OPTION_MAX_EXCEEDED: '최대 {n}개 까지 선택 가능합니다.',
  OPTION_LABEL_REQUIRED_COUNT: '(필수 {n}개 선택)',
  OPTION_LABEL_MAX_COUNT: '(최대 {n}개 선택 가능)',
  OPTION_LABEL_REQUIRED: '(필수 선택)',
  OPTION_LABEL_OPTIONAL: '(추가선택 가능)',
  OPTION_GROUP_EMPTY: '필수 항목을 선택할 수 없어요',
  OPTION_GROUP_UNSATISFIED: '{group:을/를} 선택해주세요.', // worded here
  OPTION_UNKNOWN: '선택할 수 없는 옵션입니다.', // worded here
  // Scripts and the CLI name groups and options as written; a name that matches none is shown
  // with the ones there are.
  OPTION_GROUP_NAME_UNKNOWN: "{menu}에는 '{name}' 옵션 그룹이 없습니다. 옵션 그룹: {names}", // worded here
  OPTION_NAME_UNKNOWN: "{group}에는 '{name}' 옵션이 없습니다. 옵션: {names}", // worded here
  NO_NAMES: '없음', // worded here (the names of an empty list)
  OPTION_SOLD_OUT: '품절된 옵션입니다.', // worded here
  MENU_SOLD_OUT: '메뉴가 품절이에요',
  MENU_HAS_DEPOSIT: '다회용기 보증금이 있는 메뉴는 앱에서만 주문하실 수 있습니다.', // worded here
  MENU_UNKNOWN: '현재 서비스되지 않는 메뉴입니다.',
  MENU_NAME_UNKNOWN: "'{name}' 메뉴를 찾을 수 없습니다. 이 음식점의 메뉴: {names}", // worded here (a menu named in a script or the CLI)

  // ── stock (spec 000 §5 "Stock") ──
  STOCK_REMAINING_LABEL: '({n}개 남음)',
  STOCK_EXCEEDED: '주문표에 담긴 메뉴포함, 남은 수량을 초과할 수 없습니다.',

  // ── cart (spec 000 §4-§5) ──
  CART_EMPTY: '메뉴를 선택해 주세요.',
  CART_EMPTY_STATE: '주문표에 담긴 메뉴가 없습니다.',
  CART_OTHER_RESTAURANT: '다른 음식점의 메뉴가 주문표에 담겨 있습니다. 주문표를 비우고 새로 담으시겠습니까?', // worded here
  CART_AMOUNT_MIN: '수량은 1개 이상이어야 합니다.', // worded here
  CART_ITEM_UNKNOWN: '주문표에 없는 메뉴입니다.', // worded here
  CART_ADDED_TOOLTIP: '주문표에 추가되었습니다.', // worded here (spec 001 "Added to the order list")
  DISPOSABLE_SHORTAGE: '일회용품 부족 안내\n일회용품 재고가 부족하여 주문을 계속할 수 없습니다.', // worded here ("일회용품 부족 안내 ... 주문을 계속할 수 없습니다.")
  DISPOSABLE_NOT_REMOVABLE: '필수 일회용품은 주문표에서 뺄 수 없습니다.', // worded here

  // ── minimum order and discounts (spec 000 §5 "Minimum order") ──
  MIN_ORDER_SHORTFALL:
    '최소 주문 금액 {min}에서 {shortfall}이 부족합니다. 부족한 금액은 결제 금액에 더해집니다. 주문하시겠습니까?', // worded here
  MIN_ORDER_BLOCKED: '최소 주문 금액은 {min}입니다. {shortfall} 더 담아주세요.', // worded here
  DISCOUNT_MOV_SHORTFALL:
    '{diff} 더 주문하시면 {amount} 추가 할인을 받을 수 있습니다. 이대로 주문하시겠습니까?', // worded here
  MEMBER_ONLY_DISCOUNT: '로그인하신 경우에만 할인되는 레스토랑입니다. 로그인 하시겠습니까?', // worded here ('로그인하신 경우에만 할인되는 레스토랑입니다...')

  // ── checkout form (spec 000 §5 "Checkout form") ──
  CHECKOUT_NOT_INSERTED:
    '지금은 배달 가능한 시간이 아니거나, 현재 위치에는 배달하지 않습니다. 확인 후 다시 주문해주세요.',
  ADDRESS_DETAIL_REQUIRED: '상세 주소를 입력해 주세요',
  PHONE_REQUIRED: '휴대 전화 번호를 입력해 주세요',
  PHONE_NOT_VERIFIED: '휴대 전화 번호를 인증해 주세요.',
  PHONE_INVALID: '휴대 전화 번호를 정확히 입력해 주세요.', // worded here
  PAYMENT_REQUIRED: '결제수단을 선택해주세요.',
  PAYMENT_NOT_ALLOWED: '이 음식점에서 사용할 수 없는 결제수단입니다.', // worded here
  ORDER_NUMBER_MISSING: '주문을 처리하지 못했습니다. 다시 시도해주세요.',

  // ── coupon (spec 000 §5 "Coupon", §8 "Coupon") ──
  COUPON_CODE_REQUIRED: '쿠폰코드를 입력해주세요.',
  COUPON_PHONE_REQUIRED: '휴대전화를 입력해주세요.',
  COUPON_TECHNICAL_FAILURE: '쿠폰 적용 문제가 발생 했습니다. 다시 시도해주세요.',
  COUPON_CANCEL_CONFIRM: '쿠폰 적용을 취소하고 다시 입력하시겠습니까?', // worded here ('cancel the coupon and re-enter?')
  COUPON_UNAPPLIED_CONFIRM: '입력하신 쿠폰이 적용되지 않았습니다. 쿠폰 없이 결제하시겠습니까?', // worded here
  COUPON_INVALID: '사용할 수 없는 쿠폰입니다.', // worded here (server message preferred)
  COUPON_NOT_APPLIED: '적용된 쿠폰이 없습니다.', // worded here
  COUPON_NOT_USABLE: '이 주문에는 쿠폰을 사용할 수 없습니다.', // worded here (meta.can_use_coupon false)
  PAYMENT_SWITCH_CLEARS_DISCOUNT: '만나서 결제로 변경하면 적용된 할인과 쿠폰이 취소됩니다. 변경하시겠습니까?', // worded here
  PAYMENT_SWITCH_FAILED: '결제 수단을 바꾸는 과정에서 문제가 발생 했습니다.',

  // ── SMS (spec 000 §5 "SMS code", §8 "SMS") ──
  SMS_CODE_FORMAT: '인증번호는 4자리 숫자만 입력해주세요.',
  SMS_CODE_EMPTY: '인증번호를 입력해주세요.',
  SMS_NOT_REQUESTED: '먼저 인증번호를 요청해주세요.',
  SMS_TIMEOUT: '인증번호 입력 시간이 초과되었습니다.인증번호를 다시 요청해주세요.',
  SMS_BAN: '요청 회수를 초과했습니다. 잠시 기다렸다 다시 요청해주세요.',
  SMS_RETRY_LATER: '잠시 기다렸다 다시 재요청해주세요.',
  SMS_CODE_WRONG: '인증번호가 일치하지 않습니다.', // worded here (server message preferred)
  SMS_TRIES_LEFT: '남은 인증 횟수 {n}회', // worded here
  SMS_NO_TRIES_LEFT: '인증 가능 횟수를 모두 사용했습니다. 인증번호를 다시 요청해주세요.', // worded here
  SMS_OLD_CODE: '휴대폰 인증 유효시간이 지났습니다. 다시 인증해 주세요.', // worded here (spec 001 §5)
  PHONE_VERIFIED: '인증되었습니다.', // worded here
  SMS_SENT: '인증번호가 발송되었습니다.', // worded here

  // ── payment (spec 000 §8 "Mobile-card payment") ──
  PAYMENT_CANCELLED: '결제를 취소하셨습니다. 주문 내용 확인 후 다시 결제해주세요.',
  PAYMENT_FAILED: '결제가 실패하였습니다. 다른 결제수단을 이용해 주세요.',
  // answering a payment page from a script (AnswerPayment): the customer's side of the provider
  PAYMENT_PAGE_NONE: '결제할 결제창이 없습니다.', // worded here
  PAYMENT_PAGE_NOT_POPUP: '닫을 결제 팝업이 없습니다.', // worded here
  PAYMENT_PAGE_UNKNOWN: '응답할 수 없는 결제창입니다.', // worded here
  PAYMENT_ALREADY_SETTLED: '이미 결제가 끝났거나 취소된 주문입니다.', // worded here

  // ── order info (spec 000 §8 "Order info") ──
  ORDER_INFO_LOAD_FAILED: '주문 정보를 가져오는데 실패 했습니다.',
  ORDER_INFO_MISSING: '주문 정보가 없습니다.',
  ORDER_ALREADY_PLACED: '이미 주문이 완료되었습니다.', // worded here
  POLL_ANSWER_REQUIRED: '답변을 선택해주세요.', // worded here
  POLL_TEXT_REQUIRED: '내용을 입력해주세요.', // worded here

  // ── after the order (jumun's extension, contract/order-progress.ts: the specs stop at the
  // thank-you page, so every text below is worded here, in the seeds' register) ──
  ORDER_STATUS_RECEIVED: '접수 대기', // worded here
  ORDER_STATUS_ACCEPTED: '접수 완료', // worded here
  ORDER_STATUS_COOKING: '조리 중', // worded here
  ORDER_STATUS_DELIVERING: '배달 중', // worded here
  ORDER_STATUS_DELIVERED: '배달 완료', // worded here
  ORDER_STATUS_CANCELLED: '주문 취소', // worded here
  ORDER_ARRIVAL_ESTIMATE: '{time} 도착 예정', // worded here
  ORDER_PROGRESS_LOAD_FAILED: '주문 상태를 가져오는데 실패 했습니다.', // worded here
  ORDER_FOLLOW_OFFLINE: '연결이 끊겨 마지막으로 확인한 주문 상태를 보여드립니다.', // worded here
  ORDER_CANCEL_CONFIRM: '주문을 취소하시겠습니까?', // worded here
  ORDER_CANCELLED: '주문이 취소되었습니다.', // worded here
  ORDER_CANCELLED_REFUND: '주문이 취소되었습니다. 결제하신 금액은 환불 처리됩니다.', // worded here
  ORDER_CANCELLED_BY_RESTAURANT: '음식점 사정으로 주문이 취소되었습니다. ({reason})', // worded here
  ORDER_NOT_CANCELLABLE: '이미 음식점에서 접수한 주문은 취소할 수 없습니다. 음식점에 전화로 문의해주세요.', // worded here (server message preferred)
  ORDER_NOT_STARTED: '결제가 완료되지 않아 음식점에 전달되지 않은 주문입니다.', // worded here (as the gateway words it)
  ORDER_CANCEL_FAILED: '주문을 취소하지 못했습니다. 다시 시도해주세요.', // worded here
  ORDER_ALREADY_CANCELLED: '이미 취소된 주문입니다.', // worded here
  ORDER_REFUND_PENDING: '환불 진행 중', // worded here
  ORDER_REFUNDED: '환불 완료', // worded here
  ORDER_HISTORY_LOAD_FAILED: '주문내역을 가져오는데 실패 했습니다.', // worded here
  ORDER_HISTORY_EMPTY: '주문내역이 없습니다.', // worded here
  REORDER_RESTAURANT_CLOSED: '{restaurant:은/는} 현재 배달 서비스가 제공 되지않아 재주문할 수 없습니다.', // worded here
  REORDER_OUTSIDE_DELIVERY: '현재 배달 주소는 {restaurant}의 배달 지역이 아닙니다. 주소를 수정해주세요.', // worded here
  REORDER_NOTHING_LEFT: '지난 주문의 메뉴를 지금은 주문할 수 없습니다.\n{changes}', // worded here
  REORDER_CHANGES_CONFIRM:
    '지난 주문과 달라진 점이 있습니다.\n{changes}\n달라진 대로 주문표에 담으시겠습니까?', // worded here
  REORDER_CHANGES_REPLACE_CONFIRM:
    '지난 주문과 달라진 점이 있습니다.\n{changes}\n주문표에 담긴 메뉴를 비우고 달라진 대로 담으시겠습니까?', // worded here
  REORDER_REPLACE_CONFIRM: '주문표에 담긴 메뉴를 비우고 지난 주문을 담으시겠습니까?', // worded here
  // one line of the changes a reorder says before the cart is replaced
  REORDER_ITEM_GONE: '{menu}: 지금은 판매하지 않는 메뉴라 빠졌습니다.', // worded here
  REORDER_ITEM_SOLD_OUT: '{menu}: 품절되어 빠졌습니다.', // worded here
  REORDER_ITEM_NOT_ORDERABLE: '{menu}: {reason}', // worded here
  REORDER_OPTION_GONE: "{menu}: '{option}' 옵션이 없어져 빠졌습니다.", // worded here
  REORDER_OPTION_SOLD_OUT: "{menu}: '{option}' 옵션이 품절되어 빠졌습니다.", // worded here
  REORDER_OPTIONS_CHANGED: '{menu}: 옵션 구성이 바뀌어 빠졌습니다. 메뉴에서 다시 골라주세요.', // worded here
  REORDER_PRICE_CHANGED: '{menu}: 가격이 {from}에서 {to:으로/로} 바뀌었습니다.', // worded here
  REORDER_AMOUNT_REDUCED: '{menu}: 남은 수량이 {n}개라 {n}개만 담았습니다.', // worded here

  // ── review (spec 000 §8 "Review report", §9 age labels) ──
  REVIEW_REPORT_LOGIN: '로그인이 필요한 기능입니다. 로그인 하시겠습니까?', // worded here
  REVIEW_AGE_NOW: '지금 등록',
  REVIEW_AGE_MINUTES: '{n}분 전',
  REVIEW_AGE_HOURS: '{n}시간 전',
  REVIEW_AGE_YESTERDAY: '어제',
  REVIEW_AGE_DAYS: '{n}일 전',
  REVIEW_AGE_WEEK: '일주일 전',
  REVIEW_AGE_DATE: '{year}년 {month}월 {day}일', // worded here (spec 000 §9 "then a date")
  SEARCH_KEYWORD_TOO_SHORT: '검색어를 2글자 이상 입력해주세요.', // worded here

  // ── accounts (spec 001 §5, §8) ──
  LOGIN_FIELDS_REQUIRED: '이메일과 비밀번호를 입력해주세요.', // worded here
  LOGIN_FAILED: '정상적으로 처리되지 않았습니다. 다시 시도하여 주십시요.',
  LOGIN_CAPTCHA_REQUIRED: '자동입력 방지 문자를 입력해주세요.', // worded here
  CAPTCHA_LOAD_FAILED: '알림: 정상적으로 처리되지 않았습니다. 다시 시도해주세요.', // worded here
  SOCIAL_LOGIN_FAILED: '소셜 로그인에 실패하였습니다. 다시 시도해주세요', // worded here
  NAVER_LOGIN_FAILED: '네이버 아이디로 로그인에 실패하였습니다. 다시 시도해주세요', // worded here
  KAKAO_LOGIN_FAILED: '카카오 아이디로 로그인에 실패하였습니다. 다시 시도해주세요',
  WITHDRAWAL_RESERVED: '탈퇴 신청이 접수된 계정입니다.', // worded here
  SOCIAL_JOIN_REQUIRED: '가입되지 않은 계정입니다. 회원가입을 진행해 주세요.', // worded here
  PASSWORD_CHANGE_REQUIRED: '비밀번호를 변경한 지 오래되었습니다. 안전을 위해 비밀번호를 변경해주세요.', // worded here
  PASSWORD_CHANGE_REQUIRED_PC:
    '비밀번호를 변경한 지 오래되었습니다. 안전을 위해 PC 웹사이트의 내 정보에서 비밀번호를 변경해주세요.', // worded here
  PASSWORD_MISMATCH: '비밀번호가 일치하지 않습니다.',
  PASSWORD_TOO_SHORT: '비밀번호는 8자 이상 입력해주세요.', // worded here
  PASSWORD_REPEATS: '같은 문자를 4번 이상 연속해서 사용할 수 없습니다.', // worded here
  PASSWORD_CHAR_CLASSES: '비밀번호는 영문, 숫자, 특수문자를 모두 포함해야 합니다.', // worded here
  JOIN_PHONE_NOT_VERIFIED: '전화번호를 인증해 주세요.',
  JOIN_EMAIL_REQUIRED: '이메일을 입력해 주세요.', // worded here
  JOIN_EMAIL_INVALID: '이메일 형식이 올바르지 않습니다.', // worded here
  JOIN_PASSWORD_REQUIRED: '비밀번호를 입력해 주세요.', // worded here
  JOIN_CONFIRM_PASSWORD_REQUIRED: '비밀번호 확인을 입력해 주세요.', // worded here
  JOIN_NICKNAME_REQUIRED: '닉네임을 입력해 주세요.', // worded here
  JOIN_PHONE_REQUIRED: '휴대 전화 번호를 입력해 주세요',
  JOIN_AGREE_POLICY: '이용약관에 동의해 주세요.', // worded here
  JOIN_AGREE_COLLECT: '개인정보 수집 및 이용에 동의해 주세요.', // worded here
  JOIN_AGREE_EFINANCE: '전자금융거래 이용약관에 동의해 주세요.', // worded here
  JOIN_AGREE_14_AGE: '만 14세 이상만 가입할 수 있습니다.', // worded here
  JOIN_FAILED: 'SNS 가입에 실패하였습니다. 다시 시도해 주세요.',
  JOIN_STAY_LOGGED_IN: '회원가입이 완료되었습니다. 로그인 상태를 유지하시겠습니까?', // worded here
  PASSWORD_INQUIRY_FAILED: '서비스에 문제가 발생했습니다. 잠시뒤 다시 시도해주세요.',
  PASSWORD_INQUIRY_SENT: '비밀번호 재설정 안내를 이메일로 보냈습니다.', // worded here
  ID_INQUIRY_NOT_FOUND: '가입된 아이디를 찾을 수 없습니다.', // worded here
  WITHDRAW_REASON_REQUIRED: '탈퇴사유를 선택해 주세요.',
  WITHDRAW_TEXT_TOO_SHORT: '10글자 이상 적어주세요',
  WITHDRAW_FAILED: '탈퇴 신청에 오류가 발생 했습니다.',
  WITHDRAW_CONFIRM: '정말 탈퇴하시겠습니까?', // worded here
  WITHDRAW_DONE: '탈퇴 신청이 완료되었습니다.', // worded here
  LOGIN_REQUIRED: '로그인이 필요합니다.', // worded here
  LOGGED_OUT: '로그아웃 되었습니다.', // worded here
  IDLE_LOGOUT: '30분 동안 사용하지 않아 자동으로 로그아웃 되었습니다.', // worded here
  IDLE_LOGOUT_RELOGIN: '30분 동안 사용하지 않아 자동으로 로그아웃 되었습니다. 다시 로그인 하시겠습니까?', // worded here
  NOTICE_LOAD_FAILED: '공지사항을 불러오지 못했습니다.', // worded here
  EVENT_NOT_FOUND: '종료되었거나 없는 이벤트입니다.', // worded here (as the gateway words it)

  // ── the installed app (jumun's extension, web/pwa/: a new build, a return visit offline) ──
  APP_UPDATE_READY: '새 버전이 있습니다.', // worded here
  APP_UPDATE_RELOAD: '새로고침', // worded here
  CHECKOUT_NEEDS_NETWORK:
    '인터넷에 연결되어 있지 않습니다. 주문과 결제는 인터넷에 연결된 뒤에 할 수 있습니다. 주문표는 그대로 남아 있습니다.', // worded here

  // ── shell (spec 001 §2) ──
  TOOLTIP_ENTER_ADDRESS: '배달 받을 주소를 입력해주세요', // worded here
  SEARCH_PLACEHOLDER_MENU: '메뉴 검색', // worded here
  SEARCH_PLACEHOLDER_RESTAURANT: '음식점이나 메뉴 검색', // worded here

  // ── what the reference gateway answers in its own words (gateway/member, ordering, sms): the
  // gateway writes them from here, and the client knows them to show them in English ──
  WRONG_CREDENTIALS: '아이디 또는 비밀번호가 일치하지 않습니다.', // worded here
  CAPTCHA_REQUIRED: '로그인에 여러 번 실패했습니다. 자동입력 방지 문자를 함께 입력해주세요.', // worded here
  CAPTCHA_WRONG: '자동입력 방지 문자가 일치하지 않습니다. 새 문자를 입력해주세요.', // worded here
  CAPTCHA_EXPIRED: '자동입력 방지 문자의 입력 시간이 지났습니다. 새 문자를 입력해주세요.', // worded here
  LOGIN_LOCKED: '로그인에 여러 번 실패해 이 계정의 로그인이 잠시 멈췄습니다. {wait} 후 다시 시도해주세요.', // worded here
  LOGIN_CLIENT_LIMIT: '로그인 시도가 너무 많습니다. {wait} 후 다시 시도해주세요.', // worded here
  SESSION_EXPIRED: '로그인이 만료되었습니다. 다시 로그인해주세요.', // worded here
  JOINED: '회원가입이 완료되었습니다.', // worded here
  EMAIL_TAKEN: '이미 가입된 이메일입니다.', // worded here
  PASSWORD_TOO_LONG: '비밀번호가 너무 깁니다. 더 짧은 비밀번호를 입력해주세요.', // worded here
  SOCIAL_ALREADY_JOINED: '이미 가입된 소셜 계정입니다.', // worded here
  SMS_OLD_CODE_MARKED: '{text} (old_vericode)', // worded here
  ID_NOT_VERIFIED: '휴대폰 인증을 먼저 완료해주세요.', // worded here
  CUSTOMER_ID_MISMATCH: '주문자 정보가 올바르지 않습니다. 다시 로그인 후 주문해주세요.', // worded here
  CART_NOT_FOUND: '주문표 정보가 없습니다. 주문표를 다시 확인해주세요.', // worded here
  CART_SIGNATURE_INVALID: '주문표 정보가 올바르지 않습니다. 주문표를 다시 확인해주세요.', // worded here
  PRICE_CHANGED: '결제 금액이 변경되었습니다. 주문 내용을 확인해주세요.', // worded here
  AGREEMENT_REQUIRED: '주문 내용 확인 및 약관에 동의해주세요.', // worded here
  IDEMPOTENCY_KEY_REUSED: '이미 다른 주문에 사용된 요청입니다. 주문 내용을 확인해주세요.', // worded here
  CART_RESTAURANT_MISMATCH: '주문표의 음식점 정보가 올바르지 않습니다.', // worded here
  COUPON_NOT_FOUND: '존재하지 않는 쿠폰입니다.', // worded here
  COUPON_EXPIRED: '사용 기간이 지난 쿠폰입니다.', // worded here
  COUPON_USED: '이미 사용한 쿠폰입니다.', // worded here
  COUPON_ONLINE_ONLY: '온라인 결제 시에만 사용할 수 있는 쿠폰입니다.', // worded here
  COUPON_OFFLINE_ONLY: '만나서 결제 시에만 사용할 수 있는 쿠폰입니다.', // worded here
  COUPON_NOT_CHECKED: '쿠폰을 다시 적용해주세요.', // worded here
  COUPON_ONE_ONLY: '쿠폰은 주문당 한 장만 사용할 수 있습니다.', // worded here
  COUPON_MIN_ORDER: '{min} 이상 주문 시 사용할 수 있는 쿠폰입니다.', // worded here
  STOCK_TITLE: '재고 부족', // worded here
  STOCK_LINE: '{name}의 남은 수량은 {n}개입니다.', // worded here
  SMS_CUSTOMER_ID_MISMATCH: '고객 정보가 올바르지 않습니다. 다시 시도해주세요.', // worded here
  SMS_ALREADY_VERIFIED: '이미 인증된 번호입니다.', // worded here
  SMS_NUMBER_BANNED: '인증번호를 보낼 수 없는 번호입니다. 고객센터로 문의해주세요.', // worded here
  SMS_CODE_USED: '이미 사용된 인증번호입니다. 인증번호를 다시 요청해주세요.', // worded here
  SMS_CODE_WRONG_TRIES_LEFT: '인증번호가 일치하지 않습니다. 남은 인증 횟수 {n}회', // worded here (SMS_CODE_WRONG, SMS_TRIES_LEFT)
} as const;

export type MessageCode = keyof typeof messages;

/** An amount of money as a placeholder's value, written in each language's way ("12,000원", "₩12,000"). */
export interface WonValue {
  readonly won: number;
}

export type MessageParams = Readonly<Record<string, string | number | WonValue>>;

/** A placeholder's value as Korean writes it. */
export function koreanValue(value: string | number | WonValue): string {
  return typeof value === 'object' ? formatWon(value.won) : String(value);
}

export function isMessageCode(code: string): code is MessageCode {
  return Object.hasOwn(messages, code);
}

type JosaOption = Parameters<typeof josa>[1];
const josaOptions: readonly string[] = [
  '이/가',
  '을/를',
  '은/는',
  '으로/로',
  '와/과',
  '이나/나',
  '이란/란',
  '아/야',
  '이랑/랑',
  '이에요/예요',
  '으로서/로서',
  '으로써/로써',
  '으로부터/로부터',
  '이라/라',
] satisfies readonly JosaOption[];
const isJosaOption = (s: string): s is JosaOption => josaOptions.includes(s);

/** The catalogue text for `code` with its {placeholders} filled in (and their particles chosen). */
export function formatMessage(code: MessageCode, params: MessageParams = {}): string {
  return messages[code].replace(/\{(\w+)(?::([^}]+))?\}/g, (whole, name: string, particle?: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    const text = koreanValue(value);
    return particle !== undefined && isJosaOption(particle) ? josa(text, particle) : text;
  });
}
