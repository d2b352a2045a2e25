import { ErrorPage } from '@/components/ui/error-page';

export default function CompetitionNotFound() {
  return <ErrorPage code="404" title="Lomba Tidak Ditemukan" message="Lomba yang Anda cari tidak ada atau mungkin telah dihapus." />;
}
