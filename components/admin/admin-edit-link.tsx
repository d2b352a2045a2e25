import { PANEL_WORDS } from '@/lib/words/admin';

/**
 * "Edit" beside a competition on the public pages, for the owner: in the HTML for everyone, shown only where the
 * admin hint is set (lib/admin-hint.ts). A plain link: the panel opens that competition's editor from `?edit=`.
 */
export function AdminEditLink({ id, className = '' }: { id: string; className?: string }) {
  return (
    <a href={`/admin?edit=${encodeURIComponent(id)}`} rel="nofollow" className={`admin-edit ${className}`}>
      {PANEL_WORDS.edit}
    </a>
  );
}
