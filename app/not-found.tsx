import SiteLayout from './(site)/layout';
import { ErrorPage } from '@/components/ui/error-page';
import { NOT_FOUND } from '@/lib/words/visitor';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({ title: NOT_FOUND.title, description: NOT_FOUND.message, path: '/404', noIndex: true });

export default function NotFound() {
  return (
    <SiteLayout>
      <ErrorPage code="404" {...NOT_FOUND} />
    </SiteLayout>
  );
}
