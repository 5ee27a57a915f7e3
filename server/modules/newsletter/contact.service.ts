import { CONTACT_TOPICS, type ContactMessage } from '../../../contracts/contact.ts';
import { CONTACT_EMAIL, fill, messages } from '../../../contracts/messages.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';

export type ContactResult = { accepted: true };

/** Forwards a visitor's message to the team mailbox. */
export async function sendContactMessage(
  deps: { mailer: Mailer },
  input: ContactMessage,
): Promise<ContactResult> {
  // A filled honeypot is a bot: answer as if sent so it learns nothing.
  if (input.website) return { accepted: true };
  const topic = CONTACT_TOPICS.find((t) => t.value === input.topic)?.label ?? input.topic;
  const text = [
    `Nombre: ${input.name}`,
    `Correo: ${input.email}`,
    `Empresa: ${input.company || '—'}`,
    `Motivo: ${topic}`,
    '',
    input.message,
    '',
    '—',
    `Responde directamente a ${input.email}.`,
  ].join('\n');
  try {
    await deps.mailer.send({
      to: CONTACT_EMAIL,
      subject: fill(messages.site.contactMailSubject, { topic, name: input.name }),
      text,
      replyTo: input.email,
    });
  } catch (cause) {
    throw new AppError('CONTACT_SEND_FAILED', {
      userMessage: fill(messages.site.contactFailed, { email: CONTACT_EMAIL }),
      kind: 'BAD_GATEWAY',
      cause,
    });
  }
  return { accepted: true };
}
