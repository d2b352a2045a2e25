'use client';

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { buttonClass, FieldError, fieldClass, labelClass } from '@/components/admin/form-controls';
import { EDITOR_CATEGORIES } from '@/components/admin/categories';
import { ProvinceSelect } from '@/components/ui/province-select';
import { MODES } from '@/lib/competitions/fact-constants';
import { FREE_LABEL, MODE_LABELS } from '@/lib/competitions/fact-text';
import { COMMON_WORDS } from '@/lib/words/common';
import { FIELD_LABELS as F } from '@/lib/words/fields';
import { NAV_WORDS } from '@/lib/words/visitor';
import { ORGANISER_WORDS as W, SUBMISSION_MESSAGES, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@/lib/words/organiser';
import { challengeKeeper, sendWithChallenge } from './pow';

/** The types the server accepts (checked again there from the bytes). */
const POSTER_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The fields the server requires, marked on the form. */
const REQUIRED = new Set(['name', 'email', 'organisation', 'title', 'description', 'registration_start', 'registration_end', 'categories']);

export type SubmissionInitial = {
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
  poster_links?: string;
  fee_type?: '' | 'free' | 'paid';
  fee_amount?: string;
  prize_total?: string;
  prize_text?: string;
  mode?: string;
  city?: string;
  province?: string;
};

type Props = {
  /** Shows "Isi otomatis dari poster" when Gemini is configured on the server. */
  aiPrefill: boolean;
  initial?: SubmissionInitial;
  /** A correction of a published competition: the status token of the submission it came from. */
  correction?: string;
  /** A submission asked for changes, edited in place: its status token. Who sent it is not asked again. */
  revision?: string;
  /** The posters in use (rendered by the page), said to be kept unless new ones are chosen. */
  currentPosters?: ReactNode;
};

type Sent = { statusUrl: string; mailed: boolean; email?: string; revised?: boolean };
type Errors = Record<string, string>;

/**
 * "Kirim Lomba": an uncontrolled form, so nothing typed (or chosen) is lost when the server refuses it; errors come
 * back per field and are shown beside each. The proof of work is solved in the background from the first input.
 */
export function SubmissionForm({ aiPrefill, initial = {}, correction, revision, currentPosters }: Props) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const keeper = useRef<ReturnType<typeof challengeKeeper>>(null);
  const [busy, setBusy] = useState<'send' | 'solve' | 'ai' | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const [chosen, setChosen] = useState(0);
  const [feeType, setFeeType] = useState(initial.fee_type ?? '');
  const [mode, setMode] = useState(initial.mode ?? '');
  /** Set by a refused submit: focus then goes to the first field in error (on a phone it is far above the button). */
  const focusError = useRef(false);

  /** The solution in progress, started on first use and replaced when it grows old; each one is used once. */
  const challenges = () => (keeper.current ??= challengeKeeper());
  const startSolving = () =>
    void challenges()
      .prepare()
      .catch(() => undefined);

  // On /kirim-lomba the form hydrates on first use (HydrateOnUse): what was chosen before, React did not hear. The fee
  // and the mode decide which fields show, so they are read back from the form; the focus that woke it starts the proof.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const fee = form.querySelector<HTMLInputElement>('input[name="fee_type"]:checked');
    if (fee && (fee.value === '' || fee.value === 'free' || fee.value === 'paid')) setFeeType(fee.value);
    const chosenMode = form.elements.namedItem('mode');
    if (chosenMode instanceof HTMLSelectElement) setMode(chosenMode.value);
    const posters = form.elements.namedItem('posters');
    if (posters instanceof HTMLInputElement && posters.files?.length) onPostersChosen(posters);
    if (form.contains(document.activeElement)) startSolving();
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!focusError.current) return;
    focusError.current = false;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    // A group (the categories, the fee) takes focus through its first control.
    const target = first.matches('input, textarea, select') ? first : first.querySelector<HTMLElement>('input, select, textarea');
    (target ?? first).focus();
  });

  const fid = (name: string) => `${id}-${name}`;
  const described = (name: string, hint?: boolean) => {
    const ids = [hint ? `${fid(name)}-hint` : '', errors[name] ? `${fid(name)}-error` : ''].filter(Boolean).join(' ');
    return { 'aria-describedby': ids || undefined, 'aria-invalid': errors[name] ? (true as const) : undefined };
  };
  // The mark sits beside the label, not in it: the field's name stays its name ("Judul"), and `aria-required` says
  // the rest to screen readers.
  const label = (name: string, text: string) =>
    REQUIRED.has(name) ? (
      <div className="mb-1 flex items-baseline">
        <label htmlFor={fid(name)} className="text-sm font-semibold text-slate-700">
          {text}
        </label>
        <RequiredMark />
      </div>
    ) : (
      <label htmlFor={fid(name)} className={labelClass}>
        {text}
      </label>
    );

  function checkFiles(input: HTMLInputElement | null): string | null {
    const files = [...(input?.files ?? [])];
    if (files.length > UPLOAD_LIMITS.posters) return UPLOAD_MESSAGES.tooMany;
    if (files.some((f) => !POSTER_TYPES.includes(f.type))) return UPLOAD_MESSAGES.notImage;
    if (files.some((f) => f.size > UPLOAD_LIMITS.posterBytes)) return UPLOAD_MESSAGES.tooLarge;
    return null;
  }

  /** Checked when chosen, not only at submit: the organiser learns at once that a file will not do. */
  function onPostersChosen(input: HTMLInputElement) {
    const problem = checkFiles(input);
    setErrors(({ posters: _p, ...rest }) => (problem ? { ...rest, posters: problem } : rest));
    setChosen(problem ? 0 : (input.files?.length ?? 0));
  }

  function refuse(fields: Errors, message: string) {
    setErrors(fields);
    setSummary(message);
    focusError.current = true;
  }

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const form = e.currentTarget;
    const fileError = checkFiles(form.elements.namedItem('posters') as HTMLInputElement | null);
    if (fileError) return refuse({ posters: fileError }, SUBMISSION_MESSAGES.invalid);
    setSummary(null);
    setNotice(null);
    const data = new FormData(form);
    try {
      setBusy('solve');
      // A challenge refused by the server (expired while the form was open, or used) is solved again and the form
      // sent once more, by itself: nothing chosen or typed is lost to a reload.
      const res = await sendWithChallenge(challenges(), (payload) => {
        setBusy('send');
        data.set('altcha', payload);
        return fetch('/api/kiriman', { method: 'POST', body: data, headers: { Accept: 'application/json' } });
      });
      const body = (await res.json().catch(() => ({}))) as Partial<Sent> & { error?: string; fields?: Errors };
      if (res.ok && body.statusUrl) {
        setSent({ statusUrl: body.statusUrl, mailed: Boolean(body.mailed), email: body.email, revised: body.revised });
        window.scrollTo({ top: 0 });
        return;
      }
      refuse(body.fields ?? {}, body.error ?? SUBMISSION_MESSAGES.failed);
      startSolving();
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
      const data = new FormData();
      data.set('poster', file);
      const res = await sendWithChallenge(challenges(), (payload) => {
        data.set('altcha', payload);
        return fetch('/api/kiriman/isi-otomatis', { method: 'POST', body: data, headers: { Accept: 'application/json' } });
      });
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
      startSolving();
      setBusy(null);
    }
  }

  if (sent) {
    return (
      <section role="status" className="space-y-3 rounded-xl border border-green-300 bg-green-50 p-5 text-green-900">
        <h2 className="text-xl font-bold">{sent.revised ? W.revisedHeading : W.sentHeading}</h2>
        <p>{sent.revised ? W.revised : sent.mailed ? W.sentWithMail : W.sentWithoutMail}</p>
        {sent.mailed && sent.email ? <p className="font-semibold break-all">{W.sentTo(sent.email)}</p> : null}
        <p>
          {W.statusLinkLabel}{' '}
          <a href={sent.statusUrl} className="font-semibold break-all underline">
            {sent.statusUrl}
          </a>
        </p>
      </section>
    );
  }

  const text = (
    name: keyof SubmissionInitial,
    labelText: string,
    opts: { type?: string; hint?: string; autoComplete?: string; inputMode?: 'numeric' } = {},
  ) => (
    <div>
      {label(name, labelText)}
      <input
        id={fid(name)}
        name={name}
        type={opts.type ?? 'text'}
        autoComplete={opts.autoComplete}
        inputMode={opts.inputMode}
        aria-required={REQUIRED.has(name) || undefined}
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
      onFocus={startSolving}
      onInput={startSolving}
      className="space-y-6"
      aria-busy={busy !== null}
    >
      {correction ? <input type="hidden" name="correction" value={correction} /> : null}
      {revision ? <input type="hidden" name="revision" value={revision} /> : null}
      <p className="text-sm text-slate-600">
        <RequiredMark /> {W.requiredNote}
      </p>
      {revision ? null : (
        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-bold text-slate-900">{W.organiserHeading}</legend>
          {text('name', W.name, { autoComplete: 'name' })}
          {text('email', W.email, { type: 'email', hint: W.emailHint, autoComplete: 'email' })}
          {text('organisation', W.organisation, { autoComplete: 'organization' })}
        </fieldset>
      )}

      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-bold text-slate-900">{W.postersHeading}</legend>
        {currentPosters ? (
          <div>
            <p className={labelClass}>{W.currentPosters}</p>
            {currentPosters}
            <p className="mt-1 text-sm text-slate-700">{W.postersKept}</p>
          </div>
        ) : null}
        <div>
          <label htmlFor={fid('posters')} className={labelClass}>
            {UPLOAD_MESSAGES.uploadLabel}
          </label>
          <input
            id={fid('posters')}
            name="posters"
            type="file"
            multiple
            accept={POSTER_TYPES.join(',')}
            onChange={(e) => onPostersChosen(e.currentTarget)}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
            {...described('posters', true)}
          />
          <p id={`${fid('posters')}-hint`} className="mt-1 text-sm text-slate-600">
            {W.posterFilesHint}
          </p>
          {chosen && !errors.posters ? <p className="mt-1 text-sm font-semibold text-green-800">{W.posterChosen(chosen)}</p> : null}
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
          <textarea
            id={fid('poster_links')}
            name="poster_links"
            rows={2}
            defaultValue={initial.poster_links}
            className={fieldClass}
            {...described('poster_links', true)}
          />
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
          {label('description', F.description)}
          <textarea
            id={fid('description')}
            name="description"
            aria-required
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
          <legend className={labelClass}>
            {F.categories}
            <RequiredMark />
          </legend>
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

      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-bold text-slate-900">{W.factsHeading}</legend>
        <p className="-mt-2 text-sm text-slate-600">{W.factsHint}</p>
        <fieldset {...described('fee_amount')}>
          <legend className={labelClass}>{F.fee}</legend>
          <div className="flex flex-wrap items-center gap-2">
            {(
              [
                ['', W.notSure],
                ['free', FREE_LABEL],
                ['paid', W.feePaid],
              ] as const
            ).map(([value, text]) => (
              <label key={value} className={choiceClass}>
                <input type="radio" name="fee_type" value={value} checked={feeType === value} onChange={() => setFeeType(value)} />
                {text}
              </label>
            ))}
          </div>
          {feeType === 'paid' ? (
            <div className="mt-2 max-w-xs">
              <label htmlFor={fid('fee_amount')} className={labelClass}>
                {F['fee.amount']}
              </label>
              <input
                id={fid('fee_amount')}
                name="fee_amount"
                inputMode="numeric"
                defaultValue={initial.fee_amount}
                className={fieldClass}
                {...described('fee_amount')}
              />
            </div>
          ) : null}
          <FieldError id={`${fid('fee_amount')}-error`} message={errors.fee_amount} />
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('prize_total', F['prize.total'], { inputMode: 'numeric' })}
          {text('prize_text', F['prize.text'])}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <div>
            {label('mode', F.mode)}
            <select
              id={fid('mode')}
              name="mode"
              value={mode}
              onChange={(e) => setMode(e.target.value)}
              className={fieldClass}
              {...described('mode')}
            >
              <option value="">{W.notSure}</option>
              {MODES.map((m) => (
                <option key={m} value={m}>
                  {MODE_LABELS[m]}
                </option>
              ))}
            </select>
            <FieldError id={`${fid('mode')}-error`} message={errors.mode} />
          </div>
          {mode === 'online' ? null : (
            <>
              {text('city', F['location.city'])}
              <div>
                {label('province', F['location.province'])}
                <ProvinceSelect
                  id={fid('province')}
                  name="province"
                  emptyLabel={W.notSure}
                  defaultValue={initial.province ?? ''}
                  className={fieldClass}
                  {...described('province')}
                />
                <FieldError id={`${fid('province')}-error`} message={errors.province} />
              </div>
            </>
          )}
        </div>
      </fieldset>

      {revision ? (
        <div>
          <label htmlFor={fid('reply')} className={labelClass}>
            {W.reviseNote}
          </label>
          <textarea id={fid('reply')} name="reply" rows={3} maxLength={2000} className={fieldClass} />
        </div>
      ) : null}

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
      {/* The proof of work is solved by the browser: without a script, the form says so before it is sent for nothing. */}
      <p className="no-js-only text-sm font-semibold text-slate-800">{W.needsScript}</p>
      <button type="submit" disabled={busy !== null} className={`${buttonClass.primary} w-full sm:w-auto`}>
        {busy === 'solve' ? W.solving : busy === 'send' ? COMMON_WORDS.sending : revision ? W.reviseSubmit : NAV_WORDS.submit}
      </button>
    </form>
  );
}

const choiceClass =
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium has-checked:border-brand-600 has-checked:bg-brand-50';

/** "*" for sighted readers; the control itself says `aria-required`, so screen readers hear "wajib" once. */
function RequiredMark() {
  return (
    <span className="ml-0.5 text-red-700" aria-hidden="true" title={W.required}>
      *
    </span>
  );
}
