import { spaceClosedCode, spaceSettingsMessages, spaceSettingsRichText, spaceSettingsSchemas, type SpaceType } from '@foyer/contracts';
import type { z } from 'zod';
import { FieldError, badRequest, forbidden, notFound } from '../../platform/http/errors';
import { cleanHtml } from '../../platform/rich-text';
import type { EventAccess, EventAccessGrant, EventRole, SpaceRow } from '../identity';
import type { Executor } from '../../platform/db/database';
import { canOnSpace } from './spaces.policy';
import { SpacesRepository, type NewSpace } from './spaces.repository';

/** Told when a space opens or closes (the realtime side pushes it to clients). */
export type PublishedListener = (eventSlug: string, space: SpaceRow) => void;

export const spaceClosedError = () => forbidden('This space is closed.', spaceClosedCode);

/**
 * The spaces of an event, for every feature that owns a space type: find a space, check that a person
 * may enter it, open or close it. Features of space types call `requireEnterable` before they answer
 * anything of a space's content.
 */
export class SpacesService {
  private readonly repo: SpacesRepository;

  constructor(
    private readonly db: Executor,
    /** Who may enter the event (the identity core's). */
    readonly access: EventAccess,
    /** Told of every change of a space's published state (the realtime side's). */
    private readonly onPublishedChange: PublishedListener = () => undefined,
  ) {
    this.repo = new SpacesRepository(db);
  }

  /** The same service on a caller's transaction (seeds, imports). */
  inTransaction(tx: Executor): SpacesService {
    return tx === this.db ? this : new SpacesService(tx, this.access, this.onPublishedChange);
  }

  /**
   * The spaces of the event the person may enter: organisers get every space, open or closed; others the
   * open ones only, so what organisers have not announced stays theirs (menus and maps show a closed
   * space as closed from their own replies).
   */
  async list(eventSlug: string, userId: number): Promise<SpaceRow[]> {
    const { event, role } = await this.access.require(eventSlug, userId);
    return (await this.repo.listByEvent(event.id)).filter((space) => this.canEnter(role, space));
  }

  findByTypeAndSlug(eventId: number, type: SpaceType, slug: string): Promise<SpaceRow | null> {
    return this.repo.findByTypeAndSlug(eventId, type, slug);
  }

  findById(eventId: number, spaceId: number): Promise<SpaceRow | null> {
    return this.repo.findById(eventId, spaceId);
  }

  /** Whether the role may enter the space (see spaces.policy.ts). */
  canEnter(role: EventRole | null, space: SpaceRow): boolean {
    return canOnSpace(role, 'enter', space);
  }

  /**
   * The space of that type and slug, for a person allowed in the event: 404 when the event has no such
   * space, 403 `space_closed` when it is closed and the person is not an organiser.
   */
  async requireEnterable(eventSlug: string, userId: number, type: SpaceType, slug: string): Promise<{ grant: EventAccessGrant; space: SpaceRow }> {
    const grant = await this.access.require(eventSlug, userId);
    const space = await this.repo.findByTypeAndSlug(grant.event.id, type, slug);
    if (!space) throw notFound();
    if (!this.canEnter(grant.role, space)) throw spaceClosedError();
    return { grant, space };
  }

  /** Opens or closes a space (owners and organisers); everyone in the event is told. */
  async setPublished(eventSlug: string, userId: number, spaceId: number, published: boolean): Promise<SpaceRow> {
    const grant = await this.access.require(eventSlug, userId);
    const space = await this.repo.findById(grant.event.id, spaceId);
    if (!space) throw notFound();
    if (!canOnSpace(grant.role, 'open_or_close', space)) throw forbidden('Only the event\'s organisers open and close spaces.');
    if (space.published === published) return space;
    const updated = await this.repo.setPublished(space.id, published);
    this.onPublishedChange(grant.event.slug, updated);
    return updated;
  }

  /**
   * Writes the settings of a space's type (owners and organisers): the fields sent, validated by the
   * type's schema in the contracts (`spaceSettingsSchemas`), replace theirs; nothing is written on a refusal.
   */
  async updateSettings(eventSlug: string, userId: number, spaceId: number, body: Record<string, unknown>): Promise<SpaceRow> {
    const grant = await this.access.require(eventSlug, userId);
    const space = await this.repo.findById(grant.event.id, spaceId);
    if (!space) throw notFound();
    if (!canOnSpace(grant.role, 'configure', space)) throw forbidden(spaceSettingsMessages.onlyOrganisers);
    const values = validSettings(space.type, body);
    return this.repo.setSettings(space.id, { ...space.settings, ...values });
  }

  /** The settings of a space's type as the contracts define them, for seeds and organisers' tools. */
  async configure(space: Pick<SpaceRow, 'id' | 'type' | 'settings'>, values: Record<string, unknown>): Promise<SpaceRow> {
    return this.repo.setSettings(space.id, { ...space.settings, ...validSettings(space.type, values) });
  }

  create(eventId: number, values: NewSpace): Promise<SpaceRow> {
    return this.repo.insert(eventId, values);
  }
}

/** The fields sent, checked against the type's schema (`{field: [message]}` for what does not pass), HTML cleaned. */
function validSettings(type: SpaceType, body: Record<string, unknown>): Record<string, unknown> {
  const schema = spaceSettingsSchemas[type];
  if (!schema) throw badRequest(spaceSettingsMessages.noSettings);
  const unknown = Object.keys(body).filter((key) => !(key in schema.shape));
  if (unknown.length > 0) throw new FieldError(Object.fromEntries(unknown.map((key) => [key, [spaceSettingsMessages.unknownSetting]])));
  const parsed = (schema.partial() as z.ZodObject).safeParse(body);
  if (parsed.success) return withCleanRichText(type, parsed.data);
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (fields[issue.path.join('.') || 'non_field_errors'] ??= []).push(issue.message);
  throw new FieldError(fields);
}

/** The type's HTML settings (`spaceSettingsRichText`) as the sanitiser leaves them, so what is stored can be rendered. */
function withCleanRichText(type: SpaceType, values: Record<string, unknown>): Record<string, unknown> {
  const cleaned = { ...values };
  for (const field of spaceSettingsRichText[type] ?? []) {
    if (typeof cleaned[field] === 'string') cleaned[field] = cleanHtml(cleaned[field]);
  }
  return cleaned;
}
