import { env } from "@/lib/env";
import { GET } from "./route";

jest.mock("@/lib/env", () => ({ env: {} }));

const get = (key: string) =>
  GET(new Request(`http://localhost:3000/${key}.txt`), { params: Promise.resolve({ key }) });

describe("the IndexNow key file", () => {
  it("holds the key, as plain text, under the key's own name", async () => {
    env.INDEXNOW_KEY = "b1c2d3e4-indexnow-key";
    const response = await get("b1c2d3e4-indexnow-key");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe("b1c2d3e4-indexnow-key");
  });

  it("is not found under any other name, nor when no key is set", async () => {
    env.INDEXNOW_KEY = "b1c2d3e4-indexnow-key";
    expect((await get("0123456789abcdef")).status).toBe(404);
    delete env.INDEXNOW_KEY;
    expect((await get("b1c2d3e4-indexnow-key")).status).toBe(404);
  });
});
