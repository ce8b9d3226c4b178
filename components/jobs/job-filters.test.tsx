import { screen, within } from "@testing-library/react";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import { emptySearch, type JobSearch } from "@/lib/job-search";
import type { JobFacets } from "@/lib/product-api/types";
import { JobFilters } from "./job-filters";

const facets: JobFacets = {
  country: [
    { value: "KE", count: 120 },
    { value: "NZ", count: 1204 },
    { value: "GH", count: 0 },
  ],
  city: [
    { value: "Nairobi", country: "KE", count: 80 },
    { value: "Mombasa", country: "KE", count: 40 },
    { value: "Auckland", country: "NZ", count: 900 },
  ],
  jobType: [
    { value: "Internship", count: 30 },
    { value: "Full-time", count: 90 },
  ],
  remoteOption: [
    { value: "remote", count: 42 },
    { value: "onsite", count: 70 },
  ],
  experienceLevel: [
    { value: "Senior", count: 12 },
    { value: "Entry level", count: 25 },
  ],
  category: [{ value: "software", count: 50 }],
  minSalary: [
    { value: "10000", count: 100 },
    { value: "50000", count: 20 },
  ],
  postedWithin: [
    { value: "7d", count: 15 },
    { value: "30d", count: 60 },
  ],
  verified: 33,
};

const search = (fields: Partial<JobSearch> = {}): JobSearch => ({ ...emptySearch(), ...fields });
const form = () => screen.getByRole("form", { name: "Job filters" });
const optionTexts = (name: string) =>
  within(screen.getByRole("combobox", { name }))
    .getAllByRole("option")
    .map((o) => o.textContent);

describe("JobFilters: verified employers", () => {
  it("offers 'Verified employers only' with its count, checked when the search asks for it", () => {
    const { rerender } = render(<JobFilters search={search()} facets={facets} />);
    const box = screen.getByRole("checkbox", { name: /Verified employers only/ });
    expect(box).toHaveAttribute("name", "verified");
    expect(box).toHaveAttribute("value", "1");
    expect(box).not.toBeChecked();
    expect(box.closest("label")).toHaveTextContent("(33)");
    rerender(<JobFilters search={search({ verified: true })} facets={facets} />);
    expect(screen.getByRole("checkbox", { name: /Verified employers only/ })).toBeChecked();
  });

  it("leaves it out when the product API counts no verified jobs", () => {
    render(<JobFilters search={search()} facets={{ ...facets, verified: undefined }} />);
    expect(screen.queryByRole("checkbox", { name: /Verified employers only/ })).not.toBeInTheDocument();
  });
});

