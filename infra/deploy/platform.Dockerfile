# The platform as one container (infra/deploy/docker-compose.yml): web client built at image build time,
# Postgres and the identity engine given by the environment.
FROM node:20-bookworm-slim
WORKDIR /app
# Word and text resumes get a PDF copy through LibreOffice headless (docs/architecture.md "Document conversion").
RUN apt-get update && apt-get install -y --no-install-recommends libreoffice-writer-nogui && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build:web
ENV HOST=0.0.0.0 PORT=3000
EXPOSE 3000
CMD ["npx", "tsx", "infra/main.ts"]
