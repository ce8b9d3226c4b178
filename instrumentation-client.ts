// Runs in the browser before the app's own code (Next's client instrumentation hook).
import { config } from "zod/v4/core";

// Zod probes for eval (`new Function("")`) the first time a form schema is built, to compile faster
// parsers. The Content-Security-Policy forbids eval, so the probe fails as intended but the browser
// still reports a policy violation; jitless skips the probe, and the forms parse the same way.
config({ jitless: true });
