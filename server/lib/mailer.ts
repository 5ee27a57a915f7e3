import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';

export type MailMessage = {
  to: string | string[];
  subject: string;
  text?: string;
  html?: string;
  replyTo?: string | string[];
  // Project notifications (issue 8): a display name on our own address, copies, files.
  from?: string;
  cc?: string[];
  bcc?: string[];
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
};
export type SentMail = { messageId: string };

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  /** The outbox's messages, newest first (outbox driver only; SMTP returns []). */
  listOutbox(): Promise<{ file: string; raw: string }[]>;
}

/**
 * SMTP when SMTP_URL is set; otherwise an outbox that writes each message as an .eml file
 * under DATA_DIR/outbox, built by nodemailer's own stream transport (real MIME).
 */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  // nodemailer is loaded on the first message: most processes never send one.
  let transport: Transporter | undefined;
  const getTransport = async () => {
    if (!transport) {
      const nodemailer = (await import('nodemailer')).default;
      transport = opts.smtpUrl
        ? nodemailer.createTransport(opts.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    }
    return transport;
  };
  let counter = 0;
  return {
    async send(message) {
      const info = await (await getTransport()).sendMail({ from: opts.from, ...message });
      if (!opts.smtpUrl) {
        await mkdir(opts.outboxDir, { recursive: true });
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        counter += 1;
        const raw = (info as unknown as { message: Buffer }).message;
        await writeFile(join(opts.outboxDir, `${stamp}-${process.pid}-${counter}.eml`), raw);
      }
      return { messageId: info.messageId };
    },
    async listOutbox() {
      if (opts.smtpUrl) return [];
      let files: string[] = [];
      try {
        files = (await readdir(opts.outboxDir)).filter((f) => f.endsWith('.eml'));
      } catch {
        return [];
      }
      files.sort().reverse();
      return Promise.all(
        files.map(async (file) => ({
          file,
          raw: await readFile(join(opts.outboxDir, file), 'utf8'),
        })),
      );
    },
  };
}
