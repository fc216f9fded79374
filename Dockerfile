# The site in one image: the server bundle with the member site, the console and the demo
# provider it serves. Built from a clean checkout: docker build -t perlas-play .
# (compose.yaml runs three instances of it behind a proxy, on PostgreSQL and Redis.)

FROM node:26-bookworm-slim AS build
WORKDIR /app
# The workspaces' manifests first: the install is cached until a dependency changes.
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/demo-provider/package.json apps/demo-provider/
COPY apps/web/package.json apps/web/
COPY apps/admin/package.json apps/admin/
# Not `npm ci`: it refuses this lock file (see .ci/run); the lock still pins every version.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build \
  # What the server needs at run time: its external packages, not the build tools.
  && npm prune --omit=dev --no-audit --no-fund

FROM node:26-bookworm-slim
# Game art is drawn with the server's fonts (fontconfig), so a slim image needs one.
RUN apt-get update \
  && apt-get install -y --no-install-recommends fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/apps/server/package.json ./apps/server/
# The server's own versions of packages the workspace holds in other versions (OpenTelemetry).
COPY --from=build /app/apps/server/node_modules ./apps/server/node_modules
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/apps/admin/dist ./apps/admin/dist
COPY --from=build /app/apps/demo-provider/dist ./apps/demo-provider/dist
# Not root: the server owns only its data folder (the embedded database, when no DATABASE_URL).
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
