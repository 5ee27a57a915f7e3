import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamRole } from '../../../../contracts/app-definition.ts';
import {
  appTeamPath,
  type TeamMember,
  type TeamMemberResponse,
  type TeamResponse,
} from '../../../../contracts/app-team.ts';
import { apiFetch } from '../../../lib/api.ts';

// The app's team on the owner's page (issue 38 §3; docs/decisions/0232-the-team.md).

const teamKey = (projectId: string) => ['app', 'team', projectId] as const;

export function useAppTeam(projectId: string) {
  return useQuery({
    queryKey: teamKey(projectId),
    queryFn: async () => (await apiFetch<TeamResponse>(appTeamPath(projectId))).members,
  });
}

export function useInviteMember(projectId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (invite: { email: string; role: TeamRole }) =>
      (
        await apiFetch<TeamMemberResponse>(appTeamPath(projectId), {
          method: 'POST',
          json: invite,
        })
      ).member,
    onSuccess: () => qc.invalidateQueries({ queryKey: teamKey(projectId) }),
  });
}

export function useRemoveMember(projectId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (member: TeamMember) =>
      apiFetch<void>(`${appTeamPath(projectId)}/${encodeURIComponent(member.id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: teamKey(projectId) }),
  });
}
