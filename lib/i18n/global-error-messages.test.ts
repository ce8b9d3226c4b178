import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import pt from "@/messages/pt.json";
import sw from "@/messages/sw.json";
import written from "./global-error-messages.json";
import { pickGlobalErrorMessages } from "./global-error-messages";

describe("the global error screen's messages", () => {
  it("are the catalogues' (else run `npx tsx scripts/global-error-messages.ts`)", () => {
    expect(written).toEqual(pickGlobalErrorMessages({ en, fr, pt, sw, ar }));
  });

  it("keep the English texts", () => {
    expect(written.en).toEqual({
      globalErrorTitle: "Application Error",
      globalErrorMessage:
        "The application encountered an unexpected error. Please try again or contact support if the issue persists.",
      globalErrorHome: "Go to Home",
    });
  });
});
