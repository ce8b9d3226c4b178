// Builds the production bundle the browser tests run against, for E2E_SLOT (see e2e/slot.ts).
// `npm test` does this itself; run it by hand before `npx playwright test` after changing the app.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { bin, markBuilt, runToEnd } from "./lib.mjs";

const slot = Number(process.env.E2E_SLOT || 0);
const dist = `.next-e2e${slot ? `-${slot}` : ""}`;
const env = {
  NEXT_DIST_DIR: dist,
  SITE_URL: `http://localhost:${3300 + slot * 10}`,
  NEXT_TELEMETRY_DISABLED: "1",
};
rmSync(dist, { recursive: true, force: true });
// next build adds its output folder's types to tsconfig.json; a slot's folder is not the project's.
const tsconfig = readFileSync("tsconfig.json", "utf8");
const code = await runToEnd(bin("next"), ["build"], { env });
writeFileSync("tsconfig.json", tsconfig);
if (code === 0) markBuilt(dist, { SITE_URL: env.SITE_URL });
process.exit(code);
