import { Info } from 'lucide-react';
import { Fragment, useMemo } from 'react';
import { Link } from 'react-router';
import { isInAppPath } from '../../../shared/in-app-path';
import { parseMarkup, type Block, type Inline } from '../../../shared/markup';

export function headingId(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function plainText(content: Inline[]): string {
  return content.map((part) => (part.type === 'link' ? part.label : part.value)).join('');
}

function InlineView({ content }: { content: Inline[] }) {
  return content.map((part, i) => {
    if (part.type === 'strong')
      return (
        <strong key={i} className="font-semibold text-navy">
          {part.value}
        </strong>
      );
    if (part.type === 'text') return <Fragment key={i}>{part.value}</Fragment>;
    const className = 'font-medium text-ocean underline underline-offset-4 hover:text-ocean-dark';
    return isInAppPath(part.href) ? (
      <Link key={i} to={part.href} className={className}>
        {part.label}
      </Link>
    ) : (
      <a key={i} href={part.href} className={className} rel="noopener noreferrer">
        {part.label}
      </a>
    );
  });
}

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'heading': {
      const Tag = block.level === 2 ? 'h2' : 'h3';
      const size = block.level === 2 ? 'mt-12 text-2xl md:text-3xl' : 'mt-8 text-xl';
      return (
        <Tag
          id={headingId(plainText(block.content))}
          className={`scroll-mt-24 font-display font-semibold text-navy ${size}`}
        >
          <InlineView content={block.content} />
        </Tag>
      );
    }
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul';
      return (
        <Tag
          className={`mt-4 flex flex-col gap-2 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc marker:text-aqua'}`}
        >
          {block.items.map((item, i) => (
            <li key={i} className="pl-1">
              <InlineView content={item} />
            </li>
          ))}
        </Tag>
      );
    }
    case 'callout':
      return (
        <aside className="mt-6 flex gap-3 rounded-2xl border-l-4 border-aqua bg-sand p-5 text-navy">
          <Info className="mt-0.5 h-5 w-5 shrink-0 text-ocean" aria-hidden="true" />
          <p>
            <InlineView content={block.content} />
          </p>
        </aside>
      );
    case 'paragraph':
      return (
        <p className="mt-4">
          <InlineView content={block.content} />
        </p>
      );
  }
}

/** Renders CMS markup as React elements: text stays text, links only to safe targets. */
export function MarkupView({ source }: { source: string }) {
  const blocks = useMemo(() => parseMarkup(source), [source]);
  return (
    <div className="text-lg leading-relaxed text-navy/85">
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </div>
  );
}
