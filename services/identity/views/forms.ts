import { escapeHtml, page, type Site } from "./layout";

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

export function loginPage(site: Site, uid: string, state: { email?: string; error?: string } = {}): string {
  const base = `/interaction/${encodeURIComponent(uid)}`;
  const alert = state.error
    ? `<p class="alert" id="login-error" role="alert">${escapeHtml(state.error)}</p>`
    : "";
  const describedBy = state.error ? "login-error" : undefined;
  const name = escapeHtml(site.name);
  return page(
    site,
    "Log in",
    `<h1>Log in to ${name}</h1>
<p class="lead">Welcome back. Enter your details to continue.</p>
${alert}<form method="post" action="${base}/login" novalidate>
${field({ name: "email", label: "Email", type: "email", autocomplete: "username", value: state.email, describedBy, autofocus: !state.email || !!state.error })}
${field({ name: "password", label: "Password", type: "password", autocomplete: "current-password", describedBy, autofocus: !!state.email && !state.error })}
<button class="button" type="submit">Log in</button>
</form>
<p class="switch">New to ${name}? <a href="${base}?screen=signup">Create an account</a></p>`,
  );
}

export interface SignupState {
  values?: { name?: string; email?: string };
  errors?: { name?: string; email?: string; password?: string };
}

export function signupPage(site: Site, uid: string, state: SignupState = {}): string {
  const base = `/interaction/${encodeURIComponent(uid)}`;
  const values = state.values ?? {};
  const errors = state.errors ?? {};
  const firstInvalid = (["name", "email", "password"] as const).find((k) => errors[k]) ?? "name";
  const name = escapeHtml(site.name);
  return page(
    site,
    "Create your account",
    `<h1>Create your ${name} account</h1>
<p class="lead">Find work across Africa, New Zealand, Australia and remote.</p>
<form method="post" action="${base}/signup" novalidate>
${field({ name: "name", label: "Full name", type: "text", autocomplete: "name", value: values.name, error: errors.name, autofocus: firstInvalid === "name" })}
${field({ name: "email", label: "Email", type: "email", autocomplete: "email", value: values.email, error: errors.email, autofocus: firstInvalid === "email" })}
${field({ name: "password", label: "Password", type: "password", autocomplete: "new-password", error: errors.password, hint: "At least 10 characters. Avoid common passwords, your name and your email address.", autofocus: firstInvalid === "password" })}
<button class="button" type="submit">Create account</button>
</form>
<p class="switch">Already have an account? <a href="${base}?screen=login">Log in</a></p>`,
  );
}
