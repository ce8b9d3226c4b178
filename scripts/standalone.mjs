// Completes Next's standalone output (`output: "standalone"`) after `next build` so that
// <distDir>/standalone runs without the repository, tsx or a full node_modules:
//   node scripts/web-server.cjs                the web app (our server, not Next's server.js; it runs
//                                              scripts/web-renderer.cjs in a worker thread)
//   node services/product-api/server.cjs       the product API
//   node services/product-api/db/migrate-cli.cjs   the migrations (deploy step)
// Next copies the server code and the packages it traced; this adds public/ and the static assets
// (Next leaves them to the CDN or to you), the migrations, and our servers bundled with esbuild,
// which leaves out only what the standalone folder already has (next, PGlite's files).
// `npm run build` runs it; NEXT_DIST_DIR as for the build.
import { cpSync, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { root } from "./lib.mjs";

const distDir = process.env.NEXT_DIST_DIR || ".next";
const out = join(root, distDir, "standalone");
if (!existsSync(join(out, "server.js"))) {
  console.error(
    `No standalone build in ${out}: run \`next build\` first (next.config.ts has output: "standalone").`,
  );
  process.exit(1);
}

const started = performance.now();
cpSync(join(root, "public"), join(out, "public"), { recursive: true });
cpSync(join(root, distDir, "static"), join(out, distDir, "static"), { recursive: true });
const migrations = "services/product-api/db/migrations";
cpSync(join(root, migrations), join(out, migrations), { recursive: true });

// Next's standalone server.js hands its build-time config to Next this way; ours does the same.
const { config } = JSON.parse(readFileSync(join(out, distDir, "required-server-files.json"), "utf8"));
// import.meta.url as ESM would have it (web-server.ts resolves Next's internals from it); relative
// paths (DATA_DIR, the migrations) are taken from the standalone folder, as Next's server.js does.
const prelude = (up) =>
  [
    `const __kaziImportMetaUrl = require("node:url").pathToFileURL(__filename).href;`,
    // A worker thread may not change the directory; it shares its process's.
    `if (require("node:worker_threads").isMainThread) process.chdir(require("node:path").join(__dirname, ${JSON.stringify(up)}));`,
  ].join("\n");

async function bundle(entry, { depth, extra = "", external = [] }) {
  const up = Array(depth).fill("..").join("/") || ".";
  await build({
    entryPoints: [join(root, `${entry}.ts`)],
    outfile: join(out, `${entry}.cjs`),
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    // Next and PGlite (its WebAssembly and data files sit next to its code) come from the
    // standalone folder's node_modules; pg-native is an optional part of pg that Kazi does not use.
    external: ["next", "next/*", "@electric-sql/pglite", "@electric-sql/pglite/*", "pg-native", ...external],
    define: { "import.meta.url": "__kaziImportMetaUrl" },
    banner: {
      js: `${prelude(up)}\n${extra}`,
    },
    logLevel: "warning",
    legalComments: "none",
  });
}

const nextConfig = `process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= ${JSON.stringify(JSON.stringify(config))};`;
await Promise.all([
  bundle("scripts/web-server", { depth: 1 }),
  bundle("scripts/web-renderer", { depth: 1, extra: nextConfig }),
  // The identity provider inside the API is for PGlite under `npm start` and `npm run dev`; a
  // deployment (PostgreSQL) runs it as its own process (README, "Running in production").
  bundle("services/product-api/server", { depth: 2, external: ["../identity/in-product-api"] }),
  bundle("services/product-api/db/migrate-cli", { depth: 3 }),
]);
console.log(
  `Standalone server ready in ${distDir}/standalone (${Math.round(performance.now() - started)} ms): ` +
    "node scripts/web-server.cjs (with scripts/web-renderer.cjs), node services/product-api/server.cjs, node services/product-api/db/migrate-cli.cjs",
);
