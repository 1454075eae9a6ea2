import { describe, expect, it } from 'vitest';
import { chickenMenu } from '../../domain/ports/in-memory/sample-catalog.ts';
import { menuText } from './menu-text.ts';

describe('jumun menu’s text', () => {
  it('shows what each option adds to the price, as the option dialog does, and a sold-out option', () => {
    // given the sample chicken menu, one sauce sold out
    const [chicken] = chickenMenu;
    if (chicken === undefined) throw new Error('no sample category');
    const [fried, ...rest] = chicken.items;
    if (fried === undefined) throw new Error('no sample item');
    const [taste, sauce] = fried.subchoices;
    if (taste === undefined || sauce === undefined) throw new Error('no sample groups');
    const soldOutHot = {
      ...sauce,
      subchoices: sauce.subchoices.map((o) => (o.slug === 'hot' ? { ...o, soldout: true } : o)),
    };
    const menu = [{ ...chicken, items: [{ ...fried, subchoices: [taste, soldOutHot] }, ...rest] }];
    // when it is printed
    const text = menuText(menu);
    // then a free option reads bare and a priced one with its +price
    expect(text).toContain('맛 선택 (필수 선택): 후라이드 / 양념 +1,000원;');
    expect(text).toContain(
      '소스 추가 (최대 2개 선택 가능): 허니머스타드 +500원 / 핫소스 +500원 (품절) / 갈릭소스 +500원',
    );
    expect(text).toMatch(/^\n치킨 \(chicken\)\nid {2}/);
    expect(text).toMatch(/5003 +반반치킨 +19,000원 +품절/);
  });
});
