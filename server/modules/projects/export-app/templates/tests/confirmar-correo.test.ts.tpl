import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrancar, cliente } from './ayudas.ts';

// Una cuenta confirma su correo cuando lo pide (lo que necesita para ver los registros de una
// entidad «vinculada»): el enlace sale por la bandeja de correo de la app (`app_correos` y, con
// SMTP_URL, el servidor de correo) y la devuelve a la app con el correo confirmado.

let servidor: Awaited<ReturnType<typeof arrancar>>;

beforeAll(async () => {
  servidor = await arrancar();
});

afterAll(async () => {
  await servidor.app.close();
});

const enlaceA = async (para: string) => {
  const fila = (await servidor.baseDatos.db
    .selectFrom('app_correos')
    .select(['texto', 'asunto'])
    .where('para', '=', para)
    .executeTakeFirst()) as { texto: string; asunto: string } | undefined;
  return {
    asunto: fila?.asunto ?? '',
    enlace: /https?:\/\/\S+/.exec(fila?.texto ?? '')?.[0] ?? '',
  };
};

describe('confirmar el correo', () => {
  it('envía el enlace, y al abrirlo la cuenta queda confirmada y vuelve a la app', async () => {
    const familia = await cliente(servidor.base, {
      nombre: 'Familia Ruiz',
      email: 'ruiz@example.com',
    });
    const antes = (await (await familia.pedir('/api/yo')).json()) as {
      usuario: { emailVerificado: boolean };
    };
    expect(antes.usuario.emailVerificado).toBe(false);
    const pedida = await familia.pedir('/api/auth/send-verification-email', {
      method: 'POST',
      body: { email: 'ruiz@example.com', callbackURL: '/partes' },
    });
    expect(pedida.status).toBe(200);
    const { asunto, enlace } = await enlaceA('ruiz@example.com');
    expect(asunto).toMatch(/^Confirma tu correo en /);
    const url = new URL(enlace);
    const abierto = await fetch(`${servidor.base}${url.pathname}${url.search}`, {
      redirect: 'manual',
    });
    expect(abierto.status).toBe(302);
    expect(abierto.headers.get('location')).toBe('/partes');
    const despues = (await (await familia.pedir('/api/yo')).json()) as {
      usuario: { emailVerificado: boolean };
    };
    expect(despues.usuario.emailVerificado).toBe(true);
  });

  it('un enlace falso no confirma nada', async () => {
    const otra = await cliente(servidor.base, { nombre: 'Otra', email: 'otra@example.com' });
    await fetch(`${servidor.base}/api/auth/verify-email?token=falso&callbackURL=/`, {
      redirect: 'manual',
    });
    const yo = (await (await otra.pedir('/api/yo')).json()) as {
      usuario: { emailVerificado: boolean };
    };
    expect(yo.usuario.emailVerificado).toBe(false);
  });
});
