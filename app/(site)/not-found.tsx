import { ErrorPage } from '@/components/ui/error-page';
import { NOT_FOUND } from '@/lib/words/visitor';

export default function SiteNotFound() {
  return <ErrorPage code="404" {...NOT_FOUND} />;
}
