import { describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import { INFO_PAGES, TERMS_DOCS } from '../routes/route-params.ts';
import {
  allInformationTemplates,
  DEFAULT_FRAME_HEIGHT_PX,
  eventIdOfRoute,
  infoPage,
  POINT_POLICY_FRAME_HEIGHT_PX,
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
