'use client';

import { useId, useState } from 'react';
import { HydrateOnUse } from '@/components/ui/hydrate-on-use';
import { REPORT_LIMITS, REPORT_REASONS } from '@/lib/reports/labels';
import { COMMON_WORDS } from '@/lib/words/common';
import { REPORT_FORM_WORDS, REPORT_MESSAGES, REPORT_REASON_LABELS } from '@/lib/words/visitor';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; message: string } | { kind: 'error'; message: string };

const fieldClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none';

type Props = {
  competitionId: string;
  /** The listing's report page (`<listing>/laporkan`): where "Laporkan" leads a browser without JavaScript. */
  reportHref?: string;
  /** On the report page itself: the form is shown at once, with no "Laporkan" toggle. */
  standalone?: boolean;
};

/**
 * "Laporkan": a visitor tells the admin a listing is fake, has a broken link or a wrong date. With a script the
 * form opens in place and sends JSON; without one "Laporkan" is a link to the report page, whose form posts itself
 * to the same route (form-encoded, answered with a redirect back to that page).
 */
export function ReportForm({ competitionId, reportHref, standalone = false }: Props) {
  const id = useId();
  const [open, setOpen] = useState(standalone);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (status.kind === 'sending') return;
    // Read from the form, not from state: on the report page the form is used before it hydrates (HydrateOnUse).
    const data = new FormData(e.currentTarget);
    const field = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    const [reason, note, contact] = [field('reason'), field('note'), field('contact')];
    if (!reason) return setStatus({ kind: 'error', message: REPORT_MESSAGES.reason });
    setStatus({ kind: 'sending' });
    try {
      const res = await fetch('/api/reports', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ competitionId, reason, ...(note.trim() ? { note } : {}), ...(contact.trim() ? { contact } : {}) }),
      });
      const body = (await res.json().catch(() => ({}))) as { message?: unknown; error?: unknown };
      if (!res.ok) throw new Error(typeof body.error === 'string' && body.error ? body.error : REPORT_MESSAGES.failed);
      // The form goes away with it; reopened on the listing's page, it is empty again.
      setStatus({ kind: 'sent', message: typeof body.message === 'string' ? body.message : REPORT_MESSAGES.sent });
    } catch (err) {
      setStatus({
        kind: 'error',
        message: err instanceof Error && err.message && !/fetch/i.test(err.message) ? err.message : REPORT_MESSAGES.failed,
      });
    }
  }

  const flag = (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
      <path d="M3.5 2a.75.75 0 0 1 .75.75v.5h10.2a.75.75 0 0 1 .6 1.2L12.8 7.5l2.25 3.05a.75.75 0 0 1-.6 1.2H4.25v5.5a.75.75 0 0 1-1.5 0V2.75A.75.75 0 0 1 3.5 2Z" />
    </svg>
  );
  const toggleClass =
    'inline-flex min-h-11 items-center gap-1 font-semibold text-slate-700 underline-offset-2 hover:text-red-700 hover:underline';

  return (
    <div className="text-sm">
      {standalone ? null : (
        <>
          {/* The wrappers carry the script/no-script switch: a utility's display (inline-flex) would override it. */}
          <span className="js-only">
            <button
              type="button"
              aria-expanded={open}
              aria-controls={`${id}-form`}
              onClick={() => setOpen((o) => !o)}
              className={toggleClass}
            >
              {flag}
              {REPORT_FORM_WORDS.toggle}
            </button>
          </span>
          {reportHref ? (
            <span className="no-js-only">
              <a href={reportHref} rel="nofollow" className={toggleClass}>
                {flag}
                {REPORT_FORM_WORDS.toggle}
              </a>
            </span>
          ) : null}
        </>
      )}
      {status.kind === 'sent' ? (
        <p role="status" className="mt-2 rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900">
          {status.message}
        </p>
      ) : null}
      {open && status.kind !== 'sent' ? (
        <form
          id={`${id}-form`}
          method="post"
          action="/api/reports"
          onSubmit={submit}
          className="mt-2 flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
          aria-label={REPORT_FORM_WORDS.label}
        >
          <input type="hidden" name="competitionId" value={competitionId} />
          <fieldset>
            <legend className="mb-1 font-semibold text-slate-700">{REPORT_FORM_WORDS.reasonLegend}</legend>
            <div className="flex flex-col gap-1">
              {REPORT_REASONS.map((r) => (
                <label key={r} className="inline-flex min-h-8 cursor-pointer items-center gap-2">
                  <input type="radio" name="reason" value={r} className="h-4 w-4 accent-brand-600" />
                  {REPORT_REASON_LABELS[r]}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor={`${id}-note`} className="mb-1 block font-semibold text-slate-700">
              {REPORT_FORM_WORDS.note}
            </label>
            <textarea id={`${id}-note`} name="note" rows={3} maxLength={REPORT_LIMITS.note} className={fieldClass} />
          </div>
          <div>
            <label htmlFor={`${id}-contact`} className="mb-1 block font-semibold text-slate-700">
              {REPORT_FORM_WORDS.contact}
            </label>
            <input
              id={`${id}-contact`}
              name="contact"
              type="text"
              maxLength={REPORT_LIMITS.contact}
              aria-describedby={`${id}-contact-hint`}
              className={fieldClass}
            />
            <p id={`${id}-contact-hint`} className="mt-1 text-slate-600">
              {REPORT_FORM_WORDS.contactHint}
            </p>
          </div>
          {status.kind === 'error' ? (
            <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-red-800">
              {status.message}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={status.kind === 'sending'}
            className="inline-flex h-11 items-center justify-center self-start rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {status.kind === 'sending' ? COMMON_WORDS.sending : REPORT_FORM_WORDS.send}
          </button>
        </form>
      ) : null}
    </div>
  );
}

/**
 * The report page's form: server HTML that posts itself, hydrated when first used (HydrateOnUse). Rendered here, in
 * the client module, so the server renders it in one pass: children handed over from a server component would
 * arrive later and be streamed in, which a browser without JavaScript never shows.
 */
export function ReportPageForm({ competitionId }: { competitionId: string }) {
  return (
    <HydrateOnUse>
      <ReportForm competitionId={competitionId} standalone />
    </HydrateOnUse>
  );
}
