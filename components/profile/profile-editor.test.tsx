import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import userEvent from "@testing-library/user-event";
import type { UserMe } from "@/lib/product-api/types";
import { ProfileEditor } from "./profile-editor";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, back: jest.fn(), refresh: jest.fn() }) }));

const BANNER = 'You have unsaved changes. Click "Save Changes" to update your profile.';

const user: UserMe = {
  id: "seeker-1",
  name: "Wanjiru Kamau",
  username: "wanjiru",
  email: "wanjiru@example.com",
  professionalLicenses: [
    {
      id: 7,
      licenseName: "Registered Nurse",
      licenseValue: "RN-1",
      startDate: "2024-01-15T00:00:00.000Z",
      endDate: "2030-01-15T00:00:00.000Z",
    },
  ],
};

function renderEditor() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ProfileEditor user={user} />
    </QueryClientProvider>,
  );
}

describe("profile editor", () => {
  it("shows the unsaved-changes banner only while the name differs from the stored one", async () => {
    const u = userEvent.setup();
    renderEditor();
    const name = screen.getByLabelText(/^name/i);
    const save = screen.getByRole("button", { name: "Save Changes" });

    expect(name).toHaveValue("Wanjiru Kamau");
    expect(screen.getByLabelText(/^email/i)).toHaveAttribute("readonly");
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
    expect(save).toBeDisabled();

    await u.type(name, "!");
    expect(screen.getByText(BANNER)).toBeInTheDocument();
    expect(save).toBeEnabled();

    await u.type(name, "{Backspace}");
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it("counts an added license as a change until it is removed again", async () => {
    const u = userEvent.setup();
    renderEditor();

    await u.click(screen.getByRole("button", { name: "Add License" }));
    await u.type(screen.getByLabelText(/license name/i), "Driving Licence");
    await u.type(screen.getByLabelText(/license number/i), "DL-99");
    fireEvent.change(screen.getByLabelText(/start date/i), { target: { value: "2023-03-01" } });
    fireEvent.change(screen.getByLabelText(/end date/i), { target: { value: "2033-03-01" } });
    const add = screen.getByRole("button", { name: "Add License" });
    await waitFor(() => expect(add).toBeEnabled());
    await u.click(add);

    expect(await screen.findByText("Driving Licence")).toBeInTheDocument();
    expect(screen.getByText(BANNER)).toBeInTheDocument();

    await u.click(screen.getByRole("button", { name: "Remove Driving Licence" }));
    const confirm = screen.getByRole("dialog", { name: "Remove License" });
    expect(confirm).toBeInTheDocument();
    await u.click(screen.getByRole("button", { name: "Remove" }));

    await waitFor(() => expect(screen.queryByText("Driving Licence")).not.toBeInTheDocument());
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
  });

  it("saves the name and licenses with PUT /api/me, then returns to the profile", async () => {
    const u = userEvent.setup();
    // jsdom has no fetch: a stand-in answering like the /api/me route handler.
    const fetchMock = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => ({ ...user, name: "Wanjiru W. Kamau" }),
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
    renderEditor();

    await u.clear(screen.getByLabelText(/^name/i));
    await u.type(screen.getByLabelText(/^name/i), "Wanjiru W. Kamau");
    await u.click(screen.getByRole("button", { name: "Save Changes" }));

    await waitFor(() => expect(push).toHaveBeenCalledWith("/profile"));
    expect(fetchMock).toHaveBeenCalledWith("/api/me", expect.objectContaining({ method: "PUT" }));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      name: "Wanjiru W. Kamau",
      professionalLicenses: [
        {
          id: 7,
          licenseName: "Registered Nurse",
          licenseValue: "RN-1",
          startDate: "2024-01-15T00:00:00.000Z",
          endDate: "2030-01-15T00:00:00.000Z",
        },
      ],
    });
  });

  it("checks the username's format while typing, and shows 'That username is taken.' at the field", async () => {
    const u = userEvent.setup();
    push.mockClear();
    const fetchMock = jest.fn(async () => ({
      ok: false,
      status: 409,
      json: async () => ({
        message: "That username is taken.",
        errors: { username: ["That username is taken."] },
      }),
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
    renderEditor();
    const field = screen.getByLabelText(/^username/i);
    const save = screen.getByRole("button", { name: "Save Changes" });

    await u.clear(field);
    await u.type(field, "wa");
    expect(screen.getByText("Username must be at least 3 characters")).toBeVisible();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(save).toBeDisabled();

    await u.type(field, "njiru k");
    expect(screen.getByText(/^Use 3 to 30 letters, digits/)).toBeVisible();

    await u.type(field, "{backspace}{backspace}_k");
    expect(save).toBeEnabled();
    await u.click(save);
    expect(await screen.findByText("That username is taken.")).toBeVisible();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ username: "wanjiru_k" });
    expect(push).not.toHaveBeenCalled();

    // Editing the username again clears the server's answer until the next save.
    await u.type(field, "2");
    expect(screen.queryByText("That username is taken.")).toBeNull();
  });
});
