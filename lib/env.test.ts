/** @jest-environment node */
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

test("the published default client secret is refused at start when SITE_URL is https", () => {
  expect(() => load({ SITE_URL: "https://kazi.africa", AUTH_CLIENT_SECRET: undefined })).toThrow(
    "AUTH_CLIENT_SECRET: set a secret of your own when SITE_URL is https",
  );
  expect(
    load({ SITE_URL: "https://kazi.africa", AUTH_CLIENT_SECRET: "ours-0123456789" }).AUTH_CLIENT_SECRET,
  ).toBe("ours-0123456789");
  expect(load({ SITE_URL: "http://localhost:3000", AUTH_CLIENT_SECRET: undefined }).AUTH_CLIENT_SECRET).toBe(
    "kazi-web-local-secret",
  );
});
