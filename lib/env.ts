import "server-only";
import { webEnv } from "./web-env";

export type { WebEnv } from "./web-env";

/** The web app's environment, validated once (lib/web-env.ts says what is in it). */
export const env = webEnv();

// next-auth v4 builds its URLs (callback, sign-in) from NEXTAUTH_URL, which it reads itself.
process.env.NEXTAUTH_URL ??= env.SITE_URL;
