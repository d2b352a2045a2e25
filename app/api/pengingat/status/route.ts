import { postStatus } from '@/lib/reminders/routes';

export const dynamic = 'force-dynamic';

export const POST = postStatus;
