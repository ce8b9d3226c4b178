// Reading document.cookie is a synchronous round trip to the browser's network process, and the
// islands that read a cookie (the data saver, the language suggestion) do so from
// useSyncExternalStore snapshots, which React calls several times a render: on a budget phone each
// read cost a few milliseconds of the main thread. One read serves everything that asks until the
// current task ends; writing through setCookie makes the next read fresh.
let cached: string | undefined;

function allCookies(): string {
  if (cached === undefined) {
    cached = document.cookie;
    setTimeout(() => (cached = undefined));
  }
  return cached;
}

/** In the browser: the value of cookie `name`, as sent, or undefined. */
export function readCookie(name: string): string | undefined {
  return allCookies()
    .split("; ")
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/** In the browser: sets a cookie (`value` is the whole Set-Cookie value: name=value; attributes). */
export function setCookie(value: string): void {
  cached = undefined;
  document.cookie = value;
}
