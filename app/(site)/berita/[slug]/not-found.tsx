import { ErrorPage } from '@/components/ui/error-page';
import { DETAIL_PAGE_WORDS } from '@/lib/words/browse';

export default function CompetitionNotFound() {
  return <ErrorPage code="404" title={DETAIL_PAGE_WORDS.notFoundTitle} message={DETAIL_PAGE_WORDS.notFoundMessage} />;
}
