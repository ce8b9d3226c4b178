/** @jest-environment node */
import { renderToString } from "react-dom/server";
import { ServerMarkup } from "./server-markup";

describe("ServerMarkup on the server", () => {
  it("renders its children, which the browser then keeps", () => {
    const html = renderToString(
      <main>
        <ServerMarkup version="1" className="kept">
          <p>Nurse in Nairobi</p>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- what kept markup's links are to the browser */}
          <a href="/jobs/3">View details</a>
          <a href="https://example.org/elsewhere">Elsewhere</a>
        </ServerMarkup>
      </main>,
    );
    expect(html).toBe(
      '<main><div class="kept" data-kept=""><p>Nurse in Nairobi</p><a href="/jobs/3">View details</a>' +
        '<a href="https://example.org/elsewhere">Elsewhere</a></div></main>',
    );
  });
});
