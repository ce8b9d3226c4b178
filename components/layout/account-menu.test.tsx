import { screen } from "@testing-library/react";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import AccountMenu from "./account-menu";

// Headless UI measures the menu button; jsdom has no ResizeObserver.
beforeAll(() => {
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe("the account button's name", () => {
  it("reads as a sentence after the initials in English", () => {
    render(<AccountMenu name="Amara Okafor" />);
    expect(screen.getByRole("button")).toHaveAccessibleName("AO account menu for Amara Okafor");
  });

  it.each([
    ["Amara Okafor", "AO menu du compte d’Amara Okafor"],
    ["Émile Diop", "ÉD menu du compte d’Émile Diop"],
    ["Yves Koné", "YK menu du compte d’Yves Koné"],
    ["Bola Adé", "BA menu du compte de Bola Adé"],
    ["Yacine Sow", "YS menu du compte de Yacine Sow"],
  ])("in French, with no stray colon, eliding de before a vowel: %s", (name, accessibleName) => {
    render(<AccountMenu name={name} />, { locale: "fr" });
    expect(screen.getByRole("button")).toHaveAccessibleName(accessibleName);
  });

  it.each([
    ["pt", "AO menu da conta de Amara Okafor"],
    ["sw", "AO menyu ya akaunti ya Amara Okafor"],
    ["ar", "AO قائمة حساب Amara Okafor"],
  ] as const)("in %s, with no stray colon", (locale, accessibleName) => {
    render(<AccountMenu name="Amara Okafor" />, { locale });
    expect(screen.getByRole("button")).toHaveAccessibleName(accessibleName);
  });
});
