import { escapeHtml, messageHtml, page, type View } from "./layout";

/** The one answer to every sign-up, whether or not the email already had an account. */
export function checkEmailPage(view: View, uid: string, email: string, resent = false): string {
  const { t } = view;
  const base = `/interaction/${encodeURIComponent(uid)}`;
  return page(
    view,
    t("checkEmailTitle"),
    `<h1>${escapeHtml(t("checkEmailTitle"))}</h1>
<p class="lead" role="status">${messageHtml(t, "checkEmailLead", {}, { email: `<strong>${escapeHtml(email)}</strong>` })}</p>
${resent ? `<p class="notice" role="status">${escapeHtml(t("sentAgain"))}</p>` : ""}
<form method="post" action="${base}/resend">
<input type="hidden" name="email" value="${escapeHtml(email)}">
<button class="button button-secondary" type="submit">${escapeHtml(t("resendButton"))}</button>
</form>
<p class="switch">${escapeHtml(t("haveAccount"))} <a href="${base}?screen=login">${escapeHtml(t("loginLink"))}</a></p>`,
  );
}

export function verifiedPage(view: View): string {
  const { site, t } = view;
  const e = (key: string) => escapeHtml(t(key, { site: site.name }));
  return page(
    view,
    t("verifiedTitle"),
    `<h1>${e("verifiedHeading")}</h1>
<p class="lead" role="status">${e("verifiedLead")}</p>
<a class="button" href="${escapeHtml(site.url)}">${e("continueTo")}</a>`,
  );
}

/** `resendHref`: the stand-alone resend page, in this page's language. */
export function badLinkPage(view: View, resendHref = "/verify-email"): string {
  const { t } = view;
  return page(
    view,
    t("badLinkTitle"),
    `<h1>${escapeHtml(t("badLinkHeading"))}</h1>
<p class="lead" role="alert">${escapeHtml(t("badLinkLead"))}</p>
<a class="button" href="${escapeHtml(resendHref)}">${escapeHtml(t("badLinkButton"))}</a>`,
  );
}

export interface ResendState {
  email?: string;
  sent?: boolean;
  error?: string;
}

/**
 * Outside any sign-in: a seeker told to verify before applying asks for a new link here. `action`
 * keeps the page's language (`/verify-email?lang=fr`).
 */
export function resendPage(view: View, state: ResendState = {}, action = "/verify-email"): string {
  const { site, t } = view;
  const alert = state.error
    ? `<p class="alert" id="resend-error" role="alert">${escapeHtml(state.error)}</p>`
    : "";
  const sent = state.sent
    ? `<p class="notice" role="status">${escapeHtml(t("resendSent", { email: state.email ?? "", site: site.name }))}</p>`
    : "";
  return page(
    view,
    t("resendTitle"),
    `<h1>${escapeHtml(t("resendTitle"))}</h1>
<p class="lead">${escapeHtml(t("resendLead", { site: site.name }))}</p>
${alert}${sent}<form method="post" action="${escapeHtml(action)}" novalidate>
<div class="field">
<label for="field-email">${escapeHtml(t("email"))}</label>
<input id="field-email" name="email" type="email" autocomplete="email" autocapitalize="none" spellcheck="false"${
      state.email ? ` value="${escapeHtml(state.email)}"` : ""
    }${state.error ? ' aria-invalid="true" aria-describedby="resend-error"' : ""} required>
</div>
<button class="button" type="submit">${escapeHtml(t("resendButton"))}</button>
</form>`,
  );
}
