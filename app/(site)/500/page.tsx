import { ErrorPage } from '@/components/ui/error-page';
import { SERVER_ERROR } from '@/lib/words/visitor';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({ title: SERVER_ERROR.title, description: SERVER_ERROR.message, path: '/500', noIndex: true });

export default function ServerErrorPage() {
  return <ErrorPage code="500" {...SERVER_ERROR} />;
}
