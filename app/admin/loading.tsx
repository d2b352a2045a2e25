import { Spinner } from '@/components/ui/notices';
import { PANEL_WORDS } from '@/lib/words/admin';

export default function AdminLoading() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner label={PANEL_WORDS.loading} />
    </div>
  );
}
