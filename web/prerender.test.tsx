// The build's prerender, run as the build runs it (Node, no window): `/` as a first visit draws it
// and the skeletons' shell, from the app's own components.
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../domain/shell/categories.ts';
import { renderFirstScreens } from './prerender.tsx';

describe('the prerendered first screens', () => {
  it("draws home's brand, address prompt and field, the categories and the phone's app banner", async () => {
    const { home } = (await renderFirstScreens()).ko;
    expect(home).toContain('aria-label="주문 홈"');
    expect(home).toContain('어디로 배달해 드릴까요?');
    expect(home).toMatch(/<input[^>]*type="search"[^>]*placeholder="동 이름이나 도로명 \(예: 역삼동\)"/);
    for (const category of CATEGORIES) expect(home).toContain(`>${category}</a>`);
    expect(home).toContain('data-app-banner=""');
    expect(home).toContain('로그인');
    // the route's place and the footer, as the app draws them around the screen
    expect(home).toContain('class="route-area"');
    expect(home).toContain('맨 위로');
  });

  it("draws the skeletons inside the same header, without home's content", async () => {
    const screens = (await renderFirstScreens()).ko;
    expect(screens.restaurant).toContain('음식점 정보를 불러오는 중입니다');
    expect(screens.screen).toContain('화면을 불러오는 중입니다');
    for (const skeleton of [screens.restaurant, screens.screen]) {
      expect(skeleton).toContain('aria-label="주문 홈"');
      expect(skeleton).not.toContain('어디로 배달해 드릴까요?');
    }
  });

  it('draws home and the skeletons in English too, with no Hangul but the brand', async () => {
    const { en } = await renderFirstScreens();
    expect(en.home).toContain('Where should we deliver?');
    for (const drawn of [en.home, en.restaurant, en.screen]) {
      const text = drawn.replace(/<[^>]*>/g, ' ');
      // the brand, and the switch's 한국어 (its own name, marked lang="ko")
      expect(drawn).toMatch(/<button[^>]*lang="ko"[^>]*>한국어<\/button>/);
      expect(text.replace(/주문/g, '').replace(/한국어/g, '')).not.toMatch(/[가-힣]/);
    }
  });
});
