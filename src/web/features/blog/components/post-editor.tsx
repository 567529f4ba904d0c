import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, TriangleAlert } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { BLOG_LANGUAGES, type AdminPost, type BlogLanguage } from '../../../../shared/schemas/blog';
import { pathInLanguage } from '../../../../shared/language-path';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { focusFirstFieldInError } from '../../../components/ui/focus-first-error';
import {
  SelectField,
  SelectOptions,
  TextField,
  TextareaField,
} from '../../../components/ui/form-field';
import { PanelCard } from '../../../components/ui/panel-card';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session/session-context';
import {
  adminPostQuery,
  adminPostsQuery,
  blogAdminKeys,
  useDeletePost,
} from '../api/admin-queries';
import { withTitle } from '../lib/post-form';
import { usePostEditor, type EditorCommand } from '../lib/use-post-editor';
import { CoverField } from './cover-field';
import { LeaveGuard } from './leave-guard';
import { MarkdownEditor } from './markdown-editor';
import { PublishPanel } from './publish-panel';
import { RevisionsPanel } from './revisions-panel';
import { SeoFields } from './seo-fields';
import { TagsField } from './tags-field';
import { BackLink } from '../../../components/ui/arrow-link';

const otherLanguage = (language: BlogLanguage): BlogLanguage => (language === 'en' ? 'es' : 'en');

