/**
 * The route that opens the provider's login screen and comes back (app/api/auth/start/route.ts): the
 * header's Login and Sign Up post to it; links and redirects GET it with `callbackUrl`, a path of
 * this site whose language the screen takes.
 */
export const START_PATH = "/api/auth/start";

export const loginPath = (callbackUrl: string) => `${START_PATH}?${new URLSearchParams({ callbackUrl })}`;
