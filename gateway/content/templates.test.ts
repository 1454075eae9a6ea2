import { describe, expect, it } from 'vitest';
import { FRAME_HEIGHT_MESSAGE } from '../../domain/content/frame-height.ts';
import { allInformationTemplates } from '../../domain/content/information-pages.ts';
import { TEMPLATES } from './templates.ts';

describe('the templates the information pages ask for', () => {
  it('has a Korean document for every page', () => {
    for (const name of allInformationTemplates()) {
      expect(TEMPLATES[name], name).toBeDefined();
      expect(TEMPLATES[name]).toContain('<html lang="ko">');
    }
  });

  it('reports each document height to the page that frames it, in the message the frames read', () => {
    for (const text of Object.values(TEMPLATES)) expect(text).toContain(`type:'${FRAME_HEIGHT_MESSAGE}'`);
  });
});
