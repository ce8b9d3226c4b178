import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLocalJWKSet, jwtVerify, exportJWK } from "jose";
import { startTestIdentity, type TestIdentity } from "../../identity/testing";
import { productApiConfig } from "../config";
import { startProductApi, type StartedProductApi } from "../start";
import { jsonBody, startTestApi, TEST_AUDIENCE, type TestApi } from "../testing/api";
import { startCaptureServer, type CaptureServer, type CapturedRequest } from "../testing/capture-server";
import { testDatabases } from "../testing/databases";
import { daysFromNow, jobInput } from "../testing/fixtures";
import { jobUrls, startSearchEngineNotices, type SearchEngineNotices } from "./search-engine-notices";

const KEY = "b1c2d3e4-indexnow-key";
const CLIENT_EMAIL = "indexing@kazi-test.iam.gserviceaccount.com";
const TOKEN = "ya29.test-access-token";

let identity: TestIdentity;
let employerToken: string;
let moderatorToken: string;
let seekers: { accessToken: string }[];
let capture: CaptureServer;
const tokenExchanges = () => capture.requests.filter((r) => r.path === "/token");
const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });

beforeAll(async () => {
  [identity, capture] = await Promise.all([
    startTestIdentity({ audience: TEST_AUDIENCE }),
    startCaptureServer(),
  ]);
  capture.answer("/token", 200, { access_token: TOKEN, expires_in: 3599, token_type: "Bearer" });
  capture.answer("/indexnow", 202);
  [employerToken, moderatorToken, seekers] = await Promise.all([
    identity.employerToken(),
    identity.employerToken("jobs:write jobs:moderate"),
    Promise.all([1, 2, 3].map(() => identity.seekerToken())),
  ]);
}, 90_000);
afterAll(async () => {
  await identity?.close();
  await capture?.close();
});

/** The settings as the API reads them from its environment: the engines are this test's capture server. */
function searchEnginesFromEnv(dataDir: string, site: string) {
  const account = {
    type: "service_account",
    client_email: CLIENT_EMAIL,
    private_key: privateKey.export({ type: "pkcs8", format: "pem" }),
    token_uri: `${capture.url}/token`,
  };
  // As a file, the way Google hands it out.
  const accountFile = join(dataDir, "service-account.json");
  writeFileSync(accountFile, JSON.stringify(account));
  return productApiConfig({
    DATA_DIR: dataDir,
    SITE_URL: `${site}/`,
    INDEXNOW_KEY: KEY,
    INDEXNOW_ENDPOINT: `${capture.url}/indexnow`,
    GOOGLE_INDEXING_SERVICE_ACCOUNT: accountFile,
    GOOGLE_INDEXING_ENDPOINT: `${capture.url}/google/publish`,
  }).searchEngines;
}

