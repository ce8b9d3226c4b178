import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import en from "@/messages/en.json";
import { ApplyForm } from "./apply-form";
import { FakeXhr, pdf } from "./fake-xhr";
import { APPLY_FORM_MESSAGES } from "./message-paths";

const OFFLINE = en.pwa.apply.offline;
const BACK_ONLINE = en.pwa.apply.online;

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, back: jest.fn() }) }));
jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

let online = true;
function connection(to: "offline" | "online") {
  online = to === "online";
  act(() => {
    window.dispatchEvent(new Event(to));
  });
}

function renderForm() {
  // With the page's messages alone: the form must not need any other.
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ApplyForm jobId={12} />
    </QueryClientProvider>,
    { namespaces: APPLY_FORM_MESSAGES },
  );
  return {
    resume: screen.getByLabelText<HTMLInputElement>(/resume\/cv/i),
    letter: screen.getByLabelText<HTMLInputElement>(/cover letter/i),
    submit: screen.getByRole("button", { name: "Submit Application" }),
  };
}

const fileNames = (input: HTMLInputElement) => Array.from(input.files ?? [], (f) => f.name);

describe("apply form without a connection", () => {
  beforeEach(() => {
    FakeXhr.install();
    push.mockClear();
    online = true;
    jest.spyOn(Navigator.prototype, "onLine", "get").mockImplementation(() => online);
  });
  afterEach(() => jest.restoreAllMocks());

  it("says nothing while online, says so when the connection goes, and again when it is back", () => {
    renderForm();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    connection("offline");
    expect(screen.getByRole("status")).toHaveTextContent(OFFLINE);
    connection("online");
    expect(screen.getByRole("status")).toHaveTextContent(BACK_ONLINE);
  });

  it("says so at once when the page opens offline", () => {
    online = false;
    renderForm();
    expect(screen.getByRole("status")).toHaveTextContent(OFFLINE);
  });

  it("sends nothing offline and keeps the files; back online, Submit sends the form once", async () => {
    const user = userEvent.setup();
    const { resume, letter, submit } = renderForm();
    await user.upload(resume, pdf(1000, "cv.pdf"));
    await user.upload(letter, pdf(2000, "letter.pdf"));
    connection("offline");

    await user.click(submit);
    expect(FakeXhr.all).toHaveLength(0);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toHaveTextContent(OFFLINE);
    expect([fileNames(resume), fileNames(letter)]).toEqual([["cv.pdf"], ["letter.pdf"]]);
    expect(submit).toBeEnabled();

    connection("online");
    expect(screen.getByRole("status")).toHaveTextContent(BACK_ONLINE);
    await user.click(submit);
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    expect((FakeXhr.last.body?.get("resumeFile") as File).name).toBe("cv.pdf");
    expect((FakeXhr.last.body?.get("coverLetter") as File).name).toBe("letter.pdf");
    FakeXhr.last.respond(201, { id: 1, status: "pending" });
    await waitFor(() => expect(push).toHaveBeenCalledWith("/jobs"));
    expect(FakeXhr.all).toHaveLength(1);
  });

  it("keeps the form after a network failure, and the retry carries the same Idempotency-Key", async () => {
    const user = userEvent.setup();
    const { resume, submit } = renderForm();
    await user.upload(resume, pdf());
    await user.click(submit);
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.last.fail();
    expect(await screen.findByRole("alert")).toHaveTextContent(en.apply.failure);
    expect(fileNames(resume)).toEqual(["cv.pdf"]);

    await user.click(submit);
    await waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    const [first, retry] = FakeXhr.all;
    expect(retry.headers["idempotency-key"]).toBe(first.headers["idempotency-key"]);
    retry.respond(201, { id: 1, status: "pending" });
    await waitFor(() => expect(push).toHaveBeenCalledWith("/jobs"));

    // Another application from the same form after that one succeeded is a new one: a new key.
    await user.upload(screen.getByLabelText(/resume\/cv/i), pdf(1000, "other.pdf"));
    await user.click(submit);
    await waitFor(() => expect(FakeXhr.all).toHaveLength(3));
    expect(FakeXhr.last.headers["idempotency-key"]).not.toBe(first.headers["idempotency-key"]);
  });

  it("blames the connection, not the server, when it goes mid-upload", async () => {
    const user = userEvent.setup();
    const { resume, submit } = renderForm();
    await user.upload(resume, pdf());
    await user.click(submit);
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    connection("offline");
    act(() => FakeXhr.last.fail());
    await waitFor(() => expect(submit).toHaveTextContent("Submit Application"));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent(OFFLINE);
    expect(fileNames(resume)).toEqual(["cv.pdf"]);

    connection("online");
    await user.click(submit);
    await waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    expect(FakeXhr.all[1].headers["idempotency-key"]).toBe(FakeXhr.all[0].headers["idempotency-key"]);
  });
});
