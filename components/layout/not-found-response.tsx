import { notFound } from "next/navigation";
import { Suspense, type ReactNode } from "react";

function Missing(): never {
  notFound();
}

/**
 * A 404 whose message is in the server's HTML. A notFound() that reaches the top of the render leaves
 * Next 16 with an empty error document (`<html id="__next_error__">`) whose message only appears once
 * the JavaScript runs. Thrown inside a Suspense boundary, the (ISR) render keeps the layout, sends
 * `children` as the boundary's fallback and still answers 404; in the browser the segment's
 * not-found.tsx, which shows the same, takes over. Return it from a page once its data says "missing",
 * so a page that exists never has this boundary (nor a fallback to flash while it loads).
 */
export function NotFoundResponse({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <Missing />
    </Suspense>
  );
}
