'use client';

import { signOut } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect, useRef, useState, useTransition } from 'react';
import {
  AdminApiError,
  createCompetitionRequest,
  deleteCompetitionRequest,
  fetchCompetition,
  type ItemAnswer,
  restoreVersionRequest,
  updateCompetitionRequest,
} from '@/components/admin/api';
import { type CompetitionDraft, draftFromCompetition, emptyDraft } from '@/components/admin/draft';
import { type ListPage, type ListQuery, listSearch } from '@/lib/data/list-query';
import type { Competition, CompetitionInput } from '@/lib/competitions/schema';
import { setAdminHint } from '@/lib/admin-hint';
import { AiGenerator } from './ai-generator';
import { CompetitionEditor } from './competition-editor';
import { CompetitionHistory } from './competition-history';
import { DeletedList } from './deleted-list';
import { CompetitionTable, RowFigures } from './competition-table';
import type { Figures } from '@/lib/stats/report';
import { ButtonSpinner, buttonClass } from './form-controls';
import { ListControls } from './list-controls';
import { ThumbnailGenerator } from './thumbnail-generator';
import { DATA_MESSAGES } from '@/lib/words/errors';
import { PANEL_WORDS } from '@/lib/words/admin';
import { COMMON_WORDS } from '@/lib/words/common';

const OPEN_FAILED = DATA_MESSAGES.loadFailed;

type EditorState =
  | { key: number; mode: 'create'; draft: CompetitionDraft; onSaved?: () => void }
  | { key: number; mode: 'edit'; draft: CompetitionDraft; id: string; version: string };

type Props = {
  email: string;
  /** One page of the table, as the server read it for the URL's query. */
  list: ListPage<Competition>;
  query: ListQuery;
  loadError: string | null;
  /** `?edit=` on arrival: that competition opens in the editor. */
  editId: string | null;
  /** Views and "Daftar" clicks of the page's rows and of `editId` (30 days). */
  figures?: Figures;
  /** `?baru=` on arrival (from "Dicari tapi tidak ada"): a new competition opens with this title. */
  newTitle?: string | null;
  /** Why the AI generator cannot run (no Gemini key on the server); null when it can. */
  aiUnavailable: string | null;
  /** Server-made notices about the data file (missing file, records the site cannot show). */
  dataNotices?: ReactNode;
  /** What waits for the admin ("Perlu Perhatian"), shown right under the heading. */
  attention?: ReactNode;
};

const editState = ({ competition, version }: ItemAnswer, key: number): EditorState => ({
  key,
  mode: 'edit',
  draft: draftFromCompetition(competition),
  id: competition.id,
  version,
});

