import type { DefaultSession } from 'next-auth';

declare module 'next-auth' {
  interface Session extends DefaultSession {
    user: {
      name: string;
      email: string;
      image: string;
      role: 'admin' | 'user';
      provider: 'google' | 'credentials';
    };
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    provider?: 'google' | 'credentials';
    role?: 'admin' | 'user';
    /** The server-side session (lib/auth/session-check.ts); signing out ends it for every copy of the cookie. */
    sid?: string;
    /** The session could not be checked (Redis unreachable): the cookie is kept, and grants nothing meanwhile. */
    unchecked?: boolean;
    /** Google only; kept in the encrypted cookie, never copied into the session. */
    accessToken?: string;
    refreshToken?: string;
    /** Milliseconds since the epoch. */
    expiresAt?: number;
  }
}
