import { readOutbox } from "../mail/outbox";
import { withTestIdentity } from "./testing";
import type { AuthorizationParams } from "./testing/browserless-client";

const { idp, browser } = withTestIdentity();

async function screen(params: AuthorizationParams = {}) {
  const client = browser();
  const url = await client.authorize(params);
  const res = await client.request(url);
  return { client, url, status: res.status, page: await res.text() };
}

const claimsOf = (jwt: unknown) =>
  JSON.parse(Buffer.from(String(jwt).split(".")[1], "base64url").toString("utf8"));

/** A MIME encoded-word subject (=?UTF-8?Q?…?= or =?UTF-8?B?…?=), decoded. */
const decodeSubject = (subject: string) =>
  subject.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
    encoding.toLowerCase() === "b"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text
            .replace(/_/g, " ")
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  );

const mailsTo = async (email: string) => (await readOutbox(idp().mailDir)).filter((m) => m.to === email);

test("with ui_locales=fr the log-in and sign-up screens are in French", async () => {
  const { url, client, page } = await screen({ ui_locales: "fr" });
  expect(page).toContain('<html lang="fr">');
  expect(page).toContain("<h1>Connectez-vous à Kazi</h1>");
  expect(page).toContain('<label for="field-email">Adresse e-mail</label>');
  expect(page).toContain(`href="${new URL(url).pathname}?screen=signup">Créer un compte</a>`);
  expect(page).not.toContain("Log in");

  const signup = await (await client.request(`${url}?screen=signup`)).text();
  expect(signup).toContain('<html lang="fr">');
  expect(signup).toContain("<h1>Créez votre compte Kazi</h1>");
  expect(signup).toContain("Au moins 10 caractères.");
});

test.each<[string, AuthorizationParams]>([
  ["without ui_locales", {}],
  ["with a language Kazi does not speak", { ui_locales: "de" }],
  ["with a tag that is not a language", { ui_locales: "xx-YY zz" }],
])("%s the screens stay in English", async (_name, params) => {
  const { page } = await screen(params);
  expect(page).toContain('<html lang="en">');
  expect(page).toContain("<h1>Log in to Kazi</h1>");
});

test("the first of Kazi's languages that ui_locales names wins, regional tags included", async () => {
  expect((await screen({ ui_locales: "de fr-SN en" })).page).toContain('<html lang="fr">');
  expect((await screen({ ui_locales: "pt-MZ", prompt: "create" })).page).toContain(
    "<h1>Crie a sua conta no Kazi</h1>",
  );
});

test("in Arabic the screens read right to left", async () => {
  const { page } = await screen({ ui_locales: "ar", prompt: "create" });
  expect(page).toContain('<html lang="ar" dir="rtl">');
  expect(page).toContain("<h1>أنشئ حسابك على Kazi</h1>");
});

test("errors on a French screen are in French", async () => {
  const { client, url } = await screen({ ui_locales: "fr" });
  const wrong = await client.postForm(`${url}/login`, { email: "demo@kazi.africa", password: "pas-le-bon" });
  expect(wrong.status).toBe(401);
  expect(await wrong.text()).toContain(
    '<p class="alert" id="login-error" role="alert">Adresse e-mail ou mot de passe incorrect</p>',
  );
  const weak = await client.postForm(`${url}/signup`, { name: "", email: "x", password: "court" });
  const page = await weak.text();
  expect(page).toContain('<p class="error" id="field-name-error">Saisissez votre nom</p>');
  expect(page).toContain("Le mot de passe doit contenir au moins 10 caractères");
});

