import { postCancel } from '@/lib/reminders/routes';

export const dynamic = 'force-dynamic';

export const POST = postCancel;
