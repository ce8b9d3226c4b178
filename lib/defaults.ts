// Kazi's built-in settings: with no variable set, these run the whole product on one machine
// (`npm start`). Written once here and used by the web env (lib/web-env.ts), next.config.ts (the
// NEXT_PUBLIC_* values it bakes into the build), the client's view of them (lib/public-env.ts) and
// the services env (services/env.ts). Nothing here is read from the environment.

export const DEFAULT_SITE_URL = "http://localhost:3000";
export const DEFAULT_SITE_NAME = "Kazi";
export const DEFAULT_CONTACT_EMAIL = "hello@kazi.africa";
export const DEFAULT_DATA_DIR = ".data";

export const DEFAULT_WEB_PORT = 3000;
export const DEFAULT_IDENTITY_PORT = 4000;
export const DEFAULT_PRODUCT_API_PORT = 4001;

/** The embedded identity provider's issuer when AUTH_ISSUER (IDENTITY_ISSUER there) is unset. */
export const defaultIssuer = (identityPort: number) => `http://localhost:${identityPort}`;

/** The web app's OIDC client at the embedded provider. */
export const DEFAULT_CLIENT_ID = "kazi-web";
// Its secret, when none is set, is made once in DATA_DIR (services/local-secret.ts).
/** The product API's audience: the resource access tokens are issued for. */
export const DEFAULT_AUDIENCE = `${DEFAULT_SITE_URL}/api/v1`;

export const DEFAULT_DATABASE_POOL_SIZE = 10;
export const DEFAULT_PRODUCT_API_TIMEOUT_MS = 10_000;
