import { fireEvent, screen, waitFor } from "@testing-library/react";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import userEvent from "@testing-library/user-event";
import { LicenseDialog } from "./license-dialog";

function setDate(label: RegExp, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe("license dialog", () => {
  it("explains each rule of the license form and keeps Add License disabled until it is met", async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<LicenseDialog open onClose={() => {}} onSubmit={onSubmit} />);

    expect(screen.getByRole("dialog", { name: "Add New License" })).toBeInTheDocument();
    const add = screen.getByRole("button", { name: "Add License" });
    expect(add).toBeDisabled();

    const name = screen.getByLabelText(/license name/i);
    await user.click(name);
    await user.tab();
    expect(await screen.findByText("License name is required")).toBeInTheDocument();

    await user.type(name, "A");
    expect(await screen.findByText("License name must be at least 2 characters")).toBeInTheDocument();

    const value = screen.getByLabelText(/license number/i);
    await user.click(value);
    await user.tab();
    expect(await screen.findByText("License number/value is required")).toBeInTheDocument();
    await user.type(value, "7");
    expect(await screen.findByText("License value must be at least 2 characters")).toBeInTheDocument();

    setDate(/start date/i, "");
    expect(await screen.findByText("Start date is required")).toBeInTheDocument();
    setDate(/end date/i, "");
    expect(await screen.findByText("End date is required")).toBeInTheDocument();

    setDate(/start date/i, "2025-05-01");
    setDate(/end date/i, "2025-04-01");
    expect(await screen.findByText("End date must be after start date")).toBeInTheDocument();
    expect(add).toBeDisabled();

    await user.type(name, "CCA");
    await user.type(value, "-2041");
    setDate(/end date/i, "2028-04-01");
    await waitFor(() => expect(add).toBeEnabled());
    expect(screen.queryByText(/must be|is required/)).not.toBeInTheDocument();

    await user.click(add);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { licenseName: "ACCA", licenseValue: "7-2041", startDate: "2025-05-01", endDate: "2028-04-01" },
        expect.anything(),
      ),
    );
  });

  it("says 'Please enter a valid date' for a date that does not exist", async () => {
    render(<LicenseDialog open onClose={() => {}} onSubmit={() => {}} />);
    // Browsers' date pickers cannot produce this, but a typed or pasted value can reach the form.
    const start = screen.getByLabelText(/start date/i);
    Object.defineProperty(start, "value", { value: "2025-02-31", configurable: true });
    fireEvent.input(start);
    fireEvent.blur(start);
    expect(await screen.findByText("Please enter a valid date")).toBeInTheDocument();
  });

  it("edits an existing license, starting from its values", async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    const onClose = jest.fn();
    const license = {
      licenseName: "Registered Nurse",
      licenseValue: "RN-1",
      startDate: "2024-01-15T00:00:00.000Z",
      endDate: "2027-01-15",
    };
    render(<LicenseDialog open license={license} onClose={onClose} onSubmit={onSubmit} />);

    expect(screen.getByRole("dialog", { name: "Edit License" })).toBeInTheDocument();
    expect(screen.getByLabelText(/license name/i)).toHaveValue("Registered Nurse");
    expect(screen.getByLabelText(/start date/i)).toHaveValue("2024-01-15");

    await user.clear(screen.getByLabelText(/license number/i));
    await user.type(screen.getByLabelText(/license number/i), "RN-2");
    await user.click(screen.getByRole("button", { name: "Update License" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        {
          licenseName: "Registered Nurse",
          licenseValue: "RN-2",
          startDate: "2024-01-15",
          endDate: "2027-01-15",
        },
        expect.anything(),
      ),
    );

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalled();
  });
});
