import { escapeHtml, page, type View } from "./layout";

interface FieldProps {
  name: string;
  label: string;
  type: string;
  autocomplete: string;
  value?: string;
  error?: string;
  hint?: string;
  autofocus?: boolean;
  /** Id of an element (such as a form-level alert) that also describes this field. */
  describedBy?: string;
}

function field(p: FieldProps): string {
  const id = `field-${p.name}`;
  const hintId = p.hint && !p.error ? `${id}-hint` : undefined;
  const errorId = p.error ? `${id}-error` : undefined;
  const describedBy = [p.describedBy, errorId, hintId].filter(Boolean).join(" ");
  return `<div class="field">
<label for="${id}">${escapeHtml(p.label)}</label>
<input id="${id}" name="${p.name}" type="${p.type}" autocomplete="${p.autocomplete}"${
    p.value ? ` value="${escapeHtml(p.value)}"` : ""
  }${p.type === "email" ? ' autocapitalize="none" spellcheck="false"' : ""}${p.error || p.describedBy ? ' aria-invalid="true"' : ""}${
    describedBy ? ` aria-describedby="${describedBy}"` : ""
  }${p.autofocus ? " autofocus" : ""} required>
${errorId ? `<p class="error" id="${errorId}">${escapeHtml(p.error)}</p>` : ""}${
    hintId ? `<p class="hint" id="${hintId}">${escapeHtml(p.hint)}</p>` : ""
  }
</div>`;
}

export function loginPage(view: View, uid: string, state: { email?: string; error?: string } = {}): string {
  const { site, t } = view;
  const base = `/interaction/${encodeURIComponent(uid)}`;
  const alert = state.error
    ? `<p class="alert" id="login-error" role="alert">${escapeHtml(state.error)}</p>`
    : "";
  const describedBy = state.error ? "login-error" : undefined;
  const e = (key: string) => escapeHtml(t(key, { site: site.name }));
  return page(
    view,
    t("loginTitle"),
    `<h1>${e("loginHeading")}</h1>
<p class="lead">${e("loginLead")}</p>
${alert}<form method="post" action="${base}/login" novalidate>
${field({ name: "email", label: t("email"), type: "email", autocomplete: "username", value: state.email, describedBy, autofocus: !state.email || !!state.error })}
${field({ name: "password", label: t("password"), type: "password", autocomplete: "current-password", describedBy, autofocus: !!state.email && !state.error })}
<button class="button" type="submit">${e("loginButton")}</button>
</form>
<p class="switch">${e("newToSite")} <a href="${base}?screen=signup">${e("createAccountLink")}</a></p>`,
  );
}

export interface SignupState {
  values?: { name?: string; email?: string };
  errors?: { name?: string; email?: string; password?: string };
}

export function signupPage(view: View, uid: string, state: SignupState = {}): string {
  const { site, t } = view;
  const base = `/interaction/${encodeURIComponent(uid)}`;
  const values = state.values ?? {};
  const errors = state.errors ?? {};
  const firstInvalid = (["name", "email", "password"] as const).find((k) => errors[k]) ?? "name";
  const e = (key: string) => escapeHtml(t(key, { site: site.name }));
  return page(
    view,
    t("signupTitle"),
    `<h1>${e("signupHeading")}</h1>
<p class="lead">${e("signupLead")}</p>
<form method="post" action="${base}/signup" novalidate>
${field({ name: "name", label: t("fullName"), type: "text", autocomplete: "name", value: values.name, error: errors.name, autofocus: firstInvalid === "name" })}
${field({ name: "email", label: t("email"), type: "email", autocomplete: "email", value: values.email, error: errors.email, autofocus: firstInvalid === "email" })}
${field({ name: "password", label: t("password"), type: "password", autocomplete: "new-password", error: errors.password, hint: t("passwordHint"), autofocus: firstInvalid === "password" })}
<button class="button" type="submit">${e("signupButton")}</button>
</form>
<p class="switch">${e("haveAccount")} <a href="${base}?screen=login">${e("loginLink")}</a></p>`,
  );
}
