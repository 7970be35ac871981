# The site as a container: one image for every environment (configuration comes from the environment at start).
#   docker build --build-arg GIT_SHA=$(git rev-parse --short HEAD) -t vivu-travel .
#   docker run -p 8080:8080 -e CONTENT_API_URL=https://content.example.com -e SITE_URL=https://www.example.com vivu-travel
# (NODE_ENV=production: both are required; CONTENT_API_URL=embedded runs the demo data.)
# Probes: GET /healthz (liveness), GET /readyz (readiness). SIGTERM drains (5 s), then finishes requests in flight (up to 10 s).

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG GIT_SHA=unknown
ENV GIT_SHA=$GIT_SHA
RUN npm run build

# The run stage: the build and the server's run-time packages only (no dev tools).
FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/server/server.js"]