/** The one editor for a new post and an existing one (created on its first save). */
export function PostEditor({ post, language }: { post: AdminPost | null; language: BlogLanguage }) {
  const { t } = useTranslation('blog-admin');
  const { api } = useSession();
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const editor = usePostEditor(post, language);
  const { values, saved, errors, edit, clearError } = editor;
  const formRef = useRef<HTMLFormElement>(null);
  const [focusErrors, setFocusErrors] = useState(0);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const deletePost = useDeletePost();

  // Read when a navigation is asked for: a save that just finished (or a delete) lets it through.
  const dirtyRef = useRef(editor.dirty);
  useLayoutEffect(() => {
    dirtyRef.current = editor.dirty;
  }, [editor.dirty]);
  const leaving = useRef(false);
  const isDirty = useCallback(() => !leaving.current && dirtyRef.current, []);

  const translations = useQuery(adminPostsQuery(api, { language: otherLanguage(values.language) }));

  // Once per refused command: errors cleared while the writer types must not pull the focus.
  const focusedFor = useRef(0);
  useEffect(() => {
    if (focusErrors === focusedFor.current) return;
    focusedFor.current = focusErrors;
    focusFirstFieldInError(formRef.current, (name) => Boolean(errors[name as keyof typeof errors]));
  }, [focusErrors, errors]);

  const command = async (next: EditorCommand) => {
    const result = await editor.run(next);
    if (!result.ok) {
      setFocusErrors((n) => n + 1);
      return;
    }
    const { post: answer } = result;
    const message =
      next.kind === 'publish'
        ? t('toast.published', { title: answer.title })
        : next.kind === 'schedule'
          ? t('toast.scheduled', {
              title: answer.title,
              time: format.dateTime(answer.publishAt ?? next.publishAt),
            })
          : next.kind === 'unpublish'
            ? t('toast.unpublished', { title: answer.title })
            : t('toast.saved', { title: answer.title });
    toast.success(message);
    // The new post's own address, once it has one (a create whose publish was refused gets it
    // on the next success).
    if (post === null) {
      leaving.current = true;
      void navigate(`/blog-admin/posts/${answer.id}/edit`, { replace: true });
    }
  };

  const remove = () => {
    if (!saved) return;
    deletePost.mutate(saved.id, {
      onSuccess: () => {
        toast.success(t('toast.deleted', { title: saved.title }));
        leaving.current = true;
        void navigate('/blog-admin/posts');
      },
    });
  };

  const reloadAfterConflict = async () => {
    if (!saved) return;
    const fresh = await queryClient.fetchQuery({
      ...adminPostQuery(api, saved.id),
      staleTime: 0,
    });
    editor.reload(fresh);
    void queryClient.invalidateQueries({ queryKey: blogAdminKeys.revisions(saved.id) });
  };

  const translationOptions = (translations.data ?? []).filter((other) => other.id !== saved?.id);
  const publicPath =
    saved?.status === 'published' ? pathInLanguage(saved.language, `/blog/${saved.slug}`) : null;

  return (
    <div className="flex flex-col gap-6">
      <LeaveGuard dirty={isDirty} />
      <header className="flex flex-col gap-2">
        <BackLink
          to="/blog-admin/posts"
          className="inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-ocean hover:underline"
        >
          {t('editor.back')}
        </BackLink>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h1 className="text-2xl font-semibold break-words text-navy md:text-3xl">
            {saved ? t('editor.editTitle') : t('editor.newTitle')}
          </h1>
          <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
            <p role="status" aria-live="polite">
              {editor.autosave?.state === 'saving'
                ? t('autosave.saving')
                : editor.autosave?.state === 'saved'
                  ? t('autosave.saved', { time: format.time(editor.autosave.at) })
                  : editor.autosave?.state === 'failed'
                    ? t('autosave.failed')
                    : editor.dirty
                      ? t('autosave.unsaved')
                      : ''}
            </p>
            {publicPath && (
              // A full load: the public blog is drawn by the server in its own language.
              <a
                href={publicPath}
                target="_blank"
                rel="noopener"
                className="inline-flex items-center gap-1.5 font-semibold text-ocean hover:underline"
              >
                {t('editor.view')}
                <ExternalLink className="size-4" aria-hidden="true" />
              </a>
            )}
          </div>
        </div>
      </header>

      {editor.conflict && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center"
        >
          <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
          <p className="flex-1 text-sm">{t('conflict.text')}</p>
          <button
            type="button"
            onClick={() => void reloadAfterConflict()}
            className="rounded-lg border border-amber-400 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-amber-100"
          >
            {t('conflict.reload')}
          </button>
        </div>
      )}

      <form
        ref={formRef}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void command({ kind: 'draft' });
        }}
        className="flex flex-col gap-6"
      >
        <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start">
          <PanelCard title={t('editor.postCard')}>
            <div className="flex flex-col gap-4">
              <TextField
                label={t('fields.title')}
                name="title"
                required
                value={values.title}
                maxLength={160}
                error={errors.title}
                onChange={(e) => {
                  const title = e.target.value;
                  edit((current) => withTitle(current, title));
                  clearError('title');
                }}
              />
              <TextField
                label={t('fields.slug')}
                name="slug"
                required
                value={values.slug}
                maxLength={80}
                hint={t('fields.slugHint', {
                  path: pathInLanguage(values.language, `/blog/${values.slug || '…'}`),
                })}
                error={errors.slug}
                autoCapitalize="none"
                spellCheck={false}
                onChange={(e) => {
                  const slug = e.target.value;
                  edit((current) => ({ ...current, slug, slugEdited: true }));
                  clearError('slug');
                }}
              />
              <TextareaField
                label={t('fields.excerpt')}
                name="excerpt"
                required
                rows={3}
                maxLength={300}
                hint={t('fields.excerptHint')}
                value={values.excerpt}
                error={errors.excerpt}
                onChange={(e) => {
                  const excerpt = e.target.value;
                  edit((current) => ({ ...current, excerpt }));
                  clearError('excerpt');
                }}
              />
              <div className="grid gap-4 md:grid-cols-2">
                <SelectField
                  label={t('fields.language')}
                  name="language"
                  value={values.language}
                  error={errors.language}
                  onChange={(e) => {
                    const next = e.target.value as BlogLanguage;
                    // A translation is of a post in the other language: a new language clears it.
                    edit((current) => ({ ...current, language: next, translationOfId: '' }));
                    clearError('language');
                  }}
                >
                  <SelectOptions
                    values={BLOG_LANGUAGES}
                    label={(lang) => <>{t(`language.${lang}`)}</>}
                  />
                </SelectField>
                <SelectField
                  label={t('fields.translationOf')}
                  name="translationOfId"
                  optional
                  hint={t('fields.translationOfHint', {
                    language: t(`languageInText.${otherLanguage(values.language)}`),
                  })}
                  value={values.translationOfId}
                  error={errors.translationOfId}
                  onChange={(e) => {
                    const translationOfId = e.target.value;
                    edit((current) => ({ ...current, translationOfId }));
                    clearError('translationOfId');
                  }}
                >
                  <SelectOptions
                    none={t('fields.noTranslation')}
                    values={translationOptions}
                    label={(other) => (
                      <>
                        {other.title} ({t(`status.${other.status}`)})
                      </>
                    )}
                    optionValue={(other) => other.id}
                  />
                </SelectField>
              </div>
            </div>
          </PanelCard>
          <div className="flex flex-col gap-6 xl:sticky xl:top-20">
            <PublishPanel
              post={saved}
              busy={editor.busy}
              error={editor.formError}
              publishAtError={errors.publishAt}
              onCommand={(next) => void command(next)}
              onDelete={() => setConfirmDelete(true)}
            />
          </div>
        </div>

        <PanelCard title={t('editor.bodyCard')}>
          <MarkdownEditor
            value={values.bodyMarkdown}
            error={errors.bodyMarkdown}
            onChange={(bodyMarkdown) => {
              edit((current) => ({ ...current, bodyMarkdown }));
              clearError('bodyMarkdown');
            }}
          />
        </PanelCard>

        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <PanelCard title={t('editor.coverCard')} description={t('editor.coverDescription')}>
            <div className="flex flex-col gap-6">
              <CoverField
                cover={values.cover}
                error={errors.cover}
                onChange={(cover) => {
                  edit((current) => ({ ...current, cover }));
                  clearError('cover');
                }}
              />
              <TagsField
                tags={values.tags}
                error={errors.tags}
                onChange={(tags) => {
                  edit((current) => ({ ...current, tags }));
                  clearError('tags');
                }}
              />
            </div>
          </PanelCard>
          <PanelCard title={t('seo.card')} description={t('seo.cardDescription')}>
            <SeoFields
              seoTitle={values.seoTitle}
              seoDescription={values.seoDescription}
              fallbackTitle={values.title}
              fallbackDescription={values.excerpt}
              errors={errors}
              onChange={(field, value) => {
                edit((current) => ({ ...current, [field]: value }));
                clearError(field);
              }}
            />
          </PanelCard>
        </div>
      </form>

      {saved && (
        <RevisionsPanel postId={saved.id} dirty={editor.dirty} onRestore={editor.restore} />
      )}

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('delete.title')}
        description={t('delete.description', { title: saved?.title ?? '' })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('cancel')}
        destructive
        busy={deletePost.isPending}
        error={deletePost.error?.message ?? null}
        onConfirm={remove}
      />
    </div>
  );
}
