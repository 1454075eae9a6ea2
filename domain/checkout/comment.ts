// 요청사항 (the order's user_comment). Decision: the specs set no limit; 100 characters keeps a
// note a rider reads at a glance, and the field counts them as they are typed.
export const COMMENT_MAX_CHARS = 100;

/** The counter beside the field: `12/100`. Characters as a person counts them (code points). */
export function commentCounter(comment: string): string {
  return `${[...comment].length}/${COMMENT_MAX_CHARS}`;
}
