import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Entidad, entidades, rutaApi } from '../comun/definicion.ts';
import { arrancar, type Cliente, cliente, datosValidos } from './ayudas.ts';

// Lo que sube quien no tiene cuenta (como en Forja, decisión 0249): solo a un formulario
// abierto (`anonymous`) con un campo de imagen o archivo, solo lo que ese campo admite, con
// límites por dirección (al minuto y al día) y de la app entera (subidas y MB al día), en
// español; su subida se abre con la llave que le responde la subida hasta que un registro la
// guarda, y después solo con el enlace privado del envío; la que nadie guarda se borra pasadas
// 24 horas. Sin un formulario así, subir sin cuenta es un 401.

type Subida = { url: string; value?: string; uploadToken?: string };
type Envio = { record: { id: string }; access: { token: string; path: string } };
type Servidor = Awaited<ReturnType<typeof arrancar>>;

const abiertas = entidades.filter(
  (e) =>
    e.rule === 'formulario' &&
    e.anonymous &&
    e.fields.some((c) => c.type === 'file' || c.type === 'image'),
);
const tipos = new Set(abiertas.flatMap((e) => e.fields.map((c) => c.type)));

const pdf = (texto: string, relleno = 0) =>
  Buffer.concat([
    Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% ${texto}\n`),
    Buffer.alloc(relleno, 0x20),
    Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  ]);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** Lo que admite el formulario abierto: un PDF si tiene campo de archivo, si no, una imagen. */
const muestra = (texto: string, relleno = 0) =>
  tipos.has('file')
    ? { nombre: `${texto}.pdf`, bytes: pdf(texto, relleno), tipo: 'application/pdf' }
    : { nombre: `${texto}.png`, bytes: PNG, tipo: 'image/png' };

async function subir(
  servidor: Servidor,
  c: Cliente | null,
  archivo: { nombre: string; bytes: Buffer; tipo: string },
) {
  const formulario = new FormData();
  formulario.append(
    'file',
    new Blob([new Uint8Array(archivo.bytes)], { type: archivo.tipo }),
    archivo.nombre,
  );
  return fetch(`${servidor.base}/api/subidas`, {
    method: 'POST',
    headers: c?.cookie ? { cookie: c.cookie } : {},
    body: formulario,
  });
}
const errorDe = async (r: Response) =>
  ((await r.json()) as { error: { code: string; message: string } }).error;
const estado = async (base: string, ruta: string, c?: Cliente) => {
  const r = await fetch(`${base}${ruta}`, { headers: c?.cookie ? { cookie: c.cookie } : {} });
  await r.arrayBuffer();
  return r.status;
};
const hoy = () => new Date().toISOString().slice(0, 10);

/** El valor que guarda el campo de la subida: el de un archivo, o la dirección de una imagen. */
const valorDe = (s: Subida) => s.value ?? s.url;
/** El campo del formulario abierto donde va la muestra. */
const campoDe = (entidad: Entidad) =>
  entidad.fields.find((c) => c.type === (tipos.has('file') ? 'file' : 'image'));

if (abiertas.length === 0)
  describe('sin formulario abierto con archivos', () => {
    it('quien no tiene cuenta no sube nada: 401 en español', async () => {
      const servidor = await arrancar();
      try {
        const r = await subir(servidor, null, {
          nombre: 'pago.pdf',
          bytes: pdf('pago'),
          tipo: 'application/pdf',
        });
        expect(r.status).toBe(401);
        expect((await errorDe(r)).message).toMatch(/^Inicia sesión/);
      } finally {
        await servidor.app.close();
      }
    });
  });

if (abiertas.length > 0)
  describe('subir sin cuenta a un formulario abierto', () => {
    let servidor: Servidor;
    let dueno: Cliente;
    let otra: Cliente;
    let anonimo: Cliente;
    beforeAll(async () => {
      servidor = await arrancar({ ANON_UPLOADS_PER_MINUTE: '1000', ANON_UPLOADS_PER_DAY: '1000' });
      dueno = await cliente(servidor.base, {
        nombre: 'Dueña',
        email: 'duena@example.com',
        codigoDueno: servidor.codigoDueno,
      });
      otra = await cliente(servidor.base, { nombre: 'Otra', email: 'otra@example.com' });
      anonimo = await cliente(servidor.base);
    });
    afterAll(async () => {
      await servidor.app.close();
    });

    /** Un envío sin cuenta con la subida en su campo (y nada en los demás de imagen o archivo). */
    async function enviar(entidad: Entidad, subida: Subida | null): Promise<Envio> {
      const data = await datosValidos(entidad, dueno, {});
      for (const c of entidad.fields)
        if (c.type === 'file' || c.type === 'image') delete data[c.key];
      const campo = campoDe(entidad);
      if (subida && campo) data[campo.key] = valorDe(subida);
      const r = await anonimo.pedir(rutaApi(entidad.key), { method: 'POST', body: { data } });
      expect(r.status, await r.clone().text()).toBe(201);
      return (await r.json()) as Envio;
    }

    it.each(abiertas.map((e) => [e.key, e] as const))(
      '%s: la llave abre la subida a quien la subió; el envío, a su enlace privado',
      async (_clave, entidad) => {
        if (!campoDe(entidad)) return;
        const archivo = muestra('Justificante de pago');
        const r = await subir(servidor, null, archivo);
        expect(r.status).toBe(201);
        expect(r.headers.get('cache-control')).toBe('no-store');
        const mia = (await r.json()) as Subida;
        expect(mia.uploadToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
        const ajena = (await (await subir(servidor, null, muestra('otro'))).json()) as Subida;
        const b = servidor.base;
        // Antes de enviar: con su llave, sí (los mismos bytes); sin ella o con otra, 404.
        const abierta = await fetch(`${b}${mia.url}?upload=${mia.uploadToken}`);
        expect(abierta.status).toBe(200);
        expect(abierta.headers.get('cache-control')).toBe('private, no-store');
        expect(Buffer.from(await abierta.arrayBuffer()).equals(archivo.bytes)).toBe(true);
        expect(await estado(b, mia.url)).toBe(404);
        expect(await estado(b, `${mia.url}?upload=${ajena.uploadToken}`)).toBe(404);
        expect(await estado(b, `${mia.url}?upload=${'x'.repeat(43)}`)).toBe(404);
        expect(await estado(b, mia.url, otra)).toBe(404);
        expect(await estado(b, mia.url, dueno)).toBe(200);
        // Enviado: lo sigue su registro. Su enlace privado lo abre; la llave ya no.
        const envio = await enviar(entidad, mia);
        const otroEnvio = await enviar(entidad, ajena);
        expect(await estado(b, envio.access.path)).toBe(200);
        expect(await estado(b, `${mia.url}?token=${envio.access.token}`)).toBe(200);
        expect(await estado(b, `${mia.url}?upload=${mia.uploadToken}`)).toBe(404);
        expect(await estado(b, `${mia.url}?token=${otroEnvio.access.token}`)).toBe(404);
        expect(await estado(b, mia.url)).toBe(404);
        expect(await estado(b, mia.url, otra)).toBe(404);
        expect(await estado(b, mia.url, dueno)).toBe(200);
      },
    );

    it('solo lo que admite el campo: otro tipo, bytes que no son su extensión o de más, 4xx en español', async () => {
      const html = await subir(servidor, null, {
        nombre: 'pago.html',
        bytes: Buffer.from('<html><script>1</script>'),
        tipo: 'text/html',
      });
      // 415 si el formulario no admite imágenes; si las admite, no es una imagen válida: 400.
      expect([400, 415]).toContain(html.status);
      expect((await errorDe(html)).message).toMatch(/pago\.html|La imagen debe ser/);
      if (tipos.has('file')) {
        const disfrazada = await subir(servidor, null, {
          nombre: 'pago.pdf',
          bytes: PNG,
          tipo: 'application/pdf',
        });
        expect(disfrazada.status).toBe(415);
        expect((await errorDe(disfrazada)).code).toBe('ARCHIVO_NO_COINCIDE');
        const grande = await subir(servidor, null, muestra('grande', 25 * 1024 * 1024));
        expect(grande.status).toBe(413);
        expect((await errorDe(grande)).message).toMatch(/25 MB/);
      }
      if (!tipos.has('image')) {
        // Un formulario abierto sin campo de imagen no acepta imágenes de quien no tiene cuenta.
        const imagen = await subir(servidor, null, {
          nombre: 'foto.png',
          bytes: PNG,
          tipo: 'image/png',
        });
        expect([403, 415]).toContain(imagen.status);
        expect((await errorDe(imagen)).message).toMatch(/[a-záéíóú]/);
      }
    });

    it('10 subidas sin cuenta a la vez: todas guardadas, cada byte contado una vez', async () => {
      const antes = await contadas(servidor);
      const archivos = Array.from({ length: 10 }, (_, i) => muestra(`pago-${i}`, i * 997));
      const respuestas = await Promise.all(archivos.map((a) => subir(servidor, null, a)));
      expect(respuestas.map((r) => r.status)).toEqual(Array(10).fill(201));
      const despues = await contadas(servidor);
      expect(despues.n - antes.n).toBe(10);
      expect(despues.bytes - antes.bytes).toBe(archivos.reduce((s, a) => s + a.bytes.length, 0));
    });

    it('la que ningún registro guarda se borra pasadas 24 horas; la enviada se queda', async () => {
      const entidad = abiertas.find((e) => campoDe(e)) as Entidad;
      const usada = (await (await subir(servidor, null, muestra('usada'))).json()) as Subida;
      const olvidada = (await (await subir(servidor, null, muestra('olvidada'))).json()) as Subida;
      const envio = await enviar(entidad, usada);
      const manana = new Date(Date.now() + 25 * 60 * 60 * 1000);
      expect(await servidor.barrerSubidas(manana)).toBeGreaterThanOrEqual(1);
      const b = servidor.base;
      expect(await estado(b, `${olvidada.url}?upload=${olvidada.uploadToken}`)).toBe(404);
      expect(await estado(b, olvidada.url, dueno)).toBe(404);
      expect(await estado(b, `${usada.url}?token=${envio.access.token}`)).toBe(200);
    });
  });

/** Las subidas sin cuenta de hoy y sus bytes. */
async function contadas(servidor: Servidor) {
  const fila = await servidor.baseDatos.db
    .selectFrom('app_subidas_anonimas')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number | string | null>('bytes').as('bytes'),
    ])
    .where('dia', '=', hoy())
    .executeTakeFirst();
  return { n: Number(fila?.n ?? 0), bytes: Number(fila?.bytes ?? 0) };
}

if (abiertas.length > 0)
  describe('los límites de quien sube sin cuenta', () => {
    let servidor: Servidor;
    afterAll(async () => {
      await servidor?.app.close();
    });

    it('3 al día por dirección, 1 MB al día en la app y 5 por minuto: 429 en español', async () => {
      servidor = await arrancar({ ANON_UPLOADS_PER_DAY: '3', ANON_UPLOADS_APP_MB_PER_DAY: '1' });
      const kb400 = tipos.has('file') ? muestra('grande', 400 * 1024) : null;
      if (kb400) {
        expect((await subir(servidor, null, kb400)).status).toBe(201);
        expect((await subir(servidor, null, kb400)).status).toBe(201);
        // Quedan 224 KB hoy: un archivo de 400 KB es el límite del día, no el del campo.
        const pasada = await subir(servidor, null, kb400);
        expect(pasada.status).toBe(429);
        const error = await errorDe(pasada);
        expect(error.code).toBe('SUBIDAS_ANONIMAS_APP');
        expect(error.message).toBe(
          'Esta app ya ha recibido hoy todas las imágenes y archivos que admite de visitantes sin cuenta (50 archivos, 1 MB). Prueba de nuevo mañana o inicia sesión.',
        );
        expect((await contadas(servidor)).bytes).toBeLessThanOrEqual(1024 * 1024);
      } else {
        for (let i = 0; i < 3; i++)
          expect((await subir(servidor, null, muestra(`foto-${i}`))).status).toBe(201);
      }
      // La cuarta del día desde esta dirección (la pasada de tamaño también gastó su plaza).
      const cuarta = await subir(servidor, null, muestra('cuarta'));
      expect(cuarta.status).toBe(429);
      const error = await errorDe(cuarta);
      expect(error.code).toBe('SUBIDAS_ANONIMAS_DIA');
      expect(error.message).toBe(
        'Desde tu conexión se han subido hoy 3 imágenes o archivos a esta app sin cuenta, el máximo. Podrás subir más mañana, o inicia sesión.',
      );
      // Cinco peticiones en este minuto: la sexta, el límite por minuto.
      await subir(servidor, null, muestra('quinta'));
      const rapida = await subir(servidor, null, muestra('sexta'));
      expect(rapida.status).toBe(429);
      expect((await errorDe(rapida)).message).toBe(
        'Has subido demasiados archivos seguidos. Espera un minuto y vuelve a intentarlo.',
      );
    });
  });
