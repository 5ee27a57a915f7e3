import { z } from 'zod';
import { messages } from '../../../contracts/messages.ts';
import { notificationEmailSchema } from '../../../contracts/notifications.ts';
import type { App, AppDeps } from '../../deps.ts';
import { badRequest } from '../../lib/errors.ts';
import { requireUser, userOrIpKey } from '../auth/session.ts';
import { listProjectEmails, sendProjectEmail } from './service.ts';

const projectParams = z.object({ projectId: z.string().min(1).max(64) });
const idParams = z.object({ id: z.string().min(1).max(64) });

// docs/design.md "Email relay": sending needs a session and is rate-limited per user.
export const NOTIFY_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

export async function registerNotificationRoutes(app: App, deps: AppDeps) {
  app.post(
    '/api/notifications/:projectId/email',
    {
      schema: { params: projectParams },
      config: { rateLimit: { ...NOTIFY_RATE_LIMIT, keyGenerator: userOrIpKey(deps) } },
    },
    async (request) => {
      const user = await requireUser(deps, request);
      // Parsed here rather than in the schema so a missing field gets the spec's exact text.
      const parsed = notificationEmailSchema.safeParse(request.body ?? {});
      if (!parsed.success)
        throw badRequest(messages.notifications.fieldsRequired, 'VALIDATION_FAILED');
      return sendProjectEmail(deps, {
        userId: user.id,
        projectId: request.params.projectId,
        input: parsed.data,
      });
    },
  );

  app.get('/api/projects/:id/notifications', { schema: { params: idParams } }, async (request) => {
    const user = await requireUser(deps, request);
    return {
      emails: await listProjectEmails(deps, { userId: user.id, projectId: request.params.id }),
    };
  });
}