describe.each(testDatabases)("search engine notices on %s", (_name, kind) => {
  // A site of its own per database: job ids start at 1 on each.
  const SITE = `https://${kind.name === "PGlite" ? "pglite" : "postgres"}.kazi.test`;
  const indexNowCalls = (id: number) => (r: CapturedRequest) =>
    r.path === "/indexnow" && JSON.parse(r.body).urlList?.includes(`${SITE}/jobs/${id}`);
  const googleCalls = (id: number, type: string) => (r: CapturedRequest) => {
    if (r.path !== "/google/publish") return false;
    const body = JSON.parse(r.body);
    return urlsOf(id).includes(body.url) && body.type === type;
  };
  let tokensBefore: number;
  let api: TestApi;
  let notices: SearchEngineNotices;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "kazi-search-engines-"));
    api = await startTestApi(kind, {
      auth: { issuer: identity.issuer, audience: TEST_AUDIENCE },
      searchEngines: { jobsChanged: (ids) => notices.jobsChanged(ids) },
    });
    // On the app's database: the app only queues notices through it.
    const started = await startSearchEngineNotices(api.handle.database, searchEnginesFromEnv(dataDir, SITE), {
      retries: { limit: 3, delaySeconds: 1, maxDelaySeconds: 1 },
      pollingIntervalSeconds: 0.5,
      afterDeadlineMs: 0,
    });
    notices = started!;
    tokensBefore = tokenExchanges().length;
  }, 60_000);
  afterAll(async () => {
    await notices?.stop();
    await api?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const createJob = async (overrides: Parameters<typeof jobInput>[0] = {}) => {
    const res = await api.request("/api/v1/jobs", { ...jsonBody(jobInput(overrides)), token: employerToken });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: number; caution: boolean };
  };
  /**
   * The requests after now: many writes to a job before its notice goes out make one notice, which
   * says what the job is when it goes, so a test asks what the engines heard after its write.
   */
  const after = () => {
    const mark = capture.requests.length;
    return (match: (r: CapturedRequest) => boolean) => (r: CapturedRequest) =>
      capture.requests.indexOf(r) >= mark && match(r);
  };
  const urlsOf = (id: number) => [
    `${SITE}/jobs/${id}`,
    `${SITE}/fr/jobs/${id}`,
    `${SITE}/pt/jobs/${id}`,
    `${SITE}/sw/jobs/${id}`,
    `${SITE}/ar/jobs/${id}`,
  ];

  it("tells IndexNow and Google (URL_UPDATED) of a new job's page in every language", async () => {
    const job = await createJob({ title: "Borehole Driller" });
    expect(jobUrls(SITE, job.id)).toEqual(urlsOf(job.id));

    const [submitted] = await capture.waitFor(indexNowCalls(job.id));
    expect(submitted.method).toBe("POST");
    expect(submitted.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(submitted.body)).toEqual({
      host: new URL(SITE).host,
      key: KEY,
      keyLocation: `${SITE}/${KEY}.txt`,
      urlList: urlsOf(job.id),
    });

    const published = await capture.waitFor(googleCalls(job.id, "URL_UPDATED"), 5);
    expect(published.map((r) => JSON.parse(r.body))).toEqual(
      urlsOf(job.id).map((url) => ({ url, type: "URL_UPDATED" })),
    );
    expect(published.every((r) => r.headers.authorization === `Bearer ${TOKEN}`)).toBe(true);

    // The service account's signed assertion, exchanged at its token_uri.
    const [exchange] = tokenExchanges().slice(tokensBefore);
    expect(exchange.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    const form = new URLSearchParams(exchange.body);
    expect(form.get("grant_type")).toBe("urn:ietf:params:oauth:grant-type:jwt-bearer");
    const keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), alg: "RS256" }] });
    const { payload, protectedHeader } = await jwtVerify(form.get("assertion")!, keys, {
      issuer: CLIENT_EMAIL,
      audience: `${capture.url}/token`,
    });
    expect(protectedHeader.alg).toBe("RS256");
    expect(payload.scope).toBe("https://www.googleapis.com/auth/indexing");
    expect(payload.exp! - payload.iat!).toBe(3600);
  });

  it("tells Google the page is gone (URL_DELETED) when the job closes, and IndexNow again", async () => {
    const job = await createJob({ title: "Cassava Miller" });
    await capture.waitFor(googleCalls(job.id, "URL_UPDATED"), 5);
    await capture.waitFor(indexNowCalls(job.id));
    const since = after();
    const res = await api.request(`/api/v1/jobs/${job.id}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ deadline: daysFromNow(-1) }),
      token: employerToken,
    });
    expect(res.status).toBe(200);
    const deleted = await capture.waitFor(since(googleCalls(job.id, "URL_DELETED")), 5);
    expect(deleted.map((r) => JSON.parse(r.body).url)).toEqual(urlsOf(job.id));
    const [submitted] = await capture.waitFor(since(indexNowCalls(job.id)));
    expect(JSON.parse(submitted.body).urlList).toEqual(urlsOf(job.id));
  });

  it("tells Google the page of a deleted job is gone", async () => {
    const job = await createJob({ title: "Beekeeper" });
    await capture.waitFor(googleCalls(job.id, "URL_UPDATED"), 5);
    const since = after();
    const res = await api.request(`/api/v1/jobs/${job.id}`, { method: "DELETE", token: employerToken });
    expect(res.status).toBe(204);
    await capture.waitFor(since(googleCalls(job.id, "URL_DELETED")), 5);
    await capture.waitFor(since(indexNowCalls(job.id)));
  });

  it("tells Google a job put under caution by three reporters is gone, and back once a moderator clears it", async () => {
    const job = await createJob({ title: "Greenhouse Supervisor" });
    await capture.waitFor(googleCalls(job.id, "URL_UPDATED"), 5);
    const reported = after();
    for (const [i, seeker] of seekers.entries()) {
      const res = await api.request(`/api/v1/jobs/${job.id}/reports`, {
        ...jsonBody({ reason: "asks-for-money" }),
        headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${i + 1}` },
        token: seeker.accessToken,
      });
      expect(res.status).toBe(201);
    }
    await capture.waitFor(reported(googleCalls(job.id, "URL_DELETED")), 5);
    await capture.waitFor(reported(indexNowCalls(job.id)));
    const reviewed = after();
    const review = await api.request(`/api/v1/jobs/${job.id}/review`, {
      ...jsonBody({ decision: "clear" }),
      token: moderatorToken,
    });
    expect(review.status).toBe(200);
    await capture.waitFor(reviewed(googleCalls(job.id, "URL_UPDATED")), 5);
    await capture.waitFor(reviewed(indexNowCalls(job.id)));
  });

  it("never offers Google a job created under caution (risk flags)", async () => {
    const job = await createJob({
      title: "Data Entry Clerk",
      description: "Great pay. Send the registration fee of KSh 2,000 by M-Pesa before the interview.",
    });
    expect(job.caution).toBe(true);
    await capture.waitFor(googleCalls(job.id, "URL_DELETED"), 5);
    await capture.waitFor(indexNowCalls(job.id));
    expect(capture.requests.filter(googleCalls(job.id, "URL_UPDATED"))).toEqual([]);
  });

  // The tests before it wait for every notice they cause: the failures are this test's job's.
  it("tells them again, later, when an engine fails, and loses nothing", async () => {
    capture.failNext("/indexnow", 1);
    capture.failNext("/google/publish", 2);
    const job = await createJob({ title: "Irrigation Engineer" });
    const submitted = await capture.waitFor(indexNowCalls(job.id), 2);
    expect(submitted.map((r) => r.status)).toEqual([500, 202]);
    expect(submitted[1].body).toBe(submitted[0].body);
    const published = await capture.waitFor(googleCalls(job.id, "URL_UPDATED"), 7);
    expect(published.map((r) => r.status)).toEqual([500, 500, 200, 200, 200, 200, 200]);
    expect(published.slice(2).map((r) => JSON.parse(r.body).url)).toEqual(urlsOf(job.id));
    // The token was asked for once and kept: one exchange for every notice so far.
    expect(tokenExchanges().length - tokensBefore).toBe(1);
  });

  it("tells them when a job's deadline passes, with no write", async () => {
    const job = await createJob({
      title: "Tea Taster",
      deadline: new Date(Date.now() + 2_000).toISOString(),
    });
    await capture.waitFor(googleCalls(job.id, "URL_UPDATED"), 5);
    const deleted = await capture.waitFor(googleCalls(job.id, "URL_DELETED"), 5);
    expect(deleted.map((r) => JSON.parse(r.body).url)).toEqual(urlsOf(job.id));
  });
});

