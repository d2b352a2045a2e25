import { getEnv, isBuildPhase, isDevelopment } from '@/lib/env';
import { PreviewBannerClient } from './preview-banner-client';

export function PreviewBanner() {
  // `next build` reads and validates no setting (a half GitHub configuration fails at start, not in the build); what
  // it prerenders is never served (next.config.ts).
  const enabled = isDevelopment() || (!isBuildPhase() && Boolean(getEnv().DEMO_MODE));
  return enabled ? <PreviewBannerClient /> : null;
}
