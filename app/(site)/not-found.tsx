import { ErrorPage, NOT_FOUND } from '@/components/ui/error-page';

export default function SiteNotFound() {
  return <ErrorPage code="404" {...NOT_FOUND} />;
}
