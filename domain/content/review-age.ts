// Review age labels (spec 000 §9). Decisions where the spec is silent:
// - Under 24 hours the label counts elapsed time ("N분 전", "N시간 전"). From 24 hours on it counts
//   Seoul calendar days: "어제" is the previous Seoul calendar date (and at least 24 h ago), so a
//   review posted Monday 23:30 reads "2일 전" on Wednesday 00:30, as a calendar would say.
// - 7 calendar days is "일주일 전"; 8 or more shows the Seoul date as "2026년 11월 3일".
// - A created_at in the future (clock skew) counts as "지금 등록"; an unreadable one gives ''.
import { formatMessage } from '../messages.ts';
import {
  DAY_MS,
  HOUR_MS,
  type Instant,
  MINUTE_MS,
  seoulDate,
  seoulDayNumber,
  toEpochMs,
} from './seoul-time.ts';

export type ReviewAge =
  | { readonly kind: 'now' }
  | { readonly kind: 'minutes'; readonly n: number }
  | { readonly kind: 'hours'; readonly n: number }
  | { readonly kind: 'yesterday' }
  | { readonly kind: 'days'; readonly n: number }
  | { readonly kind: 'week' }
  | { readonly kind: 'date'; readonly year: number; readonly month: number; readonly day: number }
  | { readonly kind: 'unknown' };

export function reviewAge(createdAt: Instant, now: Instant): ReviewAge {
  const created = toEpochMs(createdAt);
  const at = toEpochMs(now);
  if (created === null || at === null) return { kind: 'unknown' };
  const elapsed = Math.max(0, at - created);
  if (elapsed < MINUTE_MS) return { kind: 'now' };
  if (elapsed < HOUR_MS) return { kind: 'minutes', n: Math.floor(elapsed / MINUTE_MS) };
  if (elapsed < DAY_MS) return { kind: 'hours', n: Math.floor(elapsed / HOUR_MS) };
  const days = seoulDayNumber(at) - seoulDayNumber(created); // ≥ 1 once 24 h have passed
  if (days <= 1) return { kind: 'yesterday' };
  if (days <= 6) return { kind: 'days', n: days };
  if (days === 7) return { kind: 'week' };
  return { kind: 'date', ...seoulDate(created) };
}

export function reviewAgeText(age: ReviewAge): string {
  switch (age.kind) {
    case 'now':
      return formatMessage('REVIEW_AGE_NOW');
    case 'minutes':
      return formatMessage('REVIEW_AGE_MINUTES', { n: age.n });
    case 'hours':
      return formatMessage('REVIEW_AGE_HOURS', { n: age.n });
    case 'yesterday':
      return formatMessage('REVIEW_AGE_YESTERDAY');
    case 'days':
      return formatMessage('REVIEW_AGE_DAYS', { n: age.n });
    case 'week':
      return formatMessage('REVIEW_AGE_WEEK');
    case 'date':
      return formatMessage('REVIEW_AGE_DATE', { year: age.year, month: age.month, day: age.day });
    case 'unknown':
      return '';
    default: {
      const unreachable: never = age;
      return unreachable;
    }
  }
}

/** The label under a review: `reviewAgeLabel(review.created_at, now)`. */
export function reviewAgeLabel(createdAt: Instant, now: Instant): string {
  return reviewAgeText(reviewAge(createdAt, now));
}
