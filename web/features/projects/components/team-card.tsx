import { Users } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  TEAM_MEMBERS_MAX,
  TEAM_ROLES,
  type TeamRole,
  type TeamWords,
} from '../../../../contracts/app-definition.ts';
import { appMessages } from '../../../../contracts/app-messages.ts';
import { teamInviteSchema } from '../../../../contracts/app-team.ts';
import { fill } from '../../../../contracts/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { PanelCard } from '../../../components/ui/panel-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { showToast } from '../../../lib/toast.ts';
import {
  useAppTeam,
  useInviteMember,
  useRemoveMember,
  useSaveTeamWords,
  useTeamWords,
} from '../api/app-team.ts';

// "Equipo" on the owner's project page (issue 38 §3; docs/decisions/0232-the-team.md): the
// owner invites people by email with a role (equipo, lector), sees them and removes them.

const m = appMessages.team;
const select =
  'h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200';

/** "Equipo: ve y gestiona todos los registros", in the app's words when it has them. */
function roleLine(role: TeamRole, words: TeamWords | undefined): string {
  const name = (role === 'equipo' ? words?.equipoLabel : words?.lectorLabel) || m.roleNames[role];
  return fill(m.roles[role], { name });
}

export function TeamCard({ projectId }: { projectId: string }) {
  const team = useAppTeam(projectId);
  const words = useTeamWords(projectId);
  const invite = useInviteMember(projectId);
  const remove = useRemoveMember(projectId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('equipo');
  const [error, setError] = useState<string | null>(null);
  const emailId = useId();
  const roleId = useId();
  const errorId = useId();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = teamInviteSchema.safeParse({ email, role });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? m.errors.badEmail);
      return;
    }
    setError(null);
    invite.mutate(parsed.data, {
      onSuccess: (member) => {
        setEmail('');
        showToast('success', fill(m.invited, { email: member.email }));
      },
      onError: (err) => setError(errorMessage(err)),
    });
  };

  const members = team.data ?? [];
  return (
    <PanelCard
      icon={Users}
      title={m.title}
      badge={
        team.data ? (
          <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-800">
            {fill(m.count, { count: members.length, max: TEAM_MEMBERS_MAX })}
          </span>
        ) : null
      }
    >
      <p className="text-sm text-stone-700">{m.description}</p>
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
        data-testid="team-invite"
      >
        <div className="space-y-1.5">
          <label htmlFor={emailId} className="block text-sm font-medium text-stone-800">
            {m.email}
          </label>
          <Input
            id={emailId}
            type="email"
            autoComplete="off"
            placeholder={m.emailPlaceholder}
            value={email}
            maxLength={254}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={roleId} className="block text-sm font-medium text-stone-800">
            {m.role}
          </label>
          <select
            id={roleId}
            className={select}
            value={role}
            onChange={(e) => setRole(e.target.value as TeamRole)}
          >
            {TEAM_ROLES.map((r) => (
              <option key={r} value={r}>
                {roleLine(r, words.data)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? m.inviting : m.invite}
        </Button>
      </form>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {team.isPending ? (
        <p className="flex items-center gap-2 text-sm text-stone-600">
          <Spinner /> {m.loading}
        </p>
      ) : team.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(team.error)}
        </p>
      ) : members.length === 0 ? (
        <p className="text-sm text-stone-600">{m.empty}</p>
      ) : (
        <ul
          className="divide-y divide-stone-200 rounded-lg border border-stone-200"
          data-testid="team-members"
        >
          {members.map((member) => (
            <li
              key={member.id}
              className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
            >
              <div className="min-w-0">
                <p className="break-all text-sm font-medium text-stone-900">{member.email}</p>
                <p className="text-xs text-stone-600">{roleLine(member.role, words.data)}</p>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={fill(m.removeLabel, { email: member.email })}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(member, {
                    onSuccess: () => showToast('success', fill(m.removed, { email: member.email })),
                    onError: (err) => showToast('error', errorMessage(err)),
                  })
                }
              >
                {m.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {words.data ? <TeamWordsForm projectId={projectId} words={words.data} /> : null}
    </PanelCard>
  );
}

/** The app's own words for the two roles, kept in its definition (a new version). */
function TeamWordsForm({ projectId, words }: { projectId: string; words: TeamWords }) {
  const save = useSaveTeamWords(projectId);
  const [equipo, setEquipo] = useState(words.equipoLabel ?? '');
  const [lector, setLector] = useState(words.lectorLabel ?? '');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setEquipo(words.equipoLabel ?? '');
    setLector(words.lectorLabel ?? '');
  }, [words.equipoLabel, words.lectorLabel]);
  const equipoId = useId();
  const lectorId = useId();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const team: TeamWords = {};
    if (equipo.trim()) team.equipoLabel = equipo.trim();
    if (lector.trim()) team.lectorLabel = lector.trim();
    save.mutate(team, {
      onSuccess: () => showToast('success', m.wordsSaved),
      onError: (err) => setError(errorMessage(err)),
    });
  };
  return (
    <form
      onSubmit={onSubmit}
      className="space-y-3 border-t border-stone-200 pt-4"
      data-testid="team-words"
    >
      <div>
        <h4 className="text-sm font-semibold text-stone-900">{m.words}</h4>
        <p className="text-sm text-stone-600">{m.wordsHint}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
        <div className="space-y-1.5">
          <label htmlFor={equipoId} className="block text-sm font-medium text-stone-800">
            {fill(m.wordFor, { role: m.roleNames.equipo })}
          </label>
          <Input
            id={equipoId}
            value={equipo}
            maxLength={60}
            placeholder={m.roleNames.equipo}
            onChange={(e) => setEquipo(e.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={lectorId} className="block text-sm font-medium text-stone-800">
            {fill(m.wordFor, { role: m.roleNames.lector })}
          </label>
          <Input
            id={lectorId}
            value={lector}
            maxLength={60}
            placeholder={m.roleNames.lector}
            onChange={(e) => setLector(e.target.value)}
          />
        </div>
        <Button type="submit" variant="outline" disabled={save.isPending}>
          {m.saveWords}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
