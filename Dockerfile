# The site's image (README, "Running it in production"), built from the repository: docker build -t brightwell-site .
# The first stage builds the release (npm run release); the image holds the release only, run by the unprivileged
# user `node`, with `node` itself as the container's command so that SIGTERM reaches the server, which finishes
# the requests in flight and stops.
#
# SITE_URL at build time is only the address the pages are prerendered with: a container started with another
# SITE_URL serves its own (README, "One build for every address").

FROM node:20-bookworm-slim AS release
WORKDIR /src
COPY package.json package-lock.json ./
# No install scripts: nothing the build uses needs one (the HTML checker's, for the tests, would fetch a Java runtime).
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
RUN npm run release

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Owned by root and never written to: the release was made ready to serve when it was built.
COPY --from=release /src/release/site ./
RUN mkdir /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# Ready: the database answers and the data folder has room (/api/health/live says only that the process answers).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/ready').then(a=>process.exit(a.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "server.mjs", "--hostname", "0.0.0.0"]

# The nightly backup beside it (compose.yaml): the same release with PostgreSQL's client tools, for pg_dump.
FROM runtime AS backup
USER root
RUN apt-get update \
    && apt-get install -y --no-install-recommends postgresql-client-15 \
    && rm -rf /var/lib/apt/lists/* \
    && mkdir /backups && chown node:node /backups
USER node

# The site: the last stage, so the one a plain `docker build` makes.
FROM runtime AS site
