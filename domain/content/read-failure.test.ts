import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { readFailureRejection } from './read-failure.ts';

describe('readFailureRejection', () => {
  it('given no answer, shows the network text (spec 001 §8)', () => {
    expect(readFailureRejection({ kind: 'network' }, 'RESTAURANT_LOAD_FAILED').message).toBe(
      messages.NETWORK_ERROR,
    );
    expect(readFailureRejection({ kind: 'timeout' }, 'RESTAURANT_LOAD_FAILED').code).toBe('NETWORK_ERROR');
    expect(readFailureRejection({ kind: 'unavailable', status: 0 }, 'RESTAURANT_LOAD_FAILED').code).toBe(
      'NETWORK_ERROR',
    );
  });

  it('given a server failure, shows the screen text (spec 000 §8 "레스토랑 정보를 가져오지 못했습니다")', () => {
    const r = readFailureRejection({ kind: 'unavailable', status: 503 }, 'RESTAURANT_LOAD_FAILED');
    expect(r.message).toBe('레스토랑 정보를 가져오지 못했습니다. 잠시 뒤 다시 시도해주세요.');
    expect(
      readFailureRejection({ kind: 'malformed', call: 'x', path: '$' }, 'RESTAURANT_LOAD_FAILED').code,
    ).toBe('RESTAURANT_LOAD_FAILED');
  });

  it('given no answer on a screen whose text is the service problem, shows it (spec 000 §8 "General": "status 0 ... shows \'서비스에 문제가 발생했습니다. 잠시뒤 다시 시도해주세요.\'")', () => {
    for (const failure of [
      { kind: 'network' },
      { kind: 'timeout' },
      { kind: 'unavailable', status: 0 },
    ] as const)
      expect(readFailureRejection(failure, 'SERVICE_PROBLEM').message).toBe(messages.SERVICE_PROBLEM);
  });
});
