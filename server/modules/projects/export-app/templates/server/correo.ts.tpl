import { randomUUID } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import type { Mail } from '../kit/notify.ts';
import type { Config } from './config.ts';
import type { BaseDatos } from './db.ts';

// Los avisos por correo (kit/notify.ts: a quién y con qué palabras, lo mismo que en Forja).
// Cada correo se guarda siempre en la tabla `app_correos` (la bandeja de salida: para, asunto,
// texto, cuándo se envió o por qué no) y, si hay SMTP_URL, se envía con nodemailer. Un correo
// que no sale nunca deshace el registro que lo provocó: queda en la tabla con su error.

export type Correo = {
  /** Guarda cada correo en la bandeja y, con SMTP_URL, lo envía después; nunca lanza. */
  enviar: (correos: Mail[]) => Promise<void>;
};

export function crearCorreo(config: Config, base: BaseDatos): Correo {
  let transporte: Promise<Transporter> | null = null;
  const transporteDe = (url: string) => {
    transporte ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(url),
    );
    return transporte;
  };

  /** Lo envía por SMTP y apunta cuándo salió o por qué no. */
  async function enviarUno(id: string, correo: Mail, url: string) {
    let cambio: { enviado_en: string } | { error: string };
    try {
      const smtp = await transporteDe(url);
      await smtp.sendMail({
        from: config.remitente,
        to: correo.to,
        subject: correo.subject,
        text: correo.text,
      });
      cambio = { enviado_en: new Date().toISOString() };
    } catch (fallo) {
      cambio = { error: (fallo instanceof Error ? fallo.message : String(fallo)).slice(0, 500) };
    }
    await base.db.updateTable('app_correos').set(cambio).where('id', '=', id).execute();
  }

  return {
    async enviar(correos) {
      const guardados: { id: string; correo: Mail }[] = [];
      for (const correo of correos) {
        const id = randomUUID();
        try {
          await base.db
            .insertInto('app_correos')
            .values({
              id,
              para: correo.to,
              asunto: correo.subject,
              texto: correo.text,
              creado_en: new Date().toISOString(),
              enviado_en: null,
              error: null,
            })
            .execute();
          guardados.push({ id, correo });
        } catch {
          // Sin bandeja no hay correo; el registro ya está guardado.
        }
      }
      // El envío no hace esperar a quien guardó el registro: sale después.
      const url = config.smtpUrl;
      if (url)
        void (async () => {
          for (const { id, correo } of guardados)
            await enviarUno(id, correo, url).catch(() => undefined);
        })();
    },
  };
}
