import { describe, it } from 'vitest';
import { draft } from '../store/decision.ts';
import { checkoutOpened } from './testing/facts.ts';
import { given } from './testing/given.ts';

describe('SetComment', () => {
  it('records the comment as typed, trimmed (spec 000 §4 "Checkout form")', async () => {
    await given(checkoutOpened())
      .when({ type: 'SetComment', comment: ' 문 앞에 놓아 주세요 ' })
      .then({ events: [draft('CommentEntered', { comment: '문 앞에 놓아 주세요' })] });
  });

  it('records nothing when the comment is unchanged', async () => {
    await given(checkoutOpened()).when({ type: 'SetComment', comment: '' }).then({ events: [] });
  });
});
