export const REDIS_SERVER: string;
export type TestRedis = {
  port: number;
  dir: string;
  url: string;
  restart(): Promise<void>;
  stop(): Promise<void>;
  kill(): Promise<void>;
  close(): Promise<void>;
};
export function startRedis(opts?: { port?: number; dir?: string }): Promise<TestRedis>;
