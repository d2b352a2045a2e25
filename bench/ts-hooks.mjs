// Module hooks that let the bench import the app's TypeScript domain code (lib/**/*.ts) in plain Node 20:
// `@/` is the repo root, extensionless relative imports find .ts files, `server-only` is a no-op, and .ts is
// transpiled (types stripped) by the TypeScript compiler the project already has.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STUB = pathToFileURL(path.join(ROOT, 'testing/server-only-stub.ts')).href;

function tsFile(base) {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') return { url: STUB, shortCircuit: true };
  let base = null;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if ((specifier.startsWith('./') || specifier.startsWith('../')) && context.parentURL?.startsWith('file:')) {
    base = path.resolve(path.dirname(fileURLToPath(context.parentURL)), specifier);
  }
  const file = base && tsFile(base);
  if (file) return { url: pathToFileURL(file).href, shortCircuit: true };
  // `@/lib/x.mjs`: the app's own JavaScript modules, found where the alias points.
  if (base && specifier.startsWith('@/') && /\.m?js$/.test(base) && existsSync(base))
    return { url: pathToFileURL(base).href, shortCircuit: true };
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!/\.tsx?$/.test(url)) return next(url, context);
  const file = fileURLToPath(url);
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX, sourceMap: false },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
