import { act, screen } from "@testing-library/react";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import { flashSuccess } from "./flash";
import { FlashToaster } from "./flash-toaster";

describe("toasts that outlive the page that raised them", () => {
  it("reports that nobody can show them while no FlashToaster is mounted", () => {
    expect(flashSuccess("Nobody listens")).toBe(false);
  });

  it("loads the toaster on the first flash and shows the message top-center", async () => {
    const { container } = render(<FlashToaster />);
    expect(container).toBeEmptyDOMElement();

    let accepted = false;
    act(() => {
      accepted = flashSuccess("Application submitted successfully! All the best!");
    });
    expect(accepted).toBe(true);
    expect(await screen.findByText("Application submitted successfully! All the best!")).toBeInTheDocument();
    expect(document.querySelector("[data-sonner-toaster]")).toHaveAttribute("data-y-position", "top");
    expect(document.querySelector("[data-sonner-toaster]")).toHaveAttribute("data-x-position", "center");
  });
});
