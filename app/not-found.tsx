import SiteLayout from './(site)/layout';
import { ErrorPage, NOT_FOUND } from '@/components/ui/error-page';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({ title: NOT_FOUND.title, description: NOT_FOUND.message, path: '/404', noIndex: true });

export default function NotFound() {
  return (
    <SiteLayout>
      <ErrorPage code="404" {...NOT_FOUND} />
    </SiteLayout>
  );
}
