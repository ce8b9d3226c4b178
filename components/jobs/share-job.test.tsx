import { screen } from "@testing-library/react";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import userEvent from "@testing-library/user-event";
import en from "@/messages/en.json";
import { ShareJob } from "./share-job";

const SHARE_TEXT = en.share.text;

const URL_ = "https://kazi.africa/jobs/42";

afterEach(() => {
  delete (navigator as { share?: unknown }).share;
});

it("offers WhatsApp with the share text and the job URL in one message, beside the other networks", () => {
  render(<ShareJob url={URL_} />);
  const whatsapp = screen.getByRole("link", { name: /whatsapp/i });
  const href = new URL(whatsapp.getAttribute("href")!);
  expect(href.origin).toBe("https://wa.me");
  expect(href.searchParams.get("text")).toBe(`${SHARE_TEXT} ${URL_}`);
  for (const name of [/facebook/i, /share on x/i, /linkedin/i])
    expect(screen.getByRole("link", { name })).toBeInTheDocument();
});

it("has no share-sheet button where the browser has no Web Share API", () => {
  render(<ShareJob url={URL_} />);
  expect(screen.queryByRole("button", { name: "Share…" })).not.toBeInTheDocument();
});

it("opens the phone's share sheet with the text and URL where the browser has one", async () => {
  const share = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { share });
  render(<ShareJob url={URL_} />);
  await userEvent.click(screen.getByRole("button", { name: "Share…" }));
  expect(share).toHaveBeenCalledWith({ text: SHARE_TEXT, url: URL_ });
});

it("stays quiet when the seeker dismisses the share sheet", async () => {
  Object.assign(navigator, { share: jest.fn().mockRejectedValue(new DOMException("", "AbortError")) });
  render(<ShareJob url={URL_} />);
  await userEvent.click(screen.getByRole("button", { name: "Share…" }));
  expect(screen.getByRole("link", { name: /whatsapp/i })).toBeInTheDocument();
});
