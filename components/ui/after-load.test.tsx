type Idle = (callback: () => void, options?: { timeout: number }) => number;

/**
 * A fresh module (its promise is once per page load), on a page still loading or already loaded,
 * with the React and Testing Library of the same fresh registry.
 */
async function fresh(readyState: DocumentReadyState) {
  jest.resetModules();
  jest.spyOn(document, "readyState", "get").mockReturnValue(readyState);
  const [{ AfterLoad }, testing] = await Promise.all([
    import("./after-load"),
    import("@testing-library/react/pure"), // pure: registers no hooks of its own inside a test
  ]);
  cleanup = testing.cleanup;
  return { AfterLoad, ...testing };
}

let idle: (() => void)[];
beforeEach(() => {
  idle = [];
  (window as unknown as { requestIdleCallback: Idle }).requestIdleCallback = (callback) =>
    idle.push(callback);
});
let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  jest.restoreAllMocks();
  delete (window as unknown as { requestIdleCallback?: Idle }).requestIdleCallback;
});

test("renders nothing while the page loads, then its children once the browser is idle after load", async () => {
  const { AfterLoad, render, screen, act } = await fresh("loading");
  render(
    <AfterLoad>
      <p>Install Kazi</p>
    </AfterLoad>,
  );
  expect(screen.queryByText("Install Kazi")).toBeNull();
  expect(idle).toHaveLength(0); // not even waiting for idle before the load event

  act(() => void window.dispatchEvent(new Event("load")));
  expect(idle).toHaveLength(1);
  expect(screen.queryByText("Install Kazi")).toBeNull();

  await act(async () => idle[0]());
  expect(screen.getByText("Install Kazi")).toBeVisible();
});

test("on a page already loaded, waits only for the browser to be idle", async () => {
  const { AfterLoad, render, screen, act } = await fresh("complete");
  render(
    <AfterLoad>
      <p>Ce site existe en français</p>
    </AfterLoad>,
  );
  expect(screen.queryByText("Ce site existe en français")).toBeNull();
  await act(async () => idle[0]());
  expect(screen.getByText("Ce site existe en français")).toBeVisible();
});
