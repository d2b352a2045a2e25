'use client';
import { EDITOR_MESSAGES, EDITOR_WORDS } from '@/lib/words/admin';

import { useEffect, useId, useRef, useState } from 'react';
import { StrokeIcon } from '@/components/ui/stroke-icon';
import { AdminApiError } from '@/components/admin/api';
import { EDITOR_CATEGORIES, toggleCategory } from '@/components/admin/categories';
import {
  type CompetitionDraft,
  draftToInput,
  publishedFieldValue,
  withPublished,
  withPublishSameAsStart,
  withStart,
} from '@/components/admin/draft';
import { checkFactsDraft } from '@/components/admin/facts-draft';
import { type EditorErrors, type EditorField, groupFieldErrors } from '@/components/admin/field-errors';
import { parseFields } from '@/lib/api/fields';
import {
  clearedDatesIssues,
  competitionEditSchema,
  competitionInputSchema,
  type CompetitionInput,
  LIMITS,
} from '@/lib/competitions/schema';
import { EDITOR_CHECKS } from '@/lib/words/browse';
import { ExtendAction } from './extend-action';
import { FactFields } from './fact-fields';
import { ButtonSpinner, buttonClass, CharCount, FieldError, fieldClass, labelClass } from './form-controls';
import { TagInput } from './tag-input';
import { ThumbnailListInput } from './thumbnail-list-input';
import { FIELD_MESSAGES } from '@/lib/words/fields';
import { COMMON_WORDS } from '@/lib/words/common';

type CompetitionEditorProps = {
  mode: 'create' | 'edit';
  /** The starting values: an existing competition, an AI result, or an empty draft. */
  initial: CompetitionDraft;
  /** Sends the write; rejects with AdminApiError on a refusal. */
  onSave: (input: CompetitionInput) => Promise<void>;
  onDelete?: () => Promise<void>;
  /** Called once the dialog has closed, whatever closed it. */
  onClose: () => void;
  /** Shown under the form (the competition's history). */
  aside?: React.ReactNode;
  /** The dialog's title when it is not the spec's add/edit one (publishing an organiser's submission). */
  title?: string;
};

const noErrors: EditorErrors = { byField: {}, other: [] };

