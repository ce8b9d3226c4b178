// The root segment's 404, above the [locale] layout: what Next would otherwise put in every page's RSC
// payload is its own default screen (about 1.3 KB of inline styles). It is shown only for an address
// whose first segment is not a language the [locale] layout accepts, which proxy.ts never lets through.
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
