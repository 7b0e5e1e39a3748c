import { moderationLogCsvColumns, type ModeratedPerson, type ModerationLogEntry, type OwnReport, type ReportedMessage, type Restriction } from '@foyer/contracts';
import { stringify } from 'csv-stringify/sync';
import type { LogRow, MessageRow, PersonRow, RestrictionRow } from './moderation.repository';
import type { ModerationReportRow } from './moderation.schema';

export const presentPerson = (p: PersonRow): ModeratedPerson => ({ id: p.id, first_name: p.firstName, last_name: p.lastName, email: p.email });

export const presentRestriction = (r: RestrictionRow): Restriction => ({
  user: presentPerson(r.person),
  reason: r.reason,
  until: r.until?.toISOString() ?? null,
  created_at: r.createdAt.toISOString(),
  created_by: r.createdBy && presentPerson(r.createdBy),
});

export const presentMessage = (m: MessageRow): ReportedMessage => ({
  id: m.id, chat_id: m.chatId, chat_name: m.chatName, text: m.text, sent_at: m.sentAt.toISOString(), sender: presentPerson(m.sender),
});

const states = { open: 'open', dismissed: 'dismissed', actioned: 'actioned' } as const;
const actions = { dismiss: 'dismiss', delete: 'delete', silence: 'silence', ban: 'ban' } as const;

export const presentOwnReport = (r: ModerationReportRow): OwnReport => ({
  id: r.id,
  message_id: r.kind === 'message' ? r.messageId : null,
  user_id: r.kind === 'person' ? r.targetUserId : null,
  reason: r.reason,
  state: states[r.state as keyof typeof states] ?? 'open',
  action: r.action ? (actions[r.action as keyof typeof actions] ?? null) : null,
  created_at: r.createdAt.toISOString(),
  resolved_at: r.resolvedAt?.toISOString() ?? null,
});

/** A JSON field of a log row's `after` (or else `before`) as text. */
function fieldOf(row: LogRow, field: 'reason' | 'until'): string | null {
  for (const side of [row.after, row.before]) {
    if (side && typeof side === 'object' && field in side) {
      const value = (side as Record<string, unknown>)[field];
      if (typeof value === 'string') return value;
    }
  }
  return null;
}

export const presentLogEntry = (row: LogRow): ModerationLogEntry => ({
  at: row.at.toISOString(),
  actor: row.actor && presentPerson(row.actor),
  subject: row.subject && presentPerson(row.subject),
  action: row.action,
  target: row.target,
  reason: fieldOf(row, 'reason'),
  until: fieldOf(row, 'until'),
});

const nameOf = (p: ModeratedPerson | null) => (p ? `${p.first_name} ${p.last_name}`.trim() : '');

/** The audit log as CSV, its columns as `moderationLogCsvColumns` names them. */
export function moderationLogCsv(entries: ModerationLogEntry[]): string {
  return stringify(
    entries.map((e) => [e.at, nameOf(e.actor), e.actor?.email ?? '', nameOf(e.subject), e.subject?.email ?? '', e.action, e.target, e.reason ?? '', e.until ?? '']),
    { header: true, columns: [...moderationLogCsvColumns] },
  );
}
