# The portal and its API in one image: `npm run build` makes dist/, and the API serves it with
# everything else on one origin (README, "Production shape"). Not built on the development
# machines (no container engine there): see the README.

FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci's postinstall patches PGlite's reader (README, "What npm install prints").
COPY scripts/patch-pglite.mjs scripts/
RUN npm ci
COPY . .
# Read when the portal is built, not when it runs (README, Configuration). The identity provider is
# not: the portal asks the API for it (OIDC_* at run time).
ARG VITE_SENTRY_DSN
RUN npm run build && npm prune --omit=dev

FROM node:20-slim
# HOST: every interface of the container, or nothing outside it (the proxy, the port mapping)
# reaches the API; outside a container the API listens on 127.0.0.1 unless told otherwise.
ENV NODE_ENV=production \
    DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
# The API runs from its bundle (server/dist/, made by `npm run build`), as `npm start` does.
COPY --from=build /app ./
RUN mkdir -p /data && chown node:node /data
# The accounting reader's OCR (server/src/accounting-reading/ocr.ts): Debian's Tesseract with the
# portal's languages, and poppler's pdftoppm for scanned PDFs. Nothing is downloaded at run time.
RUN apt-get update && apt-get install -y --no-install-recommends tesseract-ocr tesseract-ocr-eng tesseract-ocr-fra tesseract-ocr-deu tesseract-ocr-por poppler-utils \
    && rm -rf /var/lib/apt/lists/*
USER node
EXPOSE 3000
# On PostgreSQL (this image's shape) the API trades memory for throughput: a young generation of
# 64 MiB a half (POSTGRES_NODE_OPTIONS in scripts/build-server.mjs says why).
CMD ["node", "--max-semi-space-size=64", "server/dist/main.js"]
