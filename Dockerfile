# syntax=docker/dockerfile:1
# The API, serving the built web app on the same origin (port 3000). docker-compose.yml runs it with Postgres and
# MinIO; the admin console is the other image (Dockerfile.admin).
#
#   docker build -t wallcraft-api .
#
# Stage `build` installs the whole workspace and builds; the runtime stage keeps only compiled JavaScript
# (packages/api/dist, with @wallcraft/db and @wallcraft/shared bundled in), the API's production dependencies
# (`pnpm deploy --prod`) and the web app's static files. No TypeScript, tsx or Vite at runtime.
ARG NODE_IMAGE=node:22-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /repo
RUN npm install -g pnpm@10.34.9
# The manifests alone first, so the dependency layer is rebuilt only when they change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY apps/web/package.json apps/web/
COPY apps/admin/package.json apps/admin/
COPY packages/api/package.json packages/api/
COPY packages/db/package.json packages/db/
COPY packages/shared/package.json packages/shared/
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm --filter @wallcraft/api --filter @wallcraft/web build \
  && pnpm --filter @wallcraft/api deploy --prod --legacy /out/api

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    WEB_DIST_DIR=/app/web \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /out/api/package.json ./package.json
COPY --from=build /out/api/node_modules ./node_modules
COPY --from=build /repo/packages/api/dist ./dist
COPY --from=build /repo/apps/web/dist ./web
# DATA_DIR holds the embedded database and upload store when DATABASE_URL and S3_* are unset (mount a volume there).
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness: the process answers (docker-compose.yml asks for readiness instead; docs/operations.md#health-and-shutdown).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1 and gets the SIGTERM of `docker stop`: readiness turns 503, requests in flight finish, then it
# exits (SHUTDOWN_DELAY_SECONDS plus 10 s at most; set `stop_grace_period` above that).
# The same node flags and malloc setting as scripts/start.mjs (why: its NODE_ARGS and MALLOC_ENV).
ENV MALLOC_MMAP_THRESHOLD_=131072
CMD ["node", "--min-semi-space-size=8", "--max-semi-space-size=32", "--no-allocation-site-pretenuring", "dist/main.js"]