test("a French sign-up gets a French verification mail, stays French to the end and carries locale=fr", async () => {
  const email = `awa-${Date.now()}@example.com`;
  const { client, url } = await screen({ ui_locales: "fr", prompt: "create" });
  const res = await client.postForm(`${url}/signup`, {
    name: "Awa Diop",
    email,
    password: "Teranga-Dakar-2026",
  });
  expect(res.status).toBe(200);
  const check = await res.text();
  expect(check).toContain('<html lang="fr">');
  expect(check).toContain(`Nous avons envoyé un lien à <strong>${email}</strong>`);

  const [mail] = await mailsTo(email);
  expect(decodeSubject(mail.subject)).toBe("Finalisez la création de votre compte Kazi");
  expect(mail.body).toContain("Bonjour,");
  expect(mail.body).not.toContain("Awa Diop");
  expect(mail.body).toContain("Le lien est valable 24 heures.");
  expect(mail.body).toContain('<html lang="fr">');
  const link = /http:\/\/localhost:\d+\/interaction\/[\w-]+\/verify-email\?token=[\w.-]+&lang=fr/.exec(
    mail.body,
  );
  expect(link).not.toBeNull();

  // The link opened in another browser (a phone's mail app) verifies, in French.
  const elsewhere = await browser().request(link![0]);
  expect(await elsewhere.text()).toContain("<h1>Votre adresse e-mail est vérifiée</h1>");
  // A broken link in French offers the French resend page.
  const broken = await (await browser().request(link![0].replace("token=", "token=x"))).text();
  expect(broken).toContain('<html lang="fr">');
  expect(broken).toContain('href="/verify-email?lang=fr"');

  // Back in the browser that signed up, the sign-in finishes; the tokens name the language.
  const tokens = await client.exchange(await client.followToCode(await client.request(link![0])));
  expect(claimsOf(tokens.id_token)).toMatchObject({ email, locale: "fr" });
  expect(claimsOf(tokens.access_token)).toMatchObject({ email, locale: "fr" });
});

test("an account made before languages has no locale claim", async () => {
  const { client, url } = await screen();
  const res = await client.postForm(`${url}/login`, {
    email: "demo@kazi.africa",
    password: "Kazi-demo-2025",
  });
  const tokens = await client.exchange(await client.followToCode(res));
  expect(claimsOf(tokens.id_token)).not.toHaveProperty("locale");
  expect(claimsOf(tokens.access_token)).not.toHaveProperty("locale");
});

test("the stand-alone resend page and the logout confirmation follow lang and ui_locales", async () => {
  const resend = await (await browser().request("/verify-email?lang=sw")).text();
  expect(resend).toContain('<html lang="sw">');
  expect(resend).toContain("<h1>Thibitisha anwani yako ya barua pepe</h1>");
  expect(resend).toContain('action="/verify-email?lang=sw"');

  const client = browser();
  const signIn = await client.postForm(`${await client.authorize({ ui_locales: "ar" })}/login`, {
    email: "demo@kazi.africa",
    password: "Kazi-demo-2025",
  });
  await client.exchange(await client.followToCode(signIn));
  const logout = await (await client.request("/session/end?ui_locales=ar")).text();
  expect(logout).toContain('<html lang="ar" dir="rtl">');
  expect(logout).toContain("<h1>هل تريد تسجيل الخروج من Kazi؟</h1>");
  const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(logout)![1];
  expect(action).toMatch(/\/session\/end\/confirm\?lang=ar$/);
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(logout)![1];
  const done = await client.postForm(action, { xsrf, logout: "yes" });
  expect(done.status).toBe(303);
  const success = done.headers.get("location")!;
  expect(success).toMatch(/\/session\/end\/success\?(.*&)?lang=ar/);
  const page = await (await client.request(success)).text();
  expect(page).toContain('<html lang="ar" dir="rtl">');
  expect(page).toContain("<h1>لقد سجّلت الخروج</h1>");
});

test("discovery says which languages the screens and claims speak", async () => {
  const res = await fetch(`${idp().issuer}/.well-known/openid-configuration`);
  const discovery = await res.json();
  expect(discovery.ui_locales_supported).toEqual(["en", "fr", "pt", "sw", "ar"]);
  expect(discovery.claims_supported).toContain("locale");
});
