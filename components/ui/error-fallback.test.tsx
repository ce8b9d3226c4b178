import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { DEFAULT_ERROR_MESSAGE, ErrorBoundary } from "./error-fallback";

let shouldThrow = true;

function Fragile() {
  if (shouldThrow) throw new Error("database password is hunter2");
  return <p>All good</p>;
}

beforeEach(() => {
  shouldThrow = true;
  // React reports caught render errors on console.error; keep the test output readable.
  jest.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe("ErrorBoundary / ErrorFallback", () => {
  it("shows the friendly fallback instead of the error, with Try Again and Reload Page", () => {
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );

    expect(screen.getByRole("alert")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Oops! Something went wrong" })).toBeInTheDocument();
    expect(screen.getByText(DEFAULT_ERROR_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reload Page" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Go Home" })).not.toBeInTheDocument();
    expect(screen.queryByText(/hunter2/)).not.toBeInTheDocument();
  });

  it("renders the children again when Try Again is pressed", async () => {
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    shouldThrow = false;

    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));

    expect(screen.getByText("All good")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows a custom message, hides Reload Page when asked and offers Go Home", () => {
    render(
      <ErrorBoundary message="Your applications could not be shown." showReload={false} showHome>
        <Fragile />
      </ErrorBoundary>,
    );

    expect(screen.getByText("Your applications could not be shown.")).toBeInTheDocument();
    expect(screen.queryByText(DEFAULT_ERROR_MESSAGE)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reload Page" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
  });

  it("passes the error to onError", () => {
    const onError = jest.fn();
    render(
      <ErrorBoundary onError={onError}>
        <Fragile />
      </ErrorBoundary>,
    );

    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0][0]).toEqual(new Error("database password is hunter2"));
    expect(onError.mock.calls[0][1]).toHaveProperty("componentStack");
  });

  it("clears the error when its resetKey changes, e.g. after navigating", async () => {
    function Page() {
      const [path, setPath] = useState("/a");
      return (
        <>
          <button onClick={() => setPath("/b")}>Navigate</button>
          <ErrorBoundary resetKey={path}>
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
  });

  it("lets notFound() through to Next.js instead of catching it", () => {
    function Missing(): never {
      throw Object.assign(new Error("NEXT_HTTP_ERROR_FALLBACK;404"), {
        digest: "NEXT_HTTP_ERROR_FALLBACK;404",
      });
    }
    expect(() =>
      render(
        <ErrorBoundary>
          <Missing />
        </ErrorBoundary>,
      ),
    ).toThrow("NEXT_HTTP_ERROR_FALLBACK;404");
  });
});
