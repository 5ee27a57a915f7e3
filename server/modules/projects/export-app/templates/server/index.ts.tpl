import { nombreApp } from '../comun/app.ts';
import { construirApp } from './app.ts';

// `npm start`: aplica las migraciones, carga los datos iniciales y escucha en PORT.

const { app, config, codigoDueno } = await construirApp();
await app.listen({ port: config.puerto, host: config.host });
console.log(`${nombreApp} escucha en ${config.urlPublica}`);
// Mientras no hay dueño: el enlace de un solo uso para crear su cuenta (README.md, «El dueño»).
if (codigoDueno && !config.codigoDueno)
  console.log(
    `La app aún no tiene dueño. Crea su cuenta en ${config.urlPublica}/registro?dueno=${codigoDueno}`,
  );
else if (codigoDueno)
  console.log(
    `La app aún no tiene dueño. Crea su cuenta en ${config.urlPublica}/registro?dueno= seguido del código de SETUP_TOKEN.`,
  );

for (const senal of ['SIGINT', 'SIGTERM'] as const)
  process.once(senal, () => {
    app.close().then(() => process.exit(0));
  });
