import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { IntlWrapper, renderWithIntl as render } from "@/lib/i18n/testing";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import en from "@/messages/en.json";
import { ApplyForm } from "./apply-form";
import { FakeXhr, pdf } from "./fake-xhr";

const SUBMIT_SUCCESS = en.flash.applicationSubmitted;
const SUBMIT_FAILURE = en.apply.failure;
import type { EarlierCv } from "./earlier-cv-choice";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, back: jest.fn() }) }));
jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

function renderForm(earlierCvs?: EarlierCv[]) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <ApplyForm jobId={12} earlierCvs={earlierCvs} />
    </QueryClientProvider>,
  );
}

/** The form's server HTML, `choose` done on it before its script runs, then hydrated. */
async function hydrateAfter(choose: (form: HTMLElement) => void, earlierCvs?: EarlierCv[]) {
  const ui = (
    <QueryClientProvider client={new QueryClient()}>
      <ApplyForm jobId={12} earlierCvs={earlierCvs} />
    </QueryClientProvider>
  );
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(<IntlWrapper>{ui}</IntlWrapper>);
  choose(container);
  expect(screen.getByRole("button", { name: "Submit Application" })).toBeDisabled();
  render(ui, { container, hydrate: true });
}

const earlierCv: EarlierCv = {
  id: 77,
  fileName: "Amina CV 2026.pdf",
  sizeBytes: 123_456,
  sentAt: "2026-11-02T09:30:00Z",
};

