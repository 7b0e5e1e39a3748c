import type { Meeting, MeetingList, createMeetingBody, updateMeetingBody } from '@foyer/contracts';
import type { z } from 'zod';
import { notFound } from '../../platform/http/errors';
import type { EventRow, SpaceRow } from '../identity';
import type { OrganizerSpacesFace, SpacesFace } from '../spaces';
import type { MeetingsService } from './meetings.service';

/**
 * The organiser console's meetings (decision 0087): the owners' guard (instance administrators act as owners)
 * in front of the same writes moderators make in the live event, whatever the space's published state.
 */
export class OrganizerMeetings {
  constructor(
    private readonly meetings: MeetingsService,
    private readonly spaces: SpacesFace,
    private readonly organizerSpaces: OrganizerSpacesFace,
  ) {}

  async list(eventSlug: string, userId: number, spaceSlug: string): Promise<MeetingList> {
    const { space } = await this.findSpace(eventSlug, userId, spaceSlug);
    return this.meetings.allIn(space, userId);
  }

  async create(eventSlug: string, userId: number, spaceSlug: string, body: z.output<typeof createMeetingBody>): Promise<Meeting> {
    const { event, space } = await this.findSpace(eventSlug, userId, spaceSlug);
    return this.meetings.createIn(event, space, userId, body);
  }

  async update(eventSlug: string, userId: number, spaceSlug: string, meetingSlug: string, body: z.output<typeof updateMeetingBody>): Promise<Meeting> {
    const { event, space } = await this.findSpace(eventSlug, userId, spaceSlug);
    return this.meetings.updateIn(event, space, userId, meetingSlug, body);
  }

  async remove(eventSlug: string, userId: number, spaceSlug: string, meetingSlug: string): Promise<void> {
    const { event, space } = await this.findSpace(eventSlug, userId, spaceSlug);
    await this.meetings.deleteIn(event, space, userId, meetingSlug);
  }

  private async findSpace(eventSlug: string, userId: number, spaceSlug: string): Promise<{ event: EventRow; space: SpaceRow }> {
    const event = await this.organizerSpaces.guard(eventSlug, userId);
    const space = await this.spaces.findByTypeAndSlug(event.id, 'meeting', spaceSlug);
    if (!space) throw notFound();
    return { event, space };
  }
}
