# {{nombreMd}}

{{descripcionMd}}

```bash
npm install && npm start
```

```bash
npm test
```

`npm start` construye la web y arranca la app en <http://localhost:3000> (la API y la web en el
mismo puerto). `npm test` pasa las pruebas de la API (Vitest) y la prueba de humo en el
navegador (Playwright).

Basta con Node 20 o más reciente y su npm. La app trae su propio Node 24 (el paquete `node` de
npm, en `node_modules/.bin/node`), y `npm start`, `npm test`, `npm run …` y `npx` lo usan sea
cual sea el Node con el que lances npm: npm pone `node_modules/.bin` al principio del `PATH` de
sus scripts. Con Node 20, `npm install` avisa (`EBADENGINE`) de que algunas librerías piden
Node 22: es solo un aviso, porque corren en el Node 24 de la app. Para arrancarla sin npm, usa
ese mismo Node: `node_modules/.bin/node server/index.ts`.

Esta app la generó Forja desde la definición de tu app en vivo
(`forja.app.json`); el código es tuyo. La especificación del proyecto está en
[`docs/especificacion.md`](docs/especificacion.md).

## Qué hay dentro

| Carpeta | Qué es |
|---|---|
| `server/` | Fastify + Kysely en TypeScript, ejecutado por Node 24 sin paso de compilación. |
| `server/migraciones.ts` | Las tablas, una por entidad de `forja.app.json`: {{listaEntidades}}. |
| `server/nombres.ts` | Los nombres de tablas, columnas e índices, que nunca chocan entre sí ni con los de las librerías. |
| `web/` | React + Vite + React Router + TanStack Query + Tailwind. |
| `kit/` | El kit de la app, copiado tal cual de Forja: quién ve qué (`rules.ts`, y su tabla `access-matrix.ts`), la comprobación de cada campo (`values.ts`), el nombre de cada registro (`titles.ts`), los archivos (`files.ts`), la lectura de CSV (`csv.ts`) y su importación (`csv-import.ts`), los totales de un registro (`totals.ts`), a quién avisa cada correo (`notify.ts`) y los textos (`texts.ts`). Es la misma copia con la que funciona la app en Forja. |
| `comun/` | La definición de la app y los textos de sus pantallas, compartidos por servidor y web. |
| `tests/` | Pruebas de la API (`*.test.ts`) y prueba de humo (`humo.spec.ts`, en el Chromium que elige `navegador.ts`). |

## La API

- `GET /api/health`: estado de la app.
- `/api/auth/*`: cuentas con email y contraseña (Better Auth): `POST /api/auth/sign-up/email`,
  `POST /api/auth/sign-in/email`, `POST /api/auth/sign-out`.
- `GET /api/yo`: la cuenta con sesión y su rol (`anonimo`, `visitante`, `equipo`, `lector` o
  `dueno`).
- `GET /api/equipo`, `POST /api/equipo` con `{ "email", "role" }` (`equipo` o `lector`) y
  `DELETE /api/equipo/{id}`: el equipo de la app, solo para el dueño (404 para cualquier otro).
  Quien entra con una cuenta de ese email ve todos los registros (`lector`) o además los crea,
  cambia y borra (`equipo`); nunca el equipo mismo.
- Por cada entidad: `GET /api/{entidad}` (con `limit`, `offset`, `q`, `sort` y un filtro por
  campo de opciones, sí/no o referencia), `POST /api/{entidad}`, `GET`, `PATCH` y
  `DELETE /api/{entidad}/{id}`. Los cuerpos van como `{ "data": { … } }`. Una entidad cuya clave
  es la de una ruta de la app (`auth`, `health`, `yo`, `subidas`, `datos` o `equipo`) está en
  `/api/datos/{entidad}`.
- `GET /api/{entidad}/{id}/totales`: los totales del registro, `{ "totals": [{ "label", "from",
  "via", "field", "kind", "value" }] }`: cuántos registros de `from` apuntan a él por su campo
  `via` (`kind: "count"`), o la suma de su campo `field` de número o dinero (`"sum"`), o esa
  suma menos la del campo `minus.field` de los registros de `minus.from` que apuntan a él por
  `minus.via` (`"balance"`: un saldo, lo cargado menos lo pagado). Cuentan solo los registros
  que quien pide puede leer, con la misma condición que sus listas; un total de una lista que
  no puede abrir (un saldo, de cualquiera de las dos) no aparece, y un registro que no puede
  leer responde como
  `GET /api/{entidad}/{id}`. Los registros que apuntan a uno son la lista filtrada por la
  referencia: `GET /api/{from}?{via}={id}`.