export function AdminPanel({ email, list, query, loadError, editId, newTitle, figures, aiUnavailable, dataNotices, attention }: Props) {
  const router = useRouter();
  const [navigating, startNavigation] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [opening, setOpening] = useState<string | null>(editId);
  const [saving, setSaving] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const [editor, setEditor] = useState<EditorState | null>(null);
  const nextKey = useRef(1);
  const shownError = error ?? loadError;

  const openNew = (draft: CompetitionDraft, onSaved?: () => void) => setEditor({ key: nextKey.current++, mode: 'create', draft, onSaved });

  /** The editor opens on the competition as the store holds it now, never on the table's copy. */
  function openEdit(id: string) {
    // The button stays enabled while loading, so it keeps focus for the dialog to return it to.
    if (opening) return;
    setOpening(id);
    setError(null);
    void loadEditor(id);
  }

  async function loadEditor(id: string) {
    try {
      const answer = await fetchCompetition(id);
      setEditor(editState(answer, nextKey.current++));
    } catch (e) {
      setError((e instanceof Error && e.message) || OPEN_FAILED);
    } finally {
      setOpening(null);
    }
  }

  const navigate = (next: Partial<ListQuery>, replace = false) =>
    startNavigation(() => {
      const href = `/admin${listSearch({ ...query, page: 1, ...next })}`;
      if (replace) router.replace(href, { scroll: false });
      else router.push(href, { scroll: false });
    });

  const reload = () => {
    setError(null);
    startNavigation(() => router.refresh());
  };

  useEffect(() => {
    // A UI hint for Edit buttons on public pages, not a credential: the server checks every write.
    setAdminHint(true);
  }, []);

  useEffect(() => {
    if (!editId) return;
    const url = new URL(window.location.href);
    url.searchParams.delete('edit');
    window.history.replaceState(window.history.state, '', url.pathname + url.search);
    void loadEditor(editId);
    // Only on arrival: the parameter is gone from the URL afterwards.
  }, [editId]);

  useEffect(() => {
    if (!newTitle) return;
    const url = new URL(window.location.href);
    url.searchParams.delete('baru');
    window.history.replaceState(window.history.state, '', url.pathname + url.search);
    setEditor({ key: nextKey.current++, mode: 'create', draft: { ...emptyDraft(), title: newTitle } });
  }, [newTitle]);

  /** Runs one write; afterwards the table's page is read again from the server. */
  async function write(run: () => Promise<void>) {
    setSaving(true);
    try {
      await run();
    } catch (e) {
      // A refused input changes nothing; anything else may mean the table is stale (a conflict), so read it again.
      if (!(e instanceof AdminApiError && (e.status === 422 || e.status === 400))) reload();
      throw e;
    } finally {
      setSaving(false);
    }
    reload();
  }

  function save(state: EditorState, input: CompetitionInput) {
    return write(async () => {
      if (state.mode === 'edit') await updateCompetitionRequest(state.id, input, state.version);
      else {
        await createCompetitionRequest(input);
        state.onSaved?.();
      }
    });
  }

  function remove(state: EditorState & { mode: 'edit' }) {
    return write(() => deleteCompetitionRequest(state.id, state.version));
  }

  /** Undoes one history entry, then reopens the editor on what was written. */
  async function restoreEntry(state: EditorState & { mode: 'edit' }, entryId: string) {
    await write(async () => {
      await restoreVersionRequest(state.id, entryId, state.version);
    });
    setOpening(state.id);
    await loadEditor(state.id);
  }

  async function logout() {
    setLoggingOut(true);
    setAdminHint(false);
    try {
      await signOut({ redirect: false });
    } catch {
      // The spec ignores a failed logout; the login page is where the admin goes either way.
    }
    router.replace('/login');
    router.refresh();
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold text-slate-900">{PANEL_WORDS.heading}</h1>
          <p className="mt-1 text-slate-600">
            {COMMON_WORDS.signedInAs} <strong className="font-semibold text-slate-800">{email}</strong>
          </p>
        </div>
        <button type="button" onClick={logout} disabled={loggingOut} className={buttonClass.secondary}>
          {loggingOut ? <ButtonSpinner /> : null}
          Logout
        </button>
      </div>

      {attention}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg font-semibold text-slate-800">{PANEL_WORDS.total(list.all)}</p>
        <button type="button" onClick={() => openNew(emptyDraft())} className={buttonClass.primary}>
          <span aria-hidden="true">+</span> {PANEL_WORDS.add}
        </button>
      </div>

      {dataNotices}

      {saving ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800"
        >
          <ButtonSpinner />
          {PANEL_WORDS.saving}
        </p>
      ) : null}
      {shownError ? (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          Error: {shownError}{' '}
          <button type="button" onClick={reload} className="font-semibold underline hover:no-underline">
            {COMMON_WORDS.retry}
          </button>
        </div>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <ThumbnailGenerator />
        <AiGenerator onEdit={(draft, options) => openNew(draft, options?.onSaved)} unavailableMessage={aiUnavailable} />
      </div>

      <div className="space-y-3">
        <ListControls query={query} list={list} busy={navigating} onChange={navigate} />
        <DeletedList onRestored={reload} disabled={saving} />
        <CompetitionTable
          list={list}
          figures={figures}
          query={query}
          onEdit={openEdit}
          opening={opening}
          disabled={saving}
          onSort={(sort) => navigate({ sort })}
        />
      </div>

      {editor ? (
        <CompetitionEditor
          key={editor.key}
          mode={editor.mode}
          initial={editor.draft}
          onSave={(input) => save(editor, input)}
          onDelete={editor.mode === 'edit' ? () => remove(editor) : undefined}
          aside={
            editor.mode === 'edit' ? (
              <>
                <RowFigures figures={figures?.[editor.id]} />
                <CompetitionHistory competitionId={editor.id} onRestore={(entryId) => restoreEntry(editor, entryId)} />
              </>
            ) : null
          }
          onClose={() => setEditor((current) => (current?.key === editor.key ? null : current))}
        />
      ) : null}
    </div>
  );
}
