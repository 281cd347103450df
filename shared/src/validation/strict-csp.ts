import { config } from 'zod/mini';

/**
 * zod compiles object parsers with `new Function` where the page allows it, deciding when each
 * schema is built; the SPA's Content-Security-Policy (script-src 'self') does not allow it, and
 * each attempt is a CSP violation in the console. The browser entry imports this module first,
 * before any schema is built, so zod never tries.
 */
config({ jitless: true });
