import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Download, FileText } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { formatMoney } from '../../../../shared/money';
import { W9_ENTITY_TYPES } from '../../../../shared/schemas/bills';
import type {
  OwnerTaxProfile,
  TaxFormRecipient,
  TaxFormReview,
} from '../../../../shared/schemas/tax-forms';
import { FormError } from '../../../components/ui/form-actions';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { PanelCard } from '../../../components/ui/panel-card';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api-error';
import { downloadWithSession } from '../../../lib/download-file';
import { useSession } from '../../../lib/session/session-context';
import { PRIMARY, SECONDARY } from '../components/buttons';

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** The years offered: this one and the five before it. */
function yearsOffered(now = new Date()): number[] {
  const current = now.getFullYear();
  return Array.from({ length: 6 }, (_, i) => current - i);
}

/**
 * /portal/tax-forms: the year's 1099 review (vendors on 1099-NEC, owners' rents on 1099-MISC), in
 * and out with the reason, the CSV and each recipient's copy; and the owners' tax profiles.
 */
export default function TaxFormsPage() {
  const { t } = useTranslation('tax-forms');
  const { api, getAuthHeaders } = useSession();
  const [params, setParams] = useSearchParams();
  const years = yearsOffered();
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= 2100 ? asked : years[0]!;
  const review = useQuery({
    queryKey: ['tax-forms', year],
    queryFn: () => api<TaxFormReview>(`/api/tax-forms/${year}`),
  });
  const [error, setError] = useState<string | null>(null);
  const download = (path: string, name: string) =>
    downloadWithSession(path, name, getAuthHeaders).catch((err: unknown) =>
      setError(errorText(err)),
    );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('title')} lead={t('lead')} />
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('year')}
          value={String(year)}
          onChange={(e) => setParams({ year: e.target.value })}
        >
          {!years.includes(year) && <option value={year}>{year}</option>}
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </SelectField>
        <button
          type="button"
          className={PRIMARY}
          onClick={() => void download(`/api/tax-forms/${year}/csv`, `1099s-${year}.csv`)}
        >
          <Download className="size-4" aria-hidden="true" />
          {t('csv')}
        </button>
      </div>
      <FormError message={error} />
      {review.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : review.isError ? (
        <QueryError query={review} title={t('loadError')} retryLabel={t('retry')} />
      ) : (
        <>
          <RecipientTable
            title={t('nec.title')}
            description={t('nec.lead', {
              threshold: formatMoney(review.data.thresholds.necCents),
              year,
            })}
            rows={review.data.nec}
            year={year}
            onDownload={download}
          />
          <RecipientTable
            title={t('misc.title')}
            description={t('misc.lead', {
              threshold: formatMoney(review.data.thresholds.miscRentsCents),
              year,
            })}
            rows={review.data.misc}
            year={year}
            onDownload={download}
          />
        </>
      )}
      <OwnerProfiles />
    </div>
  );
}

