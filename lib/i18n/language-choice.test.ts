import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import pt from "@/messages/pt.json";
import sw from "@/messages/sw.json";
import {
  DISMISSED_COOKIE,
  DISMISSED_COOKIE_MAX_AGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
} from "./language-choice";

const DAY = 24 * 60 * 60;

describe("the privacy policy on the language cookies", () => {
  it("says how long each one lasts, as the code sets them", () => {
    expect(LANGUAGE_COOKIE_MAX_AGE).toBe(365 * DAY);
    expect(DISMISSED_COOKIE_MAX_AGE).toBe(180 * DAY);
    expect(en.privacy.cookiesLanguage).toContain(
      `${LANGUAGE_COOKIE} keeps its code (such as fr) for one year`,
    );
    expect(en.privacy.cookiesLanguage).toContain(
      `${DISMISSED_COOKIE} keeps the code of a suggestion you closed for 180 days`,
    );
  });

  it.each(Object.entries({ en, fr, pt, sw, ar }))(
    "names both cookies and the 180 days in %s",
    (_, messages) => {
      const text = messages.privacy.cookiesLanguage;
      expect(text).toContain(`${LANGUAGE_COOKIE} `);
      expect(text).toContain(DISMISSED_COOKIE);
      expect(text).toMatch(/180\s/);
    },
  );
});
