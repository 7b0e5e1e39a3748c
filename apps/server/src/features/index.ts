import type { Feature, Platform } from '../platform/context';
import { HookList, HookSlot } from '../platform/hooks';
import { ReachGuards, SpeechGuards } from '../platform/reach-guards';
import type { Identity } from './identity';
import { authFeature, type AuthLimitsOverride, type SignInListener } from './auth';
import { accountsFeature } from './accounts';
import { createEventsService, eventArchivePart, eventsFeature, navigationArchivePart } from './events';
import { analyticsFeature, createAnalytics } from './analytics';
import {
  createOrganizerSpacesService, createSpacesService, spacesArchivePart, spacesFeature, SpaceTypes,
  type SpaceChangeListener, type SpaceFieldProvider, type SpaceReferenceCheck,
} from './spaces';
import { createPresenceService, presenceFeature } from './presence';
import { createMapsService, createOrganizerMaps, mapsArchivePart, mapsFeature } from './maps';
import { boothSponsorships, createProgramService, createTimetableService, presentProgramTag, programArchivePart, programFeature, sponsoredSessionsSql } from './program';
import { boothsArchivePart, boothsFeature, createBoothsService, createOrganizerBooths } from './booths';
import { businessCardsFeature, createBusinessCardsService, ownCardSql } from './business-cards';
import { boothJobsOf, boothJobsSql, createJobsService, jobsArchivePart, jobsFeature, unassignBoothJobs } from './jobs';
import { chatFeature, chatRulesArchivePart, chatsArchivePart, createChatService, type ChatSenderLabeller } from './chat';
import { createPrivateChat, privateChatFeature, type AppointmentBetween } from './private-chat';
import { contactFeature } from './contact';
import { createSocialFeedService, socialFeedFeature } from './social-feed';
import { createGoodiebagService, goodiebagFeature } from './goodiebag';
import { attendeesFeature, createAttendeesService } from './attendees';
import { profilesFeature } from './profiles';
import { createVideocallsService, videocallsFeature, type CallJoinGuard, type CallListener } from './videocalls';
import { appointmentsFeature, createAppointmentsService } from './appointments';
import { createRecordingRetention, createRecordingsService, recordingsArchivePart, recordingsFeature } from './recordings';
import { createOrganizerStages, createPresentationsService, presentationsFeature, stageArchivePart } from './presentations';
import { createMeetingsService, createOrganizerMeetings, meetingsArchivePart, meetingsFeature, type RoomRecordings } from './meetings';
import { cinemaArchivePart, cinemaFeature, createCinemaService, createOrganizerCinema } from './cinema';
import { createOrganizerPosters, createPostersService, postersArchivePart, postersFeature } from './posters';
import { embeddedFeature } from './embedded';
import { chatRouletteFeature, createChatRouletteService, type PairingBarrier } from './chatroulette';
import { blockingFeature, type BlockReporter } from './blocking';
import { demoLiveStageFeature } from './demo';
import { peopleArchivePart, peopleFeature } from './people';
import { eventArchiveFeature } from './event-archive';
import { createModerationService, moderationFeature } from './moderation';
import { ArchiveParts } from '../platform/event-archive/parts';

/** What the composition root (server.ts) passes on to the features. */
export interface FeatureOptions {
  /** Overrides merged into the auth feature's limits (tests keep them deterministic). */
  authLimits?: AuthLimitsOverride;
}

/**
 * The hooks between features (decision 0078), made before any feature: each is read by the feature named
 * first and added to by the others at registration.
 */
function createHooks() {
  return {
    /** private chat ← blocking, moderation (a silence) */
    privateMessageGuards: new ReachGuards('private message guards'),
    /** chat, presentations (the Q&A) ← moderation (a silence) */
    publicSpeechGuards: new SpeechGuards('public speech guards'),
    /** videocalls ← blocking */
    callInviteGuards: new ReachGuards('call invite guards'),
    /** appointments ← blocking */
    appointmentRequestGuards: new ReachGuards('appointment request guards'),
    /** business cards ← blocking */
    cardToStaffGuards: new ReachGuards('business card guards'),
    /** blocking ← moderation (a block that reports too) */
    blockReports: new HookSlot<BlockReporter>('reports with a block'),
    /** chat roulette ← blocking */
    rouletteBarriers: new HookList<PairingBarrier>('chat roulette barriers'),
    /** videocalls ← appointments, presentations, meetings */
    callJoinGuards: new HookList<CallJoinGuard>('call join guards'),
    /** videocalls ← videocalls' media signalling, meetings */
    callListeners: new HookList<CallListener>('call listeners'),
    /** auth ← analytics (sign-ins counted as they happen) */
    signInListeners: new HookList<SignInListener>('sign-in listeners'),
    /** chat ← presentations */
    chatSenderLabels: new HookList<ChatSenderLabeller>('chat sender labels'),
    /** meetings ← recordings */
    roomRecordings: new HookSlot<RoomRecordings>('meeting room recordings'),
    /** private chat ← appointments */
    appointmentCheck: new HookSlot<AppointmentBetween>('appointments in private messages'),
    /** the console's spaces ← every space type's feature (decision 0083) */
    spaceTypes: new SpaceTypes(),
    /** the console's spaces ← chat (the `chat` switch) */
    spaceFields: new HookList<SpaceFieldProvider>('space fields'),
    /** the console's spaces ← events, maps, booths, program: what refers to a space */
    spaceReferences: new HookList<SpaceReferenceCheck>('space references'),
    /** the console's spaces ← events, maps: pages that show a changed space */
    spaceListeners: new HookList<SpaceChangeListener>('space change listeners'),
  };
}