describe("the product API as it starts (start.ts)", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "kazi-search-engines-start-"));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SITE_URL: "https://started.kazi.test",
    AUTH_ISSUER: "",
    AUTH_AUDIENCE: TEST_AUDIENCE,
    INDEXNOW_KEY: KEY,
    INDEXNOW_ENDPOINT: "",
    ALERTS_CRON: "",
  };
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  afterAll(() => {
    for (const [name, value] of Object.entries(saved))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    rmSync(dataDir, { recursive: true, force: true });
  });
  /** startProductApi() reads this process's environment, as `npm start` has it. */
  async function start(more: Partial<typeof env>) {
    Object.assign(process.env, env, {
      AUTH_ISSUER: identity.issuer,
      INDEXNOW_ENDPOINT: `${capture.url}/indexnow`,
      ...more,
    });
    return startProductApi();
  }
  async function stop({ app, database, alerts, retention, imports, searchEngines }: StartedProductApi) {
    await Promise.all([alerts?.stop(), retention?.stop(), imports?.stop(), searchEngines?.stop()]);
    await Promise.all([database.close(), app.close()]);
  }
  const submitted = () =>
    capture.requests.filter((r) => r.path === "/indexnow" && JSON.parse(r.body).host === "started.kazi.test");

  it("queues notices with ALERTS_CRON=off, and the next instance that works the queue sends them", async () => {
    const quiet = await start({ ALERTS_CRON: "off" });
    let id: number;
    try {
      expect(quiet.searchEngines).toBeDefined();
      const res = await quiet.app.fetch(
        new Request("http://api.test/api/v1/jobs", {
          ...jsonBody(jobInput({ title: "Queued Notice Writer" })),
          headers: { "content-type": "application/json", authorization: `Bearer ${employerToken}` },
        }),
      );
      expect(res.status).toBe(201);
      id = ((await res.json()) as { id: number }).id;
      await new Promise((r) => setTimeout(r, 2_500));
      expect(submitted()).toEqual([]);
    } finally {
      await stop(quiet);
    }
    // Another start on the same database (a restart, or another instance): the notice is still queued.
    const working = await start({});
    try {
      const [notice] = await capture.waitFor(
        (r) =>
          submitted().includes(r) &&
          JSON.parse(r.body).urlList.includes(`https://started.kazi.test/jobs/${id}`),
      );
      expect(JSON.parse(notice.body).keyLocation).toBe(`https://started.kazi.test/${KEY}.txt`);
    } finally {
      await stop(working);
    }
  }, 120_000);
});

