# La app en un contenedor: se construye la web y se arranca el servidor con el Node 24 de la
# imagen. --ignore-scripts: el único script de instalación de las dependencias es el del paquete
# `node`, que descarga otro Node 24 para quien no lo tiene; aquí sobra.
FROM node:24-slim AS construccion
WORKDIR /app
COPY package*.json ./
RUN npm install --ignore-scripts --no-audit --no-fund
COPY . .
RUN npx vite build

FROM node:24-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data
COPY package*.json ./
RUN npm install --omit=dev --ignore-scripts --no-audit --no-fund
COPY --from=construccion /app/dist ./dist
COPY forja.app.json ./
COPY comun ./comun
COPY server ./server
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
VOLUME ["/app/data"]
CMD ["node", "server/index.ts"]
