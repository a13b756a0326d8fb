// Zod compiles object parsers with `new Function` when it may; the site's Content-Security-Policy
// (script-src 'self', no 'unsafe-eval') forbids that, and zod's probe for it is reported as a CSP
// violation. Jitless parsing never tries. Imported first by main.tsx, before any schema is used.
import * as z from 'zod';

z.config({ jitless: true });