/** The add/edit dialog. Mount it to open it; it calls onClose when it has closed. */
export function CompetitionEditor({ mode, initial, onSave, onDelete, onClose, aside, title: customTitle }: CompetitionEditorProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const [errors, setErrors] = useState<EditorErrors>(noErrors);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const close = () => dialogRef.current?.close();
  const set = (patch: Partial<CompetitionDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const fid = (field: string) => `${id}-field-${field.replace('.', '-')}`;
  const errorProps = (field: EditorField, also?: string) => {
    const described = [errors.byField[field] ? `${fid(field)}-error` : '', also ?? ''].filter(Boolean).join(' ');
    return { ...(errors.byField[field] ? { 'aria-invalid': true as const } : {}), ...(described ? { 'aria-describedby': described } : {}) };
  };
  // A date that was empty when the competition was opened may stay empty (no deadline); a new one needs both.
  const startRequired = mode === 'create' || initial.start !== '';
  const endRequired = mode === 'create' || initial.end !== '';
  const error = (field: EditorField) => <FieldError id={`${fid(field)}-error`} message={errors.byField[field]} />;

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    await submit(draft);
  }

  async function submit(draft: CompetitionDraft) {
    if (busy) return;
    if (!draft.categories.length) {
      setErrors({ byField: { categories: FIELD_MESSAGES.noCategory }, other: [] });
      return;
    }
    const factErrors = checkFactsDraft(draft.facts);
    if (Object.keys(factErrors).length) {
      setErrors({ byField: factErrors, other: [] });
      return;
    }
    const input = draftToInput(draft);
    // The server's own checks first, so each refusal shows beside its field before anything is sent.
    const parsed = parseFields(mode === 'create' ? competitionInputSchema : competitionEditSchema, input);
    const fields = {
      ...(mode === 'edit' ? clearedDatesIssues({ start: initial.start, end: initial.end }, input) : {}),
      ...(parsed.success ? {} : parsed.fields),
    };
    if (Object.keys(fields).length) {
      setErrors(groupFieldErrors(fields));
      return;
    }
    setErrors(noErrors);
    setBusy('save');
    try {
      await onSave(input);
      setBusy(null);
      close();
    } catch (err) {
      setBusy(null);
      if (err instanceof AdminApiError && err.status === 422 && Object.keys(err.fields).length) {
        const grouped = groupFieldErrors(err.fields);
        setErrors(grouped.other.length || Object.keys(grouped.byField).length ? grouped : { byField: {}, other: [err.message] });
      } else {
        window.alert((err instanceof Error && err.message) || EDITOR_MESSAGES.saveFailed);
      }
    }
  }

  async function remove() {
    if (!onDelete || busy || !window.confirm(EDITOR_MESSAGES.confirmDelete)) return;
    setBusy('delete');
    try {
      await onDelete();
      setBusy(null);
      close();
    } catch (err) {
      setBusy(null);
      window.alert((err instanceof Error && err.message) || EDITOR_MESSAGES.deleteFailed);
    }
  }

  const title = customTitle ?? (mode === 'edit' ? EDITOR_WORDS.editTitle : EDITOR_WORDS.newTitle);
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        if (busy) e.preventDefault();
      }}
      onClose={onClose}
      className="m-auto max-h-[92vh] w-[calc(100%-1.5rem)] max-w-3xl overflow-y-auto rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-5 p-5 sm:p-6" aria-busy={busy !== null}>
        <h2 id={`${id}-title`} className="text-xl font-extrabold">
          {title}
        </h2>

        {errors.other.length ? (
          <ul role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-2 text-sm text-red-800">
            {errors.other.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        ) : null}

        <div>
          <label htmlFor={fid('title')} className={labelClass}>
            Judul
          </label>
          <input
            id={fid('title')}
            type="text"
            required
            value={draft.title}
            onChange={(e) => set({ title: e.target.value })}
            className={fieldClass}
            {...errorProps('title', `${fid('title')}-count`)}
          />
          <CharCount id={`${fid('title')}-count`} length={draft.title.trim().length} max={LIMITS.title} />
          {error('title')}
        </div>

        <div>
          <label htmlFor={fid('description')} className={labelClass}>
            Deskripsi
          </label>
          <textarea
            id={fid('description')}
            required
            rows={7}
            value={draft.description}
            onChange={(e) => set({ description: e.target.value })}
            className={fieldClass}
            {...errorProps('description', `${fid('description')}-count`)}
          />
          <CharCount id={`${fid('description')}-count`} length={draft.description.trim().length} max={LIMITS.description} />
          {error('description')}
        </div>

        <div>
          <label htmlFor={fid('thumbnails')} className={labelClass}>
            {EDITOR_WORDS.thumbnails}
          </label>
          <ThumbnailListInput
            id={fid('thumbnails')}
            thumbnails={draft.thumbnails}
            onChange={(thumbnails) => set({ thumbnails })}
            describedBy={errors.byField.thumbnails ? `${fid('thumbnails')}-error` : undefined}
          />
          {error('thumbnails')}
        </div>

        <div>
          <label htmlFor={fid('tags')} className={labelClass}>
            Tags
          </label>
          <TagInput
            id={fid('tags')}
            tags={draft.tags}
            onChange={(tags) => set({ tags })}
            describedBy={errors.byField.tags ? `${fid('tags')}-error` : undefined}
          />
          {error('tags')}
        </div>

        <fieldset {...(errors.byField.categories ? { 'aria-describedby': `${fid('categories')}-error` } : {})}>
          <legend className={labelClass}>Kategori</legend>
          <div className="flex flex-wrap gap-2">
            {EDITOR_CATEGORIES.map((c) => (
              <label
                key={c}
                className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800"
              >
                <input
                  type="checkbox"
                  checked={draft.categories.includes(c)}
                  onChange={(e) => set({ categories: toggleCategory(draft.categories, c, e.target.checked) })}
                  className="h-4 w-4 accent-brand-600"
                />
                {c}
              </label>
            ))}
          </div>
          {error('categories')}
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={fid('registration.start')} className={labelClass}>
              {COMMON_WORDS.registrationStart}
            </label>
            <input
              id={fid('registration.start')}
              type="date"
              required={startRequired}
              value={draft.start}
              onChange={(e) => setDraft((d) => withStart(d, e.target.value))}
              className={fieldClass}
              {...errorProps('registration.start')}
            />
            {error('registration.start')}
          </div>
          <div>
            <label htmlFor={fid('registration.end')} className={labelClass}>
              {COMMON_WORDS.registrationEnd}
            </label>
            <input
              id={fid('registration.end')}
              type="date"
              required={endRequired}
              value={draft.end}
              onChange={(e) => set({ end: e.target.value })}
              className={fieldClass}
              {...errorProps('registration.end', endRequired || draft.end ? undefined : `${fid('registration.end')}-hint`)}
            />
            {endRequired || draft.end ? null : (
              <p id={`${fid('registration.end')}-hint`} className="mt-1 text-sm text-slate-600">
                {EDITOR_CHECKS.noEndHint}
              </p>
            )}
            {error('registration.end')}
            {mode === 'edit' && initial.end ? (
              <ExtendAction
                currentEnd={initial.end}
                busy={busy !== null}
                onExtend={(end, note) => {
                  const next = { ...draft, end, facts: { ...draft.facts, extensionFrom: initial.end, extensionNote: note } };
                  setDraft(next);
                  void submit(next);
                }}
              />
            ) : null}
          </div>
        </div>

        <div className="space-y-3">
          <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              checked={draft.publishSameAsStart}
              onChange={(e) => setDraft((d) => withPublishSameAsStart(d, e.target.checked))}
              className="h-4 w-4 accent-brand-600"
            />
            {EDITOR_WORDS.publishSameAsStart}
          </label>
          {draft.publishSameAsStart ? (
            errors.byField.published_date ? (
              error('published_date')
            ) : null
          ) : (
            <div className="sm:w-1/2 sm:pr-2">
              <label htmlFor={fid('published_date')} className={labelClass}>
                {EDITOR_WORDS.published}
              </label>
              <input
                id={fid('published_date')}
                type="date"
                required
                value={publishedFieldValue(draft)}
                onChange={(e) => setDraft((d) => withPublished(d, e.target.value))}
                className={fieldClass}
                {...errorProps('published_date')}
              />
              {error('published_date')}
            </div>
          )}
        </div>

        <FactFields
          value={draft.facts}
          onChange={(patch) => setDraft((d) => ({ ...d, facts: { ...d.facts, ...patch } }))}
          errors={errors}
          fid={fid}
        />

        <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4">
          {mode === 'edit' && onDelete ? (
            <button type="button" onClick={remove} disabled={busy !== null} className={buttonClass.danger} title={EDITOR_WORDS.deleteTitle}>
              {busy === 'delete' ? (
                <ButtonSpinner />
              ) : (
                <StrokeIcon>
                  <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
                </StrokeIcon>
              )}
              Hapus
            </button>
          ) : null}
          <div className="ml-auto flex gap-2">
            <button type="button" onClick={close} disabled={busy !== null} className={buttonClass.secondary}>
              Batal
            </button>
            <button type="submit" disabled={busy !== null} className={buttonClass.primary}>
              {busy === 'save' ? <ButtonSpinner /> : null}
              Simpan
            </button>
          </div>
        </div>
      </form>
      {aside}
    </dialog>
  );
}