describe("apply form", () => {
  beforeEach(() => {
    FakeXhr.install();
    push.mockClear();
  });

  it("offers the documented file types and enables Submit only once a resume is chosen", async () => {
    const user = userEvent.setup();
    renderForm();
    const resume = screen.getByLabelText(/resume\/cv/i);
    const submit = screen.getByRole("button", { name: "Submit Application" });

    expect(resume).toHaveAttribute("accept", ".pdf,.doc,.docx,.rtf");
    expect(screen.getByLabelText(/cover letter/i)).toHaveAttribute("accept", ".pdf,.doc,.docx,.rtf");
    expect(screen.getAllByText("PDF, DOC, DOCX or RTF format (Max 5MB)")).toHaveLength(2);
    expect(submit).toBeDisabled();

    await user.upload(screen.getByLabelText(/cover letter/i), pdf());
    expect(submit).toBeDisabled();

    await user.upload(resume, pdf());
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it("takes a resume chosen before the page's script ran (a slow connection), and enables Submit", async () => {
    await hydrateAfter((form) => {
      const files = Object.assign([pdf()], { item: () => pdf() });
      Object.defineProperty(form.querySelector('input[name="resume"]'), "files", {
        value: files,
        writable: true,
      });
    });
    await waitFor(() => expect(screen.getByRole("button", { name: "Submit Application" })).toBeEnabled());
  });

  it("takes an earlier CV chosen before the page's script ran, and enables Submit", async () => {
    await hydrateAfter(
      (form) => form.querySelector<HTMLInputElement>('input[value="77"]')!.click(),
      [earlierCv],
    );
    await waitFor(() => expect(screen.getByRole("button", { name: "Submit Application" })).toBeEnabled());
  });

  it("refuses a resume over 5MB before uploading it", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.upload(screen.getByLabelText(/resume\/cv/i), pdf(5 * 1024 * 1024 + 1));
    expect(
      await screen.findByText("This file is larger than 5MB. Please choose a smaller file."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(FakeXhr.last?.body).toBeUndefined();
  });

  it("refuses a file of another type by its name, in the API's wording", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    await user.upload(
      screen.getByLabelText(/resume\/cv/i),
      new File(["png"], "cv.png", { type: "image/png" }),
    );
    expect(await screen.findByText("This file must be a PDF, DOC, DOCX or RTF file.")).toBeInTheDocument();
  });

  it("shows upload progress, then thanks the applicant and goes to /jobs", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.upload(screen.getByLabelText(/resume\/cv/i), pdf());
    await user.click(screen.getByRole("button", { name: "Submit Application" }));

    await waitFor(() => expect(FakeXhr.last.body).toBeDefined());
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/api/applications");
    expect(xhr.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(xhr.body?.get("jobId")).toBe("12");
    expect((xhr.body?.get("resumeFile") as File).name).toBe("cv.pdf");
    expect(xhr.body?.has("coverLetter")).toBe(false);
    expect(screen.getByRole("button", { name: "Submitting..." })).toBeDisabled();

    xhr.progress(512, 1024);
    expect(await screen.findByRole("progressbar")).toHaveAttribute("aria-valuenow", "50");

    xhr.respond(201, { id: 1, status: "pending" });
    await waitFor(() => expect(push).toHaveBeenCalledWith("/jobs"));
    expect(toast.success).toHaveBeenCalledWith(SUBMIT_SUCCESS);
  });

  it("explains a refused application under the general failure message", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.upload(screen.getByLabelText(/resume\/cv/i), pdf());
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    await waitFor(() => expect(FakeXhr.last.body).toBeDefined());

    FakeXhr.last.respond(409, { message: "You have already applied for this job." });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(SUBMIT_FAILURE);
    expect(alert).toHaveTextContent("You have already applied for this job.");
    expect(push).not.toHaveBeenCalled();
  });

  it("asks a seeker whose email is not verified to verify it, with a link to resend it", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.upload(screen.getByLabelText(/resume\/cv/i), pdf());
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    await waitFor(() => expect(FakeXhr.last.body).toBeDefined());

    FakeXhr.last.respond(403, { message: "Verify your email address before applying. We sent you a link." });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Verify your email address before applying. We sent you a link.");
    expect(screen.getByRole("link", { name: "Resend the link" })).toHaveAttribute(
      "href",
      "/api/auth/verify-email",
    );
  });

  it("shows only the general message for an unexpected failure", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.upload(screen.getByLabelText(/resume\/cv/i), pdf());
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    await waitFor(() => expect(FakeXhr.last.body).toBeDefined());

    FakeXhr.last.respond(500, { message: "relation applications does not exist" });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(SUBMIT_FAILURE);
    expect(alert).not.toHaveTextContent("relation");

    // Pressing Submit again sends the same form: the same Idempotency-Key (the first may be stored).
    const first = FakeXhr.last;
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    await waitFor(() => expect(FakeXhr.last).not.toBe(first));
    expect(FakeXhr.last.headers["idempotency-key"]).toBe(first.headers["idempotency-key"]);
  });

  describe("for a seeker who has sent a CV before", () => {
    it("offers 'Use the CV I sent on {date}' and sends only its id, no file, once it is chosen", async () => {
      const user = userEvent.setup();
      renderForm([earlierCv]);
      const submit = screen.getByRole("button", { name: "Submit Application" });
      const reuse = screen.getByRole("radio", {
        name: "Use the CV I sent on November 2, 2026 (Amina CV 2026.pdf, 121 KB)",
      });
      expect(reuse).not.toBeChecked();
      expect(screen.queryByLabelText(/resume\/cv/i, { selector: "input[type=file]" })).toBeNull();
      expect(submit).toBeDisabled();

      await user.click(reuse);
      await waitFor(() => expect(submit).toBeEnabled());
      await user.upload(screen.getByLabelText(/cover letter/i), pdf(2000, "letter.pdf"));
      await user.click(submit);

      await waitFor(() => expect(FakeXhr.last.body).toBeDefined());
      const body = FakeXhr.last.body!;
      expect(body.get("jobId")).toBe("12");
      expect(body.get("resumeFileId")).toBe("77");
      expect(body.has("resumeFile")).toBe(false);
      expect((body.get("coverLetter") as File).name).toBe("letter.pdf");
      FakeXhr.last.respond(201, { id: 2, status: "pending" });
      await waitFor(() => expect(push).toHaveBeenCalledWith("/jobs"));
    });

    it("can upload a new CV instead, and still needs one before Submit", async () => {
      const user = userEvent.setup();
      renderForm([earlierCv]);
      const submit = screen.getByRole("button", { name: "Submit Application" });
      await user.click(screen.getByRole("radio", { name: "Upload a new CV" }));
      const input = screen.getByLabelText(/new resume\/cv/i);
      expect(input).toHaveAttribute("accept", ".pdf,.doc,.docx,.rtf");
      expect(submit).toBeDisabled();

      await user.upload(input, pdf(1000, "fresh.pdf"));
      await waitFor(() => expect(submit).toBeEnabled());
      // Back and forth: the file hidden in between is not kept.
      await user.click(screen.getByRole("radio", { name: /Use the CV I sent on/ }));
      await user.click(screen.getByRole("radio", { name: "Upload a new CV" }));
      await waitFor(() => expect(submit).toBeDisabled());
      await user.upload(screen.getByLabelText(/new resume\/cv/i), pdf(1000, "fresh.pdf"));
      await waitFor(() => expect(submit).toBeEnabled());
      await user.click(submit);
      await waitFor(() => expect(FakeXhr.last.body).toBeDefined());
      expect((FakeXhr.last.body!.get("resumeFile") as File).name).toBe("fresh.pdf");
      expect(FakeXhr.last.body!.has("resumeFileId")).toBe(false);
    });

    it("explains a CV that is no longer there", async () => {
      const user = userEvent.setup();
      renderForm([earlierCv]);
      await user.click(screen.getByRole("radio", { name: /Use the CV I sent on/ }));
      await user.click(screen.getByRole("button", { name: "Submit Application" }));
      await waitFor(() => expect(FakeXhr.last.body).toBeDefined());
      FakeXhr.last.respond(404, { message: "Choose one of your own earlier CVs, or upload one." });
      expect(await screen.findByRole("alert")).toHaveTextContent(
        "Choose one of your own earlier CVs, or upload one.",
      );
    });
  });
});
