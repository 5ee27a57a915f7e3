import { TEAM_MEMBERS_MAX } from '../../../contracts/app-definition.ts';
import { appMessages } from '../../../contracts/app-messages.ts';
import { type TeamMember, teamInviteSchema } from '../../../contracts/app-team.ts';
import { fill } from '../../../contracts/messages.ts';
import { publicPath } from '../../../contracts/projects.ts';
import { lockForTransaction } from '../../db/locks.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { findAccounts } from '../auth/session.ts';
import { closeAccountStreams } from './events.ts';
import { type Deps, openApp, type Viewer } from './service.ts';
import * as team from './team.repo.ts';

// The team of a running app (issue 38 §3; docs/decisions/0232-the-team.md): the owner
// invites people by email with a role (`equipo`, `lector`), lists and removes them. Owner
// only: anyone else gets the 404 an app they may not see gets. What a member may do with
// records is decided in contracts/app-definition.ts (readsAll, managesAll) and applied by
// service.ts openApp, which reads the membership fresh on every request.

const t = appMessages.team.errors;
const appNotFound = () => notFound(appMessages.errors.notFound, 'APP_NOT_FOUND');

async function openOwnedApp(deps: Deps, projectId: string, viewer: Viewer) {
  const app = await openApp(deps, projectId, viewer);
  if (app.role !== 'owner') throw appNotFound();
  return app;
}

export async function listTeam(
  deps: Deps,
  opts: { projectId: string; viewer: Viewer },
): Promise<TeamMember[]> {
  const { project } = await openOwnedApp(deps, opts.projectId, opts.viewer);
  return team.listMembers(deps.db, project.id);
}

/**
 * Invites one email with a role: 400 for a bad email or role (or the owner's own email),
 * 409 when the app's team already has that email, 409 past TEAM_MEMBERS_MAX. The count and
 * the insert are one step per app (its advisory lock; SQLite's one writer), and the unique
 * index decides between two invitations of the same email in the same instant.
 */
export async function inviteMember(
  deps: Deps & Pick<AppDeps, 'mailer'>,
  opts: { projectId: string; viewer: Viewer; body: unknown },
): Promise<TeamMember> {
  const { project } = await openOwnedApp(deps, opts.projectId, opts.viewer);
  const parsed = teamInviteSchema.safeParse(opts.body ?? {});
  if (!parsed.success) {
    const onRole = parsed.error.issues.every((i) => i.path[0] === 'role');
    throw onRole
      ? badRequest(t.badRole, 'INVALID_TEAM_ROLE')
      : badRequest(t.badEmail, 'INVALID_TEAM_EMAIL');
  }
  const { email, role } = parsed.data;
  const ownerEmail = (await findAccounts(deps, [project.userId])).get(project.userId)?.email;
  if (ownerEmail?.toLowerCase() === email) throw badRequest(t.ownEmail, 'TEAM_OWN_EMAIL');
  const member: TeamMember = { id: newId(), email, role };
  const duplicate = () => conflict(fill(t.duplicate, { email }), 'TEAM_MEMBER_EXISTS');
  await deps.db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, deps.dbHandle.engine, `app-team:${project.id}`);
    if (await team.findRole(trx, project.id, email)) throw duplicate();
    if ((await team.countMembers(trx, project.id)) >= TEAM_MEMBERS_MAX)
      throw conflict(fill(t.tooMany, { max: TEAM_MEMBERS_MAX }), 'TEAM_FULL');
    const inserted = await team.insertMember(trx, {
      ...member,
      projectId: project.id,
      invitedBy: project.userId,
      createdAt: nowIso(),
    });
    if (!inserted) throw duplicate();
  });
  // Streams the invited account holds open (as a visitor) reconnect with the new role.
  closeAccountStreams(deps, project.id, email);
  // A mail tells them where to go; a failed send never undoes the invitation.
  const m = appMessages.team.mail;
  const values = {
    app: project.name,
    owner: opts.viewer?.name || ownerEmail || '',
    email,
    link: `${deps.config.publicBaseUrl}${publicPath(project.slug)}/app`,
  };
  await deps.mailer
    .send({
      to: email,
      subject: fill(m.subject, values),
      text: fill(role === 'equipo' ? m.equipoText : m.lectorText, values),
    })
    .catch(() => undefined);
  return member;
}

/** Removes a member; their rights end at once, their open streams too. */
export async function removeMember(
  deps: Deps,
  opts: { projectId: string; memberId: string; viewer: Viewer },
): Promise<void> {
  const { project } = await openOwnedApp(deps, opts.projectId, opts.viewer);
  const removed = await team.deleteMember(deps.db, project.id, opts.memberId);
  if (!removed) throw notFound(t.memberNotFound, 'TEAM_MEMBER_NOT_FOUND');
  closeAccountStreams(deps, project.id, removed.email);
}
