import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { JobCard } from "@/components/jobs/job-card";
import { resetJobMarks } from "@/components/jobs/use-job-marks";
import { LAYOUT_MESSAGES } from "@/components/layout/message-paths";
import { browserQueryClient } from "@/components/providers/browser-query-client";
import { renderWithIntl } from "@/lib/i18n/testing";
import { InstallPrompt } from "./install-prompt";
import { EARLY_INSTALL_CATCHER } from "./install-rule";

const DAY_MS = 86_400_000;
const render = (ui = <InstallPrompt />) => renderWithIntl(ui, { namespaces: LAYOUT_MESSAGES });

/** What Chromium sends once the site can be installed. */
function offerInstall() {
  const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
    prompt: jest.fn(() => Promise.resolve({ outcome: "accepted" })),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

/** A page view of a visit that is over: the browser (and its session storage) closed afterwards. */
function earlierVisit(daysAgo = 0) {
  const now = jest.spyOn(Date, "now").mockReturnValue(Date.now() - daysAgo * DAY_MS);
  render().unmount();
  now.mockRestore();
  sessionStorage.clear();
}

/** Lets the lazily loaded banner arrive, when it is coming. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const installButton = () => screen.queryByRole("button", { name: "Install Kazi" });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // What the last test's page kept: an installed app has no prompt to offer.
  window.dispatchEvent(new Event("appinstalled"));
  delete (window as unknown as Record<string, unknown>).__kaziInstall;
});

describe("the Install Kazi prompt", () => {
  it("is not offered on a first visit, and holds back the browser's own install bar", async () => {
    render();
    const event = offerInstall();
    await settle();
    expect(event.defaultPrevented).toBe(true);
    expect(installButton()).not.toBeInTheDocument();
    expect(screen.queryByRole("complementary")).not.toBeInTheDocument();
  });

  it("is not offered on a second page of the first visit", async () => {
    earlierVisit();
    // The same session: the tab's session storage is still there.
    sessionStorage.setItem("kazi.session", "1");
    render();
    offerInstall();
    await settle();
    expect(installButton()).not.toBeInTheDocument();
  });

  it("is offered to a seeker who comes back in another session", async () => {
    earlierVisit();
    render();
    offerInstall();
    expect(await screen.findByRole("button", { name: "Install Kazi" })).toBeInTheDocument();
    expect(
      screen.getByText("Add Kazi to your home screen: it opens faster and uses less data."),
    ).toBeInTheDocument();
    expect(screen.getByRole("complementary", { name: "Install Kazi" })).toBeInTheDocument();
  });

  it("is offered when Chromium's event came before the page's own scripts ran (the layout's catcher kept it)", async () => {
    earlierVisit();
    // The layout's inline script, as the browser runs it before any of the page's scripts.
    const caught = window as unknown as Record<string, unknown>;
    const catcher = () => new Function(EARLY_INSTALL_CATCHER)();
    catcher();
    const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: jest.fn(),
    });
    // Only the catcher hears it (this module's own listener came later, on that page).
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(caught.__kaziInstall).toBe(event);
    window.dispatchEvent(new Event("appinstalled")); // forgets what this module's listener heard
    caught.__kaziInstall = event;
    render();
    expect(await screen.findByRole("button", { name: "Install Kazi" })).toBeInTheDocument();
    expect(caught.__kaziInstall).toBeUndefined();
  });

  it("is offered when Chromium's event came before the page had hydrated", async () => {
    earlierVisit();
    offerInstall();
    render();
    expect(await screen.findByRole("button", { name: "Install Kazi" })).toBeInTheDocument();
  });

  it("is offered to a seeker who comes back on a later day, in the same session", async () => {
    earlierVisit(1);
    sessionStorage.setItem("kazi.session", "1");
    render();
    offerInstall();
    expect(await screen.findByRole("button", { name: "Install Kazi" })).toBeInTheDocument();
  });

  it("is offered once a signed-in seeker saves a job", async () => {
    resetJobMarks();
    browserQueryClient().clear();
    global.fetch = jest.fn((url: string) =>
      Promise.resolve({
        ok: true,
        status: 200,
        json: () =>
          Promise.resolve(
            url === "/api/auth/session"
              ? { user: { name: "Amina Njeri" }, expires: "2099-01-01" }
              : url === "/api/me/job-marks"
                ? { applied: {}, saved: [] }
                : { jobId: 42, saved: true },
          ),
      }),
    ) as unknown as typeof fetch;
    const job = {
      id: 42,
      title: "Field Sales Agent",
      company: "Widgets",
      location: "Kigali",
      jobType: "Full-time",
      description: "Sales.",
    };
    // The whole catalogue: the card's messages are its page's, not the layout's.
    renderWithIntl(
      <>
        <InstallPrompt />
        <JobCard job={job} />
      </>,
    );
    offerInstall();
    await settle();
    expect(installButton()).not.toBeInTheDocument();

    await userEvent.click(await screen.findByRole("button", { name: "Save job: Field Sales Agent" }));

    expect(await screen.findByRole("button", { name: "Install Kazi" })).toBeInTheDocument();
  });

  it("opens the browser's install dialog on Install, and forgets the event", async () => {
    earlierVisit();
    render();
    const event = offerInstall();
    await userEvent.click(await screen.findByRole("button", { name: "Install Kazi" }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(installButton()).not.toBeInTheDocument();
    // A save does not bring back the event already used.
    act(() => window.dispatchEvent(new Event("kazi:job-saved")));
    await settle();
    expect(installButton()).not.toBeInTheDocument();
  });

  it("hides on Not now and stays hidden for 30 days, on this page and the next visits", async () => {
    earlierVisit();
    const { unmount } = render();
    const event = offerInstall();
    await userEvent.click(await screen.findByRole("button", { name: "Not now" }));
    expect(installButton()).not.toBeInTheDocument();
    expect(event.prompt).not.toHaveBeenCalled();

    offerInstall();
    await settle();
    expect(installButton()).not.toBeInTheDocument();
    unmount();

    sessionStorage.clear();
    const later = jest.spyOn(Date, "now").mockReturnValue(Date.now() + 29 * DAY_MS);
    const next = render();
    offerInstall();
    await settle();
    expect(installButton()).not.toBeInTheDocument();
    next.unmount();

    later.mockReturnValue(Date.now() + 31 * DAY_MS);
    render();
    offerInstall();
    expect(await screen.findByRole("button", { name: "Install Kazi" })).toBeInTheDocument();
    later.mockRestore();
  });

  it("is not offered where the browser's storage is blocked", async () => {
    earlierVisit();
    const blocked = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    render();
    offerInstall();
    await settle();
    expect(installButton()).not.toBeInTheDocument();
    blocked.mockRestore();
  });
});
