# Production image: builds the web app and the API, serves both from one Node process.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared-types/package.json shared-types/
COPY api/package.json api/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs --force && npm prune --omit=dev

FROM node:24-bookworm-slim
# The node flags of scripts/server-flags.mjs (a larger young generation: lower peak memory and p99
# under load; no cap on the old one, decision 054; WebAssembly (PGlite) compiled once, by the
# baseline compiler: NODE_OPTIONS does not take that flag, so it is on the command line).
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data NODE_OPTIONS="--max-semi-space-size=32"
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
CMD ["node", "--liftoff-only", "api/dist/server.js"]
