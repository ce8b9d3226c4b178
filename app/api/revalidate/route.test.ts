import { revalidateTag } from "next/cache";
import { POST } from "./route";

jest.mock("next/cache", () => ({ revalidateTag: jest.fn() }));
jest.mock("@/lib/env", () => ({ env: { REVALIDATE_SECRET: "s3cret-value" } }));
const revalidate = revalidateTag as jest.Mock;

const post = (body: string, secret?: string) =>
  POST(
    new Request("http://localhost:3000/api/revalidate", {
      method: "POST",
      headers: secret ? { "x-revalidate-secret": secret } : {},
      body,
    }),
  );

beforeEach(() => revalidate.mockReset());

describe("POST /api/revalidate", () => {
  it("refuses a missing or wrong secret with 401 and revalidates nothing", async () => {
    expect((await post("{}")).status).toBe(401);
    expect((await post("{}", "guess")).status).toBe(401);
    expect(revalidate).not.toHaveBeenCalled();
  });

  it("expires the job list and each named job at once", async () => {
    const response = await post(JSON.stringify({ jobIds: [4, 17] }), "s3cret-value");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: true, tags: ["jobs", "job:4", "job:17"] });
    expect(revalidate.mock.calls).toEqual([
      ["jobs", { expire: 0 }],
      ["job:4", { expire: 0 }],
      ["job:17", { expire: 0 }],
    ]);
  });

  it("accepts an empty body as 'the job list changed'", async () => {
    expect(await (await post("", "s3cret-value")).json()).toEqual({ revalidated: true, tags: ["jobs"] });
  });

  it("answers 400 to broken JSON and 422 to ids that are not positive integers", async () => {
    expect((await post("{", "s3cret-value")).status).toBe(400);
    expect((await post(JSON.stringify({ jobIds: ["4"] }), "s3cret-value")).status).toBe(422);
  });
});
