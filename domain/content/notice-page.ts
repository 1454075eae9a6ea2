// One notice (spec 001 §2 "A notice's content is fetched through a proxy call by url and returned as
// html", "A notice page load failure gives an alert, then home"). The route names the notice by id;
// its url comes from the notice list. Decisions: a notice id the list does not hold is a load failure
// too (the same alert, then home); so is the notice list's own load failure at /notice/.

import { ok, type Rejection, type Result, rejection } from '../result.ts';
import { paths } from '../routes/route-href.ts';

export interface NoticeLike {
  readonly id: number;
  readonly url: string;
}

/** The notice the route names, or the load-failure text. */
export function noticeOfRoute<T extends NoticeLike>(notices: readonly T[], noticeId: string): Result<T> {
  const notice = /^[1-9]\d{0,14}$/.test(noticeId)
    ? notices.find((n) => n.id === Number(noticeId))
    : undefined;
  return notice === undefined ? { ok: false, rejection: noticeLoadFailure() } : ok(notice);
}

export function noticeLoadFailure(): Rejection {
  return rejection('NOTICE_LOAD_FAILED');
}

/** Where the customer goes after the load-failure alert. */
export const NOTICE_FAILURE_TARGET = paths.home;
