import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { organizerInvitationRoutes, type Invitation, type InvitationImportReply } from '@foyer/contracts';
import { call } from '@/shared/api/http';
import { uploadFile } from '@/shared/api/upload';

export const invitationsPageSize = 50;

const invitationsKey = (eventSlug: string) => ['console', 'invitations', eventSlug] as const;

export const invitationsQuery = (eventSlug: string, search: string, page: number) =>
  queryOptions({
    queryKey: [...invitationsKey(eventSlug), { search, page }],
    queryFn: ({ signal }) =>
      call(organizerInvitationRoutes.list, { params: { eventSlug }, query: { search: search || undefined, limit: invitationsPageSize, offset: (page - 1) * invitationsPageSize } }, signal),
    placeholderData: keepPreviousData,
  });

/** After a change: the invite list again, and the people list (an invited person is on it). */
function invitationsChanged(queryClient: QueryClient, eventSlug: string): void {
  void queryClient.invalidateQueries({ queryKey: invitationsKey(eventSlug) });
  void queryClient.invalidateQueries({ queryKey: ['console', 'people', eventSlug] });
}

/** Sends the CSV: a dry run answers what each row would become and writes nothing. */
export async function importInvitations(queryClient: QueryClient, eventSlug: string, file: File, dryRun: boolean): Promise<InvitationImportReply> {
  const reply = await uploadFile(organizerInvitationRoutes.import, { params: { eventSlug }, query: dryRun ? { dry_run: '1' } : {}, file });
  if (!dryRun) invitationsChanged(queryClient, eventSlug);
  return reply;
}

export async function sendInvitations(queryClient: QueryClient, eventSlug: string) {
  const reply = await call(organizerInvitationRoutes.send, { params: { eventSlug }, body: {} });
  invitationsChanged(queryClient, eventSlug);
  return reply;
}

export async function resendInvitation(queryClient: QueryClient, eventSlug: string, id: number): Promise<Invitation> {
  const reply = await call(organizerInvitationRoutes.resend, { params: { eventSlug, id } });
  invitationsChanged(queryClient, eventSlug);
  return reply;
}

export async function removeInvitation(queryClient: QueryClient, eventSlug: string, id: number): Promise<void> {
  await call(organizerInvitationRoutes.remove, { params: { eventSlug, id } });
  invitationsChanged(queryClient, eventSlug);
}

/** The list as CSV, saved as a file by the browser. */
export async function exportInvitations(eventSlug: string): Promise<void> {
  const csv = await call(organizerInvitationRoutes.export, { params: { eventSlug } });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  link.download = `${eventSlug}-invitations.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
