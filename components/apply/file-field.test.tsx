import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { type FieldError, useForm } from "react-hook-form";
import { IntlWrapper, renderWithIntl as render } from "@/lib/i18n/testing";
import type { Locale } from "@/lib/i18n/locales";
import { FileField } from "./file-field";
import { pdf } from "./fake-xhr";

const HINT = "PDF, DOC, DOCX or RTF format (Max 5MB)";

function Picker({
  onSubmit = () => {},
  error,
  disabled,
}: {
  onSubmit?: (values: { resume?: FileList }) => void;
  error?: FieldError;
  disabled?: boolean;
}) {
  const { register, handleSubmit } = useForm<{ resume?: FileList }>();
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <FileField
        id="resume"
        label="Resume/CV"
        required
        error={error}
        field={register("resume")}
        disabled={disabled}
      />
      <button type="submit">Send</button>
      <button type="reset">Clear</button>
    </form>
  );
}

const input = () => screen.getByLabelText<HTMLInputElement>(/Resume\/CV/);

describe("file picker", () => {
  it("says 'Choose a file' and 'No file chosen' in the page's words, on a real file input", () => {
    render(<Picker />);
    expect(screen.getByText("Choose a file")).toBeInTheDocument();
    expect(screen.getByText("No file chosen")).toBeInTheDocument();
    expect(input()).toHaveAttribute("type", "file");
    expect(input()).toHaveAttribute("accept", ".pdf,.doc,.docx,.rtf");
    expect(input()).toBeRequired();
    expect(input()).toBeEnabled();
  });

  it.each([
    ["fr", "Choisir un fichier", "Aucun fichier choisi"],
    ["ar", "اختيار ملف", "لم يتم اختيار أي ملف"],
  ] as const)("speaks %s: no English word is left", (locale: Locale, choose, none) => {
    const { container } = render(<Picker />, { locale });
    expect(screen.getByText(choose)).toBeInTheDocument();
    expect(screen.getByText(none)).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/choose|no file/i);
  });

  it("is named by its label and the button's words, and described by the chosen file and the hint", () => {
    render(<Picker />);
    expect(input()).toHaveAccessibleName("Resume/CV Choose a file");
    expect(input()).toHaveAccessibleDescription(`No file chosen ${HINT}`);
    expect(input()).not.toHaveAttribute("aria-invalid");
  });

  it("shows the picked file's name beside the button, and says it to screen readers", async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.upload(input(), pdf(1000, "Amina Wanjiru curriculum vitae 2026.pdf"));
    expect(screen.getByText("Amina Wanjiru curriculum vitae 2026.pdf")).toBeInTheDocument();
    expect(screen.queryByText("No file chosen")).not.toBeInTheDocument();
    expect(input()).toHaveAccessibleDescription(`Amina Wanjiru curriculum vitae 2026.pdf ${HINT}`);

    await user.upload(input(), pdf(1000, "cv-v2.pdf"));
    expect(screen.getByText("cv-v2.pdf")).toBeInTheDocument();
  });

  it("sends the picked file with the form, through react-hook-form", async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<Picker onSubmit={onSubmit} />);
    await user.upload(input(), pdf(1000, "cv.pdf"));
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].resume[0].name).toBe("cv.pdf");
  });

  it("forgets the name when the form is reset", async () => {
    const user = userEvent.setup();
    render(<Picker />);
    // A browser's reset empties the input; jsdom's leaves the files user-event gave it.
    input().form!.addEventListener("reset", () => (input().value = ""));
    await user.upload(input(), pdf());
    expect(screen.getByText("cv.pdf")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(await screen.findByText("No file chosen")).toBeInTheDocument();
  });

  it("marks an error on the input and adds it to its description", () => {
    render(<Picker error={{ type: "custom", message: "Resume/CV is required" }} />);
    expect(input()).toHaveAttribute("aria-invalid", "true");
    expect(input()).toHaveAccessibleDescription(`No file chosen ${HINT} Resume/CV is required`);
  });

  it("can be disabled", () => {
    render(<Picker disabled />);
    expect(input()).toBeDisabled();
  });

  it("shows a file chosen before the page's script ran (a slow connection) once it runs", async () => {
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(
      <IntlWrapper>
        <Picker />
      </IntlWrapper>,
    );
    expect(container).toHaveTextContent("No file chosen");
    const files = Object.assign([pdf(1000, "chosen early.pdf")], { item: () => null });
    Object.defineProperty(container.querySelector('input[type="file"]'), "files", { value: files });
    await act(async () => {
      render(<Picker />, { container, hydrate: true });
    });
    expect(await screen.findByText("chosen early.pdf")).toBeInTheDocument();
  });
});
