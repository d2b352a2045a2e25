import { postEmail } from '@/lib/reminders/routes';

export const dynamic = 'force-dynamic';

export const POST = postEmail;
