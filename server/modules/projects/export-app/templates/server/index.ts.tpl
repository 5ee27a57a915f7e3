import { nombreApp } from '../comun/app.ts';
import { construirApp } from './app.ts';

// `npm start`: aplica las migraciones, carga los datos iniciales y escucha en PORT.

const { app, config } = await construirApp();
await app.listen({ port: config.puerto, host: config.host });
console.log(`${nombreApp} escucha en ${config.urlPublica}`);

for (const senal of ['SIGINT', 'SIGTERM'] as const)
  process.once(senal, () => {
    app.close().then(() => process.exit(0));
  });
