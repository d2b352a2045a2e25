// `npm run bench [-- --size 10000,100000]`: speed, size and scale of the production build, measured side by side
// with nginx baselines. What it does and what each figure means: bench/README.md.
import { register } from 'node:module';

// The bench imports the app's TypeScript domain code (slugs, versions, search) directly.
register('../bench/ts-hooks.mjs', import.meta.url);
const { main } = await import('../bench/run.mjs');
await main(process.argv.slice(2));
