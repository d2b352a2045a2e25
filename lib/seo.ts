import type { Metadata } from 'next';
import { site } from './site';

type PageMeta = {
  title: string;
  description: string;
  path: string;
  /** Social images; by default the site-wide card. 'segment' leaves them to the page's own opengraph-image file. */
  images?: string[] | 'segment';
  noIndex?: boolean;
};

/** Title, description, canonical URL, Open Graph and Twitter tags for one page. */
export function pageMetadata({ title, description, path, images, noIndex }: PageMeta): Metadata {
  const desc = description.replace(/\s+/g, ' ').trim().slice(0, 160);
  // A page's openGraph object replaces its parents' whole, images included, so the site-wide card is named here.
  const og = images === 'segment' ? {} : { images: images?.length ? images : ['/opengraph-image'] };
  const tw = images === 'segment' ? {} : { images: images?.length ? images : ['/twitter-image'] };
  return {
    title,
    description: desc,
    alternates: { canonical: path },
    openGraph: { title, description: desc, url: path, siteName: site.name, locale: 'id_ID', type: 'website', ...og },
    twitter: { card: 'summary_large_image', title, description: desc, ...tw },
    ...(noIndex ? { robots: { index: false, follow: false } } : {}),
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: `${site.url}${c.path}` })),
  };
}

export function websiteJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: site.url,
    description: site.description,
    inLanguage: 'id-ID',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${site.url}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
