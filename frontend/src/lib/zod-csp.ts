// Zod compiles object parsers with `new Function` when it may; the site's Content-Security-Policy
// (script-src 'self', no 'unsafe-eval') forbids that, and zod's probe for it is reported as a CSP
// violation. Jitless parsing never tries. Kept in the build by schema-kit.ts; it shares zod's chunk
// (vite.config.ts), so it runs when zod does, before any schema is built.
import * as z from '@contracts/zod';

z.config({ jitless: true });