it("queues nothing when no engine is configured", async () => {
  const config = productApiConfig({ DATA_DIR: tmpdir() }).searchEngines;
  expect(config).toMatchObject({ indexNow: undefined, google: undefined });
  // No database is touched: there is nothing to start.
  await expect(startSearchEngineNotices(undefined as never, config)).resolves.toBeUndefined();
});

it("refuses a malformed key or service account at start, naming the variable", () => {
  expect(() => productApiConfig({ INDEXNOW_KEY: "short" })).toThrow(/INDEXNOW_KEY: must be 8 to 128/);
  expect(() => productApiConfig({ GOOGLE_INDEXING_SERVICE_ACCOUNT: '{"client_email":"x"}' })).toThrow(
    /GOOGLE_INDEXING_SERVICE_ACCOUNT: needs client_email, private_key and token_uri/,
  );
  expect(() =>
    productApiConfig({
      GOOGLE_INDEXING_SERVICE_ACCOUNT: JSON.stringify({ client_email: "x", private_key: "not a key" }),
    }),
  ).toThrow(/GOOGLE_INDEXING_SERVICE_ACCOUNT: has a private_key that is not a PEM private key/);
  expect(() => productApiConfig({ GOOGLE_INDEXING_SERVICE_ACCOUNT: "/nonexistent/account.json" })).toThrow(
    /GOOGLE_INDEXING_SERVICE_ACCOUNT: is neither JSON nor a readable file/,
  );
});
