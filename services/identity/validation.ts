import { translator, type Translate } from "../i18n";
import { MAX_PASSWORD_LENGTH, passwordProblem } from "./passwords";

const english = () => translator("en", "identity");

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type LoginInput =
  { ok: true; email: string; password: string } | { ok: false; email: string; error: string };

export function validateLogin(form: URLSearchParams, t: Translate = english()): LoginInput {
  const email = (form.get("email") ?? "").trim().slice(0, 254);
  const password = form.get("password") ?? "";
  if (!email || !password) return { ok: false, email, error: t("enterEmailAndPassword") };
  if (password.length > MAX_PASSWORD_LENGTH) return { ok: false, email, error: t("wrongCredentials") };
  return { ok: true, email, password };
}

interface SignupValues {
  name: string;
  email: string;
  password: string;
}

export type SignupInput =
  | { ok: true; values: SignupValues }
  | {
      ok: false;
      values: Omit<SignupValues, "password">;
      errors: Partial<Record<keyof SignupValues, string>>;
    };

export function validateSignup(form: URLSearchParams, t: Translate = english()): SignupInput {
  const name = (form.get("name") ?? "").trim();
  const email = (form.get("email") ?? "").trim();
  const password = form.get("password") ?? "";
  const errors: Partial<Record<keyof SignupValues, string>> = {};
  if (!name) errors.name = t("enterName");
  else if (name.length > 100) errors.name = t("nameTooLong", { max: 100 });
  if (email.length > 254 || !EMAIL.test(email)) errors.email = t("invalidEmail");
  const weak = passwordProblem(password, { email, name }, t);
  if (weak) errors.password = weak;
  if (Object.keys(errors).length)
    return { ok: false, values: { name: name.slice(0, 100), email: email.slice(0, 254) }, errors };
  return { ok: true, values: { name, email, password } };
}
