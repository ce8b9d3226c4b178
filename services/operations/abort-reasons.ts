// React's Flight server aborts every render's cacheController with a new Error once the render is done.
// V8 keeps an Error's stack as unformatted frames until `.stack` is read, and each frame holds the
// object its function ran on: here the Immediate the render's last step ran in. Node 20 leaves the
// Immediates of one event-loop turn linked to each other after they ran, and each holds its async
// context, that is another render's Flight request, whose own abort reason holds the frames of an
// earlier turn, and so on: every page ever rendered stayed reachable (about 200 KB per search page at
// 100,000 jobs, without bound). Reading `.stack` when the signal is aborted turns the frames into a
// string, which breaks the chain; it costs one stack format per render.

/** Formats the stack of every Error given to AbortController.abort(). Returns the undo (for tests). */
export function formatAbortReasons(): () => void {
  const proto = AbortController.prototype;
  const abort = proto.abort;
  proto.abort = function (this: AbortController, reason?: unknown) {
    if (reason instanceof Error) void reason.stack;
    return abort.call(this, reason);
  };
  return () => {
    proto.abort = abort;
  };
}
