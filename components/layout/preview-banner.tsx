import { getEnv, isDevelopment } from '@/lib/env';
import { PreviewBannerClient } from './preview-banner-client';

export function PreviewBanner() {
  const enabled = isDevelopment() || Boolean(getEnv().DEMO_MODE);
  return enabled ? <PreviewBannerClient /> : null;
}
