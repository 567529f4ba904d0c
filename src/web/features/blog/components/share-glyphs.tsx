import { Mail, MessageCircle } from 'lucide-react';
import type { ComponentType } from 'react';
import type { ShareTarget } from '../lib/share-links';

type Glyph = ComponentType<{ className?: string }>;

// lucide-react draws no brand marks: these are simplified ones, in the current text colour.
function svg(path: string): Glyph {
  function BrandGlyph({ className }: { className?: string }) {
    return (
      <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
        <path d={path} fill="currentColor" />
      </svg>
    );
  }
  return BrandGlyph;
}

export const SHARE_GLYPHS: Record<ShareTarget, Glyph> = {
  email: Mail,
  x: svg('M3.5 3h5.2l4.3 6 5-6h2.3l-6.3 7.4L21 21h-5.2l-4.7-6.5L5.6 21H3.3l6.8-8z'),
  facebook: svg(
    'M13.5 21v-7.3h2.6l.4-3h-3V8.8c0-.9.3-1.5 1.6-1.5h1.6V4.6A21 21 0 0 0 14.4 4.5c-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21z',
  ),
  linkedin: svg(
    'M4 9h3.6v11H4zm1.8-5.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4M9.7 9h3.4v1.5c.5-.9 1.7-1.8 3.4-1.8 3.6 0 4.3 2.3 4.3 5.4V20h-3.6v-5.2c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H9.7z',
  ),
  whatsapp: MessageCircle,
};
