import { createTranslator } from "next-intl";
import ar from "@/messages/ar.json";
import fr from "@/messages/fr.json";
import { salaryLabel } from "./job-facts";

const translate = (locale: "ar" | "fr", messages: typeof ar) =>
  createTranslator({ locale, messages, namespace: "job" }) as unknown as (
    key: string,
    values?: Record<string, string | number>,
  ) => string;

describe("salaryLabel", () => {
  it("isolates each Arabic amount (FSI…PDI), so that its currency stays beside its number", () => {
    const t = translate("ar", ar);
    expect(salaryLabel(t, "ar", 7000, null)).toMatch(
      /^ابتداءً من \u2068[^\u2068\u2069]*7,000[^\u2068\u2069]*US\$\u2069$/,
    );
    const range = salaryLabel(t, "ar", 7000, 9000);
    expect(range.match(/\u2068[^\u2069]+\u2069/g)).toHaveLength(2);
  });

  it("leaves left-to-right languages' amounts as they are", () => {
    expect(salaryLabel(translate("fr", fr), "fr", 7000, null)).not.toMatch(/[\u2068\u2069]/);
  });
});
