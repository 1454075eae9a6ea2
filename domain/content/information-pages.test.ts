import { describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import { INFO_PAGES, TERMS_DOCS } from '../routes/route-params.ts';
import {
  allInformationTemplates,
  DEFAULT_FRAME_HEIGHT_PX,
  eventIdOfRoute,
  infoPage,
  locationTermsPage,
  POINT_POLICY_FRAME_HEIGHT_PX,
  pageIn,
  partnerTermsPage,
  templatePath,
  termsPage,
} from './information-pages.ts';

describe('information pages (spec 001 §2)', () => {
  it('embeds point policy, trust and clean review as resizing frames with the default heights 1010 and 991', () => {
    expect(infoPage('point_policy').frameHeightPx).toBe(POINT_POLICY_FRAME_HEIGHT_PX);
    expect(POINT_POLICY_FRAME_HEIGHT_PX).toBe(1010);
    expect(infoPage('trust').frameHeightPx).toBe(991);
    expect(infoPage('cleanreview').frameHeightPx).toBe(991);
    expect(DEFAULT_FRAME_HEIGHT_PX).toBe(991);
  });

  it('shows contact, bpg and seller info in the page', () => {
    for (const page of ['contact', 'bpg', 'sellerinfo'] as const)
      expect(infoPage(page).frameHeightPx).toBeNull();
  });

  it('embeds every terms document in a frame ("Default terms of use are embedded in a frame")', () => {
    for (const doc of TERMS_DOCS) expect(termsPage(doc).frameHeightPx).toBe(DEFAULT_FRAME_HEIGHT_PX);
  });

  it('gives each page its own document and title', () => {
    const pages = [...TERMS_DOCS.map(termsPage), ...INFO_PAGES.map(infoPage)];
    expect(new Set(pages.map((p) => p.template)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.title)).size).toBe(pages.length);
    expect(allInformationTemplates()).toContain('location-terms.html');
  });
});

describe('the template address', () => {
  it('is the contract path of content.template with the version query', () => {
    expect(calls['content.template'].pattern).toBe('/templates/:template_name');
    expect(templatePath('point-policy.html')).toBe('/templates/point-policy.html?version=2026.11.1');
  });
});

describe('the event id of /event/{event_id}/', () => {
  it('is a positive number', () => {
    expect(eventIdOfRoute('3')).toBe(3);
    for (const bad of ['0', '03', 'abc', '-1', '1.5', '']) expect(eventIdOfRoute(bad)).toBeNull();
  });
});

describe('the pages’ titles in each language', () => {
  const all = (language: 'ko' | 'en') =>
    [
      ...TERMS_DOCS.map((doc) => termsPage(doc)),
      ...INFO_PAGES.map((page) => infoPage(page)),
      partnerTermsPage,
      locationTermsPage,
    ].map((page) => pageIn(page, language));

  it('keeps the Korean titles in Korean', () => {
    expect(termsPage('policy').title).toBe('이용약관');
    expect(pageIn(infoPage('contact'), 'ko').title).toBe('고객센터');
    expect(pageIn(partnerTermsPage, 'ko')).toEqual(partnerTermsPage);
    expect(locationTermsPage.title).toBe('위치기반서비스 이용약관');
  });

  it('titles each page in English, each its own, the document and frame the same', () => {
    expect(pageIn(termsPage('policy'), 'en').title).toBe('Terms of use');
    expect(pageIn(infoPage('contact'), 'en').title).toBe('Customer service');
    const english = all('en');
    for (const page of english) expect(page.title).not.toMatch(/[\u3131-\u318E\uAC00-\uD7A3]/);
    expect(new Set(english.map((p) => p.title)).size).toBe(english.length);
    expect(english.map((p) => [p.template, p.frameHeightPx])).toEqual(
      all('ko').map((p) => [p.template, p.frameHeightPx]),
    );
  });
});
