import { identityDbOnPglite, openIdentityDb } from "../../../identity/db";
import { createEmployerClientStore } from "../../../identity/employer-clients";
import { startTestIdentity, type TestIdentity } from "../../../identity/testing";
import type { Job, ModerationDecision } from "../../contract";
import { jsonBody, startTestApi, TEST_AUDIENCE, type TestApi } from "../../testing/api";
import { testDatabases } from "../../testing/databases";
import { jobInput } from "../../testing/fixtures";

// Employers' systems registered with `npm run employer` on the real provider: each writes its own
// company's jobs only, and every write is in the moderation log with the client that made it.

let identity: TestIdentity;
const acme = { clientId: "", token: "" };
const globex = { clientId: "", token: "" };
let operatorToken: string;
let moderatorToken: string;

async function registered(company: string, into: { clientId: string; token: string }) {
  const { clientId, secret } = await identity.addEmployer(company);
  const res = await identity.clientCredentials(clientId, secret);
  expect(res.status).toBe(200);
  Object.assign(into, { clientId, token: (await res.json()).access_token });
}

beforeAll(async () => {
  identity = await startTestIdentity({ audience: TEST_AUDIENCE });
  await Promise.all([registered("Acme Ltd", acme), registered("Globex Corp", globex)]);
  // The tests' employer: a client without a company claim, as an operator's own tool would be.
  [operatorToken, moderatorToken] = await Promise.all([
    identity.employerToken(),
    identity.employerToken("jobs:write jobs:moderate"),
  ]);
}, 90_000);
afterAll(() => identity?.close());

describe.each(testDatabases)("job writes by employers' systems on %s", (_name, kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, { auth: { issuer: identity.issuer, audience: TEST_AUDIENCE } });
  }, 60_000);
  afterAll(() => api?.close());

  const send = (method: string, path: string, token: string, body?: unknown) =>
    api.request(`/api/v1${path}`, { ...(body ? jsonBody(body) : {}), method, token });
  const log = async (jobId: number) => {
    const res = await send("GET", "/moderation/decisions", moderatorToken);
    expect(res.status).toBe(200);
    const { decisions } = (await res.json()) as { decisions: ModerationDecision[] };
    return decisions.filter((d) => d.jobId === jobId);
  };

  it("lets a client write its own company's jobs, and logs each write with its client id", async () => {
    const created = await send("POST", "/jobs", acme.token, jobInput({ company: "acme ltd" }));
    expect(created.status).toBe(201);
    const job = (await created.json()) as Job;
    const updated = await send("PUT", `/jobs/${job.id}`, acme.token, { title: "Senior Associate" });
    expect(updated.status).toBe(200);

    expect(await log(job.id)).toEqual([
      expect.objectContaining({
        action: "update",
        clientId: acme.clientId,
        moderator: { sub: acme.clientId, email: null },
        jobTitle: "Senior Associate",
        company: "acme ltd",
      }),
      expect.objectContaining({ action: "create", clientId: acme.clientId, jobTitle: job.title }),
    ]);
  });

  it("refuses (403) another company's client on the job, and its posts for another company", async () => {
    const created = await send(
      "POST",
      "/jobs",
      acme.token,
      jobInput({ company: "Acme Ltd", title: "Acme Driver" }),
    );
    expect(created.status).toBe(201);
    const job = (await created.json()) as Job;

    const put = await send("PUT", `/jobs/${job.id}`, globex.token, { title: "Taken over" });
    expect(put.status).toBe(403);
    expect(await put.json()).toMatchObject({
      status: 403,
      detail: "This client writes for Globex Corp only, not for Acme Ltd.",
    });
    expect((await send("DELETE", `/jobs/${job.id}`, globex.token)).status).toBe(403);
    expect((await send("POST", "/jobs", globex.token, jobInput({ company: "Acme Ltd" }))).status).toBe(403);
    // Nor may a client move its own job to another company.
    expect((await send("PUT", `/jobs/${job.id}`, acme.token, { company: "Globex Corp" })).status).toBe(403);

    const after = (await (await api.request(`/api/v1/jobs/${job.id}`)).json()) as Job;
    expect(after).toMatchObject({ title: "Acme Driver", company: "Acme Ltd" });
    expect((await log(job.id)).map((d) => d.action)).toEqual(["create"]);
  });

  it("deletes a job for its own client; the log keeps the title and who did it", async () => {
    const job = (await (
      await send("POST", "/jobs", acme.token, jobInput({ company: "Acme Ltd", title: "Acme Welder" }))
    ).json()) as Job;
    expect((await send("DELETE", `/jobs/${job.id}`, acme.token)).status).toBe(204);
    expect((await api.request(`/api/v1/jobs/${job.id}`)).status).toBe(404);
    const res = await send("GET", "/moderation/decisions", moderatorToken);
    const { decisions } = (await res.json()) as { decisions: ModerationDecision[] };
    expect(decisions[0]).toMatchObject({
      action: "delete",
      jobId: null,
      jobTitle: "Acme Welder",
      company: "Acme Ltd",
      clientId: acme.clientId,
    });
  });

  it("lets a client without a company claim write any company's jobs, logged with its id", async () => {
    const created = await send("POST", "/jobs", operatorToken, jobInput({ company: "Acme Ltd" }));
    expect(created.status).toBe(201);
    const job = (await created.json()) as Job;
    expect((await send("PUT", `/jobs/${job.id}`, operatorToken, { company: "Globex Corp" })).status).toBe(
      200,
    );
    expect((await log(job.id))[0]).toMatchObject({ action: "update", clientId: "kazi-employer" });
  });

  it("lists the provider's employer clients in the console, with their last token", async () => {
    expect((await send("GET", "/moderation/clients", acme.token)).status).toBe(403);
    // The API's database holds no provider tables here (the tests' provider has its own): none to list.
    const none = await send("GET", "/moderation/clients", moderatorToken);
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual({ clients: [] });

    // As `npm start` runs it, the provider's tables share the API's database.
    const shared = api.handle.url
      ? await openIdentityDb({ databaseUrl: api.handle.url, dataDir: "" })
      : await identityDbOnPglite(api.handle.database.pglite!);
    try {
      const store = createEmployerClientStore(shared);
      const { client } = await store.add("Initech", ["jobs:write", "applications:write"]);
      await store.touch(client.clientId);
      const res = await send("GET", "/moderation/clients", moderatorToken);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        clients: [
          {
            clientId: client.clientId,
            company: "Initech",
            scopes: ["jobs:write", "applications:write"],
            createdAt: client.createdAt,
            lastUsedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          },
        ],
      });
    } finally {
      await shared.close();
    }
  });
});
