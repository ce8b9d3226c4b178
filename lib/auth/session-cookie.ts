import { encode, type JWT } from "next-auth/jwt";
import { authSecret, SESSION_MAX_AGE, secureCookies, sessionCookieName } from "./cookies";

const CHUNK_SIZE = 3936; // next-auth's limit per cookie, so it can read back what is written here

/**
 * The session cookie holding `token` as next-auth writes it (chunked as `.0`, `.1`, ... when large),
 * the chunks of an older one in `jar` that it leaves over, and the attributes to set them with.
 */
export async function sessionCookieWrites(jar: { getAll(): { name: string }[] }, token: JWT) {
  const name = sessionCookieName();
  const value = await encode({ token, secret: authSecret(), maxAge: SESSION_MAX_AGE });
  const chunks =
    value.length <= CHUNK_SIZE ? [value] : (value.match(new RegExp(`.{1,${CHUNK_SIZE}}`, "g")) ?? []);
  const names = chunks.length === 1 ? [name] : chunks.map((_, i) => `${name}.${i}`);
  const stale = jar
    .getAll()
    .map((cookie) => cookie.name)
    .filter((old) => (old === name || old.startsWith(`${name}.`)) && !names.includes(old));
  const options = {
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secure: secureCookies(),
    maxAge: SESSION_MAX_AGE,
  };
  return { cookies: chunks.map((chunk, i) => ({ name: names[i], value: chunk })), stale, options };
}
