import { startTestApi, type TestApi } from "./testing/api";
import { testDatabases } from "./testing/databases";

let api: TestApi;
beforeAll(async () => {
  const pglite = testDatabases.find(([name]) => name === "PGlite")![1];
  api = await startTestApi(pglite, { auth: { issuer: "http://127.0.0.1:9", audience: "test" } });
}, 60_000);
afterAll(() => api?.close());

const post = (path: string, body: string) =>
  api.request(path, { method: "POST", headers: { "content-type": "application/json" }, body });

it("closes the connection after answering a request whose body it did not read, and only then", async () => {
  const tooLarge = await post("/api/v1/jobs/1/reports", JSON.stringify({ details: "x".repeat(400_000) }));
  expect(tooLarge.status).toBe(413);
  expect(tooLarge.headers.get("connection")).toBe("close");

  const nowhere = await post("/api/v1/no-such-thing", "{}");
  expect(nowhere.status).toBe(404);
  expect(nowhere.headers.get("connection")).toBe("close");

  const read = await post("/api/v1/jobs/1/reports", JSON.stringify({ reason: "nonsense" }));
  expect(read.status).toBe(400);
  expect(read.headers.get("connection")).toBeNull();

  const get = await api.request("/api/v1/jobs?pageSize=1");
  expect(get.status).toBe(200);
  expect(get.headers.get("connection")).toBeNull();
});
