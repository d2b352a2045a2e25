// `node --import ./bench/ts-loader.mjs ...` or `await import('./ts-loader.mjs')`: registers ts-hooks.mjs.
import { register } from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
