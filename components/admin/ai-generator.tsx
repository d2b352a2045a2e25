'use client';

import { useId } from 'react';
import type { CompetitionDraft } from '@/lib/admin/draft';

export type AiGeneratorProps = {
  /** Opens the editor with an AI result as a new competition; `onSaved` runs after it was saved. */
  onEdit: (draft: CompetitionDraft, options?: { onSaved?: () => void }) => void;
};

/**
 * SLOT: stands in for the AI generator until it is wired up. The panel already passes `onEdit`; the real
 * component calls it from each result's "Edit & Tambah" button.
 */
export function AiGenerator(_props: AiGeneratorProps) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-5">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-700">
        Generator AI
      </h2>
      <p className="mt-2 text-sm text-slate-600">Generator AI belum dikonfigurasi. Isi GEMINI_API_KEY di lingkungan server untuk mengaktifkannya.</p>
      <button type="button" disabled className="mt-4 rounded-lg bg-slate-300 px-4 py-2 font-semibold text-slate-600">
        Generate
      </button>
    </section>
  );
}
