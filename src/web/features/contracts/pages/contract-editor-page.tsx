import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { sendProblems } from '../../../../shared/contract-document';
import {
  CONTRACT_KINDS,
  type ContractKind,
  type SigningOrder,
} from '../../../../shared/contract-terms';
import { MONEY_INVALID, parseMoney } from '../../../../shared/money';
import { can, canAny } from '../../../../shared/permissions';
import {
  ContractDraftSchema,
  type ContractDetail,
  type ContractDraft,
  type Preview,
} from '../../../../shared/schemas/contracts';
import { FormError } from '../../../components/ui/form-actions';
import { DateField, TextareaField, TextField } from '../../../components/ui/form-field';
import { ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { ApiError } from '../../../lib/api-error';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session/session-context';
import {
  contractQuery,
  useCreateContract,
  usePrefill,
  usePreview,
  useSendContract,
  useUpdateContract,
} from '../api/queries';
import { ContractDocument } from '../components/contract-document';
import { SegmentedTabs } from '../components/segmented-tabs';
import { FIELD_EXAMPLES } from '../lib/field-examples';
import { newParty, PartiesEditor, type PartyRowInput } from '../components/parties-editor';
import { withOpenSignerSlots } from '../lib/open-signer-slots';
import { AccessDenied } from '../../../components/errors/access-denied-page';
import {
  EMPTY_SOURCES,
  RecordPickers,
  sourcesBody,
  type Sources,
} from '../components/record-pickers';

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** /contracts/new (and ?edit={id}): template, records, text, parties, order, expiry; preview; send. */
export default function ContractEditorPage() {
  const { t } = useTranslation('contracts');
  const [params] = useSearchParams();
  const editId = params.get('edit');
  const { api, role } = useSession();
  const maySend = canAny(role, ['write:contracts:any', 'send:contracts:own']);
  const existing = useQuery({
    ...contractQuery(api, editId ?? ''),
    enabled: !!editId && maySend,
  });
  // The server refuses them too; drawn, the editor would load the records and fail on every step.
  if (!maySend) return <AccessDenied />;
  if (editId && existing.isPending) return <ListSkeleton rows={6} label={t('loading')} />;
  if (editId && existing.isError) {
    return <QueryError query={existing} title={t('error')} retryLabel={t('retry')} />;
  }
  return (
    <Editor
      key={editId ?? 'new'}
      existing={existing.data ?? null}
      leadFromUrl={params.get('lead')}
    />
  );
}

function Editor({
  existing,
  leadFromUrl,
}: {
  existing: ContractDetail | null;
  leadFromUrl: string | null;
}) {
  const { t } = useTranslation('contracts');
  const { role } = useSession();
  const format = useFormat();
  const navigate = useNavigate();
  const office = can(role, 'write:contracts:any');
  const kinds = office ? CONTRACT_KINDS : (['management-agreement'] as const);
  const [kind, setKind] = useState<ContractKind>(
    existing?.kind ?? (leadFromUrl ? 'management-agreement' : kinds[0]),
  );
  const [sources, setSources] = useState<Sources>({
    ...EMPTY_SOURCES,
    leaseId: existing?.sources.leaseId ?? '',
    propertyId: existing?.sources.propertyId ?? '',
    leadId: existing?.sources.leadId ?? leadFromUrl ?? '',
  });
  const [title, setTitle] = useState(existing?.title ?? '');
  const [body, setBody] = useState(existing?.body ?? '');
  const [templateVersionId, setTemplateVersionId] = useState<string | null>(null);
  const [parties, setParties] = useState<PartyRowInput[]>(
    existing
      ? existing.parties.map((p) => newParty({ name: p.name, email: p.email, role: p.role }))
      : [],
  );
  const [order, setOrder] = useState<SigningOrder>(existing?.signingOrder ?? 'parallel');
  const [expiresOn, setExpiresOn] = useState(
    existing ? existing.expiresAt.slice(0, 10) : inDays(14),
  );
  const [reminderDays, setReminderDays] = useState(String(existing?.reminderDays ?? 3));
  const [message, setMessage] = useState(existing?.message ?? '');
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [local, setLocal] = useState<Record<string, string>>({});
  const prefill = usePrefill();
  const previewing = usePreview();
  const create = useCreateContract();
  const update = useUpdateContract(existing?.id ?? '');
  const send = useSendContract();
  const saving = create.isPending || update.isPending || send.isPending;
  const failure = [create.error, update.error, send.error].find((e) => e instanceof ApiError) as
    ApiError | undefined;
  const errors = {
    ...failure?.fields,
    ...local,
    ...(prefill.error instanceof ApiError ? prefill.error.fields : {}),
  };

  function fill() {
    setLocal({});
    const base = sourcesBody(kind, sources);
    prefill.mutate(
      { kind, ...base },
      {
        onSuccess: (data) => {
          setTitle(data.title);
          setBody(data.body);
          setTemplateVersionId(data.templateVersionId);
          setParties(withOpenSignerSlots(data.body, data.parties).map((p) => newParty(p)));
          setPreview(null);
        },
      },
    );
  }

  // A lead chosen from the pipeline fills the agreement at once.
  useEffect(() => {
    if (leadFromUrl && !existing) fill();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function draft(andSend: boolean): ContractDraft | null {
    const found: Record<string, string> = {};
    if (andSend) {
      const signers = parties
        .filter((p) => p.role !== 'copy')
        .map((p) => ({ name: p.name || p.email, role: p.role as 'signer' | 'approver' }));
      const problems = sendProblems(body, signers);
      if (problems.length > 0) found.body = problems.join(' ');
    }
    if (
      kind === 'lease-renewal-addendum' &&
      sources.renewalRent &&
      parseMoney(sources.renewalRent) === null
    ) {
      found['renewal.monthlyRentCents'] = MONEY_INVALID;
    }
    const days = Number(reminderDays);
    if (!Number.isInteger(days)) found.reminderDays = t('editor.reminderFormat');
    const candidate = {
      kind,
      title,
      body,
      templateVersionId,
      parties: parties.map(({ name, email, role: r }) => ({ name, email, role: r })),
      signingOrder: order,
      expiresOn,
      reminderDays: Number.isInteger(days) ? days : 0,
      message,
      ...sourcesBody(kind, sources),
    };
    // Everything the API's schema would refuse, at once, each at its field (parties.1.email…);
    // what only the server knows (the lead is the broker's, the expiry in its zone) comes after.
    const parsed = ContractDraftSchema.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
    }
    if (expiresOn && expiresOn <= format.today()) found.expiresOn ??= t('editor.expiryFuture');
    setLocal(found);
    if (Object.keys(found).length > 0 || !parsed.success) return null;
    return parsed.data;
  }

  function save(andSend: boolean) {
    const input = draft(andSend);
    if (!input) return;
    const done = (detail: ContractDetail) => {
      if (!andSend || detail.status !== 'draft') return void navigate(`/contracts/${detail.id}`);
      send.mutate(detail.id, { onSettled: () => void navigate(`/contracts/${detail.id}`) });
    };
    if (existing) update.mutate(input, { onSuccess: done });
    else create.mutate(input, { onSuccess: done });
  }

  const sent = existing !== null && existing.status !== 'draft';
  return (
    <div className="flex flex-col gap-6">
      <header>
        <Link
          to={existing ? `/contracts/${existing.id}` : '/contracts'}
          className="text-sm font-semibold text-ocean underline"
        >
          {t('detail.back')}
        </Link>
        <h1 className="mt-2 text-2xl font-semibold text-navy md:text-3xl">
          {existing
            ? t('editor.editTitle', { reference: existing.reference })
            : t('editor.newTitle')}
        </h1>
        {sent && (
          <p role="note" className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {t('editor.changeWarning')}
          </p>
        )}
      </header>

      {!existing && (
        <section className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-5">
          <fieldset>
            <legend className="text-sm font-medium text-navy">{t('editor.template')}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {kinds.map((k) => (
                <label
                  key={k}
                  className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm ${kind === k ? 'border-ocean bg-ocean/5' : 'border-slate-200'}`}
                >
                  <input
                    type="radio"
                    name="kind"
                    value={k}
                    checked={kind === k}
                    onChange={() => setKind(k)}
                    className="mt-0.5 size-4 accent-ocean"
                  />
                  <span>
                    <span className="font-semibold text-navy">{t(`kind.${k}`)}</span>
                    <span className="block text-slate-600">{t(`kindHint.${k}`)}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <RecordPickers kind={kind} sources={sources} onChange={setSources} errors={errors} />
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              onClick={fill}
              disabled={prefill.isPending}
              className="rounded-lg bg-navy px-4 py-2 text-sm font-semibold text-white hover:bg-navy/90 disabled:opacity-60"
            >
              {prefill.isPending ? t('editor.filling') : t('editor.fill')}
            </button>
            {prefill.data && prefill.data.unfilled.length > 0 && (
              <p className="text-sm text-amber-900">
                {t('editor.unfilled', {
                  fields: prefill.data.unfilled.map((f) => `{{${f}}}`).join(', '),
                })}
              </p>
            )}
            {prefill.data && prefill.data.unfilled.length === 0 && (
              <p className="text-sm text-emerald-800">
                {t('editor.allFilled', { n: prefill.data.templateVersion })}
              </p>
            )}
          </div>
          <FormError
            message={
              prefill.error instanceof ApiError && Object.keys(prefill.error.fields).length === 0
                ? prefill.error.message
                : null
            }
          />
        </section>
      )}

      {(body || existing) && (
        <form
          noValidate
          className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-5"
          onSubmit={(e) => {
            e.preventDefault();
            save(true);
          }}
        >
          <TextField
            label={t('editor.title')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            error={errors.title}
          />
          <div className="flex flex-col gap-2">
            <SegmentedTabs
              label={t('editor.tabs')}
              options={[
                { value: 'edit', label: t('editor.tab.edit') },
                { value: 'preview', label: t('editor.tab.preview') },
              ]}
              value={tab}
              onChange={(k) => {
                setTab(k);
                if (k === 'preview') previewing.mutate({ body }, { onSuccess: setPreview });
              }}
            />
            {tab === 'edit' ? (
              <TextareaField
                label={t('editor.text')}
                hint={t('editor.textHint', FIELD_EXAMPLES)}
                rows={18}
                value={body}
                onChange={(e) => setBody(e.target.value)}
                error={errors.body}
              />
            ) : previewing.isPending || !preview ? (
              <ListSkeleton rows={4} label={t('loading')} />
            ) : (
              <div className="flex flex-col gap-2">
                {preview.unfilled.length > 0 && (
                  <p className="text-sm text-amber-900">
                    {t('editor.unfilled', {
                      fields: preview.unfilled.map((f) => `{{${f}}}`).join(', '),
                    })}
                  </p>
                )}
                {errors.body && (
                  <p role="alert" className="text-sm text-red-700">
                    {errors.body}
                  </p>
                )}
                <ContractDocument blocks={preview.blocks} />
              </div>
            )}
          </div>
          <PartiesEditor parties={parties} onChange={setParties} errors={errors} />
          <fieldset>
            <legend className="text-sm font-medium text-navy">{t('editor.order')}</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {(['parallel', 'sequential'] as const).map((o) => (
                <label key={o} className="flex items-center gap-2 text-sm text-navy">
                  <input
                    type="radio"
                    name="order"
                    value={o}
                    checked={order === o}
                    onChange={() => setOrder(o)}
                    className="size-4 accent-ocean"
                  />
                  {t(`order.${o}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            <DateField
              label={t('editor.expires')}
              value={expiresOn}
              onChange={(e) => setExpiresOn(e.target.value)}
              error={errors.expiresOn}
            />
            <TextField
              label={t('editor.reminders')}
              hint={t('editor.remindersHint')}
              inputMode="numeric"
              value={reminderDays}
              onChange={(e) => setReminderDays(e.target.value)}
              error={errors.reminderDays}
            />
          </div>
          <TextareaField
            label={t('editor.message')}
            optional
            rows={3}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            error={errors.message}
          />
          <FormError
            message={failure && Object.keys(failure.fields).length === 0 ? failure.message : null}
          />
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              disabled={saving}
              className="rounded-lg bg-ocean px-4 py-2 text-sm font-semibold text-white hover:bg-ocean-dark disabled:opacity-60"
            >
              {sent ? t('editor.saveAndResend') : t('editor.saveAndSend')}
            </button>
            {!sent && (
              <button
                type="button"
                disabled={saving}
                onClick={() => save(false)}
                className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
              >
                {t('editor.saveDraft')}
              </button>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
