import { resolve } from 'node:path';
import * as esbuild from 'esbuild';
import { routes } from './functions/src/routes.ts';
import { LAMBDA_ESBUILD_OPTIONS } from './infra/lib/bundling.ts';

for (const r of routes) {
  const out = await esbuild.build({
    ...LAMBDA_ESBUILD_OPTIONS,
    entryPoints: [resolve('functions/src', `${r.handler}.ts`)],
    write: false,
    outfile: '/tmp/o.mjs',
    logLevel: 'error',
    metafile: true,
  });
  const o = Object.values(out.metafile.outputs)[0]!;
  const g: Record<string, number> = {};
  for (const [f, v] of Object.entries(o.inputs)) {
    const k = f.replace(/^.*node_modules\//, '').split('/');
    let key = k[0]!.startsWith('@') ? `${k[0]}/${k[1]}` : k[0]!;
    if (!f.includes('node_modules')) key = '(own)';
    g[key] = (g[key] ?? 0) + v.bytesInOutput;
  }
  console.log(
    `${(o.bytes / 1024).toFixed(0).padStart(4)} KiB ${r.method} ${r.path}  ${Object.entries(g)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([k, v]) => `${k} ${(v / 1024).toFixed(0)}`)
      .join(', ')}`,
  );
}
