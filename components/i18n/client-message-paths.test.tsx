import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import FilterSheetDialog from "@/components/jobs/filter-sheet-dialog";
import { FilterSheet } from "@/components/jobs/filter-sheet";
import { ApplyCta } from "@/components/jobs/apply-cta";
import { CopyLinkButton } from "@/components/jobs/copy-link-button";
import { JobCardList } from "@/components/jobs/job-card";
import { packCard } from "@/components/jobs/packed-cards";
import { JobFilters } from "@/components/jobs/job-filters";
import { JobsHero } from "@/components/jobs/jobs-hero";
import { JobsLoadError } from "@/components/jobs/jobs-load-error";
import { MyApplicationView } from "@/components/jobs/my-application-panel";
import { JOB_LIST_MESSAGES, JOB_PAGE_MESSAGES, JOBS_SCREEN_MESSAGES } from "@/components/jobs/message-paths";
import { PageLinks } from "@/components/jobs/page-links";
import { SaveJobButton } from "@/components/jobs/save-job-button";
import AccountMenu from "@/components/layout/account-menu";
import { LAYOUT_MESSAGES } from "@/components/layout/message-paths";
import { Footer } from "@/components/layout/footer";
import { Navbar } from "@/components/layout/navbar";
import { PageNotFound } from "@/components/layout/page-not-found";
import InstallBanner from "@/components/pwa/install-banner";
import RouteError from "@/app/[locale]/error";
import ReportJobDialog from "@/components/trust/report-job-dialog";
import { REPORT_JOB_MESSAGES } from "@/components/trust/message-paths";
import { VerifiedBadge } from "@/components/trust/verified-badge";
import { LOCALES } from "@/lib/i18n/locales";
import { renderWithIntl } from "@/lib/i18n/testing";
import { emptySearch } from "@/lib/job-search";
import type { JobListFacets } from "@/lib/product-api/types";
import type { Namespace } from "./pick-messages";

// A provider sends only the messages its list names (components/*/message-paths.ts): each client
// component under it must find every message it says there, in every language.

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }), usePathname: () => "/jobs" }));

const facets: JobListFacets = {
  country: [{ value: "KE", count: 12 }],
  city: [{ value: "Nairobi", country: "KE", count: 8 }],
  jobType: [{ value: "Internship", count: 3 }],
  remoteOption: [{ value: "remote", count: 4 }],
  experienceLevel: [{ value: "Senior", count: 2 }],
  category: [{ value: "software", count: 5 }],
  minSalary: [{ value: "10000", count: 10 }],
  postedWithin: [{ value: "7d", count: 1 }],
  language: [{ value: "fr", count: 2 }],
  verified: 3,
};
const search = { ...emptySearch(), q: "engineer", type: ["Internship"], page: 1 };
const job = {
  id: 7,
  title: "Data Analyst",
  company: "Kijani",
  location: "Nairobi, Kenya",
  jobType: "Full-time",
  description: "Numbers.",
  verifiedEmployer: true,
};

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, "error").mockImplementation(() => {});
  global.fetch = jest.fn(() =>
    Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({}) }),
  ) as unknown as typeof fetch;
  // jsdom has neither: the filter sheet watches the width, Headless UI measures the account menu.
  window.matchMedia ??= (() => ({
    matches: false,
    addEventListener() {},
    removeEventListener() {},
  })) as never;
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => errors.mockRestore());

const missing = () =>
  errors.mock.calls.map((args) => String(args[0])).filter((message) => message.startsWith("Missing message"));

function expectAllFound(namespaces: readonly Namespace[], ui: () => ReactElement) {
  for (const locale of LOCALES) {
    const { unmount } = renderWithIntl(ui(), { locale, namespaces });
    unmount();
  }
  expect(missing()).toEqual([]);
}

