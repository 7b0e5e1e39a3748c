import type { ProgramTag, CurrentEvent, EventPreview } from '@foyer/contracts';
import type { EventRow, SpaceRow } from '../identity';

function presentHomeSpace(space: SpaceRow | null): EventPreview['home_space'] {
  if (!space) return null;
  return { id: space.id, type: space.type, slug: space.slug, name: space.name, image: space.image };
}

/** Event (entry data): what the entry page of any event, published or not, may show to anyone. */
export function presentPreview(event: EventRow, home: SpaceRow | null): EventPreview {
  return {
    slug: event.slug,
    name: event.name,
    language: event.language,
    primary_color: event.primaryColor,
    logo: event.logo,
    background_image: event.backgroundImage,
    banner_image: event.bannerImage,
    intro_text: event.introText,
    intro_video: event.introVideo,
    intro_thumbnail_url: event.introThumbnailUrl,
    autostart_intro_video: event.autostartIntroVideo,
    help_content: event.helpContent,
    terms: event.terms,
    privacy_statement: event.privacyStatement,
    login_form_addendum: event.loginFormAddendum,
    start_with_login_tab: event.startWithLoginTab,
    published: event.published,
    invite_only: event.inviteOnly,
    twitter_search: event.twitterSearch,
    show_booth_sidebar: event.previewConfig.show_booth_sidebar,
    home_space: presentHomeSpace(home),
  };
}

export interface CurrentEventViewer {
  isPublic: boolean;
  isMeetingSpeaker: boolean;
  /** The event's program tags, given by the program feature. */
  programTags?: ProgramTag[];
}

/** Event (current): for a person allowed in the event. */
export function presentCurrent(event: EventRow, home: SpaceRow | null, viewer: CurrentEventViewer): CurrentEvent {
  return {
    id: event.id,
    slug: event.slug,
    name: event.name,
    logo: event.logo,
    background_image: event.backgroundImage,
    primary_color: event.primaryColor,
    timezone: event.timezone,
    goodiebag_name: event.goodiebagName,
    enable_group_sessions: event.enableGroupSessions,
    // One switch: the event's column is the truth, the preview configuration mirrors it.
    enable_meeting_scheduling: event.enableMeetingScheduling,
    enable_performers: event.enablePerformers,
    enable_calendar: event.enableCalendar,
    enable_attendees: event.enableAttendees,
    enable_mobile_warning: event.enableMobileWarning,
    is_lite: event.isLite,
    preview_config: { ...event.previewConfig, enable_meeting_scheduling: event.enableMeetingScheduling },
    first_day_of_program: event.firstDayOfProgram,
    start_date: event.startDate,
    end_date: event.endDate,
    is_virtual: event.isVirtual,
    is_in_person: event.isInPerson,
    current_user_is_public: viewer.isPublic,
    current_user_is_meeting_speaker: viewer.isMeetingSpeaker,
    accreditation_active: event.accreditationActive,
    language: event.language,
    program_tags: viewer.programTags ?? [],
    twitter_search: event.twitterSearch,
    help_content: event.helpContent,
    home_space: presentHomeSpace(home),
    published: event.published,
    invite_only: event.inviteOnly,
  };
}
