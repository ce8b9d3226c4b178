// The root segment's 404, above the [locale] layout. Next puts the root's not-found screen in every
// page's RSC payload, and its default one is about 1.3 KB of inline styles. No address should reach it:
// every page address is rewritten to a [locale] route (next.config.ts), and an /api address that no
// handler serves gets the JSON 404 of app/api/[...path]/route.ts.
export default function RootNotFound() {
  return (
    <html lang="en">
      <body>
        <h1>Page Not Found</h1>
        {/* A full page load: no layout of the app is around this page. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/">Go to Home</a>
      </body>
    </html>
  );
}
