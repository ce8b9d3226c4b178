/**
 * @jest-environment-options {"url": "https://kazi.africa/"}
 */
/* eslint-disable @next/next/no-html-link-for-pages -- kept markup's links are plain anchors to the browser, as here */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import {
  AppRouterContext,
  type AppRouterInstance,
} from "next/dist/shared/lib/app-router-context.shared-runtime";
import { renderToString } from "react-dom/server";
import { TrackedLink } from "@/components/analytics/tracked-link";
import { initAnalytics, resetAnalytics } from "@/lib/analytics/track";
import { setDataSaver } from "@/lib/data-saver";
import { IntlWrapper } from "@/lib/i18n/testing";
import { KeptLinks } from "./kept-links";
import { markPageHydrated, PageHydrated, pageHydrated } from "./page-hydrated";
import { ServerMarkup } from "./server-markup";

const push = jest.fn();
const prefetch = jest.fn();
// The router next/link and ServerMarkup's links use; Next provides it on every App Router page.
const router = { push, prefetch } as unknown as AppRouterInstance;

/** Called on each render of a part of the page hydration would run. */
const rendered = jest.fn();
function Text({ children }: { children: string }) {
  rendered();
  return <p>{children}</p>;
}

/** `contentHydrated`: with the page's marker that its content has hydrated (LocaleDocument's). */
function Page({ version = "1", text = "Nurse in Nairobi", noPrefetch = false, contentHydrated = false }) {
  return (
    <AppRouterContext.Provider value={router}>
      <main>
        <ServerMarkup version={version} className="kept" prefetch={!noPrefetch}>
          <Text>{text}</Text>
          <a href="/jobs/3">View details</a>
          <a href="https://example.org/elsewhere">Elsewhere</a>
        </ServerMarkup>
        {contentHydrated && <PageHydrated />}
      </main>
      <KeptLinks />
    </AppRouterContext.Provider>
  );
}

// What the server sends for <Page /> (server-markup.server.test.tsx checks that it does).
const serverHtml = (prefetch = true) =>
  `<main><div class="kept" data-kept="${prefetch ? "" : "no-prefetch"}"><p>Nurse in Nairobi</p>` +
  '<a href="/jobs/3">View details</a><a href="https://example.org/elsewhere">Elsewhere</a></div></main>';

// Whether our handlers took a click; then the click goes no further (jsdom cannot navigate).
let taken: boolean | null = null;
const stopAtWindow = (event: Event) => {
  taken = event.defaultPrevented;
  event.preventDefault();
};
beforeEach(() => window.addEventListener("click", stopAtWindow));

let root: Root | null = null;
const recoverable = jest.fn();

/** The page as the server rendered it, then hydrated in the browser (as Next does). */
async function hydrated(page: React.ReactElement, prefetch = true) {
  const container = document.createElement("div");
  container.innerHTML = serverHtml(prefetch);
  document.body.append(container);
  const sent = container.innerHTML;
  rendered.mockClear();
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: recoverable });
  });
  return { container, sent };
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
  setDataSaver(false);
  window.removeEventListener("click", stopAtWindow);
  jest.clearAllMocks();
});

describe("ServerMarkup", () => {
  it("keeps the server's markup when the page hydrates, and runs nothing inside it", async () => {
    const { container, sent } = await hydrated(<Page />);
    expect(rendered).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(sent);
    expect(screen.getByText("Nurse in Nairobi")).toBeInTheDocument();
    expect(container.querySelector(".kept > p")).not.toBeNull();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it("keeps it through the renders after hydration", async () => {
    const { container, sent } = await hydrated(<Page />);
    await act(async () => root!.render(<Page />));
    expect(container.innerHTML).toBe(sent);
    expect(rendered).not.toHaveBeenCalled();
  });

  it("renders a new version afresh, without the old markup", async () => {
    const { container } = await hydrated(<Page />);
    await act(async () => root!.render(<Page version="2" text="Teacher in Accra" />));
    expect(rendered).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Teacher in Accra")).toBeInTheDocument();
    expect(screen.queryByText("Nurse in Nairobi")).toBeNull();
    expect(container.querySelectorAll(".kept")).toHaveLength(1);
  });

  it("renders its children when mounted after the page hydrated (a navigation, a sheet)", () => {
    render(<Page />);
    expect(rendered).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Nurse in Nairobi")).toBeInTheDocument();
  });

  it("follows its links client-side, and leaves other sites and new tabs to the browser", async () => {
    await hydrated(<Page />);
    const details = screen.getByRole("link", { name: "View details" });
    fireEvent.click(details);
    expect(taken).toBe(true);
    expect(push).toHaveBeenCalledWith("/jobs/3");

    push.mockClear();
    fireEvent.click(details, { ctrlKey: true });
    expect(taken).toBe(false);
    fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(taken).toBe(false);
    expect(push).not.toHaveBeenCalled();
  });

  it("leaves a click to the browser until the page's content has hydrated, then follows it client-side", async () => {
    markPageHydrated(false);
    await hydrated(<Page />);
    const details = screen.getByRole("link", { name: "View details" });
    fireEvent.click(details);
    expect(taken).toBe(false);
    expect(push).not.toHaveBeenCalled();

    act(() => root?.render(<Page contentHydrated />));
    expect(pageHydrated()).toBe(true);
    fireEvent.click(details);
    expect(taken).toBe(true);
    expect(push).toHaveBeenCalledWith("/jobs/3");
  });

  it("fetches a page ahead when the seeker reaches for its link, unless told not to or saving data", async () => {
    await hydrated(<Page />);
    fireEvent.pointerOver(screen.getByRole("link", { name: "View details" }));
    expect(prefetch).toHaveBeenCalledWith("/jobs/3");

    prefetch.mockClear();
    setDataSaver(true);
    fireEvent.pointerOver(screen.getByRole("link", { name: "View details" }));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it("never fetches ahead with prefetch={false}", async () => {
    await hydrated(<Page noPrefetch />, false);
    fireEvent.focus(screen.getByRole("link", { name: "View details" }));
    fireEvent.touchStart(screen.getByRole("link", { name: "View details" }));
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("link", { name: "View details" }));
    expect(push).toHaveBeenCalledWith("/jobs/3");
  });

  it("records a kept link's analytics event when it is followed", async () => {
    const saved = process.env.NEXT_PUBLIC_GA_ID;
    process.env.NEXT_PUBLIC_GA_ID = "G-TEST123";
    const send = jest.fn();
    resetAnalytics();
    initAnalytics(send);
    const link = (
      <TrackedLink
        href="/jobs?q=design"
        event="job_category_click"
        eventParams={{ category_name: "Design & Creative", search_term: "design" }}
      >
        Explore
      </TrackedLink>
    );
    const container = document.createElement("div");
    container.innerHTML = `<div data-kept="">${renderToString(<IntlWrapper>{link}</IntlWrapper>)}</div>`;
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(
        container,
        <AppRouterContext.Provider value={router}>
          <ServerMarkup version="1">{link}</ServerMarkup>
          <KeptLinks />
        </AppRouterContext.Provider>,
      );
    });
    fireEvent.click(screen.getByRole("link", { name: "Explore" }));
    expect(send).toHaveBeenCalledWith("event", "job_category_click", {
      category: "user_interaction",
      category_name: "Design & Creative",
      search_term: "design",
    });
    expect(push).toHaveBeenCalledWith("/jobs?q=design");
    process.env.NEXT_PUBLIC_GA_ID = saved;
  });
});
