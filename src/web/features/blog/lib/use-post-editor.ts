import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminPost, BlogLanguage, PostSave } from '../../../../shared/schemas/blog';
import { ApiError } from '../../../lib/api-error';
import { usePostAction, type PostAction } from '../api/admin-queries';
import {
  emptyPostForm,
  errorsFromServer,
  formFromPost,
  inputFromForm,
  sameInput,
  validatePostForm,
  type FieldErrors,
  type PostFormValues,
} from './post-form';

/** How long after the last change a draft is saved by itself. */
export const AUTOSAVE_DELAY_MS = 3000;

export type EditorCommand =
  | { kind: 'draft' }
  | { kind: 'publish' }
  | { kind: 'schedule'; publishAt: string }
  | { kind: 'unpublish' };

export type CommandResult = { ok: true; post: AdminPost } | { ok: false };

/**
 * The editor's state and its conversation with the server: what is typed (`values`), what the
 * server last kept (`saved`, `baseline`), field errors, autosave and the stale-version conflict.
 * Requests go out one at a time, each with the version the one before it answered, so an autosave
 * in flight never makes the next save stale.
 */
export function usePostEditor(post: AdminPost | null, language: BlogLanguage) {
  const { mutateAsync } = usePostAction();
  const initial = post ? formFromPost(post) : emptyPostForm(language);
  const [values, setValues] = useState<PostFormValues>(initial);
  const [baseline, setBaseline] = useState<PostFormValues>(initial);
  const [saved, setSaved] = useState<AdminPost | null>(post);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState<EditorCommand['kind'] | 'restore' | null>(null);
  const [autosave, setAutosave] = useState<
    { state: 'saving' } | { state: 'saved'; at: Date } | { state: 'failed' } | null
  >(null);

  // The version the next request must name: updated as soon as an answer arrives.
  const savedRef = useRef(post);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const dirty = !sameInput(values, baseline);

  /** Runs after every request already queued, with the version the last answer gave. */
  const enqueue = useCallback(<T>(make: (current: AdminPost | null) => Promise<T>): Promise<T> => {
    const run = queue.current.then(
      () => make(savedRef.current),
      () => make(savedRef.current),
    );
    queue.current = run.catch(() => undefined);
    return run;
  }, []);

  const send = useCallback(
    async (request: PostAction) => {
      const answer = await mutateAsync(request);
      savedRef.current = answer;
      setSaved(answer);
      return answer;
    },
    [mutateAsync],
  );

  /** Puts a refusal where it belongs: under its field, as a conflict, or above the buttons. */
  const showFailure = useCallback((err: unknown) => {
    if (err instanceof ApiError) {
      const placed = errorsFromServer({ ...err.fields, ...err.codes });
      if (Object.keys(placed).length > 0) {
        setErrors(placed);
        setFormError(null);
        return;
      }
      if (err.status === 409) {
        setConflict(true);
        return;
      }
      setFormError(err.message);
      return;
    }
    setFormError(err instanceof Error ? err.message : String(err));
  }, []);

  const edit = useCallback((change: (current: PostFormValues) => PostFormValues) => {
    setValues(change);
  }, []);

  /** Clears one field's error as soon as it is edited. */
  const clearError = useCallback((field: keyof FieldErrors) => {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  const run = useCallback(
    async (command: EditorCommand): Promise<CommandResult> => {
      const snapshot = values;
      const found = validatePostForm(snapshot);
      if (Object.keys(found).length > 0) {
        setErrors(found);
        return { ok: false };
      }
      setErrors({});
      setFormError(null);
      setBusy(command.kind);
      const input = inputFromForm(snapshot);
      try {
        const post = await enqueue(async (current) => {
          // A post not on the server yet is created first (as a draft), then the command runs.
          const created = current === null;
          let target = current ?? (await send({ kind: 'create', input }));
          const body = (): PostSave => ({ ...input, version: target.version });
          switch (command.kind) {
            case 'draft':
              return created ? target : send({ kind: 'save', id: target.id, body: body() });
            case 'publish':
              return send({ kind: 'publish', id: target.id, body: body() });
            case 'schedule':
              return send({
                kind: 'schedule',
                id: target.id,
                body: { ...body(), publishAt: command.publishAt },
              });
            case 'unpublish':
              // What was typed is kept first, so unpublishing never drops it.
              if (!sameInput(snapshot, formFromPost(target))) {
                target = await send({ kind: 'save', id: target.id, body: body() });
              }
              return send({ kind: 'unpublish', id: target.id });
          }
        });
        setBaseline(snapshot);
        setAutosave(null);
        return { ok: true, post };
      } catch (err) {
        showFailure(err);
        return { ok: false };
      } finally {
        setBusy(null);
      }
    },
    [values, enqueue, send, showFailure],
  );

  /** Brings back an earlier version: the restored post replaces what is typed. */
  const restore = useCallback(
    async (revisionId: string): Promise<boolean> => {
      setBusy('restore');
      setFormError(null);
      try {
        const post = await enqueue((current) =>
          send({ kind: 'restore', id: current!.id, revisionId }),
        );
        const restored = formFromPost(post);
        setValues(restored);
        setBaseline(restored);
        setErrors({});
        return true;
      } catch (err) {
        showFailure(err);
        return false;
      } finally {
        setBusy(null);
      }
    },
    [enqueue, send, showFailure],
  );

  /** After a conflict: the post as it now stands on the server replaces what is typed. */
  const reload = useCallback((post: AdminPost) => {
    const fresh = formFromPost(post);
    savedRef.current = post;
    setSaved(post);
    setValues(fresh);
    setBaseline(fresh);
    setErrors({});
    setConflict(false);
    setAutosave(null);
  }, []);

  // Autosave: a draft already on the server, a pause in typing, nothing the schema refuses.
  const autosaveWanted =
    saved !== null &&
    saved.status === 'draft' &&
    dirty &&
    !conflict &&
    busy === null &&
    Object.keys(validatePostForm(values)).length === 0;
  useEffect(() => {
    if (!autosaveWanted) return;
    const snapshot = values;
    const timer = setTimeout(() => {
      setAutosave({ state: 'saving' });
      enqueue((current) =>
        send({
          kind: 'save',
          id: current!.id,
          body: { ...inputFromForm(snapshot), version: current!.version, autosave: true },
        }),
      ).then(
        () => {
          setBaseline(snapshot);
          setAutosave({ state: 'saved', at: new Date() });
        },
        (err: unknown) => {
          setAutosave({ state: 'failed' });
          showFailure(err);
        },
      );
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autosaveWanted, values, enqueue, send, showFailure]);

  return {
    values,
    saved,
    dirty,
    errors,
    formError,
    conflict,
    busy,
    autosave,
    edit,
    clearError,
    setErrors,
    run,
    restore,
    reload,
  };
}
