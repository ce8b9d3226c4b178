import { fireEvent, screen } from "@testing-library/react";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import { countAfterChanges } from "./filter-count";
import { ChoiceGroup } from "./filter-fields";

const options = [
  { value: "fr", label: "Français", count: 1204, selected: false },
  { value: "ar", label: "Arabe", count: 3, selected: false },
];

describe("countAfterChanges", () => {
  it.each(["en", "fr", "pt", "ar"] as const)("reads the counts as %s writes them", (locale) => {
    render(
      <form aria-label="filters">
        <ChoiceGroup type="checkbox" legend="Langue" name="language" options={options} />
      </form>,
      { locale },
    );
    const form = screen.getByRole("form") as HTMLFormElement;
    for (const box of screen.getAllByRole("checkbox")) fireEvent.click(box);
    expect(countAfterChanges(form, 99)).toBe(1207);
  });
});
