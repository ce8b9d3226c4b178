// The render thread's entry under tsx (npm start, the tests): a worker thread does not inherit the
// main thread's tsx hooks, so it registers its own before loading scripts/web-renderer.ts.
import { register } from "tsx/esm/api";

register();
await import("./web-renderer.ts");
