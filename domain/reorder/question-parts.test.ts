import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages.ts';
import { changesText } from './change-text.ts';
import { questionParts } from './question-parts.ts';

const changes = changesText([
  { kind: 'option-sold-out', menu: '페퍼로니 피자', option: '베이컨' },
  { kind: 'price-changed', menu: '버팔로윙 (6조각)', from: 8900, to: 9900 },
]);

describe("a reorder's question in its parts", () => {
  it('parts the lead, each change and the question', () => {
    expect(questionParts(formatMessage('REORDER_CHANGES_REPLACE_CONFIRM', { changes }))).toEqual({
      lead: '지난 주문과 달라진 점이 있습니다.',
      changes: [
        "페퍼로니 피자: '베이컨' 옵션이 품절되어 빠졌습니다.",
        '버팔로윙 (6조각): 가격이 8,900원에서 9,900원으로 바뀌었습니다.',
      ],
      question: '주문표에 담긴 메뉴를 비우고 달라진 대로 담으시겠습니까?',
    });
    expect(questionParts(formatMessage('REORDER_CHANGES_CONFIRM', { changes })).question).toBe(
      '달라진 대로 주문표에 담으시겠습니까?',
    );
  });

  it('keeps a question without changes whole', () => {
    expect(questionParts(formatMessage('REORDER_REPLACE_CONFIRM'))).toEqual({
      lead: null,
      changes: [],
      question: '주문표에 담긴 메뉴를 비우고 지난 주문을 담으시겠습니까?',
    });
  });
});
