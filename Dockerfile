# syntax=docker/dockerfile:1
# Kazi in containers (README "Running in production"). Not built in CI: the cluster test
# (cluster/) runs the same processes without containers; build it yourself with
#   docker build --build-arg SITE_URL=https://jobs.example.org -t kazi .
# One image for the web app, the product API and the migrations (three commands, compose.yaml);
# the `identity` target is the embedded sign-in provider, for trying Kazi without an external one.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# Baked into the pages and client bundles: the address visitors use, the site's name and contact.
ARG SITE_URL=http://localhost:8080
ARG SITE_NAME
ARG CONTACT_EMAIL
ENV SITE_URL=${SITE_URL} NEXT_TELEMETRY_DISABLED=1
# next build, then scripts/standalone.mjs: .next/standalone runs without the repository. An empty
# setting is not a setting: the defaults apply.
RUN [ -n "$SITE_NAME" ] || unset SITE_NAME; [ -n "$CONTACT_EMAIL" ] || unset CONTACT_EMAIL; npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
WORKDIR /app
COPY --from=build --chown=node:node /app/.next/standalone ./
# The official image's unprivileged user; nothing here needs root.
USER node
EXPOSE 3000
# The web app; the product API is `node services/product-api/server.cjs` (PORT 4001), the
# migrations `node services/product-api/db/migrate-cli.cjs`. The flag: WEB_NODE_FLAGS in scripts/lib.mjs.
CMD ["node", "--max-semi-space-size=4", "scripts/web-server.cjs"]

FROM ${NODE_IMAGE} AS identity
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --chown=node:node package.json tsconfig.json ./
COPY --chown=node:node services ./services
COPY --chown=node:node lib ./lib
# The screens and mails read their words from the web app's catalogues.
COPY --chown=node:node messages ./messages
USER node
EXPOSE 4000
CMD ["node", "--import", "tsx", "services/identity/server.ts"]
