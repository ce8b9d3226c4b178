import { getQueryClient } from "./query-client";

it("shares one query client across the browser session", () => {
  expect(getQueryClient()).toBe(getQueryClient());
});
