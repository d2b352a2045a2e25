'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { type AiProgress, formatElapsed, progressText, withoutTitle } from '@/components/admin/ai-progress';
import { AI_MESSAGES, requestAiExtract, type SkippedImage } from '@/components/admin/ai-request';
import { type CompetitionDraft, draftFromCompetition } from '@/components/admin/draft';
import type { Competition } from '@/lib/competitions/schema';
import { AiResultCard } from './ai-result-card';
import { ButtonSpinner, buttonClass, fieldClass, labelClass } from './form-controls';
import { PosterUpload } from './poster-upload';
import { AI_WORDS } from '@/lib/words/admin';

type AiGeneratorProps = {
  /** Opens the editor with an AI result as a new competition; `onSaved` runs after it was saved. */
  onEdit: (draft: CompetitionDraft, options?: { onSaved?: () => void }) => void;
  /** Why the generator cannot run (the server has no Gemini key); null or absent when it can. */
  unavailableMessage?: string | null;
};

type UrlRow = { key: number; value: string };

/**
 * The admin's AI generator: poster URLs in, competitions out. Each result opens in the editor as a new
 * competition and leaves the grid once it is saved.
 */
export function AiGenerator({ onEdit, unavailableMessage }: AiGeneratorProps) {
  const id = useId();
  const [rows, setRows] = useState<UrlRow[]>([{ key: 0, value: '' }]);
  const [usePro, setUsePro] = useState(false);
  const [prompt, setPrompt] = useState('');
  const [processing, setProcessing] = useState(false);
  const [progress, setProgress] = useState<AiProgress>({ stage: 'connecting' });
  const [elapsed, setElapsed] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [skipped, setSkipped] = useState<SkippedImage[]>([]);
  const [results, setResults] = useState<Competition[]>([]);
  const [finished, setFinished] = useState<{ seconds: number; count: number } | null>(null);
  const nextKey = useRef(1);
  const focusKey = useRef<number | null>(null);
  const startedAt = useRef(0);
  const abortRef = useRef<AbortController | null>(null);

  const disabled = Boolean(unavailableMessage);
  const allBlank = rows.every((r) => !r.value.trim());
  const rowId = (key: number) => `${id}-url-${key}`;

  useEffect(() => () => abortRef.current?.abort(), []);

  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(() => setElapsed(Math.floor((Date.now() - startedAt.current) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [processing]);

  useEffect(() => {
    if (focusKey.current === null) return;
    document.getElementById(rowId(focusKey.current))?.focus();
    focusKey.current = null;
  });

  function addRow() {
    const key = nextKey.current++;
    focusKey.current = key;
    setRows((list) => [...list, { key, value: '' }]);
  }

  function removeRow(index: number) {
    const neighbour = rows[index + 1] ?? rows[index - 1];
    if (neighbour) focusKey.current = neighbour.key;
    setRows((list) => (list.length > 1 ? list.filter((_, i) => i !== index) : list));
  }

  async function generate(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (processing || disabled) return;
    const urls = rows.map((r) => r.value.trim()).filter(Boolean);
    if (!urls.length) {
      setError(AI_MESSAGES.noUrl);
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    startedAt.current = Date.now();
    setElapsed(0);
    setProgress({ stage: 'connecting' });
    setError(null);
    setSkipped([]);
    setFinished(null);
    setProcessing(true);
    try {
      const result = await requestAiExtract(
        { urls, prompt: prompt.trim() || undefined, usePro },
        { onProgress: setProgress, signal: controller.signal },
      );
      setResults(result.items);
      setSkipped(result.skipped);
      setFinished({ seconds: (Date.now() - startedAt.current) / 1000, count: result.items.length });
    } catch (err) {
      if (controller.signal.aborted) return;
      setError((err instanceof Error && err.message) || AI_MESSAGES.failed);
    } finally {
      if (!controller.signal.aborted) setProcessing(false);
    }
  }

  function edit(item: Competition) {
    const { title } = item;
    onEdit(draftFromCompetition(item), { onSaved: () => setResults((list) => withoutTitle(list, title)) });
  }

  return (
    <>
      <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex items-center gap-2">
          <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
            {AI_WORDS.heading}
          </h2>
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">Gemini</span>
        </div>
        <p className="mt-1 text-sm text-slate-600">{AI_WORDS.intro}</p>

        {disabled ? (
          <p id={`${id}-unavailable`} className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {unavailableMessage}
          </p>
        ) : null}

        <form onSubmit={generate} noValidate className="mt-4" aria-busy={processing}>
          <fieldset
            disabled={disabled}
            aria-describedby={disabled ? `${id}-unavailable` : undefined}
            className="space-y-4 disabled:opacity-70"
          >
            <ol className="space-y-3">
              {rows.map((row, index) => (
                <li key={row.key}>
                  <label htmlFor={rowId(row.key)} className={labelClass}>
                    {AI_WORDS.url(index + 1)}
                  </label>
                  <div className="flex gap-2">
                    <input
                      id={rowId(row.key)}
                      type="url"
                      inputMode="url"
                      autoComplete="off"
                      spellCheck={false}
                      value={row.value}
                      onChange={(e) => {
                        const value = e.target.value;
                        setRows((list) => list.map((r) => (r.key === row.key ? { ...r, value } : r)));
                      }}
                      placeholder="https://contoh.com/poster-lomba.jpg"
                      className={fieldClass}
                    />
                    {rows.length > 1 ? (
                      <button
                        type="button"
                        onClick={() => removeRow(index)}
                        aria-label={AI_WORDS.removeUrl(index + 1)}
                        title={AI_WORDS.removeUrlTitle}
                        className="shrink-0 rounded-lg border border-slate-300 px-3 text-slate-500 hover:border-red-300 hover:bg-red-50 hover:text-red-700"
                      >
                        <span aria-hidden="true">✕</span>
                      </button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ol>
            <button type="button" onClick={addRow} className={`${buttonClass.secondary} px-3 py-1.5 text-sm`}>
              <span aria-hidden="true">+</span> {AI_WORDS.addUrl}
            </button>
            <PosterUpload
              disabled={disabled}
              onUploaded={(paths) =>
                setRows((list) => [...list.filter((r) => r.value.trim()), ...paths.map((value) => ({ key: nextKey.current++, value }))])
              }
            />

            <div>
              <label htmlFor={`${id}-prompt`} className={labelClass}>
                {AI_WORDS.prompt}
              </label>
              <textarea
                id={`${id}-prompt`}
                rows={3}
                value={prompt}
                onChange={(e) => setPrompt(e.target.value)}
                aria-describedby={`${id}-prompt-hint`}
                placeholder={AI_WORDS.promptPlaceholder}
                className={fieldClass}
              />
              <p id={`${id}-prompt-hint`} className="mt-1 text-xs text-slate-500">
                {AI_WORDS.promptHint}
              </p>
            </div>

            <div className="flex flex-wrap items-center justify-between gap-3">
              <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-700">
                <input
                  type="checkbox"
                  checked={usePro}
                  onChange={(e) => setUsePro(e.target.checked)}
                  className="h-4 w-4 accent-brand-600"
                />
                {AI_WORDS.usePro}
              </label>
              <button type="submit" disabled={processing || allBlank} className={buttonClass.primary}>
                {processing ? <ButtonSpinner /> : <SparkleIcon />}
                {processing ? AI_WORDS.processing : AI_WORDS.generate}
              </button>
            </div>
          </fieldset>
        </form>

        <div role="status" aria-live="polite">
          {processing ? (
            <div className="text-brand-900 mt-4 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm">
              <div className="flex items-center justify-between gap-3">
                <p className="flex items-center gap-2 font-semibold">
                  <ButtonSpinner />
                  {progressText(progress)}
                </p>
                {/* The ticking counter is not announced every second; the stage sentence is. */}
                <span aria-live="off" className="shrink-0 text-brand-700 tabular-nums">
                  {formatElapsed(elapsed)}
                </span>
              </div>
              <p className="mt-1 text-xs text-brand-800">{AI_WORDS.slow}</p>
            </div>
          ) : finished ? (
            <p className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
              {AI_WORDS.done(formatElapsed(finished.seconds), finished.count)}
            </p>
          ) : null}
        </div>

        {error ? (
          <div role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
            {error}
          </div>
        ) : null}

        {skipped.length ? (
          <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            <p className="font-semibold">{AI_WORDS.skipped}</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {skipped.map((s) => (
                <li key={s.url} className="break-all">
                  <span className="font-mono text-xs">{s.url}</span>: {s.reason}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>

      {results.length ? (
        <section aria-labelledby={`${id}-results`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:col-span-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`${id}-results`} className="text-lg font-bold text-slate-900">
              {AI_WORDS.results}
            </h2>
            <p className="text-sm text-slate-600">{AI_WORDS.unsaved(results.length)}</p>
          </div>
          <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {results.map((item) => (
              <li key={item.id}>
                <AiResultCard item={item} titleId={`${id}-result-${item.id}`} onEdit={() => edit(item)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function SparkleIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" className="h-4 w-4" aria-hidden="true">
      <path d="M10 2l1.8 6.2L18 10l-6.2 1.8L10 18l-1.8-6.2L2 10l6.2-1.8z" />
      <path d="M19 14l.9 2.1 2.1.9-2.1.9-.9 2.1-.9-2.1-2.1-.9 2.1-.9z" />
    </svg>
  );
}
