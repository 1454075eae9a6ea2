// The reviews: their texts and nicknames, and the writer that spreads them back in time from the
// seed's "now" so that every review-age label appears, with photos and owner replies.

import { colorOf } from './images.mjs';

/** The seed's "now": reviews are spread back from here (2026-11-21 12:00 in Seoul). */
const NOW = Date.UTC(2026, 10, 21, 3, 0, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** An instant as Seoul time with its offset, e.g. 2026-11-21T12:00:00+09:00. */
function kst(ms) {
  return `${new Date(ms + 9 * HOUR).toISOString().slice(0, 19)}+09:00`;
}

// biome-ignore format: a data table, one row per line
const NICKNAMES = ['역삼동주민', '맛집탐험가', '배고픈직장인', '야근요정', '강남토박이', '서초댁', '혼밥러', '먹부림', '귤까는곰', '점심뭐먹지', '치킨은진리', '다이어트는내일', '논현동불주먹', '김**', '이**', '박**', '최**', '정**', '한입만', '오늘도배달'];
// biome-ignore format: a data table, one row per line
const GOOD = ['배달 빠르고 따뜻하게 왔어요!', '양이 진짜 많아요. 둘이 먹고도 남았어요', '포장이 깔끔해서 좋았습니다', '여기 단골이에요. 항상 맛있어요', '재주문 의사 100%입니다', '사장님이 친절하시고 서비스도 챙겨주셨어요', '리뷰 보고 시켰는데 역시 맛있네요', '간이 딱 맞아요'];
// biome-ignore format: a data table, one row per line
const OK = ['무난하게 맛있어요', '맛은 좋은데 조금 늦게 왔어요', '생각보다 양이 적었어요', '맛있는데 조금 짰어요'];
const BAD = ['배달이 한 시간 넘게 걸렸어요', '음식이 식어서 왔어요', '요청사항을 안 봐주셨어요'];
// biome-ignore format: a data table, one row per line
const REPLY_GOOD = ['소중한 리뷰 감사합니다! 다음에도 맛있게 준비하겠습니다 :)', '맛있게 드셔주셔서 감사해요. 또 찾아주세요!', '항상 주문해주셔서 감사합니다. 건강하세요!'];
// biome-ignore format: a data table, one row per line
const REPLY_BAD = ['불편을 드려 정말 죄송합니다. 더 신경 쓰겠습니다.', '말씀 주신 부분 꼭 개선하겠습니다. 죄송합니다.'];
/** Minutes back from NOW: "지금 등록" through minutes, hours, 어제, days, a week and months. */
// biome-ignore format: a data table, one row per line
const AGES_MIN = [0.5, 3, 12, 40, 130, 300, 660, 1200, 1800, 2900, 4400, 7300, 8700, 10080, 14400, 20160, 30240, 43200, 64800, 86400, 129600, 172800, 216000];

export const REVIEW_PHOTOS = 12;

/** The review writer of one run: draws from its random stream and draws photos with its `tile`. */
export function reviewWriter({ int, pick, chance, shuffle, tile }) {
  const reviewPhoto = (n) => tile(`images/reviews/photo-${n}.svg`, '리뷰', colorOf(n + 3));

  function reviewPhotos(count) {
    const start = int(0, REVIEW_PHOTOS - 1);
    return Array.from({ length: count }, (_, k) => reviewPhoto(((start + k) % REVIEW_PHOTOS) + 1));
  }

  function makeReviews(rid, count, itemNames, { photoShare = 0.25, replyShare = 0.6 } = {}) {
    const ages = shuffle(AGES_MIN).slice(0, Math.min(count, AGES_MIN.length));
    while (ages.length < count) ages.push(int(10, 260) * 1440 + int(0, 1439));
    ages.sort((a, b) => a - b);
    return ages.map((age, n) => {
      const rating = pick([5, 5, 5, 5, 4, 4, 4, 3, 2, 1]);
      const created = NOW - Math.round(age * MINUTE);
      const first = pick(itemNames);
      const second = chance(0.4) ? pick(itemNames) : undefined;
      const review = {
        id: rid * 1000 + n + 1,
        nickname: pick(NICKNAMES),
        rating,
        comment: rating >= 4 ? pick(GOOD) : rating === 3 ? pick(OK) : pick(BAD),
        created_at: kst(created),
        menu_summary: second && second !== first ? `${first} 1, ${second} 1` : `${first} ${int(1, 2)}`,
        review_images: chance(photoShare) ? reviewPhotos(int(1, 3)) : [],
        reply: null,
      };
      if (chance(rating <= 3 ? 0.9 : replyShare)) {
        const replyAt = Math.min(NOW, created + int(20, 20 * 60) * MINUTE);
        if (replyAt > created) {
          review.reply = {
            comment: rating <= 3 ? pick(REPLY_BAD) : pick(REPLY_GOOD),
            created_at: kst(replyAt),
          };
        }
      }
      return review;
    });
  }

  return { reviewPhoto, makeReviews };
}
