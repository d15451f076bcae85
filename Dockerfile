# Production image (Node 24 LTS): build once, run the app server (scripts/server.ts) behind the
# compose proxy. Migrations run with
# the project's runner at start (or `npx prisma migrate deploy` where the schema engine is reachable).
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# The install's postinstall step generates the Prisma client, which reads prisma.config.ts and the
# schema folder, so both come in before it.
COPY package.json package-lock.json* prisma.config.ts ./
COPY prisma/schema ./prisma/schema
RUN npm install --no-audit --no-fund
COPY . .
RUN npx next build

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
# The abstract book embeds Liberation (Latin) and Noto CJK (Chinese) from Debian.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-liberation fonts-noto-cjk && rm -rf /var/lib/apt/lists/*
COPY --from=build /app /app
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# `exec node` so that the server is PID 1's direct child of nothing: SIGTERM reaches it and it stops
# gracefully (finishes requests, then background work). Migrations are idempotent and locked, so a
# replica starting beside the compose "migrate" step is safe.
CMD ["sh", "-c", "node --import tsx scripts/db-migrate.ts && exec node --import tsx scripts/server.ts -p ${PORT}"]
