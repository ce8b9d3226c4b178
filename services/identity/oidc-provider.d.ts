// oidc-provider ships no TypeScript types and @types/oidc-provider is not installed: this declares
// only the surface this service uses.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export type AdapterPayload = Record<string, unknown> & {
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: number;
  };

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Client {
    clientId: string;
    clientSecret?: string;
    grantTypeAllowed(type: string): boolean;
    /** The registration, with its metadata's names (extraClientMetadata's as declared). */
    metadata(): Record<string, unknown>;
    compareClientSecret(actual: string): boolean | Promise<boolean>;
  }

  export interface Grant {
    jti: string;
    accountId?: string;
    clientId: string;
    addOIDCScope(scope: string): void;
    getOIDCScope(): string;
    addResourceScope(resource: string, scope: string): void;
    rejectResourceScope(resource: string, scope: string): void;
    getResourceScopeEncountered(resource: string): string;
    save(): Promise<string>;
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, string | undefined>;
    session?: { accountId?: string };
    grantId?: string;
    returnTo: string;
  }

  export interface OIDCContext {
    client?: Client;
    session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
    /** IdTokenHint: the decoded id_token_hint of a logout request, once its signature checked out. */
    entities: { Grant?: Grant; Client?: Client; IdTokenHint?: { payload: { sub?: string } } };
    provider: Provider;
    prompts: Set<string>;
    params: Record<string, unknown>;
  }

  export interface KoaContextWithOIDC {
    oidc: OIDCContext;
    body: unknown;
    type: string;
    status: number;
    host: string;
    /** The request's query string, parsed (Koa). */
    query: Record<string, string | string[] | undefined>;
    path: string;
    /** The first of these types the request accepts (Koa). */
    accepts(...types: string[]): string | false;
    response: { get(field: string): string };
    redirect(url: string): void;
    set(field: string, value: string): void;
  }

  export interface Token {
    accountId?: string;
    /** The client the token is issued to (a machine client's ClientCredentials: the only subject). */
    clientId?: string;
    grantId?: string;
    /** The model's class name: AccessToken, ClientCredentials, … */
    kind: string;
    scope?: string;
    /** Set on access tokens for a resource server (resource indicators). */
    resourceServer?: { audience?: string };
  }

  export type Configuration = Record<string, unknown>;
  /** A client registration (client_id, client_secret, grant_types, …). */
  export type ClientMetadata = Record<string, unknown>;

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    issuer: string;
    proxy: boolean;
    /** The class of ctx.oidc. */
    OIDCContext: { prototype: object };
    /** The class of clients: its prototype's compareClientSecret checks client_secret_basic/post. */
    Client: { prototype: Client };
    Grant: {
      new (properties: { accountId?: string; clientId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
    /** Koa middleware around every provider route. */
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): this;
  }

  export namespace interactionPolicy {
    class Check {
      constructor(reason: string, description: string, check: (ctx: KoaContextWithOIDC) => unknown);
    }
    class Prompt {
      constructor(options: { name: string; requestable?: boolean }, ...checks: Check[]);
      name: string;
    }
    interface DefaultPolicy extends Array<Prompt> {
      add(prompt: Prompt, index?: number): void;
      get(name: string): Prompt | undefined;
    }
    function base(): DefaultPolicy;
  }

  export const errors: Record<string, new (description?: string) => Error> & {
    SessionNotFound: new (description?: string) => Error;
    InvalidTarget: new (description?: string) => Error;
  };

  export default Provider;
}
