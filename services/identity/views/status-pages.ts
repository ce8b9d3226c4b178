import { escapeHtml, page, type View } from "./layout";

/** Submits the logout form; allowed by its hash (security-headers.ts), so it must stay byte for byte. */
export const LOGOUT_SCRIPT = 'document.getElementById("op.logoutForm").submit()';

/**
 * RP-initiated logout. `form` is oidc-provider's form (POST /session/end/confirm with its xsrf
 * token). `automatic` only when the web app's own sign-out sent a valid id_token_hint of this
 * session's account: then the page submits itself. Anything else, such as a link on another site,
 * gets a question and a button, and nothing happens until the visitor presses it.
 */
export function logoutPage(view: View, form: string, automatic: boolean): string {
  const { site, t } = view;
  const e = (key: string) => escapeHtml(t(key, { site: site.name }));
  // The whole provider session ends, not only the requesting client's part of it.
  const logoutForm = form.replace("</form>", '<input type="hidden" name="logout" value="yes"/></form>');
  if (automatic)
    return page(
      view,
      t("logoutTitle"),
      `<h1>${e("logoutHeading")}</h1>
<p class="lead">${e("loggingOut")}</p>
${logoutForm}
<button class="button" type="submit" form="op.logoutForm">${e("logoutButton")}</button>
<script>${LOGOUT_SCRIPT}</script>`,
    );
  return page(
    view,
    t("logoutTitle"),
    `<h1>${e("logoutQuestion")}</h1>
<p class="lead">${e("logoutLead")}</p>
${logoutForm}
<button class="button" type="submit" form="op.logoutForm">${e("logoutButton")}</button>
<p class="switch"><a href="${escapeHtml(site.url)}">${e("stayLoggedIn")}</a></p>`,
  );
}

export function loggedOutPage(view: View): string {
  const { site, t } = view;
  const e = (key: string) => escapeHtml(t(key, { site: site.name }));
  return page(
    view,
    t("loggedOutTitle"),
    `<h1>${e("loggedOutHeading")}</h1>
<p class="lead">${e("loggedOutLead")}</p>
<a class="button" href="${escapeHtml(site.url)}">${e("backTo")}</a>`,
  );
}

export function errorPage(view: View, message: string): string {
  const { site, t } = view;
  return page(
    view,
    t("errorTitle"),
    `<h1>${escapeHtml(t("errorTitle"))}</h1>
<p class="lead" role="alert">${escapeHtml(message)}</p>
<a class="button" href="${escapeHtml(site.url)}">${escapeHtml(t("backTo", { site: site.name }))}</a>`,
  );
}
