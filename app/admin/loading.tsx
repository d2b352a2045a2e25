import { Spinner } from '@/components/ui/notices';

export default function AdminLoading() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner label="Memuat panel admin..." />
    </div>
  );
}
