import type { Redis } from 'ioredis';

type Source = Record<string, string | undefined>;
export function redisPrefix(source?: Source): string;
export function getRedis(source?: Source): Redis | null;
export function getRedisSubscriber(source?: Source): Redis | null;
export function isRedisReady(client?: Redis | null): boolean;
