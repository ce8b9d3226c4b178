import Provider, { errors, interactionPolicy } from "oidc-provider";
import type {
  Adapter,
  Client,
  ClientMetadata,
  Configuration,
  Grant,
  KoaContextWithOIDC,
  Token,
} from "oidc-provider";
import { isLocale, localeFromTags, localeOr, LOCALES, type Locale } from "../i18n";
import { ACCOUNT_DELETION_PATH } from "./account-deletion";
import type { AccountStore } from "./accounts";
import { FIRST_PARTY_SCOPES, webClient } from "./clients";
import { refuseControlCharacters } from "./control-characters";
import { API_SCOPES, MODERATOR_SCOPE, siteOf, type IdentityConfig } from "./config";
import type { EmployerClientStore } from "./employer-clients";
import {
  EMPLOYER_METADATA,
  employerTokenClaims,
  resourceScopesFor,
  verifyHashedSecrets,
  withEmployerClients,
} from "./employer-grant";
import type { SigningJwk } from "./keys";
import { viewFor } from "./views/layout";
import { errorPage, loggedOutPage, logoutPage } from "./views/status-pages";

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

interface ProviderDeps {
  config: IdentityConfig;
  accounts: AccountStore;
  adapter: new (model: string) => Adapter;
  jwks: { keys: SigningJwk[] };
  cookieKeys: string[];
  /** client_credentials clients (the tests' employer): only code that starts the provider adds them. */
  machineClients?: ClientMetadata[];
  /** Employers' systems (npm run employer): client_credentials for those registered, none for others. */
  employers?: EmployerClientStore;
}

/** `prompt=create` (OpenID Connect Prompt Create 1.0): an interaction that starts on the sign-up screen. */
function interactionPolicyWithCreate() {
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: "create", requestable: true }), 0);
  return policy;
}

