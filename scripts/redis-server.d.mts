export const REDIS_SERVER: string;
export type TestRedis = {
  port: number;
  dir: string;
  url: string;
  /** Starts it again; `empty` removes its files first, `persist` turns AOF on or off from then on. */
  restart(how?: { empty?: boolean; persist?: boolean }): Promise<void>;
  stop(): Promise<void>;
  kill(): Promise<void>;
  close(): Promise<void>;
};
export function startRedis(opts?: { port?: number; dir?: string; persist?: boolean }): Promise<TestRedis>;
