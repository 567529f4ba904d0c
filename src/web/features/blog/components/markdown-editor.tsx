import { Bold, Heading2, Image, Italic, Link2, List, Quote, type LucideIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { FieldError, fieldWiring } from '../../../components/ui/field-messages';
import { controlClass } from '../../../components/ui/form-field';
import {
  insertImage,
  insertLink,
  prefixLines,
  wrapInline,
  type TextSelection,
} from '../lib/markdown-edit';
import { useWideScreen } from '../lib/use-wide-screen';
import { BodyPreview } from './body-preview';
import { ImageUpload } from './image-upload';

type Tool = 'bold' | 'italic' | 'heading' | 'link' | 'list' | 'quote';

const TOOLS: { tool: Tool; icon: LucideIcon }[] = [
  { tool: 'bold', icon: Bold },
  { tool: 'italic', icon: Italic },
  { tool: 'heading', icon: Heading2 },
  { tool: 'link', icon: Link2 },
  { tool: 'list', icon: List },
  { tool: 'quote', icon: Quote },
];

const toolButton =
  'inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 aria-pressed:bg-ocean/10 aria-pressed:text-ocean';

/**
 * The markdown body: a toolbar that edits the textarea's selection, images by upload inserted
 * where the caret was, and the server's preview beside the text from 1024 px (tabs below).
 */
export function MarkdownEditor({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('blog-admin');
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  // Where the caret was when the image panel opened: the image goes there.
  const caret = useRef({ start: value.length, end: value.length });
  const wide = useWideScreen();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [imagePanel, setImagePanel] = useState(false);
  const showWrite = wide || tab === 'write';
  const showPreview = wide || tab === 'preview';

  const selection = (): TextSelection => {
    const el = textarea.current;
    return el
      ? { value, start: el.selectionStart, end: el.selectionEnd }
      : { value, start: value.length, end: value.length };
  };

  const apply = (next: TextSelection) => {
    onChange(next.value);
    caret.current = { start: next.start, end: next.end };
    // After React writes the new value, put the selection back where the edit leaves off.
    requestAnimationFrame(() => {
      const el = textarea.current;
      if (!el) return;
      el.focus();
      el.setSelectionRange(next.start, next.end);
    });
  };

  const run = (tool: Tool) => {
    const current = selection();
    switch (tool) {
      case 'bold':
      case 'italic':
        return apply(wrapInline(current, tool, t(`toolbar.placeholder.${tool}`)));
      case 'link':
        return apply(insertLink(current, t('toolbar.placeholder.link')));
      case 'heading':
      case 'list':
      case 'quote':
        return apply(prefixLines(current, tool));
    }
  };

  const wiring = fieldWiring(id, { hint: true, error });
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <label htmlFor={id} className="block text-sm font-medium text-navy">
            {t('fields.body')}
          </label>
          <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
            {t('fields.bodyHint')}
          </p>
        </div>
        {!wide && (
          <div role="tablist" aria-label={t('preview.tabs')} className="flex gap-1">
            {(['write', 'preview'] as const).map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                aria-selected={tab === name}
                aria-controls={`${id}-${name}`}
                onClick={() => setTab(name)}
                className={`min-h-10 rounded-lg px-3 py-1.5 text-sm font-semibold ${
                  tab === name
                    ? 'bg-navy text-white'
                    : 'border border-slate-300 text-slate-800 hover:bg-slate-50'
                }`}
              >
                {t(`preview.tab.${name}`)}
              </button>
            ))}
          </div>
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div
          id={`${id}-write`}
          role={wide ? undefined : 'tabpanel'}
          hidden={!showWrite}
          className="flex min-w-0 flex-col gap-2"
        >
          <div
            role="toolbar"
            aria-label={t('toolbar.label')}
            aria-controls={id}
            className="flex flex-wrap gap-0.5 rounded-lg border border-slate-200 bg-slate-50 p-1"
          >
            {TOOLS.map(({ tool, icon: Icon }) => (
              <button
                key={tool}
                type="button"
                title={t(`toolbar.${tool}`)}
                aria-label={t(`toolbar.${tool}`)}
                // Keep the textarea's selection: a mouse press would otherwise take the focus.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => run(tool)}
                className={toolButton}
              >
                <Icon className="size-4" aria-hidden="true" />
              </button>
            ))}
            <button
              type="button"
              title={t('toolbar.image')}
              aria-label={t('toolbar.image')}
              aria-pressed={imagePanel}
              aria-expanded={imagePanel}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                const { start, end } = selection();
                caret.current = { start, end };
                setImagePanel((open) => !open);
              }}
              className={toolButton}
            >
              <Image className="size-4" aria-hidden="true" />
            </button>
          </div>
          {imagePanel && (
            <div className="rounded-lg border border-slate-200 bg-white p-3">
              <ImageUpload
                altLabel={t('image.bodyAlt')}
                chooseLabel={t('image.bodyChoose')}
                onUploaded={(image) => {
                  const { start, end } = caret.current;
                  const at = Math.min(start, value.length);
                  apply(
                    insertImage(
                      { value, start: at, end: Math.min(end, value.length) },
                      image.altText,
                      image.url,
                    ),
                  );
                  setImagePanel(false);
                }}
              />
            </div>
          )}
          <textarea
            ref={textarea}
            {...wiring}
            name="bodyMarkdown"
            rows={20}
            value={value}
            spellCheck
            onChange={(e) => onChange(e.target.value)}
            onSelect={(e) => {
              caret.current = {
                start: e.currentTarget.selectionStart,
                end: e.currentTarget.selectionEnd,
              };
            }}
            className={`${controlClass} min-h-80 font-mono text-sm leading-6`}
          />
          <FieldError id={id} message={error} />
        </div>
        <section
          id={`${id}-preview`}
          role={wide ? undefined : 'tabpanel'}
          aria-label={t('preview.label')}
          hidden={!showPreview}
          className="max-h-[44rem] min-w-0 overflow-auto rounded-lg border border-slate-200 bg-white p-4"
        >
          <p className="mb-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t('preview.label')}
          </p>
          <BodyPreview markdown={value} active={showPreview} />
        </section>
      </div>
    </div>
  );
}
