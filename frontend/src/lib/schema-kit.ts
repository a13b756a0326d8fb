// The part of zod that schemas written beside an API call use (api-client.ts, schemaLoader), as named
// exports. A dynamic import of 'zod' itself hands its whole namespace over as a value, so the bundler
// kept all of zod, every one of its forty-odd locales included: a 386 KB chunk whose evaluation was a
// 39 ms task after Home's first cards, when the offline copy loads (issue 19's blocking time). Add a
// builder here when a schemaLoader needs one.
// zod-csp (zod without its JIT, which the CSP forbids) is kept in the build by this import and travels
// in the chunk with zod itself (vite.config.ts), so it runs before any schema is built, whichever chunk
// loads zod first; nothing loads zod at start any more (issue 35).
import './zod-csp';

export { array, boolean, enum, nullable, number, object, string } from '@contracts/zod';