export type FeatureHooks = ReturnType<typeof createHooks>;

/**
 * Every feature's part of an event archive (decision 0089). Plain parts on whatever executor they are given,
 * so the operator's commands, which run no server, use the same ones.
 */
export function eventArchiveParts(): ArchiveParts {
  return new ArchiveParts()
    .register(eventArchivePart)
    .register(peopleArchivePart)
    .register(spacesArchivePart)
    .register(navigationArchivePart)
    .register(chatsArchivePart)
    .register(chatRulesArchivePart)
    .register(mapsArchivePart)
    .register(boothsArchivePart)
    .register(jobsArchivePart)
    .register(programArchivePart)
    .register(meetingsArchivePart)
    .register(stageArchivePart)
    .register(cinemaArchivePart)
    .register(postersArchivePart)
    .register(recordingsArchivePart);
}

/**
 * Every server feature, built once on the identity core: each service is made here and given to the features
 * that declare they need it (plain constructor arguments), and every feature is listed in registration
 * order. A new feature is one more service line and one more feature line here.
 */
export function composeFeatures(platform: Platform, identity: Identity, options: FeatureOptions = {}) {
  const hooks = createHooks();

  const spaces = createSpacesService(platform, identity);
  const organizerSpaces = createOrganizerSpacesService(platform, identity, identity.changeLog, {
    types: hooks.spaceTypes, fields: hooks.spaceFields, references: hooks.spaceReferences, listeners: hooks.spaceListeners,
  });
  const presence = createPresenceService(platform);
  const events = createEventsService(platform, identity);
  const maps = createMapsService(platform, spaces);
  const mapEditor = createOrganizerMaps(platform, spaces, organizerSpaces, identity.changeLog);
  const program = createProgramService(platform, spaces);
  const timetable = createTimetableService(platform, spaces);
  const jobs = createJobsService(platform, spaces);
  // The booth detail reads the parts other features own through what they offer for it (decision 0078).
  const booths = createBoothsService(platform, spaces, { ownCard: ownCardSql, jobs: boothJobsSql, sponsoredSessions: sponsoredSessionsSql });
  const boothParts = { jobsOf: boothJobsOf, unassignJobs: unassignBoothJobs, ...boothSponsorships };
  const organizerBooths = createOrganizerBooths(platform, identity, organizerSpaces, boothParts);
  const businessCards = createBusinessCardsService(platform, booths, hooks.cardToStaffGuards);
  const analytics = createAnalytics(platform, identity, async (eventSlug, userId, boothSlug) => {
    const { event, found } = await organizerBooths.editor(eventSlug, userId, boothSlug, 'staff');
    return { event, boothId: found.space.id };
  });
  const chat = createChatService(platform, spaces, hooks.chatSenderLabels, hooks.publicSpeechGuards, identity.changeLog);
  const privateChat = createPrivateChat(platform, identity, presence, { appointmentCheck: hooks.appointmentCheck, guards: hooks.privateMessageGuards });
  const socialFeed = createSocialFeedService(platform, identity);
  const goodiebag = createGoodiebagService(platform, identity);
  const attendees = createAttendeesService(platform, spaces, booths);
  const videocalls = createVideocallsService(platform, spaces, { joinGuards: hooks.callJoinGuards, listeners: hooks.callListeners });
  const appointments = createAppointmentsService(platform, identity, {
    chat: privateChat.service,
    presence,
    calls: videocalls,
    guards: hooks.appointmentRequestGuards,
  });
  const calls = videocallsFeature(videocalls, presence, { listeners: hooks.callListeners, inviteGuards: hooks.callInviteGuards, spaceTypes: hooks.spaceTypes });
  const meetings = createMeetingsService(platform, spaces, videocalls, hooks.roomRecordings, identity.changeLog);
  const meetingEditor = createOrganizerMeetings(meetings, spaces, organizerSpaces);
  const recordings = createRecordingsService(platform, meetings, calls.media);
  const recordingRetention = createRecordingRetention(platform, { access: identity.access, changes: identity.changeLog }, recordings);
  const presentations = createPresentationsService(platform, spaces, chat, hooks.publicSpeechGuards, identity.changeLog);
  const stageEditor = createOrganizerStages(platform, presentations, spaces, organizerSpaces, identity.changeLog, videocalls);
  const cinema = createCinemaService(platform, spaces, (eventId, viewerId) => recordings.forCinema(eventId, viewerId));
  const posters = createPostersService(platform, spaces);
  const cinemaConsole = createOrganizerCinema(platform, spaces, organizerSpaces, identity.changeLog);
  const postersConsole = createOrganizerPosters(platform, spaces, organizerSpaces, identity.changeLog);
  const chatRoulette = createChatRouletteService(platform, spaces, videocalls, hooks.rouletteBarriers);
  const moderation = createModerationService(platform, identity);

  const services = {
    identity, spaces, organizerSpaces, presence, events, maps, mapEditor, program, timetable, jobs, booths, organizerBooths, businessCards, chat, privateChat, socialFeed,
    goodiebag, attendees, videocalls, appointments, meetings, meetingEditor, recordings, recordingRetention, presentations, stageEditor, cinema, posters, chatRoulette,
    cinemaConsole, postersConsole, moderation, analytics,
  };

  const features: Feature[] = [
    authFeature(identity, { signInListeners: hooks.signInListeners }, options.authLimits),
    eventsFeature(
      events,
      identity,
      { programTags: async (eventId) => (await program.repo.tagsOfEvent(eventId)).map(presentProgramTag) },
      { spaceReferences: hooks.spaceReferences, spaceListeners: hooks.spaceListeners },
    ),
    analyticsFeature(identity, { callListeners: hooks.callListeners, signInListeners: hooks.signInListeners }, analytics),
    spacesFeature(spaces, organizerSpaces),
    presenceFeature(presence),
    mapsFeature(maps, { editor: mapEditor, spaceTypes: hooks.spaceTypes, spaceReferences: hooks.spaceReferences, spaceListeners: hooks.spaceListeners }),
    programFeature(program, timetable, hooks.spaceReferences, { access: identity.access, changes: identity.changeLog, spaces }),
    boothsFeature(booths, { booths: organizerBooths, parts: boothParts, spaceTypes: hooks.spaceTypes, spaceReferences: hooks.spaceReferences }),
    businessCardsFeature(businessCards),
    jobsFeature(jobs, hooks.spaceTypes, organizerBooths),
    chatFeature(chat, hooks.spaceFields, identity.access, identity.changeLog),
    privateChatFeature(privateChat),
    contactFeature(identity),
    socialFeedFeature(socialFeed),
    goodiebagFeature(goodiebag),
    accountsFeature(identity),
    attendeesFeature(attendees),
    profilesFeature(identity),
    peopleFeature(identity),
    eventArchiveFeature(identity, eventArchiveParts()),
    calls,
    appointmentsFeature(appointments, { callJoinGuards: hooks.callJoinGuards, appointmentCheck: hooks.appointmentCheck }),
    recordingsFeature(recordings, hooks.roomRecordings, recordingRetention),
    presentationsFeature(presentations, spaces, { callJoinGuards: hooks.callJoinGuards, chatSenderLabels: hooks.chatSenderLabels, spaceTypes: hooks.spaceTypes }, stageEditor),
    meetingsFeature(meetings, { callJoinGuards: hooks.callJoinGuards, callListeners: hooks.callListeners, spaceTypes: hooks.spaceTypes }, meetingEditor),
    cinemaFeature(cinema, cinemaConsole, hooks.spaceTypes),
    postersFeature(posters, postersConsole, hooks.spaceTypes),
    embeddedFeature(spaces, hooks.spaceTypes),
    chatRouletteFeature(chatRoulette, hooks.spaceTypes, hooks.spaceListeners),
    blockingFeature(identity, {
      privateMessages: hooks.privateMessageGuards,
      callInvites: hooks.callInviteGuards,
      appointmentRequests: hooks.appointmentRequestGuards,
      cardsToStaff: hooks.cardToStaffGuards,
      roulette: hooks.rouletteBarriers,
      reports: hooks.blockReports,
    }),
    moderationFeature(moderation, { publicSpeech: hooks.publicSpeechGuards, privateMessages: hooks.privateMessageGuards, blockReports: hooks.blockReports }),
    demoLiveStageFeature(calls.media),
  ];

  return { services, features, hooks };
}

/** The services the composition root built, one of each (the demo seed and the tests use them too). */
export type Services = ReturnType<typeof composeFeatures>['services'];
