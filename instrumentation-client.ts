// Runs in the browser before the app's own code (Next's client instrumentation hook).
//
// Zod probes for eval (`new Function("")`) the first time a form schema is built, to compile faster
// parsers. The Content-Security-Policy forbids eval, so the probe fails as intended but the browser
// still reports a policy violation; jitless skips the probe, and the forms parse the same way.
// Zod keeps its settings on globalThis.__zod_globalConfig (zod/v4/core/core.js) and adopts an object
// already there: set here, the setting costs no zod on pages without a form (importing `config` from
// zod/v4/core put ~4 KB gzip of zod in every page's first script, evaluated before hydration).
const zod = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zod.__zod_globalConfig ??= {}).jitless = true;
