import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AppDefinition,
  AppDefinitionResponse,
  TeamRole,
  TeamWords,
} from '../../../../contracts/app-definition.ts';
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

// The app's words for the roles live in its definition (the same query key as the app's
// data card, so both read one copy and a save refreshes both).
const definitionKey = (projectId: string) => ['app', 'definition', projectId] as const;
const definitionPath = (projectId: string) =>
  `/api/apps/${encodeURIComponent(projectId)}/definition`;

export function useTeamWords(projectId: string) {
  return useQuery({
    queryKey: definitionKey(projectId),
    queryFn: async () =>
      (await apiFetch<AppDefinitionResponse>(definitionPath(projectId))).definition,
    select: (definition: AppDefinition) => definition.team ?? {},
  });
}

/** Saves the words as a new version of the definition, everything else as it is. */
export function useSaveTeamWords(projectId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (team: TeamWords) => {
      const current = (await apiFetch<AppDefinitionResponse>(definitionPath(projectId))).definition;
      return (
        await apiFetch<AppDefinitionResponse>(definitionPath(projectId), {
          method: 'PUT',
          json: { definition: { ...current, team } },
        })
      ).definition;
    },
    onSuccess: (definition) => {
      qc.setQueryData(definitionKey(projectId), definition);
      void qc.invalidateQueries({ queryKey: ['app'] });
    },
  });
}
