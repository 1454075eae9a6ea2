import { describe, expect, it } from 'vitest';
import { SERVER_LABELS, serverLabel } from './server-labels.ts';

describe("the gateway's own labels", () => {
  it('are shown in English when known, and a restaurant’s own names as sent', () => {
    expect(serverLabel('준비중', 'en')).toBe('Closed for now');
    expect(serverLabel('인기 메뉴', 'en')).toBe(SERVER_LABELS.en.topItems);
    expect(serverLabel('인기 메뉴', 'ko')).toBe('인기 메뉴');
    expect(serverLabel('치킨 메뉴', 'en')).toBe('치킨 메뉴');
  });
});
