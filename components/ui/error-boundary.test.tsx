import { screen } from "@testing-library/react";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { ErrorBoundary } from "./error-boundary";

let shouldThrow = true;

function Fragile() {
  if (shouldThrow) throw new Error("database password is hunter2");
  return <p>All good</p>;
}

const fallback = <p role="alert">Something went wrong</p>;

beforeEach(() => {
  shouldThrow = true;
  // React reports caught render errors on console.error; keep the test output readable.
  jest.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe("ErrorBoundary", () => {
  it("shows the fallback instead of the error", () => {
    render(<ErrorBoundary fallback={fallback}>{<Fragile />}</ErrorBoundary>);

    expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong");
    expect(screen.queryByText(/hunter2/)).not.toBeInTheDocument();
  });

  it("clears the error when its resetKey changes, e.g. after navigating", async () => {
    function Page() {
      const [path, setPath] = useState("/a");
      return (
        <>
          <button onClick={() => setPath("/b")}>Navigate</button>
          <ErrorBoundary resetKey={path} fallback={fallback}>
            <Fragile />
          </ErrorBoundary>
        </>
      );
    }
    render(<Page />);
    expect(screen.getByRole("alert")).toBeInTheDocument();
    shouldThrow = false;

    await userEvent.click(screen.getByRole("button", { name: "Navigate" }));

    expect(screen.getByText("All good")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("lets notFound() through to Next.js instead of catching it", () => {
    function Missing(): never {
      throw Object.assign(new Error("NEXT_HTTP_ERROR_FALLBACK;404"), {
        digest: "NEXT_HTTP_ERROR_FALLBACK;404",
      });
    }
    expect(() =>
      render(
        <ErrorBoundary fallback={fallback}>
          <Missing />
        </ErrorBoundary>,
      ),
    ).toThrow("NEXT_HTTP_ERROR_FALLBACK;404");
  });
});
