'use client';

import Script from 'next/script';
import { useEffect, useSyncExternalStore } from 'react';
import { getConsentSnapshot, getServerConsentSnapshot, parseConsent, subscribeConsent } from '@/lib/consent';

// The id is inlined into a script, so only the shapes Google issues are accepted.
const GA_ID_PATTERN = /^(G|GT|UA|AW)-[A-Z0-9-]{4,}$/;
const rawGaId = process.env.NEXT_PUBLIC_GA_ID?.trim();
const gaId = process.env.NODE_ENV === 'production' && rawGaId && GA_ID_PATTERN.test(rawGaId) ? rawGaId : null;

function consentMode(analytics: boolean, ads: boolean) {
  const ad = ads ? 'granted' : 'denied';
  return {
    analytics_storage: analytics ? 'granted' : 'denied',
    ad_storage: ad,
    ad_user_data: ad,
    ad_personalization: ad,
  };
}

/** Google Analytics, loaded in production only after the visitor allows analytics cookies. */
export function Analytics() {
  const raw = useSyncExternalStore(subscribeConsent, getConsentSnapshot, getServerConsentSnapshot);
  const consent = parseConsent(raw);
  const analytics = consent?.analytics ?? false;
  const ads = consent?.ads ?? false;

  // A loaded script cannot be unloaded, so a later change of mind goes through Consent Mode.
  useEffect(() => {
    if (!gaId) return;
    if ('gtag' in window && typeof window.gtag === 'function') {
      window.gtag('consent', 'update', consentMode(analytics, ads));
    }
  }, [analytics, ads]);

  if (!gaId || !analytics) return null;

  const init = [
    'window.dataLayer=window.dataLayer||[];',
    'function gtag(){window.dataLayer.push(arguments);}',
    'window.gtag=gtag;',
    `gtag('consent','default',${JSON.stringify(consentMode(true, ads))});`,
    "gtag('js',new Date());",
    `gtag('config',${JSON.stringify(gaId)},{anonymize_ip:true});`,
  ].join('');

  return (
    <>
      <Script id="ga-init" strategy="afterInteractive">
        {init}
      </Script>
      <Script
        id="ga-gtag"
        src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaId)}`}
        strategy="afterInteractive"
      />
    </>
  );
}