export function createProvider({
  config,
  accounts,
  adapter,
  jwks,
  cookieKeys,
  machineClients = [],
  employers,
}: ProviderDeps): Provider {
  const isFirstParty = (client?: Client) => client?.clientId === config.clientId;
  const view = (locale: Locale) => viewFor(siteOf(config), locale);

  // The first-party web app never shows a consent screen: its grant is created here. Job seekers are
  // never granted the employer permission, whatever scope the request names.
  async function loadExistingGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
    const { client, session, provider } = ctx.oidc;
    if (!client || !session) return undefined;
    const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
    let grant = grantId ? await provider.Grant.find(grantId) : undefined;
    if (!isFirstParty(client)) return grant;
    if (grant && grant.accountId !== session.accountId) grant = undefined;
    grant ??= new provider.Grant({ accountId: session.accountId, clientId: client.clientId });
    const granted = new Set(grant.getOIDCScope().split(" "));
    const encountered = new Set(grant.getResourceScopeEncountered(config.audience).split(" "));
    const complete =
      FIRST_PARTY_SCOPES.split(" ").every((scope) => granted.has(scope)) &&
      API_SCOPES.split(" ").every((scope) => encountered.has(scope));
    if (!complete) {
      grant.addOIDCScope(FIRST_PARTY_SCOPES);
      grant.rejectResourceScope(config.audience, API_SCOPES);
      await grant.save();
    }
    return grant;
  }

  function renderError(ctx: KoaContextWithOIDC, out: { error?: string; error_description?: string }) {
    ctx.type = "html";
    const locale = localeFromTags(ctx.oidc?.params?.ui_locales) ?? "en";
    const v = view(locale);
    // oidc-provider describes its errors in English; other languages get a plain sentence.
    const description = out.error_description ?? "we could not complete that request";
    const message =
      locale === "en"
        ? `${description[0].toUpperCase()}${description.slice(1)}.`
        : v.t("errorRequest", { site: v.site.name });
    ctx.body = errorPage(v, message);
  }

  const configuration: Configuration = {
    adapter: employers ? withEmployerClients(adapter, employers) : adapter,
    clients: [webClient(config), ...machineClients],
    extraClientMetadata: { properties: EMPLOYER_METADATA },
    clientAuthMethods: ["client_secret_basic", "client_secret_post"],
    jwks,
    cookies: { keys: cookieKeys },
    pkce: { required: () => true },
    scopes: FIRST_PARTY_SCOPES.split(" "),
    responseTypes: ["code"],
    claims: {
      acr: null,
      auth_time: null,
      iss: null,
      sid: null,
      openid: ["sub"],
      // locale: the language the seeker signed up in (the product API's default for their mails).
      profile: ["name", "locale"],
      email: ["email", "email_verified"],
    },
    // next-auth reads the profile from the ID token, so the scope's claims belong in it.
    conformIdTokenClaims: false,
    extraParams: ["screen_hint"],
    // Tells the web app that this provider (wherever it runs) lets it delete a user's account.
    discovery: {
      kazi_account_deletion_endpoint: `${config.issuer.replace(/\/+$/, "")}${ACCOUNT_DELETION_PATH}`,
      ui_locales_supported: [...LOCALES],
      claims_locales_supported: [...LOCALES],
    },
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      const account = await accounts.findById(sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: async () => ({
          sub: account.id,
          name: account.name,
          email: account.email,
          email_verified: account.emailVerified,
          ...(account.locale ? { locale: account.locale } : {}),
        }),
      };
    },
    // The product API creates its user record from these, so they ride along in the access token.
    async extraTokenClaims(ctx: KoaContextWithOIDC, token: Token) {
      // An employer's system (npm run employer, or a machine client registered with a company): its company.
      const employer = await employerTokenClaims(ctx.oidc.client, token, employers);
      if (employer) return employer;
      if (token.kind !== "AccessToken" || !token.accountId) return undefined;
      const account = await accounts.findById(token.accountId);
      if (!account) return undefined;
      const granted = new Set((ctx.oidc.entities.Grant?.getOIDCScope() ?? "").split(" "));
      return {
        // The sign-in (its grant, kept through refreshes): logging out of it makes the product API
        // refuse its tokens, while the user's other sessions go on (product-api/lib/revocations.ts).
        ...(token.grantId ? { sid: token.grantId } : {}),
        ...(granted.has("profile")
          ? { name: account.name, ...(account.locale ? { locale: account.locale } : {}) }
          : {}),
        // The product API refuses applications from addresses not verified yet.
        ...(granted.has("email") ? { email: account.email, email_verified: account.emailVerified } : {}),
        // The role, as Auth0's RBAC puts it: the web app shows the console, the product API lets them decide.
        ...(account.moderator && token.resourceServer?.audience === config.audience
          ? { permissions: [MODERATOR_SCOPE] }
          : {}),
      };
    },
    // offline_access is dropped by oidc-provider when the request carries a prompt other than
    // consent (e.g. prompt=create); the first-party app gets refresh tokens regardless.
    async issueRefreshToken(_ctx: KoaContextWithOIDC, client: Client, code: { scopes: Set<string> }) {
      if (!client.grantTypeAllowed("refresh_token")) return false;
      return isFirstParty(client) || code.scopes.has("offline_access");
    },
    // First-party tokens live as long as the provider session, so logging out revokes them too.
    async expiresWithSession(ctx: KoaContextWithOIDC, code: { scopes: Set<string> }) {
      return isFirstParty(ctx.oidc.client) || !code.scopes.has("offline_access");
    },
    // Every refresh spends the refresh token and hands out a new one. A spent one presented again
    // means two parties hold copies: oidc-provider then revokes the whole grant (refresh_token.js).
    rotateRefreshToken: true,
    loadExistingGrant,
    interactions: {
      policy: interactionPolicyWithCreate(),
      url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: machineClients.length > 0 || !!employers },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => config.audience,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx: KoaContextWithOIDC, indicator: string, client?: Client) {
          if (indicator !== config.audience) throw new errors.InvalidTarget();
          return {
            audience: config.audience,
            // An employer's client gets only its own scopes, whatever it asks for.
            scope: resourceScopesFor(client, API_SCOPES),
            accessTokenFormat: "jwt",
            accessTokenTTL: 15 * MINUTE,
            jwt: { sign: { alg: "RS256" } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        // Logging out by a plain GET would let any site log a visitor out. Only the web app's own
        // sign-out, naming this session's account in a valid id_token_hint, goes ahead by itself;
        // anything else asks first.
        logoutSource(ctx: KoaContextWithOIDC, form: string) {
          const { client, entities, session } = ctx.oidc;
          const hinted = entities.IdTokenHint?.payload.sub;
          const automatic = isFirstParty(client) && !!hinted && hinted === session?.accountId;
          const locale = localeFromTags(ctx.oidc.params?.ui_locales) ?? "en";
          // The confirmation's parameters are fixed (xsrf, logout): its address carries the language on.
          const inLanguage = locale === "en" ? form : form.replace(/(action="[^"?]*)"/, `$1?lang=${locale}"`);
          ctx.type = "html";
          ctx.body = logoutPage(view(locale), inLanguage, automatic);
        },
        postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          ctx.type = "html";
          ctx.body = loggedOutPage(view(localeOr(ctx.query?.lang)));
        },
      },
    },
    renderError,
    ttl: {
      AccessToken: (_ctx: unknown, token: { resourceServer?: { accessTokenTTL?: number } }) =>
        token.resourceServer?.accessTokenTTL ?? 15 * MINUTE,
      ClientCredentials: (_ctx: unknown, token: { resourceServer?: { accessTokenTTL?: number } }) =>
        token.resourceServer?.accessTokenTTL ?? 15 * MINUTE,
      AuthorizationCode: MINUTE,
      IdToken: 60 * MINUTE,
      Interaction: 60 * MINUTE,
      RefreshToken: 14 * DAY,
      Session: 14 * DAY,
      Grant: 14 * DAY,
    },
  };

  const provider = new Provider(config.issuer, configuration);
  // Behind a TLS-terminating proxy the issuer is https while the socket is plain http.
  provider.proxy = config.issuer.startsWith("https:");
  verifyHashedSecrets(provider);
  provider.on("server_error", (_ctx, error) => console.error("identity: server error:", error));
  refuseControlCharacters(provider, renderError);
  // A logout confirmed in a language (its form's address says which) ends on the success page in it.
  provider.use(async (ctx, next) => {
    await next();
    const lang = ctx.query?.lang;
    const location = ctx.response.get("location");
    if (
      ctx.path.endsWith("/session/end/confirm") &&
      isLocale(lang) &&
      location.includes("/session/end/success")
    ) {
      const url = new URL(location, config.issuer);
      url.searchParams.set("lang", lang);
      ctx.redirect(url.href);
    }
  });
  return provider;
}
