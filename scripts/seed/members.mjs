// users.json and blocklist.json: the members QA scripts log in as (e-mail members' password
// Jumun!2026), one per case: naver, kakao, leaving, without a phone, blocked.

// biome-ignore format: a data table, one row per line
export const USERS = [
  { customer_id: 900001, account_origin: 'email', email: 'minji@example.com', password: 'Jumun!2026', phone: '01012345678', nickname: '민지', state: null },
  { customer_id: 900002, account_origin: 'email', email: 'junho@example.com', password: 'Jumun!2026', phone: '01023456789', nickname: '준호', state: null },
  { customer_id: 900003, account_origin: 'naver', email: 'sora.naver@example.com', phone: '01034567890', nickname: '소라', state: null },
  { customer_id: 900004, account_origin: 'kakao', email: 'taeyang.kakao@example.com', phone: '01045678901', nickname: '태양', state: null },
  { customer_id: 900005, account_origin: 'email', email: 'leaving@example.com', password: 'Jumun!2026', phone: '01056789012', nickname: '탈퇴예정', state: 'WITHDRAWAL_RESERVED' },
  { customer_id: 900006, account_origin: 'email', email: 'nophone@example.com', password: 'Jumun!2026', phone: null, nickname: '번호없음', state: null },
  { customer_id: 900099, account_origin: 'email', email: 'blocked@example.com', password: 'Jumun!2026', phone: '01099990000', nickname: '차단회원', state: null },
];

export const BLOCKLIST = [{ customer_id: 900099, phone: '01099990000' }];
