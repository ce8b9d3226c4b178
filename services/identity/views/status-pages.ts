import { escapeHtml, page, type Site } from "./layout";

/** Submits the logout form; allowed by its hash (security-headers.ts), so it must stay byte for byte. */
export const LOGOUT_SCRIPT = 'document.getElementById("op.logoutForm").submit()';

/**
 * RP-initiated logout. `form` is oidc-provider's form (POST /session/end/confirm with its xsrf
 * token). `automatic` only when the web app's own sign-out sent a valid id_token_hint of this
 * session's account: then the page submits itself. Anything else, such as a link on another site,
 * gets a question and a button, and nothing happens until the visitor presses it.
 */
export function logoutPage(site: Site, form: string, automatic: boolean): string {
  const name = escapeHtml(site.name);
  // The whole provider session ends, not only the requesting client's part of it.
  const logoutForm = form.replace("</form>", '<input type="hidden" name="logout" value="yes"/></form>');
  if (automatic)
    return page(
      site,
      "Log out",
      `<h1>Log out of ${name}</h1>
<p class="lead">You are being logged out&hellip;</p>
${logoutForm}
<button class="button" type="submit" form="op.logoutForm">Log out</button>
<script>${LOGOUT_SCRIPT}</script>`,
    );
  return page(
    site,
    "Log out",
    `<h1>Log out of ${name}?</h1>
<p class="lead">Do you want to log out of your ${name} account on this device?</p>
${logoutForm}
<button class="button" type="submit" form="op.logoutForm">Log out</button>
<p class="switch"><a href="${escapeHtml(site.url)}">Stay logged in</a></p>`,
  );
}

export function loggedOutPage(site: Site): string {
  const name = escapeHtml(site.name);
  return page(
    site,
    "Logged out",
    `<h1>You are logged out</h1>
<p class="lead">Thanks for using ${name}. See you soon.</p>
<a class="button" href="${escapeHtml(site.url)}">Back to ${name}</a>`,
  );
}

export function errorPage(site: Site, message: string): string {
  const name = escapeHtml(site.name);
  return page(
    site,
    "Something went wrong",
    `<h1>Something went wrong</h1>
<p class="lead" role="alert">${escapeHtml(message)}</p>
<a class="button" href="${escapeHtml(site.url)}">Back to ${name}</a>`,
  );
}
