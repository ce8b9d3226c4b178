import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import type { NotificationSettings } from "@/lib/product-api/notifications";
import { NotificationSettingsForm } from "./notification-settings";

// The Notifications section says when a chosen channel cannot reach the seeker yet: WhatsApp and SMS
// need the confirmed number of the section beside it. Its quiet hours' hint names only the channels offered.

const settings = (whatsappReady: boolean, chosen: NotificationSettings["applicationChannels"]) =>
  ({
    channels: [
      { name: "email", ready: true },
      { name: "whatsapp", ready: whatsappReady },
    ],
    pushPublicKey: null,
    applicationChannels: chosen,
    quietHours: null,
    timeZone: "UTC",
  }) as NotificationSettings;

const renderIn = (locale: "en" | "fr", initial: NotificationSettings) =>
  render(<NotificationSettingsForm initial={initial} />, { locale, namespaces: ["notify"] });

describe("the Notifications section", () => {
  it("asks for a confirmed number once WhatsApp is chosen without one", async () => {
    const user = userEvent.setup();
    renderIn("en", settings(false, ["email"]));
    const hint = /only on a confirmed mobile number/;
    expect(screen.queryByText(hint)).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: "WhatsApp" }));
    expect(screen.getByText(hint)).toBeVisible();
    await user.click(screen.getByRole("checkbox", { name: "WhatsApp" }));
    expect(screen.queryByText(hint)).toBeNull();
  });

  it("says nothing more when the number is confirmed (in French)", () => {
    renderIn("fr", settings(true, ["email", "whatsapp"]));
    expect(screen.getByRole("checkbox", { name: "WhatsApp" })).toBeChecked();
    expect(screen.queryByText(/numéro de mobile confirmé/)).toBeNull();
  });

  it("says it in French when the number is missing", () => {
    renderIn("fr", settings(false, ["whatsapp"]));
    expect(screen.getByText(/ne vous parviennent que sur un numéro de mobile confirmé/)).toBeVisible();
  });

  it("names in the quiet hours' hint only the channels that are held and offered", () => {
    const pushOnly = { ...settings(false, ["email"]), channels: [{ name: "email", ready: true }] };
    const { unmount } = renderIn("en", pushOnly as NotificationSettings);
    expect(screen.getByText(/^Push notifications that come during these hours wait/)).toBeVisible();
    expect(screen.queryByText(/WhatsApp/)).toBeNull();
    unmount();
    renderIn("en", settings(true, ["email"]));
    expect(
      screen.getByText(/^Push, WhatsApp and SMS messages that come during these hours wait/),
    ).toBeVisible();
  });
});