- `POST /api/{entidad}/importar` (solo el dueño y `equipo`): importa un CSV, enviado como el
  archivo mismo (`content-type: text/csv`) o como la única parte de un formulario
  (`multipart/form-data`), de hasta 2 MB y 5.000 filas. Con `?preview=1` responde cómo lo lee
  (columnas, primeras filas, errores) sin escribir nada. Separado por `,` o `;`, en UTF-8 o en
  Windows-1252 (el «CSV» de Excel); la primera fila nombra los campos; números, fechas y sí/no
  como se escriben en español; una referencia por el título del registro al que apunta (o su
  id). Cada fila se comprueba como un registro creado a mano: si alguna falla, 400 con el error
  de cada fila («Fila 7: el campo «Importe» debe ser un importe.») y no se guarda ninguna; si no,
  todas en una transacción. Una celda que empieza por `=`, `+`, `-` o `@` se guarda como texto,
  sin calcular; la que lleva delante el `'` con que Forja marca esas celdas al exportar, sin él.
  En la web, «Importar CSV» junto a «Añadir» en cada sección.
- `POST /api/subidas`: sube una imagen (PNG, JPEG, WebP o GIF, hasta 5 MB) para un campo de
  tipo imagen, o un archivo (PDF; audio MP3, M4A, AAC, OGG, WAV o WebM; documento DOCX, XLSX,
  PPTX, ODT u ODS; texto TXT o CSV; ZIP; hasta 25 MB) para un campo de tipo archivo, a quien
  puede añadir registros en una entidad con ese campo. Deciden los bytes, no el nombre: un
  archivo que no es lo que dice su extensión se rechaza (415). `GET /api/subidas/{nombre}` los
  sirve con `nosniff`; el audio y el PDF se abren en el navegador, el resto se descarga. Una
  subida que guarda un registro la abre solo quien puede leer ese registro (el enlace privado
  de un envío sin cuenta, con `?token={token}`); a cualquier otro, 404.
  Quien no tiene cuenta sube solo si un formulario abierto (`anonymous`) tiene un campo de imagen
  o archivo, y solo lo que ese campo admite: 5 por minuto y 10 al día desde cada dirección, y
  entre todos 50 subidas y 200 MB al día (429 en español; `ANON_UPLOADS_*`). La respuesta trae
  `uploadToken`: con `?upload={uploadToken}` se abre su subida mientras ningún registro la
  guarda; después, solo con el enlace privado del envío. Las que ningún registro guarda se
  borran pasadas 24 horas.
- Los errores son `{ "error": { "code": "…", "message": "…" } }`, con el mensaje en español.

Reglas de acceso de cada entidad (las mismas que en Forja):

{{reglas}}

- **Pública**: todos leen; quien inicia sesión añade y edita o borra lo suyo.
- **Catálogo**: todos leen; solo el dueño y el equipo escriben.
- **Privada**: solo el dueño y el equipo.
- **Formulario**: quien inicia sesión envía (y, si la entidad lo dice, también quien no tiene
  cuenta: recibe un enlace privado a lo que envió); cada cual ve y cambia lo suyo hasta que el
  dueño o el equipo lo cambian; el dueño y el equipo lo ven todo.
- **Propia**: cada cuenta crea y ve solo lo suyo; el dueño y el equipo lo ven todo.
- **Vinculada**: el dueño y el equipo crean y gestionan; cada registro lo ve además la cuenta
  cuyo correo confirmado es el de la persona a la que apunta, que lee también la ficha de esa
  persona (una familia, la de su hijo; nunca la de otro). Una cuenta lo confirma desde la
  app («Enviarme el enlace»: `POST /api/auth/send-verification-email`) con el enlace que le
  llega por correo (ver «Avisos por correo»: sin `SMTP_URL` queda en la tabla `app_correos`).

Quién puede qué lo decide `kit/rules.ts`, y `kit/access-matrix.ts` lo escribe como tabla:
`tests/reglas.test.ts` la recorre por HTTP sobre esta misma API.

## Avisos por correo

{{avisos}}

Cada aviso se guarda siempre en la tabla `app_correos` (para quién, asunto, texto, cuándo se
creó, cuándo se envió o por qué no): es la bandeja de salida, y sin servidor de correo es donde
los lees. Con `SMTP_URL` (por ejemplo `smtps://usuario:clave@smtp.ejemplo.com:465`), además se
envían con nodemailer, después de guardar el registro; un correo que no sale no deshace nada:
queda en la tabla con su `error`. El remitente es `MAIL_FROM`. Los textos son los de Forja
(`kit/texts.ts`, `mail`) y llevan un enlace al registro (`PUBLIC_URL/{entidad}/{id}`); nunca lo
que escribió un visitante. Importar un CSV no envía avisos.

## El dueño

**El dueño** es la cuenta que se crea con el código de puesta en marcha. Mientras la app no
tiene dueño, cada vez que arranca escribe en la consola un enlace de un solo uso:

```text
La app aún no tiene dueño. Crea su cuenta en https://tu-dominio.es/registro?dueno=…
```