describe("JobFilters", () => {
  it("is a plain GET form to /jobs, so it works without JavaScript", () => {
    render(<JobFilters search={search()} facets={facets} />);
    expect(form()).toHaveAttribute("action", "/jobs");
    expect(form()).toHaveAttribute("method", "get");
    expect(screen.getByRole("button", { name: "Apply filters" })).toHaveAttribute("type", "submit");
  });

  it("shows how many jobs each option gives and leaves out options that give none", () => {
    render(<JobFilters search={search()} facets={facets} />);
    expect(optionTexts("Country")).toEqual(["Any country", "Kenya (120)", "New Zealand (1,204)"]);
    expect(screen.getByRole("checkbox", { name: "Remote (42)" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "On-site (70)" })).toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: /Hybrid/ })).not.toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Internship (30)" })).toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: /Contract/ })).not.toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Software Development (50)" })).toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: /Design/ })).not.toBeInTheDocument();
  });

  it("puts 'Any' first and the usual order on salary, date posted and level", () => {
    render(<JobFilters search={search()} facets={facets} />);
    const salary = within(screen.getByRole("group", { name: "Minimum salary" })).getAllByRole("radio");
    expect(salary.map((r) => r.closest("label")?.textContent)).toEqual([
      "Any",
      "$10,000+ (100)",
      "$50,000+ (20)",
    ]);
    expect(salary[0]).toBeChecked();
    const posted = within(screen.getByRole("group", { name: "Date posted" })).getAllByRole("radio");
    expect(posted.map((r) => r.closest("label")?.textContent)).toEqual([
      "Any",
      "Last 7 days (15)",
      "Last 30 days (60)",
    ]);
    const levels = within(screen.getByRole("group", { name: "Experience level" })).getAllByRole("checkbox");
    expect(levels.map((c) => c.getAttribute("value"))).toEqual(["Entry level", "Senior"]);
  });

  it("offers only the chosen country's cities, and groups them by country otherwise", () => {
    const { unmount } = render(<JobFilters search={search({ country: "KE" })} facets={facets} />);
    expect(optionTexts("City")).toEqual(["Any city", "Mombasa (40)", "Nairobi (80)"]);
    unmount();
    render(<JobFilters search={search()} facets={facets} />);
    const city = screen.getByRole("combobox", { name: "City" });
    expect(
      Array.from(city.querySelectorAll("optgroup")).map((g) => [
        g.label,
        g.querySelectorAll("option").length,
      ]),
    ).toEqual([
      ["Kenya", 2],
      ["New Zealand", 1],
    ]);
  });

  it("shows the URL's choices, keeping a chosen option even when it gives no jobs", () => {
    render(
      <JobFilters
        search={search({
          country: "GH",
          type: ["Contract"],
          remote: ["remote"],
          salary: 50000,
          posted: "7d",
        })}
        facets={facets}
      />,
    );
    expect(screen.getByRole("combobox", { name: "Country" })).toHaveValue("GH");
    expect(screen.getByRole("option", { name: "Ghana (0)" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Contract (0)" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Remote (42)" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "$50,000+ (20)" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Last 7 days (15)" })).toBeChecked();
    expect(screen.getByRole("link", { name: "Clear all" })).toHaveAttribute("href", "/jobs");
  });

  it("keeps the query and offers the order only when there is one", () => {
    const { container, unmount } = render(
      <JobFilters search={search({ q: "nurse", remote: ["remote"] })} facets={facets} />,
    );
    expect(container.querySelector('input[type="hidden"][name="q"]')).toHaveValue("nurse");
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("relevance");
    expect(screen.getByRole("link", { name: "Clear all" })).toHaveAttribute("href", "/jobs?q=nurse");
    unmount();
    render(<JobFilters search={search()} facets={facets} />);
    expect(screen.queryByRole("combobox", { name: "Sort by" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Clear all" })).not.toBeInTheDocument();
  });
});

describe("JobFilters in another language", () => {
  const withLanguages = {
    ...facets,
    language: [
      { value: "fr", count: 1204 },
      { value: "en", count: 300 },
    ],
  };

  it("offers the language of the job with its counts, labels in French, values as the API knows them", () => {
    render(<JobFilters search={search({ language: ["ar"] })} facets={withLanguages} />, { locale: "fr" });
    const group = screen.getByRole("group", { name: "Langue de l'offre" });
    const boxes = within(group).getAllByRole("checkbox");
    expect(boxes.map((box) => box.closest("label")?.textContent?.replace(/\s/g, " "))).toEqual([
      "Anglais (300)",
      "Français (1 204)",
      "Arabe (0)",
    ]);
    expect(within(group).getByRole("checkbox", { name: /Arabe/ })).toBeChecked();
    expect(boxes.map((box) => box.getAttribute("value"))).toEqual(["en", "fr", "ar"]);
    expect(screen.getByRole("form", { name: "Filtrer les offres" })).toHaveAttribute("action", "/fr/jobs");
    expect(screen.getByRole("checkbox", { name: /Stage/ })).toHaveAttribute("value", "Internship");
    expect(screen.getByRole("button", { name: "Appliquer les filtres" })).toBeInTheDocument();
  });

  it("names its groups and options in Arabic", () => {
    render(<JobFilters search={search()} facets={withLanguages} />, { locale: "ar" });
    expect(screen.getByRole("group", { name: "لغة الوظيفة" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: /الفرنسية/ })).toHaveAttribute("value", "fr");
    expect(screen.getByRole("combobox", { name: "البلد" })).toBeInTheDocument();
  });

  it("shows the English group as the spec names it", () => {
    render(<JobFilters search={search()} facets={withLanguages} />);
    expect(screen.getByRole("group", { name: "Language of the job" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "French (1,204)" })).toHaveAttribute("value", "fr");
  });
});

describe("JobFilters: the workplace group", () => {
  it.each([
    ["en", "Workplace", "Remote (42)"],
    ["fr", "Lieu de travail", "À distance (42)"],
    ["ar", "مكان العمل", "عن بُعد (42)"],
  ] as const)("in %s, is named for what it holds: on-site, hybrid or remote", (locale, name, remote) => {
    render(<JobFilters search={search()} facets={facets} />, { locale });
    const group = screen.getByRole("group", { name });
    expect(within(group).getByRole("checkbox", { name: remote })).toHaveAttribute("value", "remote");
  });
});
