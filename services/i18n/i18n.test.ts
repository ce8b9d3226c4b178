import { IntlMessageFormat } from "intl-messageformat";
import ar from "../../messages/ar.json";
import en from "../../messages/en.json";
import fr from "../../messages/fr.json";
import pt from "../../messages/pt.json";
import sw from "../../messages/sw.json";
import { formatWait, lockMessage } from "../identity/throttle";
import { localeFromTags, localeOr, translator } from ".";

test("ui_locales picks the first of the five languages it names", () => {
  expect(localeFromTags("fr")).toBe("fr");
  expect(localeFromTags("de fr-SN en")).toBe("fr");
  expect(localeFromTags("PT-mz")).toBe("pt");
  expect(localeFromTags("ar-MA")).toBe("ar");
  expect(localeFromTags("de zz")).toBeUndefined();
  expect(localeFromTags("")).toBeUndefined();
  expect(localeFromTags(undefined)).toBeUndefined();
  expect(localeOr("sw")).toBe("sw");
  expect(localeOr("wo")).toBe("en");
  expect(localeOr(["fr"])).toBe("en");
});

const catalogues = { en, fr, pt, sw, ar };

test.each(["identity", "mail"] as const)(
  "every language has the %s messages English has, and each one parses",
  (namespace) => {
    const keys = Object.keys(en[namespace]).sort();
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      expect(Object.keys(catalogue[namespace]).sort()).toEqual(keys);
      for (const message of Object.values(catalogue[namespace]))
        expect(() => new IntlMessageFormat(message, locale)).not.toThrow();
    }
  },
);

test("messages take plurals by each language's rules", () => {
  const heading = (locale: "en" | "fr" | "ar", count: number) =>
    translator(locale, "mail")("digestHeading", { count, alert: "“x”" });
  expect(heading("en", 1)).toBe("1 new job for “x”");
  expect(heading("en", 3)).toBe("3 new jobs for “x”");
  expect(heading("fr", 3)).toBe("3 nouvelles offres pour “x”");
  expect(heading("ar", 2)).toBe("وظيفتان جديدتان لـ “x”");
  expect(heading("ar", 11)).toBe("11 وظيفة جديدة لـ “x”");
  // Portuguese counts as Angola writes them (Brazil's "pt": "1.204 novas vagas").
  expect(translator("pt", "mail")("digestHeading", { count: 1204, alert: "“x”" })).toBe(
    "1\u00a0204 novas vagas para “x”",
  );
  expect(translator("ar", "identity")("passwordTooShort", { min: 10 })).toBe(
    "يجب أن تتكون كلمة المرور من 10 أحرف على الأقل",
  );
});

test("a login pause reads in the seeker's language", () => {
  expect(formatWait(1)).toBe("1 second");
  expect(formatWait(130)).toBe("3 minutes");
  // Intl joins the number and its unit with a no-break space in French.
  expect(lockMessage({ retryAfterSeconds: 4, scope: "address" }, "fr")).toMatch(
    /^Trop de tentatives échouées depuis votre réseau\. Réessayez dans 4\u00a0secondes\.$/,
  );
});
