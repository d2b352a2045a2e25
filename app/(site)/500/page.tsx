import { ErrorPage, SERVER_ERROR } from '@/components/ui/error-page';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({ title: SERVER_ERROR.title, description: SERVER_ERROR.message, path: '/500', noIndex: true });

export default function ServerErrorPage() {
  return <ErrorPage code="500" {...SERVER_ERROR} />;
}
