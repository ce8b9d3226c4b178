import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import type { PhoneState } from "@/lib/product-api/phone";
import { PhoneChannels } from "./phone-channels";

const NONE: PhoneState = { channels: { whatsapp: true, sms: true }, number: null, pending: null };
const PENDING: PhoneState = {
  ...NONE,
  pending: { masked: "+254 •••••• 678", channel: "whatsapp", expiresAt: "2026-11-29T10:10:00.000Z" },
};
const VERIFIED: PhoneState = {
  ...NONE,
  number: {
    masked: "+254 •••••• 678",
    country: "KE",
    verifiedAt: "2026-11-29T10:01:00.000Z",
    whatsapp: true,
    sms: false,
    smsStoppedAt: "2026-11-29T11:00:00.000Z",
  },
};

/** jsdom has no fetch: answers in turn, as the /api/me/phone route handlers would. */
function answers(...replies: [number, unknown][]) {
  const fetchMock = jest.fn(async () => {
    const [status, body] = replies.shift()!;
    return { ok: status < 300, status, json: async () => body };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

async function axeViolations(container: HTMLElement) {
  const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const renderIn = (locale: "fr" | "ar" | "en", initial: PhoneState) =>
  render(<PhoneChannels initial={initial} defaultCountry="SN" />, {
    locale,
    namespaces: ["phone.ui", "phone.errors"],
  });

describe("the Phone section", () => {
  it("sends a code to the number typed, in the country chosen, then confirms it (in French)", async () => {
    const user = userEvent.setup();
    const fetchMock = answers([202, PENDING], [200, VERIFIED]);
    const { container } = renderIn("fr", NONE);
    expect(screen.getByRole("heading", { name: "WhatsApp et SMS" })).toBeInTheDocument();
    expect(screen.getByLabelText("Pays")).toHaveValue("SN");
    await user.selectOptions(screen.getByLabelText("Pays"), "KE");
    await user.type(screen.getByLabelText("Numéro de portable"), "0712 345 678");
    await user.click(screen.getByRole("radio", { name: "WhatsApp" }));
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Envoyer le code" }));

    expect(fetchMock).toHaveBeenCalledWith("/api/me/phone", expect.objectContaining({ method: "POST" }));
    const sent = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(sent).toEqual({ number: "0712 345 678", country: "KE", channel: "whatsapp" });
    expect(await screen.findByText(/Nous avons envoyé un code à 6 chiffres au/)).toHaveTextContent(
      "au +254 •••••• 678 par WhatsApp",
    );
    expect(await axeViolations(container)).toEqual([]);

    await user.type(screen.getByLabelText("Code"), "123456");
    await user.click(screen.getByRole("button", { name: "Confirmer" }));
    expect(
      JSON.parse((fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].body as string),
    ).toEqual({
      code: "123456",
    });
    expect(await screen.findByRole("checkbox", { name: "Sur WhatsApp" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Par SMS" })).not.toBeChecked();
    expect(screen.getByText(/Vous avez répondu STOP/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("keeps the number left to right inside Arabic text, and says what is wrong in Arabic", async () => {
    const user = userEvent.setup();
    answers([422, { message: "That code is not right.", code: "wrongCode" }]);
    const { container } = renderIn("ar", PENDING);
    const number = screen.getByText("+254 •••••• 678");
    expect(number.tagName).toBe("BDI");
    expect(number).toHaveAttribute("dir", "ltr");
    await user.type(screen.getByLabelText("الرمز"), "000000");
    await user.click(screen.getByRole("button", { name: "تأكيد" }));
    expect(await screen.findByText("هذا الرمز غير صحيح. تحقّق منه وحاول مرة أخرى.")).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("turns a channel off, and removes the number", async () => {
    const user = userEvent.setup();
    const fetchMock = answers(
      [200, { ...VERIFIED, number: { ...VERIFIED.number!, whatsapp: false } }],
      [204, null],
    );
    renderIn("en", VERIFIED);
    await user.click(screen.getByRole("checkbox", { name: "On WhatsApp" }));
    expect(
      JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string),
    ).toEqual({
      whatsapp: false,
    });
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "On WhatsApp" })).not.toBeChecked());
    await user.click(screen.getByRole("button", { name: "Remove this number" }));
    expect(fetchMock).toHaveBeenLastCalledWith(
      "/api/me/phone",
      expect.objectContaining({ method: "DELETE" }),
    );
    expect(await screen.findByText("Your number has been removed.")).toBeInTheDocument();
    expect(screen.getByLabelText("Mobile number")).toHaveValue("");
  });

  it("offers only the channels the operator configured", () => {
    renderIn("en", { ...NONE, channels: { whatsapp: false, sms: true } });
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send the code" })).toBeInTheDocument();
  });
});
