import { getOneClick, postOneClick } from '@/lib/reminders/routes';

/** RFC 8058 one-click unsubscribe: POST deletes; GET changes nothing (see lib/reminders/routes.ts). */
export const dynamic = 'force-dynamic';

export const POST = postOneClick;
export const GET = getOneClick;
