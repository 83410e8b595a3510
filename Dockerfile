# One image for the API (which also serves the built web app) and the admin console: see docker-compose.yml.
FROM node:20-slim
WORKDIR /app
RUN npm install -g pnpm@10.34.9

COPY . .
# Dev dependencies are needed to build, so NODE_ENV=production is set only after this.
RUN pnpm install --frozen-lockfile && pnpm --filter @wallcraft/web build

ENV NODE_ENV=production
EXPOSE 3000 3001
CMD ["pnpm", "--filter", "@wallcraft/api", "start"]
