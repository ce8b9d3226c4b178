// The floor of the phone row: a bare App Router page of our pinned Next (a layout, and a page of ten
// links), built and served as production here, so that each page of Kazi is compared with what Next
// itself costs on the same machine in the same run. Written into .bench-floor/ (git-ignored) under the
// project, so that it builds with the project's own node_modules.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { bin, root, run, runToEnd, waitFor } from "../lib.mjs";

const FLOOR_PORT = 3405;

const LAYOUT = `export const metadata = { title: "Floor" };
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;

const PAGE = `import Link from "next/link";
const links = Array.from({ length: 10 }, (_, i) => i + 1);
export default function Page() {
  return (
    <main>
      <h1>A bare Next page</h1>
      <ul>
        {links.map((i) => (
          <li key={i}>
            <Link href={"/" + i}>Link {i}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
`;

/** Builds the bare page and serves it with `next start`; returns its origin. */
export async function startFloor() {
  const dir = join(root, ".bench-floor");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "app"), { recursive: true });
  writeFileSync(join(dir, "app", "layout.jsx"), LAYOUT);
  writeFileSync(join(dir, "app", "page.jsx"), PAGE);
  writeFileSync(join(dir, "next.config.mjs"), "export default {};\n");
  const quiet = { stdio: ["ignore", "ignore", "inherit"], env: { NEXT_TELEMETRY_DISABLED: "1" } };
  console.log("Building the floor (a bare Next page)...");
  if ((await runToEnd(bin("next"), ["build", dir], quiet)) !== 0)
    throw new Error("The floor's build failed.");
  run(bin("next"), ["start", dir, "-p", String(FLOOR_PORT)], {
    ...quiet,
    env: { ...quiet.env, NODE_ENV: "production" },
  });
  const origin = `http://localhost:${FLOOR_PORT}`;
  await waitFor(origin);
  return origin;
}
