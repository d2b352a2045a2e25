import { hostname } from 'node:os';

/** This instance's name in leases and job results: host and process. */
export const INSTANCE = `${hostname()}/${process.pid}`;
