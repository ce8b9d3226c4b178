import { revalidateTag } from "next/cache";
import { NextRequest } from "next/server";
import { scriptedUpstream } from "@/lib/product-api/testing";
import { DELETE, GET, POST } from "./route";

const mockUpstream = scriptedUpstream();
jest.mock("@/lib/product-api/transport", () => {
  const actual = jest.requireActual("@/lib/product-api/transport");
  return {
    forwardToProductApi: (request: Request, path: string) =>
      actual.forwardToProductApi(request, path, mockUpstream.transport),
  };
});
jest.mock("next/cache", () => ({ revalidateTag: jest.fn() }));
const revalidate = revalidateTag as jest.Mock;

const request = (method: string, path: string, body?: string) =>
  new NextRequest(`http://localhost:3000${path}`, {
    method,
    body,
    headers: body ? { "content-type": "application/json" } : {},
  });

beforeEach(() => revalidate.mockReset());

describe("/api/v1 mount", () => {
  it("passes reads through, query included, and revalidates nothing", async () => {
    mockUpstream.answer(() => Response.json({ jobs: [] }, { headers: { "x-pagination": "{}" } }));
    const response = await GET(request("GET", "/api/v1/jobs?pageSize=2"));
    expect(response.status).toBe(200);
    expect(response.headers.get("x-pagination")).toBe("{}");
    expect(mockUpstream.calls[0].path).toBe("/api/v1/jobs?pageSize=2");
    expect(revalidate).not.toHaveBeenCalled();
  });

  it("expires the job list and the new job's page after a job is created", async () => {
    mockUpstream.answer(() => Response.json({ id: 321, title: "Nurse" }, { status: 201 }));
    const response = await POST(request("POST", "/api/v1/jobs", '{"title":"Nurse"}'));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 321, title: "Nurse" });
    expect(revalidate.mock.calls).toEqual([
      ["jobs", { expire: 0 }],
      ["job:321", { expire: 0 }],
    ]);
  });

  it("expires the deleted job's page", async () => {
    mockUpstream.answer(() => new Response(null, { status: 204 }));
    await DELETE(request("DELETE", "/api/v1/jobs/44"));
    expect(revalidate.mock.calls).toEqual([
      ["jobs", { expire: 0 }],
      ["job:44", { expire: 0 }],
    ]);
  });

  it("leaves the cache alone when the write is refused", async () => {
    mockUpstream.answer(() => Response.json({ title: "Forbidden", status: 403 }, { status: 403 }));
    expect((await DELETE(request("DELETE", "/api/v1/jobs/44"))).status).toBe(403);
    expect(revalidate).not.toHaveBeenCalled();
  });
});
