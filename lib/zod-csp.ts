import { config } from 'zod/mini';

// zod compiles object parsers with `new Function` when it may, and probes whether it may when a schema is built.
// The site's Content-Security-Policy has no 'unsafe-eval', so in a browser that probe is reported as a violation
// (and the compiled path is never taken anyway). Browser code imports this module before any module that builds a
// schema; zod and zod/mini share the setting. The server keeps zod's compiled parsers.
if (typeof window !== 'undefined') config({ jitless: true });
