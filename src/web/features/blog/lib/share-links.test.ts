import { describe, expect, it } from 'vitest';
import { SHARE_TARGETS, shareUrl } from './share-links';

const URL_ = 'https://blu.example/es/blog/preparar-tu-casa?x=1&y=2';
const TITLE = 'Huracanes & tu casa: "la guía"';

describe('share links', () => {
  it('carry the absolute address, encoded, on every network', () => {
    for (const target of SHARE_TARGETS) {
      const href = shareUrl(target, URL_, TITLE);
      expect(href).toContain(encodeURIComponent(URL_).slice(0, 30));
      expect(href).not.toContain(' ');
      expect(href).not.toContain('"');
    }
  });

  it('use each network’s own share address', () => {
    expect(shareUrl('x', URL_, TITLE)).toMatch(/^https:\/\/x\.com\/intent\/post\?url=/);
    expect(shareUrl('facebook', URL_, TITLE)).toMatch(
      /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=https%3A%2F%2F/,
    );
    expect(shareUrl('linkedin', URL_, TITLE)).toMatch(
      /^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/,
    );
    expect(shareUrl('whatsapp', URL_, TITLE)).toMatch(/^https:\/\/wa\.me\/\?text=/);
    const mail = new URL(shareUrl('email', URL_, TITLE));
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe(TITLE);
    expect(mail.searchParams.get('body')).toBe(`${TITLE}\n\n${URL_}`);
  });
});
