import { z } from 'zod';
import { TEAM_ROLES, type TeamRole } from './app-definition.ts';
import { appMessages } from './app-messages.ts';

// The team of a running app (issue 38 §3; docs/decisions/0232-the-team.md): the HTTP shape of
// GET/POST /api/apps/{projectId}/team and DELETE /api/apps/{projectId}/team/{memberId}.

const t = appMessages.team.errors;

export type TeamMember = { id: string; email: string; role: TeamRole };
export type TeamResponse = { members: TeamMember[] };
export type TeamMemberResponse = { member: TeamMember };

/** An invitation: an email (compared lowercased) and a role. */
export const teamInviteSchema = z.object({
  email: z
    .string({ error: t.badEmail })
    .trim()
    .toLowerCase()
    .max(254, { error: t.badEmail })
    .pipe(z.email({ error: t.badEmail })),
  role: z.enum(TEAM_ROLES, { error: t.badRole }),
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;

export const appTeamPath = (projectId: string) => `/api/apps/${encodeURIComponent(projectId)}/team`;
