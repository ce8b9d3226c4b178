import { render } from "@testing-library/react";
import { LanguageSwitcher } from "./language-switcher";

describe("LanguageSwitcher", () => {
  it("names the current language after its label, with French's no-break space before the colon", () => {
    const { container } = render(<LanguageSwitcher placement="nav" current="fr" label="Langue" />);
    expect(container.querySelector("summary")?.textContent).toBe("Langue\u00a0: FR");
  });

  it("reads 'Language: EN' in English", () => {
    const { container } = render(<LanguageSwitcher placement="nav" current="en" label="Language" />);
    expect(container.querySelector("summary")?.textContent).toBe("Language: EN");
  });
});
