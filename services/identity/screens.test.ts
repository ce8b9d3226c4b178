import { withTestIdentity } from "./testing";
import type { AuthorizationParams } from "./testing/browserless-client";

const { browser } = withTestIdentity({ shared: true });

async function openInteraction(params: AuthorizationParams = {}) {
  const client = browser();
  const url = await client.authorize(params);
  return { client, url };
}

async function html(res: Response) {
  return res.text();
}

test("the login screen is accessible and links to sign-up within the same interaction", async () => {
  const { client, url } = await openInteraction();
  const res = await client.request(url);
  expect(res.status).toBe(200);
  const page = await html(res);
  expect(page).toContain('<html lang="en">');
  expect(page).toContain('name="viewport"');
  expect(page).toContain("Log in to Kazi");
  expect(page).toMatch(
    /<label for="field-email">Email<\/label>\s*<input id="field-email" name="email" type="email" autocomplete="username"/,
  );
  expect(page).toContain('autocomplete="current-password"');
  expect(page).toContain(`href="${new URL(url).pathname}?screen=signup">Create an account</a>`);

  const signup = await html(await client.request(`${url}?screen=signup`));
  expect(signup).toContain("Create your Kazi account");
});

test.each<Record<string, string>>([{ prompt: "create" }, { screen_hint: "signup" }])(
  "the sign-up screen opens directly for %o",
  async (params) => {
    const { client, url } = await openInteraction(params);
    const page = await html(await client.request(url));
    expect(page).toContain("Create your Kazi account");
    expect(page).toContain('autocomplete="new-password"');
    expect(page).toContain(`href="${new URL(url).pathname}?screen=login">Log in</a>`);
  },
);

test("sign-up explains each invalid field and keeps what was typed, escaped", async () => {
  const { client, url } = await openInteraction({ prompt: "create" });
  const res = await client.postForm(`${url}/signup`, {
    name: "  ",
    email: "<b>not-an-email",
    password: "short",
  });
  expect(res.status).toBe(400);
  const page = await html(res);
  expect(page).toContain('<p class="error" id="field-name-error">Enter your name</p>');
  expect(page).toContain('<p class="error" id="field-email-error">Enter a valid email address</p>');
  expect(page).toContain(
    '<p class="error" id="field-password-error">Password must be at least 10 characters</p>',
  );
  expect(page).toMatch(
    /id="field-email"[^>]*value="&lt;b&gt;not-an-email"[^>]*aria-invalid="true" aria-describedby="field-email-error"/,
  );
  expect(page).not.toContain("<b>not-an-email");
  expect(page).not.toContain(`value="short"`);
});

test("a wrong password says 'Wrong email or password' and keeps the email", async () => {
  const { client, url } = await openInteraction();
  const res = await client.postForm(`${url}/login`, {
    email: "demo@kazi.africa",
    password: "not-the-password",
  });
  expect(res.status).toBe(401);
  const page = await html(res);
  expect(page).toContain('<p class="alert" id="login-error" role="alert">Wrong email or password</p>');
  expect(page).toMatch(
    /id="field-email"[^>]*value="demo@kazi.africa"[^>]*aria-invalid="true" aria-describedby="login-error"/,
  );
});

test("an unknown email gets the same message as a wrong password", async () => {
  const { client, url } = await openInteraction();
  const res = await client.postForm(`${url}/login`, {
    email: "nobody@example.com",
    password: "whatever-it-is",
  });
  expect(res.status).toBe(401);
  expect(await html(res)).toContain("Wrong email or password");
});

test("a form posted from another site is refused", async () => {
  const { client, url } = await openInteraction();
  const res = await client.request(`${url}/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:3000" },
    body: "email=demo%40kazi.africa&password=Kazi-demo-2025",
  });
  expect(res.status).toBe(403);
  expect(await html(res)).toContain("sent from another site");
});

test("an interaction cannot be used without its cookie", async () => {
  const { url } = await openInteraction();
  const stranger = browser();
  const res = await stranger.postForm(`${url}/login`, {
    email: "demo@kazi.africa",
    password: "Kazi-demo-2025",
  });
  expect(res.status).toBe(400);
  expect(await html(res)).toContain("Your sign-in session has expired");
});

test("choosing 'Log in' from a sign-up request completes the login", async () => {
  const { client, url } = await openInteraction({ prompt: "create" });
  const login = await html(await client.request(`${url}?screen=login`));
  expect(login).toContain("Log in to Kazi");
  const res = await client.postForm(`${url}/login`, {
    email: "demo@kazi.africa",
    password: "Kazi-demo-2025",
  });
  expect(await client.followToCode(res)).toEqual(expect.any(String));
});
