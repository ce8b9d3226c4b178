import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import userEvent from "@testing-library/user-event";
import type { SeekerFile } from "@/lib/product-api/files";
import { YourFilesCard } from "./your-files-card";

const cv: SeekerFile = {
  id: 41,
  kind: "resume",
  fileName: "Amina CV.pdf",
  contentType: "application/pdf",
  sizeBytes: 2_202_010,
  createdAt: "2026-11-20T08:00:00Z",
  application: {
    id: 9,
    createdAt: "2026-11-20T08:00:00Z",
    job: { id: 12, title: "Data Analyst", company: "Safari Tech" },
  },
};
const letter: SeekerFile = { ...cv, id: 42, kind: "cover_letter", fileName: "letter.rtf", sizeBytes: 900 };

// jsdom has no fetch/Response: a stand-in answering like the /api/files route handler.
type Answer = { ok: boolean; status: number; json: () => Promise<unknown> };
const answer = (status: number, body: unknown) => (): Answer => ({
  ok: status < 300,
  status,
  json: async () => body,
});
let answers: (() => Answer)[] = [];
beforeEach(() => {
  answers = [];
  global.fetch = jest.fn(async () => (answers.shift() ?? answer(500, {}))()) as unknown as typeof fetch;
});

function page(files: SeekerFile[], totalCount = files.length) {
  return answer(200, { files, pagination: { totalCount, totalPages: 1, pageNumber: 1, pageSize: 50 } });
}

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <YourFilesCard />
    </QueryClientProvider>,
  );
}

describe("'Your files' on the profile", () => {
  it("lists each CV and cover letter with its name, size, date and job, and a download of its own", async () => {
    answers.push(page([cv, letter], 60));
    renderCard();
    const list = await screen.findByRole("list");
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(
      "Amina CV.pdfCV · 2.1 MB · sent November 20, 2026 with your application for Data Analyst at Safari Tech",
    );
    expect(rows[1]).toHaveTextContent("letter.rtfCover letter · 900 bytes");
    expect(within(rows[0]).getByRole("link", { name: "Data Analyst" })).toHaveAttribute("href", "/jobs/12");
    const download = within(rows[0]).getByRole("link", { name: "Download Amina CV.pdf" });
    expect(download).toHaveAttribute("href", "/api/files/41");
    expect(download).toHaveAttribute("download", "Amina CV.pdf");
    expect(screen.getByText("Showing your 2 most recent of 60 files.")).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledWith("/api/files", expect.anything());
  });

  it("says so when there are no files yet", async () => {
    answers.push(page([]));
    renderCard();
    expect(await screen.findByText(/No files yet\./)).toBeInTheDocument();
  });

  it("offers to try again when the list cannot be loaded", async () => {
    answers.push(answer(502, { message: "down" }), page([cv]));
    renderCard();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We couldn't load your files.");
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("link", { name: "Download Amina CV.pdf" })).toBeInTheDocument();
  });
});
