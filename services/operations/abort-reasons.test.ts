import { formatAbortReasons } from "./abort-reasons";

describe("formatAbortReasons", () => {
  let undo: () => void;
  beforeEach(() => {
    undo = formatAbortReasons();
  });
  afterEach(() => undo());

  it("formats an Error's stack when a signal is aborted with it", () => {
    const prepare = Error.prepareStackTrace;
    const formatted = jest.fn(() => "formatted");
    Error.prepareStackTrace = formatted;
    try {
      const reason = new Error("render done");
      const controller = new AbortController();
      controller.abort(reason);
      expect(formatted).toHaveBeenCalledTimes(1);
      expect(controller.signal.reason).toBe(reason);
    } finally {
      Error.prepareStackTrace = prepare;
    }
  });

  it("still aborts as before: listeners run, other reasons and no reason pass through", () => {
    const listener = jest.fn();
    const controller = new AbortController();
    controller.signal.addEventListener("abort", listener);
    controller.abort("plain");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(controller.signal.aborted).toBe(true);
    expect(controller.signal.reason).toBe("plain");

    const bare = new AbortController();
    bare.abort();
    expect(bare.signal.reason).toBeInstanceOf(DOMException);
  });
});
