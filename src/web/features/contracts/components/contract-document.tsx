import { useTranslation } from '../../../i18n/use-translation';
import type { DocumentBlockView } from '../../../../shared/schemas/contracts';

/**
 * A contract's document: the server's sanitized HTML runs, and each signing field as a box that
 * shows its signature, initials or date once signed. `highlightSigner` marks the viewer's fields.
 */
export function ContractDocument({
  blocks,
  highlightSigner,
}: {
  blocks: readonly DocumentBlockView[];
  highlightSigner?: number | null;
}) {
  const { t } = useTranslation('contracts');
  return (
    <article className="contract-doc rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
      {blocks.map((block, i) =>
        block.type === 'text' ? (
          // The server renders markdown with markdown-it and sanitize-html (src/server/lib/markdown.ts).
          <div key={i} dangerouslySetInnerHTML={{ __html: block.html }} />
        ) : (
          <FieldBox
            key={block.key}
            block={block}
            mine={highlightSigner === block.signer}
            label={t(`field.${block.kind}`, {
              name: block.signerName ?? t('field.signer', { n: block.signer }),
            })}
          />
        ),
      )}
    </article>
  );
}

function FieldBox({
  block,
  mine,
  label,
}: {
  block: Extract<DocumentBlockView, { type: 'field' }>;
  mine: boolean;
  label: string;
}) {
  const { t } = useTranslation('contracts');
  const tone = block.filled
    ? 'border-emerald-300 bg-emerald-50/60'
    : mine
      ? 'border-amber-400 bg-amber-50'
      : 'border-dashed border-slate-300 bg-slate-50';
  return (
    <div className={`my-3 max-w-sm rounded-lg border px-3 py-2 ${tone}`} data-field={block.key}>
      <p className="text-xs font-medium text-slate-600">{label}</p>
      {block.filled ? (
        block.kind === 'signature' && block.filled.image ? (
          <img
            src={block.filled.image}
            alt={t('field.signatureOf', { name: block.filled.text })}
            className="mt-1 h-14 w-auto max-w-full"
          />
        ) : (
          <p className="mt-1 font-semibold text-navy">{block.filled.text}</p>
        )
      ) : (
        <p className="mt-1 text-sm text-slate-500">
          {mine ? t('field.yours') : t('field.awaiting')}
        </p>
      )}
    </div>
  );
}
