import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

/** 128 random bits, URL-safe: the status link's and the confirmation link's secret. */
export const newToken = (): string => randomBytes(16).toString('base64url');
/** Tokens are stored only as this hash: a copy of the store opens no status page. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
export const TOKEN_RE = /^[A-Za-z0-9_-]{22}$/;
