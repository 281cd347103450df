import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Absolute paths the CDK app needs, resolved from this file so `cdk` works from any cwd. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const functionsSrcDir = fileURLToPath(new URL('../../functions/src/', import.meta.url));
export const lockFilePath = fileURLToPath(new URL('../../package-lock.json', import.meta.url));
const webDist = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/** The built SPA, or undefined when `npm run build` has not run (synth and tests still work). */
export const builtWebDir = (): string | undefined => (existsSync(webDist) ? webDist : undefined);
