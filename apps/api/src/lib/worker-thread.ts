import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts the worker module `name` beside the module at `base` (its `import.meta.url`): the built `.js` file, or
 * in the sources (tests, `npm run dev`) the TypeScript file through tsx's loader, registered in the worker, with
 * the workspace's `source` condition (decisions 109 and 144).
 */
export function startWorker(base: string, name: string, options: WorkerOptions = {}): Worker {
  if (!base.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, base), options);
  const source = new URL(`./${name}.ts`, base).href;
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`,
    { ...options, eval: true, execArgv: ['--conditions=source'] },
  );
}
