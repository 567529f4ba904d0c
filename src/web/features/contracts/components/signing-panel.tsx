import '@fontsource/dancing-script/400.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import SignaturePad from 'signature_pad';
import type { PartyRole } from '../../../../shared/contract-terms';
import type { SignBody } from '../../../../shared/schemas/contracts';
import { CheckboxField } from '../../../components/ui/choice-fields';
import { FormActions, FormError } from '../../../components/ui/form-actions';
import { TextareaField, TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-error';
import { typedSignatureImage } from '../lib/typed-signature';
import { SegmentedTabs } from './segmented-tabs';

type Mode = 'typed' | 'drawn';

/**
 * Consent, the signature (typed in a script font, or drawn with a finger or mouse), initials when
 * the document asks for them, and declining with a reason. The same panel serves a guest's link
 * and a signed-in party.
 */
export function SigningPanel({
  name,
  role,
  needsInitials,
  consentText,
  onSign,
  onDecline,
  signing,
  declining,
  signError,
  declineError,
}: {
  name: string;
  role: PartyRole;
  needsInitials: boolean;
  consentText: string;
  onSign: (body: SignBody) => void;
  onDecline: (reason: string) => void;
  signing: boolean;
  declining: boolean;
  signError: Error | null;
  declineError: Error | null;
}) {
  const { t } = useTranslation('contracts');
  const [mode, setMode] = useState<Mode>('typed');
  const [typed, setTyped] = useState(name);
  const [initials, setInitials] = useState(() => initialsOf(name));
  const [consent, setConsent] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [declineOpen, setDeclineOpen] = useState(false);
  const [reason, setReason] = useState('');
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);

  useEffect(() => {
    if (mode !== 'drawn' || !canvas.current) return;
    const el = canvas.current;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    el.width = el.offsetWidth * ratio;
    el.height = el.offsetHeight * ratio;
    el.getContext('2d')?.scale(ratio, ratio);
    const instance = new SignaturePad(el, {
      penColor: '#0b2545',
      backgroundColor: 'rgba(255,255,255,0)',
    });
    pad.current = instance;
    return () => {
      instance.off();
      pad.current = null;
    };
  }, [mode]);

  const server = signError instanceof ApiError ? signError : null;
  const fieldError = (key: string) => problems[key] ?? server?.fields[key];

  async function submit() {
    const found: Record<string, string> = {};
    if (!consent) found.consent = t('sign.consentRequired');
    if (role === 'signer' && mode === 'typed' && !typed.trim())
      found.signature = t('sign.typeRequired');
    if (role === 'signer' && mode === 'drawn' && (pad.current?.isEmpty() ?? true)) {
      found.signature = t('sign.drawRequired');
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const extra = needsInitials && initials.trim() ? { initials: initials.trim() } : {};
    if (role === 'approver') {
      onSign({ consent: true, signature: { kind: 'approval' }, ...extra });
    } else if (mode === 'typed') {
      onSign({
        consent: true,
        signature: {
          kind: 'typed',
          text: typed.trim(),
          image: await typedSignatureImage(typed.trim()),
        },
        ...extra,
      });
    } else {
      onSign({
        consent: true,
        signature: { kind: 'drawn', image: pad.current!.toDataURL('image/png') },
        ...extra,
      });
    }
  }

  return (
    <section
      aria-labelledby="sign-heading"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="sign-heading" className="text-lg font-semibold text-navy">
        {role === 'approver' ? t('sign.approveTitle') : t('sign.title')}
      </h2>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {role === 'signer' && (
          <fieldset className="flex flex-col gap-3">
            <legend className="text-sm font-medium text-navy">{t('sign.how')}</legend>
            <SegmentedTabs
              label={t('sign.how')}
              options={[
                { value: 'typed', label: t('sign.mode.typed') },
                { value: 'drawn', label: t('sign.mode.drawn') },
              ]}
              value={mode}
              onChange={setMode}
            />
            {mode === 'typed' ? (
              <div>
                <TextField
                  label={t('sign.typedLabel')}
                  value={typed}
                  onChange={(e) => setTyped(e.target.value)}
                  autoComplete="name"
                  error={fieldError('signature')}
                />
                <p
                  aria-hidden="true"
                  className="mt-2 min-h-14 truncate rounded-lg bg-slate-50 px-3 py-2 text-4xl text-navy"
                  style={{ fontFamily: '"Dancing Script", cursive' }}
                >
                  {typed}
                </p>
              </div>
            ) : (
              <div>
                <p className="text-sm text-slate-700" id="draw-hint">
                  {t('sign.drawHint')}
                </p>
                <canvas
                  ref={canvas}
                  aria-label={t('sign.drawLabel')}
                  aria-describedby="draw-hint"
                  role="img"
                  className="mt-2 h-40 w-full touch-none rounded-lg border-2 border-dashed border-slate-300 bg-white"
                />
                <div className="mt-2 flex items-center justify-between gap-3">
                  <FormError message={fieldError('signature')} />
                  <button
                    type="button"
                    onClick={() => pad.current?.clear()}
                    className="text-sm font-semibold text-ocean underline"
                  >
                    {t('sign.clear')}
                  </button>
                </div>
              </div>
            )}
          </fieldset>
        )}
        {needsInitials && (
          <TextField
            label={t('sign.initials')}
            value={initials}
            maxLength={6}
            onChange={(e) => setInitials(e.target.value)}
            error={fieldError('initials')}
            className="max-w-40"
          />
        )}
        <CheckboxField
          label={t('sign.consentLabel')}
          description={consentText}
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
          error={fieldError('consent')}
        />
        <FormActions
          error={server && Object.keys(server.fields).length === 0 ? server.message : null}
          submitLabel={
            signing ? t('sign.signing') : role === 'approver' ? t('sign.approve') : t('sign.submit')
          }
          submitting={signing}
        />
      </form>
      <div className="border-t border-slate-200 pt-4">
        {declineOpen ? (
          <form
            noValidate
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              onDecline(reason);
            }}
          >
            <TextareaField
              label={t('decline.reason')}
              hint={t('decline.hint')}
              rows={3}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={declineError instanceof ApiError ? declineError.fields.reason : undefined}
            />
            <FormActions
              error={
                declineError instanceof ApiError && !declineError.fields.reason
                  ? declineError.message
                  : null
              }
              submitLabel={t('decline.submit')}
              submitting={declining}
              destructive
              cancel={{ label: t('decline.cancel'), onClick: () => setDeclineOpen(false) }}
            />
          </form>
        ) : (
          <button
            type="button"
            onClick={() => setDeclineOpen(true)}
            className="text-sm font-semibold text-red-700 underline"
          >
            {t('decline.open')}
          </button>
        )}
      </div>
    </section>
  );
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .join('')
    .slice(0, 4);
}
