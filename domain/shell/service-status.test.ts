import { describe, expect, it } from 'vitest';
import { serviceStatusPopup } from './service-status.ts';

const RULE = 'spec 001 §4 "shows a popup when active with content"';

describe('service-status popup', () => {
  it(`shows the content when active (${RULE})`, () => {
    expect(serviceStatusPopup({ active: true, content: ' 정기 점검 중입니다. ' })).toBe(
      '정기 점검 중입니다.',
    );
  });

  it(`shows nothing when inactive, or active without content (${RULE})`, () => {
    expect(serviceStatusPopup({ active: false, content: '정기 점검 중입니다.' })).toBeNull();
    expect(serviceStatusPopup({ active: true, content: null })).toBeNull();
    expect(serviceStatusPopup({ active: true, content: '   ' })).toBeNull();
  });
});
