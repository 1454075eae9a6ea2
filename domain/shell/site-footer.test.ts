import { describe, expect, it } from 'vitest';
import { companyLines, customerCentre, footerLinks } from './site-footer.ts';

describe('the site footer', () => {
  it('links the information pages by their routes, the privacy policy in bold', () => {
    const links = footerLinks('ko');
    expect(links.map((l) => l.label)).toEqual([
      '주문내역',
      '공지사항',
      '자주 묻는 질문',
      '이용약관',
      '개인정보처리방침',
      '전자금융거래 이용약관',
      '사업자 정보',
    ]);
    expect(links.filter((l) => l.strong).map((l) => l.to)).toEqual([{ name: 'terms', doc: 'privacy' }]);
    expect(customerCentre('ko')).toMatchObject({ label: '고객센터', hours: '매일 오전 9시 ~ 오후 10시' });
  });

  it('says the same in English, to the same routes, with no Hangul (issue "English")', () => {
    expect(footerLinks('en').map((l) => l.to)).toEqual(footerLinks('ko').map((l) => l.to));
    const texts = [
      ...footerLinks('en').map((l) => l.label),
      customerCentre('en').label,
      customerCentre('en').hours,
      ...companyLines('en'),
    ];
    for (const text of texts) expect(text).not.toMatch(/[가-힣]/);
    expect(customerCentre('en')).toMatchObject({ label: 'Customer centre', phone: '1600-0000' });
    expect(companyLines('ko')).toHaveLength(companyLines('en').length);
  });
});
