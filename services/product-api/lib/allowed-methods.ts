import { PatternRouter } from "hono/router/pattern-router";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/**
 * The methods a path takes, from the app's routes (`app.routes`, once all are added): HEAD wherever
 * GET is (Hono answers HEAD with the GET route) and OPTIONS wherever any is. None for a path that no
 * route serves. Middleware (method ALL) serves no path by itself and is left out.
 */
export function allowedMethods(routes: readonly { method: string; path: string }[]) {
  const router = new PatternRouter<true>();
  for (const { method, path } of routes) if (method !== "ALL") router.add(method, path, true);
  return (path: string): string[] => {
    const allowed = METHODS.filter((method) => router.match(method, path)[0].length > 0);
    if (allowed.length === 0) return [];
    if (allowed.includes("GET")) allowed.push("HEAD");
    return [...allowed, "OPTIONS"].sort();
  };
}
