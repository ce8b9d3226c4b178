import type Provider from "oidc-provider";
import { errors, type KoaContextWithOIDC } from "oidc-provider";
import { hasControlCharacter } from "./http";

const MESSAGE = "parameters must not contain control characters";

function anyControlCharacter(params: object): boolean {
  return Object.entries(params).some(
    ([name, value]) =>
      hasControlCharacter(name) ||
      [value].flat().some((v) => typeof v === "string" && hasControlCharacter(v)),
  );
}

type RenderError = (ctx: KoaContextWithOIDC, out: { error: string; error_description: string }) => void;

/**
 * Refuses a control character in any parameter of the provider's endpoints with invalid_request
 * (400), before anything is looked up with it.
 */
export function refuseControlCharacters(provider: Provider, renderError: RenderError) {
  // The query is checked before the provider routes the request: at /auth an error found later goes
  // back to the client's redirect_uri, so the bad request would end on the web app's callback rather
  // than as a 400 here. The answer is the one oidc-provider's error handler gives: its error page
  // (renderError) to browsers, the JSON error otherwise.
  provider.use(async (ctx, next) => {
    if (!anyControlCharacter(ctx.query)) return next();
    const out = { error: "invalid_request", error_description: MESSAGE };
    ctx.status = 400;
    if (ctx.accepts("json", "html") === "html") renderError(ctx, out);
    else ctx.body = out;
  });
  // A POST's body is read and parsed by oidc-provider itself (a body read before it would have to be
  // handed over through a path it warns against), and it has no hook between parsing and use. It
  // does set the parameters it takes on ctx.oidc.params (shared/assemble_params.js) before it looks
  // anything up: refused there, the error goes through the endpoint's own error handling, the JSON
  // error of /token. services/identity/bad-input.test.ts fails if an upgrade moves that.
  const assembled = new WeakMap<object, object>();
  Object.defineProperty(provider.OIDCContext.prototype, "params", {
    configurable: true,
    get(this: object) {
      return assembled.get(this);
    },
    set(this: object, params: object) {
      if (anyControlCharacter(params)) throw new errors.InvalidRequest(MESSAGE);
      assembled.set(this, params);
    },
  });
}
