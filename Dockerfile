# syntax=docker/dockerfile:1
# One image runs anywhere: the build needs no data, secret or site setting; give them to `docker run` (see docs/deploy.md).
# Node 24, the active LTS line (Node 20 reached end of life on 2026-04-30); package.json's engines lists the lines
# supported and tested (docs/deploy.md, "Node versions").
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npx next build

FROM node:${NODE_VERSION}-bookworm-slim AS run
WORKDIR /app
# HOSTNAME: Docker sets it to the container id, and the standalone server listens on that name.
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    DATA_FILE=/data/data.json
# The standalone server with the two folders it does not copy itself beside it, owned by the unprivileged user
# the image already has (node, uid 1000).
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
# The local data file lives on a volume (DATA_SOURCE=github needs none).
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# Liveness only: /api/health never touches the store. Readiness (/api/health/ready) is for a load balancer.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM: stop taking requests, finish writes in flight, exit within 10 s (docker stop waits 10 s by default).
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
