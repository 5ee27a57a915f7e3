{
  "name": {{nombrePaquete}},
  "version": "1.0.0",
  "private": true,
  "type": "module",
  "description": {{descripcionJson}},
  "engines": {
    "node": ">=20"
  },
  "scripts": {
    "start": "vite build && node server/index.ts",
    "dev": "node --watch server/index.ts",
    "build": "vite build",
    "pretest": "node tests/navegador.ts",
    "test": "vitest run && playwright test",
    "typecheck": "tsc --noEmit",
    "lint": "biome check --error-on-warnings ."
  },
  "dependencies": {
    "@fastify/multipart": "10.1.9",
    "@fastify/rate-limit": "11.2.0",
    "@fastify/static": "10.1.11",
    "better-auth": "1.7.25",
    "fastify": "5.12.8",
    "kysely": "0.28.18",
    "node": "24.21.0",
    "nodemailer": "10.6.0",
    "pg": "8.23.1",
    "zod": "4.6.7"
  },
  "devDependencies": {
    "@biomejs/biome": "2.6.8",
    "@playwright/test": "1.65.1",
    "@tailwindcss/vite": "4.3.5",
    "@tanstack/react-query": "5.108.0",
    "@types/node": "24.19.2",
    "@types/nodemailer": "8.0.2",
    "@types/pg": "8.23.1",
    "@types/react": "19.3.0",
    "@types/react-dom": "19.3.0",
    "@vitejs/plugin-react": "6.3.0",
    "react": "19.3.1",
    "react-dom": "19.3.1",
    "react-router": "7.18.5",
    "tailwindcss": "4.3.5",
    "typescript": "5.9.3",
    "vite": "8.3.8",
    "vitest": "4.1.12"
  },
  "allowScripts": {
    "node": true
  }
}
