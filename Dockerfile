# syntax=docker/dockerfile:1
# FeastBook's server and its H5 app in one image. scripts/check-production-image.ts
# runs these same steps without Docker in CI (npm run check:production-image).
#
#   docker build -t feastbook .
#   docker run -p 8080:8080 -v feastbook-data:/var/lib/feastbook feastbook
#
# Node 22 LTS: the dependencies need 20.19 or newer, Node 20 has reached its end
# of life, and newer AWS SDK releases want 22.
ARG NODE_IMAGE=node:22-bookworm-slim

# --- build: every dependency, then the compiled server and the H5 app.
FROM ${NODE_IMAGE} AS build
WORKDIR /src
# Install scripts are skipped: nothing the build needs runs one, and some phone home.
COPY package.json package-lock.json ./
COPY vendor ./vendor
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
# The H5 build reads TARO_APP_* variables (README: Configuration).
ARG TARO_APP_CLIENT_CONFIG_ID=1
ENV TARO_APP_CLIENT_CONFIG_ID=${TARO_APP_CLIENT_CONFIG_ID}
RUN npm run build

# --- runtime dependencies: only what the running server imports.
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY vendor ./vendor
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force

# --- runtime: no sources, no build tools, not root.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/var/lib/feastbook \
    H5_DIR=/app/dist/h5
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=runtime-deps /app/package.json ./package.json
COPY --from=build /src/dist/server ./dist/server
COPY --from=build /src/dist/h5 ./dist/h5
RUN mkdir -p /var/lib/feastbook/uploads && chown -R node:node /var/lib/feastbook
# The official Node images come with an unprivileged `node` user (uid 1000).
USER node
VOLUME /var/lib/feastbook
EXPOSE 8080
# Ready: the database answers and the migrations are applied (GET /readyz).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The server finishes calls in flight on SIGTERM, for up to SHUTDOWN_TIMEOUT_SECONDS
# (10 s by default): keep `docker stop -t` / the orchestrator's grace period above it.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/server/main.mjs"]
