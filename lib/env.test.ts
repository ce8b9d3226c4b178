/** @jest-environment node */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const load = (vars: Record<string, string | undefined>) => {
  const saved = { ...process.env };
  Object.assign(process.env, vars);
  for (const [k, v] of Object.entries(vars)) if (v === undefined) delete process.env[k];
  try {
    let env: unknown;
    jest.isolateModules(() => {
      env = jest.requireActual("./env").env;
    });
    return env as { AUTH_CLIENT_SECRET: string };
  } finally {
    process.env = saved;
  }
};

test("the once-published client secret is refused at start when SITE_URL is https", () => {
  expect(() =>
    load({ SITE_URL: "https://kazi.africa", AUTH_CLIENT_SECRET: "kazi-web-local-secret" }),
  ).toThrow("AUTH_CLIENT_SECRET: is published in Kazi's source");
  expect(
    load({ SITE_URL: "https://kazi.africa", AUTH_CLIENT_SECRET: "ours-0123456789" }).AUTH_CLIENT_SECRET,
  ).toBe("ours-0123456789");
  const DATA_DIR = mkdtempSync(join(tmpdir(), "kazi-env-"));
  const generated = load({ DATA_DIR, AUTH_CLIENT_SECRET: undefined }).AUTH_CLIENT_SECRET;
  expect(generated).toMatch(/^[\w-]{43}$/);
  expect(load({ DATA_DIR, AUTH_CLIENT_SECRET: undefined }).AUTH_CLIENT_SECRET).toBe(generated);
});
