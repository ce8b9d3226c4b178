import { screen } from "@testing-library/react";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import { JobCard } from "./job-card";
import type { JobCardJob } from "./packed-cards";
import { JobGrid } from "./job-grid";

const job: JobCardJob = {
  id: 17,
  title: "Junior Data Analyst",
  company: "lagos fintech hub",
  location: "Lagos, Nigeria",
  jobType: "Internship",
  description: "Turn payment data into decisions. ".repeat(10),
};

// The card's save button and applied mark ask for the session: a guest here.
beforeEach(() => {
  global.fetch = jest.fn(() =>
    Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({}) }),
  ) as unknown as typeof fetch;
});

describe("JobCard", () => {
  it("shows the company initial, title, company, location and job type", () => {
    render(<JobCard job={job} />);
    expect(screen.getByText("L")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Junior Data Analyst" })).toBeInTheDocument();
    expect(screen.getByText("lagos fintech hub")).toBeInTheDocument();
    expect(screen.getByText("Lagos, Nigeria")).toBeInTheDocument();
    expect(screen.getByText("Internship")).toBeInTheDocument();
  });

  it("cuts a long description to 150 characters plus an ellipsis", () => {
    render(<JobGrid jobs={[job]} />);
    const preview = screen.getByText(/^Turn payment data/);
    expect(preview.textContent).toBe(`${job.description.slice(0, 150).trimEnd()}...`);
    // .job-card clamps its second-last part (app/globals.css).
    expect(preview.nextElementSibling).toBe(preview.closest("article")?.lastElementChild);
  });

  it("shows a short description whole", () => {
    render(<JobCard job={{ ...job, description: "Short and sweet." }} />);
    expect(screen.getByText("Short and sweet.")).toBeInTheDocument();
  });

  it("links View Details to the job page", () => {
    render(<JobCard job={job} />);
    const link = screen.getByRole("link", { name: /View Details/ });
    expect(link).toHaveAttribute("href", "/jobs/17");
    expect(link).toHaveAccessibleName("View Details for Junior Data Analyst");
  });
});

describe("JobCard in another language", () => {
  it("reads in French around the job's own words, which keep their language and direction", () => {
    render(<JobCard job={{ ...job, language: "en" }} />, { locale: "fr" });
    expect(screen.getByText("Stage")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Voir l'offre : Junior Data Analyst" })).toHaveAttribute(
      "href",
      "/fr/jobs/17",
    );
    const title = screen.getByRole("heading", { name: "Junior Data Analyst" });
    expect(title).toHaveAttribute("dir", "auto");
    expect(title).toHaveAttribute("lang", "en");
  });

  it("marks an Arabic posting's title and preview as Arabic", () => {
    render(
      <JobCard job={{ ...job, title: "محلل بيانات", description: "تحليل البيانات", language: "ar" }} />,
      { locale: "ar" },
    );
    expect(screen.getByRole("heading", { name: "محلل بيانات" })).toHaveAttribute("lang", "ar");
    expect(screen.getByText("تحليل البيانات")).toHaveAttribute("dir", "auto");
    expect(screen.getByText("عرض التفاصيل")).toBeInTheDocument();
  });
});
