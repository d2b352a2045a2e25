'use client';

import Script from 'next/script';
import { useEffect, useSyncExternalStore } from 'react';
import { getConsentSnapshot, getServerConsentSnapshot, parseConsent, subscribeConsent } from '@/lib/consent';

function consentMode(analytics: boolean, ads: boolean) {
  const ad = ads ? 'granted' : 'denied';
  return {
    analytics_storage: analytics ? 'granted' : 'denied',
    ad_storage: ad,
    ad_user_data: ad,
    ad_personalization: ad,
  };
}

/**
 * Google Analytics, loaded in production only after the visitor allows analytics cookies. The id comes from the
 * server's settings (lib/env.ts checks its shape), not from the build.
 */
export function Analytics({ gaId }: { gaId: string | null }) {
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
  }, [gaId, analytics, ads]);

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
      <Script id="ga-gtag" src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaId)}`} strategy="afterInteractive" />
    </>
  );
}
