import { readOutbox } from "../mail/outbox";
import { createEmailLinks } from "./email-links";
import { withTestIdentity } from "./testing";

const { site: SITE, idp, browser } = withTestIdentity();

async function signUp(fields: { name: string; email: string; password: string }) {
  const client = browser();
  const url = await client.authorize({ prompt: "create" });
  const res = await client.postForm(`${url}/signup`, fields);
  return { client, url, res, page: await res.text() };
}

const mailsTo = async (email: string) => (await readOutbox(idp().mailDir)).filter((m) => m.to === email);

test("a taken email gets the same answer as a new one, and its owner a note instead of a link", async () => {
  const fresh = `nia-${Date.now()}@example.com`;
  const taken = await signUp({ name: "Someone", email: "Demo@Kazi.Africa", password: "Another-long-one-7" });
  const created = await signUp({ name: "Nia Achieng", email: fresh, password: "Another-long-one-7" });

  expect(taken.res.status).toBe(200);
  expect(created.res.status).toBe(200);
  const neutral = (page: string, email: string, url: string) =>
    page.replaceAll(email, "EMAIL").replaceAll(new URL(url).pathname, "UID");
  expect(neutral(taken.page, "demo@kazi.africa", taken.url)).toBe(neutral(created.page, fresh, created.url));
  expect(created.page).toContain(
    `We sent a link to <strong>${fresh}</strong> to finish creating your account.`,
  );

  const [note] = await mailsTo("demo@kazi.africa");
  expect(note.subject).toBe("You already have a Kazi account");
  expect(note.body).toContain("tried to create a new Kazi account with demo@kazi.africa");
  expect(note.body).toContain(SITE);
  expect(note.body).not.toContain("verify-email");
  const [link] = await mailsTo(fresh);
  expect(link.subject).toBe("Finish creating your Kazi account");
  expect(link.body).toMatch(/\/interaction\/[\w-]+\/verify-email\?token=/);
});

test("the verification mail carries no word the visitor typed: a name cannot speak for Kazi", async () => {
  const email = `victim-${Date.now()}@example.com`;
  const name = "Your Kazi account is locked. Restore it at https://evil.example";
  expect((await signUp({ name, email, password: "Another-long-one-7" })).res.status).toBe(200);
  const [mail] = await mailsTo(email);
  expect(mail.subject).toBe("Finish creating your Kazi account");
  expect(mail.body).toContain("Hello,");
  expect(mail.body).not.toContain("evil.example");
  expect(mail.body).not.toContain("locked");
});

test("common passwords, the email and the name are refused as passwords, with the reason", async () => {
  const cases = [
    ["password123", "This password is too common"],
    ["12345678", "Password must be at least 10 characters"],
    ["          ", "Password cannot be only spaces"],
    ["ama.owusu@example.com", "Password must not contain your email address"],
    ["Ama Owusu!!", "Password must not be your name"],
  ];
  for (const [password, message] of cases) {
    const { res, page } = await signUp({ name: "Ama Owusu", email: "ama.owusu@example.com", password });
    expect(res.status).toBe(400);
    expect(page).toContain(`<p class="error" id="field-password-error">${message}`);
  }
  expect(await mailsTo("ama.owusu@example.com")).toEqual([]);
});

test("'Resend the link' sends a new link and answers the same for any address", async () => {
  const email = `tendai-${Date.now()}@example.com`;
  const { client, url } = await signUp({ name: "Tendai Moyo", email, password: "Mvura-ine-simba-9" });
  const again = await client.postForm(`${url}/resend`, { email });
  expect(again.status).toBe(200);
  expect(await again.text()).toContain("We sent the link again.");
  expect(await mailsTo(email)).toHaveLength(2);

  const form = await fetch(`${idp().issuer}/verify-email?email=${encodeURIComponent(email)}`);
  expect(form.status).toBe(200);
  expect(await form.text()).toContain(`value="${email}"`);
  const ask = (address: string) =>
    client
      .postForm(`${idp().issuer}/verify-email`, { email: address })
      .then(async (r) => [r.status, await r.text()]);
  const [status, page] = await ask(email);
  expect(status).toBe(200);
  expect(page).toContain(
    `If ${email} has a Kazi account that is not verified yet, we sent a new link to it.`,
  );
  expect(await mailsTo(email)).toHaveLength(3);
  const [unknownStatus, unknownPage] = await ask("nobody-here@example.com");
  expect(unknownStatus).toBe(200);
  expect(unknownPage).toContain("If nobody-here@example.com has a Kazi account");
  expect(await mailsTo("nobody-here@example.com")).toEqual([]);

  const bad = await client.postForm(`${idp().issuer}/verify-email`, { email: "not an email" });
  expect(bad.status).toBe(400);
  expect(await bad.text()).toContain("Enter a valid email address");
});

test("a link followed in another browser verifies without signing that browser in", async () => {
  const email = `kofi-${Date.now()}@example.com`;
  await signUp({ name: "Kofi Mensah", email, password: "Akwaaba-Accra-22" });
  const link = await idp().verificationLink(email);
  const other = browser();
  const res = await other.request(link);
  expect(res.status).toBe(200);
  expect(await res.text()).toContain("Your email address is verified");
});

test("a tampered or expired link is refused with a way to get a new one", async () => {
  const email = `lina-${Date.now()}@example.com`;
  await signUp({ name: "Lina Haile", email, password: "Buna-tetu-Addis-3" });
  const link = new URL(await idp().verificationLink(email));
  link.searchParams.set("token", `${link.searchParams.get("token")}x`);
  const res = await fetch(link);
  expect(res.status).toBe(400);
  const page = await res.text();
  expect(page).toContain("This link has expired or is not valid");
  expect(page).toContain('href="/verify-email"');

  let now = 0;
  const links = createEmailLinks("k", () => now);
  const token = links.sign({ accountId: "a", email: "e@x.io" }, 1000);
  expect(links.verify(token)).toEqual({ accountId: "a", email: "e@x.io" });
  now = 1001;
  expect(links.verify(token)).toBeUndefined();
  expect(createEmailLinks("other key", () => 0).verify(token)).toBeUndefined();
});

test("the stand-alone resend form refuses posts from other sites", async () => {
  const res = await fetch(`${idp().issuer}/verify-email`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
    body: "email=demo%40kazi.africa",
  });
  expect(res.status).toBe(403);
});