describe("the messages each page's provider sends", () => {
  it("are enough for /jobs: hero, search box, filters with their sheet, cards, pages, error and 404 screens", () => {
    expectAllFound(JOBS_SCREEN_MESSAGES, () => (
      <>
        <JobsHero search={search} />
        <FilterSheet activeCount={1} resultCount={9} clearHref="/jobs?q=engineer">
          <JobFilters search={search} facets={facets} />
        </FilterSheet>
        <FilterSheetDialog
          onClose={() => {}}
          onSubmit={() => {}}
          activeCount={1}
          resultCount={9}
          clearHref="/jobs?q=engineer"
          pending={false}
        >
          <p>form</p>
        </FilterSheetDialog>
        <JobCardList jobs={[packCard(job)]} />
        <PageLinks
          page={2}
          totalPages={3}
          totalCount={40}
          pageSize={15}
          hrefs={{ 1: "/jobs", 2: "/jobs/2", 3: "/jobs/3" }}
        />
        <JobsLoadError kind="browse" />
        <JobsLoadError kind="search" />
        <PageNotFound />
      </>
    ));
  });

  it("are enough for a landing page's cards and pages", () => {
    expectAllFound(JOB_LIST_MESSAGES, () => (
      <>
        <JobCardList jobs={[packCard(job)]} />
        <PageLinks
          page={1}
          totalPages={2}
          totalCount={20}
          pageSize={15}
          hrefs={{ 1: "/jobs/remote", 2: "/jobs/remote/2" }}
        />
      </>
    ));
  });

  it("are enough for the job page: apply, save, verified badge, copy and the report dialog", () => {
    expectAllFound(JOB_PAGE_MESSAGES, () => (
      <>
        <ApplyCta jobId={7} />
        <SaveJobButton jobId={7} jobTitle="Data Analyst" variant="labelled" />
        <VerifiedBadge size="md" />
        <CopyLinkButton url="https://kazi.example/jobs/7" />
        <ReportJobDialog jobId={7} jobTitle="Data Analyst" onClose={() => {}} />
      </>
    ));
  });

  it("are enough for the job page's own application: status, timeline and withdrawing", async () => {
    const application = {
      id: 3,
      status: "Shortlisted",
      timeline: [
        { status: "pending", at: "2025-05-02T10:00:00.000Z", by: "seeker" as const },
        { status: "Not selected", at: "2025-05-03T10:00:00.000Z", by: "employer" as const },
        { status: "Shortlisted", at: "2025-05-04T10:00:00.000Z", by: "employer" as const },
      ],
    };
    for (const locale of LOCALES) {
      const { unmount } = renderWithIntl(
        <MyApplicationView application={application} onWithdrawn={() => {}} />,
        {
          locale,
          namespaces: JOB_PAGE_MESSAGES,
        },
      );
      await userEvent.click(screen.getByRole("button"));
      expect(screen.getAllByRole("button")).toHaveLength(2);
      unmount();
    }
    expect(missing()).toEqual([]);
  });

  it("are enough for the report page's form", () => {
    expectAllFound(REPORT_JOB_MESSAGES, () => (
      <ReportJobDialog jobId={7} jobTitle="Data Analyst" onClose={() => {}} />
    ));
  });

  it("are enough for the layout: navigation bar, account menu, footer, install prompt and the error screen", async () => {
    const installEvent = Object.assign(new Event("beforeinstallprompt"), { prompt: jest.fn() });
    expectAllFound(LAYOUT_MESSAGES, () => (
      <>
        <Navbar />
        <Footer />
        <InstallBanner event={installEvent} onClose={() => {}} />
        <RouteError error={new Error("boom")} />
      </>
    ));
    for (const locale of LOCALES) {
      const { unmount } = renderWithIntl(<AccountMenu name="Awa Diop" />, {
        locale,
        namespaces: LAYOUT_MESSAGES,
      });
      await userEvent.click(screen.getByRole("button"));
      unmount();
    }
    expect(missing()).toEqual([]);
  });
});
