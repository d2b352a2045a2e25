'use client';

import { signOut } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import {
  AdminApiError,
  createCompetitionRequest,
  deleteCompetitionRequest,
  fetchAdminEntries,
  updateCompetitionRequest,
} from '@/lib/admin/api';
import { type CompetitionDraft, draftFromCompetition, emptyDraft } from '@/lib/admin/draft';
import { type AdminEntry, applyWrite, type WriteOutcome } from '@/lib/admin/entries';
import type { CompetitionInput } from '@/lib/competitions/schema';
import { ADMIN_HINT_COOKIE } from './admin-edit-link';
import { AiGenerator } from './ai-generator';
import { CompetitionEditor } from './competition-editor';
import { CompetitionTable } from './competition-table';
import { ButtonSpinner, buttonClass } from './form-controls';
import { ThumbnailGenerator } from './thumbnail-generator';

const LOAD_FAILED = 'Gagal memuat data lomba.';

type EditorState =
  | { key: number; mode: 'create'; draft: CompetitionDraft; onSaved?: () => void }
  | { key: number; mode: 'edit'; draft: CompetitionDraft; id: string; version: string };

type Props = {
  email: string;
  /** The list as the server read it, with each item's version. */
  initialEntries: AdminEntry[];
  loadError: string | null;
  /** `?edit=` on arrival: that competition opens in the editor. */
  editId: string | null;
  /** Why the AI generator cannot run (no Gemini key on the server); null when it can. */
  aiUnavailable: string | null;
};

const editState = (entry: AdminEntry, key: number): EditorState => ({
  key,
  mode: 'edit',
  draft: draftFromCompetition(entry.competition),
  id: entry.competition.id,
  version: entry.version,
});

export function AdminPanel({ email, initialEntries, loadError, editId, aiUnavailable }: Props) {
  const router = useRouter();
  const [entries, setEntries] = useState(initialEntries);
  const [serverEntries, setServerEntries] = useState(initialEntries);
  const [error, setError] = useState(loadError);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const [editor, setEditor] = useState<EditorState | null>(() => {
    const entry = editId ? initialEntries.find((e) => e.competition.id === editId) : undefined;
    return entry ? editState(entry, 0) : null;
  });
  const nextKey = useRef(1);

  // A server refresh (after a write) brings a new list: it replaces the local one.
  if (serverEntries !== initialEntries) {
    setServerEntries(initialEntries);
    setEntries(initialEntries);
    setError(loadError);
  }

  const openNew = (draft: CompetitionDraft, onSaved?: () => void) =>
    setEditor({ key: nextKey.current++, mode: 'create', draft, onSaved });

  useEffect(() => {
    // A UI hint for Edit buttons on public pages, not a credential: the server checks every write.
    document.cookie = `${ADMIN_HINT_COOKIE}=1; path=/; SameSite=Lax`;
  }, []);

  useEffect(() => {
    if (editId) window.history.replaceState(window.history.state, '', '/admin');
  }, [editId]);

  async function reload() {
    setLoading(true);
    setError(null);
    try {
      setEntries(await fetchAdminEntries());
    } catch (e) {
      setError((e instanceof Error && e.message) || LOAD_FAILED);
    } finally {
      setLoading(false);
    }
  }

  /** Runs one write; on success the list takes the server's answer, on failure it is reloaded and the error rethrown. */
  async function write(run: () => Promise<WriteOutcome>) {
    setSaving(true);
    try {
      const outcome = await run();
      setEntries((list) => applyWrite(list, outcome));
      router.refresh();
    } catch (e) {
      // A refused input changes nothing; anything else may mean the list is stale (a conflict), so fetch it again.
      if (!(e instanceof AdminApiError && (e.status === 422 || e.status === 400))) void reload();
      throw e;
    } finally {
      setSaving(false);
    }
  }

  function save(state: EditorState, input: CompetitionInput) {
    return write(async () => {
      const saved =
        state.mode === 'edit' ? await updateCompetitionRequest(state.id, input, state.version) : await createCompetitionRequest(input);
      if (state.mode === 'create') state.onSaved?.();
      return { kind: 'saved', ...saved };
    });
  }

  function remove(state: EditorState & { mode: 'edit' }) {
    return write(async () => {
      await deleteCompetitionRequest(state.id, state.version);
      return { kind: 'deleted', id: state.id };
    });
  }

  async function logout() {
    setLoggingOut(true);
    document.cookie = `${ADMIN_HINT_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
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
          <h1 className="text-3xl font-extrabold text-slate-900">Admin Panel</h1>
          <p className="mt-1 text-slate-600">
            Masuk sebagai <strong className="font-semibold text-slate-800">{email}</strong>
          </p>
        </div>
        <button type="button" onClick={logout} disabled={loggingOut} className={buttonClass.secondary}>
          {loggingOut ? <ButtonSpinner /> : null}
          Logout
        </button>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg font-semibold text-slate-800">Total {entries.length} lomba</p>
        <button type="button" onClick={() => openNew(emptyDraft())} className={buttonClass.primary}>
          <span aria-hidden="true">+</span> Tambah Lomba
        </button>
      </div>

      {saving ? (
        <p role="status" className="flex items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800">
          <ButtonSpinner />
          Menyimpan perubahan...
        </p>
      ) : null}
      {error ? (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          Error: {error}{' '}
          <button type="button" onClick={reload} className="font-semibold underline hover:no-underline">
            Coba lagi
          </button>
        </div>
      ) : null}
      {loading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <ButtonSpinner />
          Memuat...
        </p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <ThumbnailGenerator />
        <AiGenerator onEdit={(draft, options) => openNew(draft, options?.onSaved)} unavailableMessage={aiUnavailable} />
      </div>

      <CompetitionTable entries={entries} onEdit={(entry) => setEditor(editState(entry, nextKey.current++))} disabled={saving} />

      {editor ? (
        <CompetitionEditor
          key={editor.key}
          mode={editor.mode}
          initial={editor.draft}
          onSave={(input) => save(editor, input)}
          onDelete={editor.mode === 'edit' ? () => remove(editor) : undefined}
          onClose={() => setEditor((current) => (current?.key === editor.key ? null : current))}
        />
      ) : null}
    </div>
  );
}
