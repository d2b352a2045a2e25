import { HomeListing } from '@/components/competition/home-listing';
import { getCatalog } from '@/lib/data/catalog';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

export const revalidate = 60;

export const metadata = {
  ...pageMetadata({ title: `${site.name} - ${site.tagline}`, description: site.description, path: '/' }),
  title: { absolute: `${site.name} - ${site.tagline}` },
};

export default async function HomePage() {
  return <HomeListing catalog={await getCatalog()} page={1} />;
}