Ábrelo y crea tu cuenta: esa es la del dueño. Nadie más puede serlo, aunque cree su cuenta
antes que tú; el código se gasta al usarlo, y si la app vuelve a arrancar antes, vale el
último enlace que escribió. Si defines `ADMIN_EMAIL`, la cuenta del dueño ha de tener ese
email, y nadie puede crear una cuenta con él sin el código. Para fijar tú el código (por
ejemplo en un despliegue automático), defínelo en `SETUP_TOKEN`.

Iniciar sesión tiene un límite por cuenta además del de cada dirección IP: tras 10 intentos
en 15 minutos, esa cuenta espera, salvo desde un navegador en el que ya se entró antes.

## Variables de entorno

| Variable | Por defecto | Para qué |
|---|---|---|
| `PORT` | `3000` | Puerto de la app. |
| `HOST` | `0.0.0.0` | Interfaz en la que escucha. |
| `PUBLIC_URL` | `http://localhost:{PORT}` | La dirección pública (las cookies y los orígenes permitidos). |
| `DATABASE_URL` | — | PostgreSQL (`postgres://…`). Sin ella, SQLite en `data/app.db`. |
| `DATA_DIR` | `data` | Carpeta del SQLite, las imágenes y archivos subidos y el secreto. |
| `SQLITE_PATH` | `{DATA_DIR}/app.db` | Archivo de SQLite. |
| `UPLOADS_DIR` | `{DATA_DIR}/subidas` | Carpeta de las imágenes y archivos subidos. |
| `ADMIN_EMAIL` | — | Email que ha de tener la cuenta del dueño (ver «El dueño»). |
| `SETUP_TOKEN` | aleatorio, en la consola | Código para crear la cuenta del dueño (20 caracteres o más). |
| `AUTH_SECRET` | aleatorio, en `{DATA_DIR}/secreto` | Secreto de las sesiones (32 caracteres o más). |
| `RATE_LIMIT_PER_MINUTE` | `300` | Peticiones por minuto y dirección IP. |
| `ANON_UPLOADS_PER_MINUTE` | `5` | Subidas por minuto desde cada dirección sin cuenta. |
| `ANON_UPLOADS_PER_DAY` | `10` | Subidas al día desde cada dirección sin cuenta. |
| `ANON_UPLOADS_APP_PER_DAY` | `50` | Subidas al día de todos los visitantes sin cuenta juntos. |
| `ANON_UPLOADS_APP_MB_PER_DAY` | `200` | MB al día de todos los visitantes sin cuenta juntos. |
| `TRUST_PROXY` | — | Detrás de un proxy inverso: las direcciones de tus proxies separadas por comas (`127.0.0.1`, `10.0.0.0/8`). `true` o un número de proxies, solo si a la app no se llega más que a través del proxy. |
| `SMTP_URL` | — | Servidor de correo de los avisos (`smtp://` o `smtps://`). Sin ella, los avisos solo se guardan en `app_correos`. |
| `MAIL_FROM` | `Avisos <avisos@{host de PUBLIC_URL}>` | Remitente de los avisos. |
| `LOG_LEVEL` | — | `info` para ver cada petición. |

{{datosIniciales}}

## Desplegar

Con Docker (el `Dockerfile` está incluido):

```bash
docker build -t {{nombrePaqueteMd}} .
docker run -p 3000:3000 -v datos:/app/data \
  -e PUBLIC_URL=https://tu-dominio.es -e ADMIN_EMAIL=tu@email.es {{nombrePaqueteMd}}
```

Al arrancar, la consola (`docker logs`) muestra el enlace para crear la cuenta del dueño.

Sin Docker, en cualquier servidor con Node 20 o más reciente: `npm install && npm start`, detrás de un proxy
con HTTPS (`PUBLIC_URL=https://…` y `TRUST_PROXY` con la dirección del proxy, por ejemplo
`TRUST_PROXY=127.0.0.1` si está en la misma máquina). Para PostgreSQL, define `DATABASE_URL`:
las migraciones se aplican solas al arrancar.

## Desarrollo

- `npm run dev`: el servidor, que se reinicia al cambiar el código.
- `npx vite`: la web con recarga en caliente (pide la API a `PORT`).
- `npm run typecheck` y `npm run lint`: TypeScript y Biome.
- `TEST_DATABASE_URL=postgres://… npx vitest run`: las pruebas de la API sobre PostgreSQL
  (una base de datos vacía: las pruebas crean la cuenta del dueño con su código).
- La prueba de humo usa el Chromium de `CHROMIUM_PATH` o `/usr/bin/chromium`; si no hay
  ninguno, `npm test` instala antes el de Playwright (`npx playwright install chromium`, una
  sola vez). En Linux, si a ese Chromium le faltan librerías del sistema, instálalas con
  `sudo npx playwright install-deps chromium`.
