import { escapeHtml, page, type Site } from "./layout";

/** The one answer to every sign-up, whether or not the email already had an account. */
export function checkEmailPage(site: Site, uid: string, email: string, resent = false): string {
  const base = `/interaction/${encodeURIComponent(uid)}`;
  return page(
    site,
    "Check your email",
    `<h1>Check your email</h1>
<p class="lead" role="status">We sent a link to <strong>${escapeHtml(email)}</strong> to finish creating your account. The link works for 24 hours.</p>
${resent ? `<p class="notice" role="status">We sent the link again. It can take a few minutes to arrive; check your spam folder too.</p>` : ""}
<form method="post" action="${base}/resend">
<input type="hidden" name="email" value="${escapeHtml(email)}">
<button class="button button-secondary" type="submit">Resend the link</button>
</form>
<p class="switch">Already have an account? <a href="${base}?screen=login">Log in</a></p>`,
  );
}

export function verifiedPage(site: Site): string {
  const name = escapeHtml(site.name);
  return page(
    site,
    "Email verified",
    `<h1>Your email address is verified</h1>
<p class="lead" role="status">Thank you. You can now apply for jobs on ${name}.</p>
<a class="button" href="${escapeHtml(site.url)}">Continue to ${name}</a>`,
  );
}

export function badLinkPage(site: Site): string {
  return page(
    site,
    "Link not valid",
    `<h1>This link has expired or is not valid</h1>
<p class="lead" role="alert">Verification links work for 24 hours, for the address they were sent to. Ask for a new one below.</p>
<a class="button" href="/verify-email">Send me a new link</a>`,
  );
}

export interface ResendState {
  email?: string;
  sent?: boolean;
  error?: string;
}

/** Outside any sign-in: a seeker told to verify before applying asks for a new link here. */
export function resendPage(site: Site, state: ResendState = {}): string {
  const name = escapeHtml(site.name);
  const alert = state.error
    ? `<p class="alert" id="resend-error" role="alert">${escapeHtml(state.error)}</p>`
    : "";
  const sent = state.sent
    ? `<p class="notice" role="status">If ${escapeHtml(state.email)} has a ${name} account that is not verified yet, we sent a new link to it. It can take a few minutes to arrive.</p>`
    : "";
  return page(
    site,
    "Verify your email address",
    `<h1>Verify your email address</h1>
<p class="lead">${name} sends a link to your email address. Follow it to verify the address, then you can apply for jobs.</p>
${alert}${sent}<form method="post" action="/verify-email" novalidate>
<div class="field">
<label for="field-email">Email</label>
<input id="field-email" name="email" type="email" autocomplete="email" autocapitalize="none" spellcheck="false"${
      state.email ? ` value="${escapeHtml(state.email)}"` : ""
    }${state.error ? ' aria-invalid="true" aria-describedby="resend-error"' : ""} required>
</div>
<button class="button" type="submit">Resend the link</button>
</form>`,
  );
}
