import { redirect } from 'next/navigation';
import { AdminPanel } from '@/components/admin/admin-panel';
import type { AdminEntry } from '@/lib/admin/entries';
import { AI_NOT_CONFIGURED, getAiConfig } from '@/lib/ai/config';
import { getSessionUser, isAdmin } from '@/lib/auth/session';
import { competitionVersion } from '@/lib/competitions/version';
import { reloadCatalog } from '@/lib/data/catalog';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminPage({ searchParams }: Props) {
  const params = await searchParams;
  const editId = typeof params.edit === 'string' && params.edit ? params.edit : null;
  const user = await getSessionUser();
  if (!isAdmin(user)) {
    const from = editId ? `/admin?edit=${encodeURIComponent(editId)}` : '/admin';
    redirect(`/login?from=${encodeURIComponent(from)}`);
  }
  // The editor must start from the latest versions, so read the store now rather than the cached copy.
  const catalog = await reloadCatalog();
  const entries: AdminEntry[] = catalog.items.map((competition) => ({ competition, version: competitionVersion(competition) }));
  return (
    <AdminPanel email={user.email} initialEntries={entries} loadError={catalog.error} editId={editId} aiUnavailable={aiUnavailableMessage()} />
  );
}

/** The sentence the disabled generator shows, or null when a Gemini key is set. */
function aiUnavailableMessage(): string | null {
  try {
    return getAiConfig().apiKey ? null : AI_NOT_CONFIGURED;
  } catch {
    return 'Konfigurasi generator AI tidak valid. Periksa GEMINI_API_URL di lingkungan server.';
  }
}
