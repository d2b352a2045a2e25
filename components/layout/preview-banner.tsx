import { getEnv } from '@/lib/env';
import { PreviewBannerClient } from './preview-banner-client';

export function PreviewBanner() {
  const enabled = process.env.NODE_ENV === 'development' || Boolean(getEnv().DEMO_MODE);
  return enabled ? <PreviewBannerClient /> : null;
}