function RecipientTable({
  title,
  description,
  rows,
  year,
  onDownload,
}: {
  title: string;
  description: string;
  rows: TaxFormRecipient[];
  year: number;
  onDownload: (path: string, name: string) => Promise<void>;
}) {
  const { t, i18n } = useTranslation('tax-forms');
  const problems = rows.filter((r) => r.reason === 'missing_tax_id').length;
  return (
    <PanelCard title={title} description={description}>
      {problems > 0 && (
        <p className="mb-3 flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
          {t('problems', { count: problems })}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('none', { year })}</p>
      ) : (
        <div
          role="region"
          aria-label={title}
          tabIndex={0}
          className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:ring-2 focus-visible:ring-ocean/40 focus-visible:outline-none"
        >
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-left text-xs tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-2 py-2 md:px-3 font-semibold">
                  {t('col.recipient')}
                </th>
                <th
                  scope="col"
                  className="hidden px-2 py-2 md:px-3 font-semibold whitespace-nowrap md:table-cell"
                >
                  {t('col.taxId')}
                </th>
                <th scope="col" className="px-2 py-2 md:px-3 text-right font-semibold">
                  {t('col.total')}
                </th>
                <th scope="col" className="px-2 py-2 md:px-3 font-semibold">
                  {t('col.status')}
                </th>
                <th scope="col" className="hidden px-2 py-2 md:px-3 font-semibold md:table-cell">
                  {t('col.copy')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r) => {
                const taxId = r.taxIdMasked ? (
                  <span className="font-mono">{r.taxIdMasked}</span>
                ) : (
                  <span className="font-medium text-amber-900">{t('noTaxId')}</span>
                );
                const copy = r.included ? (
                  <button
                    type="button"
                    className={`${SECONDARY} whitespace-nowrap`}
                    aria-label={t('pdfLabel', { name: r.name })}
                    onClick={() =>
                      void onDownload(
                        `/api/tax-forms/${year}/recipients/${r.kind}/${r.id}/pdf`,
                        `1099-${r.kind}-${year}.pdf`,
                      )
                    }
                  >
                    <FileText className="size-4" aria-hidden="true" />
                    {t('pdf')}
                  </button>
                ) : null;
                return (
                  <tr key={r.id} data-testid={`recipient-${r.kind}`}>
                    <td className="px-2 py-2 md:px-3 align-top">
                      <span className="font-medium text-navy">{r.name}</span>
                      <span className="block text-xs text-slate-600">
                        {r.entityType ? t(`w9.${r.entityType}`) : t('noEntity')}
                        {' · '}
                        {t('payments', { count: r.payments })}
                      </span>
                      {/* On a phone the id sits under the name. */}
                      <span className="block text-xs md:hidden">{taxId}</span>
                    </td>
                    <td className="hidden px-2 py-2 md:px-3 align-top whitespace-nowrap md:table-cell">
                      {taxId}
                    </td>
                    <td className="px-2 py-2 md:px-3 text-right align-top whitespace-nowrap tabular-nums">
                      {formatMoney(r.totalCents, i18n.language)}
                    </td>
                    <td className="px-2 py-2 md:px-3 align-top">
                      <span
                        className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${
                          r.reason === 'missing_tax_id'
                            ? 'bg-amber-100 text-amber-900'
                            : r.included
                              ? 'bg-emerald-100 text-emerald-900'
                              : 'bg-slate-100 text-slate-700'
                        }`}
                      >
                        {r.reason === 'missing_tax_id' && (
                          <AlertTriangle className="size-3" aria-hidden="true" />
                        )}
                        {r.included ? t('in') : t('out')}
                      </span>
                      <span className="block text-xs break-words hyphens-auto text-slate-700">
                        {t(`reason.${r.reason}`)}
                      </span>
                      {copy && <span className="mt-2 block md:hidden">{copy}</span>}
                    </td>
                    <td className="hidden px-2 py-2 md:px-3 align-top md:table-cell">
                      {copy ?? <span className="text-slate-600">—</span>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </PanelCard>
  );
}

/** The owners' W-9 details: an individual's rents go on a 1099-MISC. */
function OwnerProfiles() {
  const { t } = useTranslation('tax-forms');
  const { api } = useSession();
  const profiles = useQuery({
    queryKey: ['owner-tax-profiles'],
    queryFn: () => api<{ items: OwnerTaxProfile[] }>('/api/owner-tax-profiles'),
  });
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <PanelCard title={t('owners.title')} description={t('owners.lead')}>
      {profiles.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : profiles.isError ? (
        <QueryError query={profiles} title={t('loadError')} retryLabel={t('retry')} />
      ) : (
        <ul className="divide-y divide-slate-100">
          {profiles.data.items.map((p) =>
            editing === p.ownerId ? (
              <li key={p.ownerId} className="py-3">
                <ProfileEditor profile={p} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <ProfileRow key={p.ownerId} profile={p} onEdit={() => setEditing(p.ownerId)} />
            ),
          )}
        </ul>
      )}
    </PanelCard>
  );
}

function ProfileRow({ profile, onEdit }: { profile: OwnerTaxProfile; onEdit: () => void }) {
  const { t } = useTranslation('tax-forms');
  const { api } = useSession();
  const [revealed, setRevealed] = useState<string | null>(null);
  const reveal = useMutation({
    mutationFn: () =>
      api<{ taxId: string }>(`/api/owner-tax-profiles/${profile.ownerId}/tax-id/reveal`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: (data) => setRevealed(data.taxId),
  });
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3 text-sm">
      <div className="min-w-0">
        <p className="font-medium text-navy">{profile.legalName || profile.ownerName}</p>
        <p className="text-slate-700">
          {profile.entityType ? t(`w9.${profile.entityType}`) : t('owners.noProfile')}
          {profile.address && ` · ${profile.address}`}
        </p>
        <p className="flex flex-wrap items-center gap-2">
          {revealed || profile.taxIdMasked ? (
            <span className="font-mono">{revealed ?? profile.taxIdMasked}</span>
          ) : (
            <span className="font-medium text-amber-900">{t('noTaxId')}</span>
          )}
          {profile.taxIdMasked && revealed === null && (
            <button
              type="button"
              className="text-xs font-semibold text-ocean-dark underline"
              onClick={() => reveal.mutate()}
              aria-label={t('owners.revealLabel', { name: profile.ownerName })}
            >
              {t('owners.reveal')}
            </button>
          )}
        </p>
        <FormError message={reveal.error?.message} />
      </div>
      <button
        type="button"
        className={SECONDARY}
        onClick={onEdit}
        aria-label={t('owners.editLabel', { name: profile.ownerName })}
      >
        {t('owners.edit')}
      </button>
    </li>
  );
}

function ProfileEditor({ profile, onDone }: { profile: OwnerTaxProfile; onDone: () => void }) {
  const { t } = useTranslation('tax-forms');
  const { api } = useSession();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({
    entityType: profile.entityType ?? '',
    legalName: profile.legalName,
    address: profile.address,
    taxId: '',
  });
  const save = useMutation({
    mutationFn: () =>
      api<OwnerTaxProfile>(`/api/owner-tax-profiles/${profile.ownerId}`, {
        method: 'PUT',
        body: {
          entityType: form.entityType || null,
          legalName: form.legalName,
          address: form.address,
          // Left blank, the stored id stays.
          taxId: form.taxId.trim() === '' ? undefined : form.taxId,
        },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['owner-tax-profiles'] });
      await queryClient.invalidateQueries({ queryKey: ['tax-forms'] });
      onDone();
    },
  });
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const general = save.error && Object.keys(fields).length === 0 ? save.error.message : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 md:grid-cols-2"
      aria-label={t('owners.editLabel', { name: profile.ownerName })}
    >
      <SelectField
        label={t('owners.entity')}
        value={form.entityType}
        error={fields.entityType}
        onChange={(e) => setForm((f) => ({ ...f, entityType: e.target.value }))}
      >
        <option value="">{t('owners.choose')}</option>
        {W9_ENTITY_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`w9.${type}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('owners.legalName')}
        value={form.legalName}
        error={fields.legalName}
        optional
        hint={t('owners.legalNameHint', { name: profile.ownerName })}
        onChange={(e) => setForm((f) => ({ ...f, legalName: e.target.value }))}
      />
      <TextField
        label={t('owners.address')}
        value={form.address}
        error={fields.address}
        optional
        onChange={(e) => setForm((f) => ({ ...f, address: e.target.value }))}
      />
      <TextField
        label={t('owners.taxId')}
        value={form.taxId}
        error={fields.taxId}
        autoComplete="off"
        hint={
          profile.taxIdMasked
            ? t('owners.taxIdKeep', { masked: profile.taxIdMasked })
            : t('owners.taxIdHint')
        }
        onChange={(e) => setForm((f) => ({ ...f, taxId: e.target.value }))}
      />
      <FormError message={general} className="md:col-span-2" />
      <div className="flex gap-2 md:col-span-2">
        <button type="submit" className={PRIMARY} disabled={save.isPending}>
          {t('owners.save')}
        </button>
        <button type="button" className={SECONDARY} onClick={onDone}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
