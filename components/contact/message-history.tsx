'use client';

import { useEffect, useState } from 'react';
import { Notice, useNotice } from '@/components/contact/notice';
import { deleteSentMessage, loadSentMessages, type SentMessage } from '@/components/contact/requests';
import { formatShortDateTime } from '@/lib/competitions/dates';
import { CONTACT_WORDS, MAIL_HISTORY_TEXT } from '@/lib/words/mail';
import { COMMON_WORDS } from '@/lib/words/common';

type Loaded = { key: string; items: SentMessage[]; error: string };

type Props = {
  /** Changes when the history must be read again (after a send). */
  version: number;
  onExpired: (message: string) => void;
};

export function MessageHistory({ version, onExpired }: Props) {
  const [reloads, setReloads] = useState(0);
  const key = `${version}:${reloads}`;
  const [loaded, setLoaded] = useState<Loaded>({ key: '', items: [], error: '' });
  const [deleting, setDeleting] = useState<string | null>(null);
  const { notice, show } = useNotice();
  const loading = loaded.key !== key;

  useEffect(() => {
    const controller = new AbortController();
    void loadSentMessages(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) {
        setLoaded({ key, items: result.value, error: '' });
        return;
      }
      if (result.status === 401) onExpired(result.error || MAIL_HISTORY_TEXT.loadFailed);
      setLoaded((prev) => ({ key, items: prev.items, error: MAIL_HISTORY_TEXT.loadFailed }));
    });
    return () => controller.abort();
  }, [key, onExpired]);

  async function remove(message: SentMessage) {
    if (deleting || !window.confirm(MAIL_HISTORY_TEXT.confirmDelete)) return;
    setDeleting(message.id);
    const result = await deleteSentMessage(message.id);
    setDeleting(null);
    if (result.ok) {
      setLoaded((prev) => ({ ...prev, items: prev.items.filter((m) => m.id !== message.id) }));
      show('success', MAIL_HISTORY_TEXT.deleted);
      setReloads((n) => n + 1);
    } else if (result.status === 401) {
      onExpired(result.error || MAIL_HISTORY_TEXT.deleteFailed);
    } else {
      show('error', result.error || MAIL_HISTORY_TEXT.deleteFailed);
    }
  }

  const { items, error } = loaded;
  return (
    <div className="space-y-3" aria-busy={loading}>
      <Notice notice={notice} />
      {loading && items.length > 0 ? <p className="text-xs text-slate-500">{COMMON_WORDS.loadingHistory}</p> : null}
      {error && !loading ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {loading && items.length === 0 ? (
        <p className="flex items-center gap-2 py-6 text-sm text-slate-600">
          <span className="h-4 w-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden="true" />
          {COMMON_WORDS.loadingHistory}
        </p>
      ) : null}
      {!loading && !error && items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
          {CONTACT_WORDS.historyEmpty}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200">
          {items.map((message) => {
            const busy = deleting === message.id;
            const kind = message.subject.split(' ')[0] ?? '';
            return (
              <li key={message.id} className={`bg-white p-3 sm:p-4 ${busy ? 'opacity-60' : ''}`} aria-busy={busy}>
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <span className="inline-block rounded bg-brand-100 px-1.5 py-0.5 text-[11px] font-bold tracking-wide text-brand-800">
                      {kind}
                    </span>
                    <p className="mt-1 text-sm font-semibold break-words text-slate-900">{message.subject}</p>
                    <time dateTime={new Date(message.date).toISOString()} className="text-xs text-slate-500">
                      {formatShortDateTime(message.date)}
                    </time>
                  </div>
                  <button
                    type="button"
                    onClick={() => void remove(message)}
                    disabled={deleting !== null}
                    aria-label={busy ? 'Menghapus...' : CONTACT_WORDS.deleteMessage(message.subject)}
                    className="shrink-0 rounded-md border border-red-200 px-2.5 py-1 text-xs font-semibold text-red-700 transition hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60"
                  >
                    {busy ? 'Menghapus...' : 'Hapus'}
                  </button>
                </div>
                <p className="mt-2 line-clamp-3 text-sm break-words text-slate-700">
                  {message.snippet.trim() || MAIL_HISTORY_TEXT.noSnippet}
                </p>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
