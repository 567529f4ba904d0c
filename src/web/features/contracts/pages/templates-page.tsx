import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import type { ContractKind } from '../../../../shared/contract-terms';
import type { Preview, TemplateDetail } from '../../../../shared/schemas/contracts';
import { can } from '../../../../shared/permissions';
import { AccessDenied } from '../../../components/errors/access-denied-page';
import { FormActions } from '../../../components/ui/form-actions';
import { TextareaField, TextField } from '../../../components/ui/form-field';
import { ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { ApiError } from '../../../lib/api-error';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session/session-context';
import { templateQuery, templatesQuery, usePreview, useSaveTemplate } from '../api/queries';
import { ContractDocument } from '../components/contract-document';
import { SegmentedTabs } from '../components/segmented-tabs';
import { FIELD_EXAMPLES } from '../lib/field-examples';

/** /contracts/templates: the office's templates; saving writes a new version, sent contracts keep theirs. */
export default function TemplatesPage() {
  const { t } = useTranslation('contracts');
  const { api, role } = useSession();
  const [params, setParams] = useSearchParams();
  const office = can(role, 'write:contracts:any');
  const list = useQuery({ ...templatesQuery(api), enabled: office });
  const kind = (params.get('kind') as ContractKind | null) ?? list.data?.[0]?.kind ?? null;
  if (!office) return <AccessDenied />;
  return (
    <div className="flex flex-col gap-6">
      <header>
        <Link to="/contracts" className="text-sm font-semibold text-ocean underline">
          {t('detail.back')}
        </Link>
        <h1 className="mt-2 text-2xl font-semibold text-navy md:text-3xl">
          {t('templates.title')}
        </h1>
        <p className="mt-1 text-slate-600">{t('templates.description')}</p>
      </header>
      {list.isPending ? (
        <ListSkeleton rows={4} label={t('loading')} />
      ) : list.isError ? (
        <QueryError query={list} title={t('error')} retryLabel={t('retry')} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
          <nav aria-label={t('templates.title')}>
            <ul className="flex flex-col gap-2">
              {list.data.map((tpl) => (
                <li key={tpl.kind}>
                  <button
                    type="button"
                    aria-current={tpl.kind === kind ? 'true' : undefined}
                    onClick={() => setParams({ kind: tpl.kind }, { replace: true })}
                    className={`w-full rounded-lg border p-3 text-left text-sm ${tpl.kind === kind ? 'border-ocean bg-ocean/5' : 'border-slate-200 bg-white hover:bg-slate-50'}`}
                  >
                    <span className="block font-semibold text-navy">{tpl.name}</span>
                    <span className="block text-xs text-slate-600">
                      {t('templates.version', { n: tpl.version })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {kind && <TemplateEditorLoader kind={kind} />}
        </div>
      )}
    </div>
  );
}

function TemplateEditorLoader({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('contracts');
  const { api } = useSession();
  const query = useQuery(templateQuery(api, kind));
  if (query.isPending) return <ListSkeleton rows={6} label={t('loading')} />;
  if (query.isError) return <QueryError query={query} title={t('error')} retryLabel={t('retry')} />;
  return <TemplateEditor key={`${kind}-${query.data.version}`} template={query.data} />;
}

function TemplateEditor({ template }: { template: TemplateDetail }) {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  const [name, setName] = useState(template.name);
  const [description, setDescription] = useState(template.description);
  const [body, setBody] = useState(template.body);
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const [preview, setPreview] = useState<Preview | null>(null);
  const save = useSaveTemplate(template.kind);
  const previewing = usePreview();
  const error = save.error instanceof ApiError ? save.error : null;
  return (
    <form
      noValidate
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-5"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ name, description, body });
      }}
    >
      <div className="grid gap-3 md:grid-cols-2">
        <TextField
          label={t('templates.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={error?.fields.name}
        />
        <TextField
          label={t('templates.summary')}
          optional
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={error?.fields.description}
        />
      </div>
      <SegmentedTabs
        label={t('editor.tabs')}
        options={[
          { value: 'edit', label: t('editor.tab.edit') },
          { value: 'preview', label: t('templates.previewSample') },
        ]}
        value={tab}
        onChange={(k) => {
          setTab(k);
          if (k === 'preview') previewing.mutate({ body, sample: true }, { onSuccess: setPreview });
        }}
      />
      {tab === 'edit' ? (
        <TextareaField
          label={t('editor.text')}
          hint={t('templates.textHint', FIELD_EXAMPLES)}
          rows={22}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          error={error?.fields.body}
        />
      ) : previewing.isPending || !preview ? (
        <ListSkeleton rows={4} label={t('loading')} />
      ) : (
        <ContractDocument blocks={preview.blocks} />
      )}
      <FormActions
        error={error && Object.keys(error.fields).length === 0 ? error.message : null}
        submitLabel={save.isPending ? t('templates.saving') : t('templates.save')}
        submitting={save.isPending}
      />
      {save.isSuccess && (
        <p role="status" className="text-sm text-emerald-800">
          {t('templates.saved', { n: save.data.version })}
        </p>
      )}
      <section>
        <h2 className="text-sm font-semibold text-navy">{t('templates.versions')}</h2>
        <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-700">
          {template.versions.map((v) => (
            <li key={v.version}>
              {t('templates.versionLine', {
                n: v.version,
                date: format.dateTime(v.createdAt),
                who: v.createdBy ?? t('templates.seeded'),
              })}
            </li>
          ))}
        </ul>
      </section>
    </form>
  );
}
