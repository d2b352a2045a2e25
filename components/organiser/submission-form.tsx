'use client';

import { useId, useRef, useState } from 'react';
import { buttonClass, FieldError, fieldClass, labelClass } from '@/components/admin/form-controls';
import { EDITOR_CATEGORIES } from '@/components/admin/categories';
import { FIELD_LABELS as F } from '@/lib/words/fields';
import { ORGANISER_WORDS as W, SUBMISSION_MESSAGES, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@/lib/words/organiser';
import { solveSubmissionChallenge } from './pow';

type SubmissionInitial = {
  name?: string;
  email?: string;
  organisation?: string;
  title?: string;
  description?: string;
  registration_start?: string;
  registration_end?: string;
  categories?: readonly string[];
  tags?: string;
  registration_url?: string;
};

type Props = {
  /** Shows "Isi otomatis dari poster" when Gemini is configured on the server. */
  aiPrefill: boolean;
  initial?: SubmissionInitial;
  /** A correction of a published competition: the status token of the submission it came from. */
  correction?: string;
};

type Sent = { statusUrl: string; mailed: boolean };
type Errors = Record<string, string>;

/**
 * "Kirim Lomba": an uncontrolled form, so nothing typed (or chosen) is lost when the server refuses it; errors come
 * back per field and are shown beside each. The proof of work is solved in the background from the first input.
 */
export function SubmissionForm({ aiPrefill, initial = {}, correction }: Props) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const pow = useRef<Promise<string> | null>(null);
  const [busy, setBusy] = useState<'send' | 'solve' | 'ai' | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);

  /** The solution in progress, started on first use; each one is used for one request. */
  const startSolving = (): Promise<string> =>
    (pow.current ??= solveSubmissionChallenge().catch((e: unknown) => {
      pow.current = null;
      throw e;
    }));

  const fid = (name: string) => `${id}-${name}`;
  const described = (name: string, hint?: boolean) => {
    const ids = [hint ? `${fid(name)}-hint` : '', errors[name] ? `${fid(name)}-error` : ''].filter(Boolean).join(' ');
    return { 'aria-describedby': ids || undefined, 'aria-invalid': errors[name] ? (true as const) : undefined };
  };

  function checkFiles(form: HTMLFormElement): string | null {
    const input = form.elements.namedItem('posters') as HTMLInputElement | null;
    const files = [...(input?.files ?? [])];
    if (files.length > UPLOAD_LIMITS.posters) return UPLOAD_MESSAGES.tooMany;
    if (files.some((f) => f.size > UPLOAD_LIMITS.posterBytes)) return UPLOAD_MESSAGES.tooLarge;
    return null;
  }

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const form = e.currentTarget;
    const fileError = checkFiles(form);
    if (fileError) {
      setErrors({ posters: fileError });
      setSummary(SUBMISSION_MESSAGES.invalid);
      return;
    }
    setSummary(null);
    setNotice(null);
    let payload: string;
    try {
      setBusy('solve');
      payload = await startSolving();
    } catch {
      setBusy(null);
      setSummary(SUBMISSION_MESSAGES.noChallenge);
      return;
    }
    // Each solved challenge works once: the next attempt solves a new one.
    pow.current = null;
    setBusy('send');
    const data = new FormData(form);
    data.set('altcha', payload);
    try {
      const res = await fetch('/api/kiriman', { method: 'POST', body: data, headers: { Accept: 'application/json' } });
      const body = (await res.json().catch(() => ({}))) as Partial<Sent> & { error?: string; fields?: Errors };
      if (res.ok && body.statusUrl) {
        setSent({ statusUrl: body.statusUrl, mailed: Boolean(body.mailed) });
        window.scrollTo({ top: 0 });
        return;
      }
      setErrors(body.fields ?? {});
      setSummary(body.error ?? SUBMISSION_MESSAGES.failed);
      void startSolving().catch(() => undefined);
    } catch {
      setSummary(SUBMISSION_MESSAGES.failed);
    } finally {
      setBusy(null);
    }
  }

  async function prefill() {
    const form = formRef.current;
    const input = form?.elements.namedItem('posters') as HTMLInputElement | null;
    const file = input?.files?.[0];
    if (!form || !file) return setNotice(W.aiPrefillNeedsPoster);
    setBusy('ai');
    setNotice(null);
    try {
      const payload = await startSolving();
      pow.current = null;
      const data = new FormData();
      data.set('poster', file);
      data.set('altcha', payload);
      const res = await fetch('/api/kiriman/isi-otomatis', { method: 'POST', body: data, headers: { Accept: 'application/json' } });
      const body = (await res.json().catch(() => ({}))) as { values?: Record<string, string | string[]>; error?: string };
      if (!res.ok || !body.values) throw new Error(body.error);
      for (const [name, value] of Object.entries(body.values)) {
        if (Array.isArray(value)) {
          for (const box of form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)) box.checked = value.includes(box.value);
        } else {
          const field = form.elements.namedItem(name);
          if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.value = value;
        }
      }
      setNotice(W.aiPrefilled);
    } catch (e) {
      setNotice((e instanceof Error && e.message) || W.aiPrefillFailed);
    } finally {
      void startSolving().catch(() => undefined);
      setBusy(null);
    }
  }

  if (sent) {
    return (
      <section role="status" className="space-y-3 rounded-xl border border-green-300 bg-green-50 p-5 text-green-900">
        <h2 className="text-xl font-bold">{W.sentHeading}</h2>
        <p>{sent.mailed ? W.sentWithMail : W.sentWithoutMail}</p>
        <p>
          {W.statusLinkLabel}{' '}
          <a href={sent.statusUrl} className="font-semibold break-all underline">
            {sent.statusUrl}
          </a>
        </p>
      </section>
    );
  }

  const text = (name: keyof SubmissionInitial, label: string, opts: { type?: string; hint?: string; autoComplete?: string } = {}) => (
    <div>
      <label htmlFor={fid(name)} className={labelClass}>
        {label}
      </label>
      <input
        id={fid(name)}
        name={name}
        type={opts.type ?? 'text'}
        autoComplete={opts.autoComplete}
        defaultValue={typeof initial[name] === 'string' ? (initial[name] as string) : undefined}
        className={fieldClass}
        {...described(name, Boolean(opts.hint))}
      />
      {opts.hint ? (
        <p id={`${fid(name)}-hint`} className="mt-1 text-sm text-slate-600">
          {opts.hint}
        </p>
      ) : null}
      <FieldError id={`${fid(name)}-error`} message={errors[name]} />
    </div>
  );

  return (
    <form
      ref={formRef}
      // Sent before the script runs, the e-mail must not end up in the address.
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void startSolving().catch(() => undefined)}
      onInput={() => void startSolving().catch(() => undefined)}
      className="space-y-6"
      aria-busy={busy !== null}
    >
      {correction ? <input type="hidden" name="correction" value={correction} /> : null}
      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-bold text-slate-900">{W.organiserHeading}</legend>
        {text('name', W.name, { autoComplete: 'name' })}
        {text('email', W.email, { type: 'email', hint: W.emailHint, autoComplete: 'email' })}
        {text('organisation', W.organisation, { autoComplete: 'organization' })}
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-bold text-slate-900">{W.postersHeading}</legend>
        <div>
          <label htmlFor={fid('posters')} className={labelClass}>
            {UPLOAD_MESSAGES.uploadLabel}
          </label>
          <input
            id={fid('posters')}
            name="posters"
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
            {...described('posters', true)}
          />
          <p id={`${fid('posters')}-hint`} className="mt-1 text-sm text-slate-600">
            {W.posterFilesHint}
          </p>
          <FieldError id={`${fid('posters')}-error`} message={errors.posters} />
          {aiPrefill ? (
            <button type="button" onClick={prefill} disabled={busy !== null} className={`${buttonClass.secondary} mt-2`}>
              {busy === 'ai' ? W.aiPrefilling : W.aiPrefill}
            </button>
          ) : null}
          {notice ? (
            <p role="status" className="mt-2 text-sm text-slate-700">
              {notice}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={fid('poster_links')} className={labelClass}>
            {W.posterLinks}
          </label>
          <textarea id={fid('poster_links')} name="poster_links" rows={2} className={fieldClass} {...described('poster_links', true)} />
          <p id={`${fid('poster_links')}-hint`} className="mt-1 text-sm text-slate-600">
            {W.posterLinksHint}
          </p>
          <FieldError id={`${fid('poster_links')}-error`} message={errors.poster_links} />
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-bold text-slate-900">{F.competition}</legend>
        {text('title', F.title)}
        <div>
          <label htmlFor={fid('description')} className={labelClass}>
            {F.description}
          </label>
          <textarea
            id={fid('description')}
            name="description"
            rows={6}
            defaultValue={initial.description}
            className={fieldClass}
            {...described('description', true)}
          />
          <p id={`${fid('description')}-hint`} className="mt-1 text-sm text-slate-600">
            {W.descriptionHint}
          </p>
          <FieldError id={`${fid('description')}-error`} message={errors.description} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('registration_start', F['registration.start'], { type: 'date' })}
          {text('registration_end', F['registration.end'], { type: 'date' })}
        </div>
        <fieldset {...described('categories')}>
          <legend className={labelClass}>{F.categories}</legend>
          <div className="flex flex-wrap gap-2">
            {EDITOR_CATEGORIES.map((c) => (
              <label
                key={c}
                className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium"
              >
                <input type="checkbox" name="categories" value={c} defaultChecked={initial.categories?.includes(c)} />
                {c}
              </label>
            ))}
          </div>
          <FieldError id={`${fid('categories')}-error`} message={errors.categories} />
        </fieldset>
        {text('tags', F.tags, { hint: W.tagsHint })}
        {text('registration_url', F.registration_url, { type: 'url' })}
      </fieldset>

      {/* Hidden from people (and from screen readers); a bot filling every field fills this one too. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={fid('website')}>{W.honeypot}</label>
        <input id={fid('website')} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>

      {summary ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          {summary}
        </p>
      ) : null}
      <button type="submit" disabled={busy !== null} className={`${buttonClass.primary} w-full sm:w-auto`}>
        {busy === 'solve' ? W.solving : busy === 'send' ? W.submitting : W.navLabel}
      </button>
    </form>
  );
}
