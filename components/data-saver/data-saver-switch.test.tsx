import { screen } from "@testing-library/react";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import { DataSaverSwitch } from "./data-saver-switch";

describe("DataSaverSwitch", () => {
  it("says its state after the label, with French's no-break space before the colon", () => {
    render(<DataSaverSwitch known={false} />, { locale: "fr", namespaces: ["pwa.dataSaver"] });
    expect(screen.getByRole("button").textContent).toBe("Économiseur de données\u00a0: Désactivé");
  });

  it("reads 'Data saver: Off' in English", () => {
    render(<DataSaverSwitch known={false} />, { namespaces: ["pwa.dataSaver"] });
    expect(screen.getByRole("button").textContent).toBe("Data saver: Off");
  });
});
