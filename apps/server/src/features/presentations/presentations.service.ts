import { speakFreely, type SpeechGuard } from '../../platform/reach-guards';
import {
  moderationArea,
  presentationErrorCodes,
  type Presentation,
  type PresentationQuestion,
  type PresentationQuestionForViewer,
  type PresentationSpace,
  type PresentationWatchReply,
  type QuestionsReply,
} from '@foyer/contracts';
import type { Clock } from '../../platform/clock';
import { ApiError, forbidden, notFound } from '../../platform/http/errors';
import type { ChangeLog, EventAccessGrant, SpaceRow } from '../identity';
import type { Executor } from '../../platform/db/database';
import type { ChatFace } from '../chat';
import { spaceOrganiserRoles, type SpacesFace } from '../spaces';
import type { CallJoinGuard, WatchTokens } from '../videocalls';
import { canGoBackstage, canModerate, canSwitch } from './presentations.policy';
import { presentPresentation, presentQuestion, presentQuestionForViewer } from './presentations.presenter';
import { PresentationsRepository, type PresentationRow, type PresentationWithPeople, type QuestionRow } from './presentations.repository';

/** Told of what changes on a stage (the realtime side pushes it to the stage's room). */
export interface StageListener {
  switched(space: SpaceRow, current: Presentation | null): void;
  asked(space: SpaceRow, question: PresentationQuestion): void;
  updated(space: SpaceRow, question: PresentationQuestion): void;
  deleted(space: SpaceRow, question: { presentation_id: number; question_id: number }): void;
}

interface Stage {
  grant: EventAccessGrant;
  space: SpaceRow;
  userId: number;
}

const backstageOnly = "A presentation's backstage call is for its speakers, the stage's moderators and the event's organisers: the audience watches the stage.";

/** Viewers get the mid layer of the speakers' cameras: the full one is for the speakers themselves. */
const viewerLayer = 'h';

/** The presentation stage: its page, switching what it shows, the audience's media token and the Q&A. */
export class PresentationsService {
  readonly repo: PresentationsRepository;

  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
    private readonly spaces: SpacesFace,
    private readonly chats: ChatFace,
    private readonly watchTokens: WatchTokens,
    private readonly listener: StageListener,
    /** Who may ask in public (a silence refuses). */
    private readonly speech: SpeechGuard = speakFreely,
    /** The audit log of moderation acts (a question deleted by someone else than its author). */
    private readonly changes: ChangeLog | null = null,
  ) {
    this.repo = new PresentationsRepository(db);
  }

  /** The same service on a caller's transaction (seeds). */
  inTransaction(tx: Executor): PresentationsService {
    return tx === this.db
      ? this
      : new PresentationsService(tx, this.clock, this.spaces.inTransaction(tx), this.chats.inTransaction(tx), this.watchTokens, this.listener, this.speech, this.changes);
  }

  /** The stage for a person allowed on it: 404 unknown, 403 `space_closed` for all but organisers while closed. */
  async stage(eventSlug: string, userId: number, slug: string): Promise<Stage> {
    const { grant, space } = await this.spaces.requireEnterable(eventSlug, userId, 'presentation', slug);
    return { grant, space, userId };
  }

  /** A presentation for the viewer: its backstage call for its people, the organisers and the stage's moderators. */
  private present(stage: Stage, p: PresentationWithPeople, moderatesStage: boolean): Presentation {
    const speaker = p.speakers.some((s) => s.id === stage.userId);
    return presentPresentation(p, moderatesStage || canGoBackstage(stage.grant.role, stage.userId, p.row, speaker));
  }

  async page(eventSlug: string, userId: number, slug: string): Promise<PresentationSpace> {
    return this.pageOf(await this.stage(eventSlug, userId, slug));
  }

  private async pageOf(stage: Stage): Promise<PresentationSpace> {
    const { space } = stage;
    const [schedule, currentId, chatId, moderatesStage] = await Promise.all([
      this.repo.schedule(stage.grant.event.id, space.id),
      this.repo.currentId(space.id),
      this.chats.chatIdOfSpace(space.id),
      this.repo.moderatesStage(space.id, stage.userId),
    ]);
    const current = schedule.find((p) => p.row.id === currentId) ?? null;
    return {
      meta: { id: space.id, slug: space.slug, name: space.name, published: space.published, image: space.image, chat_id: chatId },
      current_presentation: current ? this.present(stage, current, moderatesStage) : null,
      presentations: schedule.map((p) => this.present(stage, p, moderatesStage)),
      can_switch: canSwitch({ role: stage.grant.role, moderatesStage }),
    };
  }

  /** Organisers and the stage's moderators switch the current presentation; everyone on the page follows. */
  async switchCurrent(eventSlug: string, userId: number, slug: string, presentationId: number | null): Promise<PresentationSpace> {
    const stage = await this.stage(eventSlug, userId, slug);
    const moderatesStage = await this.repo.moderatesStage(stage.space.id, userId);
    if (!canSwitch({ role: stage.grant.role, moderatesStage })) {
      throw forbidden('Only the event\'s organisers and the stage\'s moderators switch the presentation.', presentationErrorCodes.notModerator);
    }
    await this.show(stage.grant.event.id, stage.space, presentationId);
    return this.pageOf(stage);
  }

  /** Makes the stage show this presentation (null: none) and tells everyone on it; 404 for one of another stage. */
  async show(eventId: number, space: SpaceRow, presentationId: number | null): Promise<void> {
    if (presentationId !== null && !(await this.repo.find(space.id, presentationId))) throw notFound('No such presentation on this stage.');
    await this.repo.setCurrent(space.id, presentationId, this.clock.now());
    await this.tellStage(eventId, space);
  }

  /** Tells everyone on the stage what it shows now (after a switch or a change of its schedule): their pages read it again. */
  async tellStage(eventId: number, space: SpaceRow): Promise<void> {
    const currentId = await this.repo.currentId(space.id);
    const current = currentId === null ? undefined : (await this.repo.schedule(eventId, space.id)).find((p) => p.row.id === currentId);
    // Everyone hears the public version: the backstage call only reaches those who ask for the page.
    this.listener.switched(space, current ? presentPresentation(current, false) : null);
  }

  /**
   * Who joins a backstage call (issue 24, decision 0069): the speakers of its presentations, the moderators of
   * their stages and the event's organisers, let in whatever the call's status (its admin need not accept them);
   * everyone else is refused, whatever its state — the audience watches it receive-only. Other calls: not ours.
   */
  readonly backstageGuard: CallJoinGuard = async ({ grant, call, userId }) => {
    const member = await this.repo.backstageMember(call.id, userId);
    if (member === null) return null;
    if (member || spaceOrganiserRoles.includes(grant.role)) return 'admitted';
    return forbidden(backstageOnly, presentationErrorCodes.backstageOnly);
  };

  /** A receive-only media token for the current presentation's backstage call (409 when it is not live). */
  async watch(eventSlug: string, userId: number, slug: string): Promise<PresentationWatchReply> {
    const stage = await this.stage(eventSlug, userId, slug);
    const currentId = await this.repo.currentId(stage.space.id);
    const current = currentId === null ? null : await this.repo.find(stage.space.id, currentId);
    if (!current || current.kind !== 'live' || current.videocallId === null) {
      throw new ApiError(409, 'The stage is not showing a live presentation.', presentationErrorCodes.notLive);
    }
    const jwt = await this.watchTokens.sign(userId, current.videocallId, stage.grant.event.slug, viewerLayer);
    return { videocall_id: current.videocallId, jwt, layer: viewerLayer };
  }

  // ---- Q&A ----

  private async presentationOf(stage: Stage, presentationId: number | undefined): Promise<PresentationRow | null> {
    const id = presentationId ?? (await this.repo.currentId(stage.space.id));
    if (id === null) return null;
    const found = await this.repo.find(stage.space.id, id);
    if (!found) throw notFound('No such presentation on this stage.');
    return found;
  }

  async questions(eventSlug: string, userId: number, slug: string, presentationId: number | undefined): Promise<QuestionsReply> {
    const stage = await this.stage(eventSlug, userId, slug);
    const p = await this.presentationOf(stage, presentationId);
    if (!p) return { presentation_id: null, can_moderate: false, results: [] };
    const moderator = canModerate(stage.grant.role, userId, p);
    const rows = await this.repo.questions(stage.grant.event.id, p.id, userId, moderator);
    return { presentation_id: p.id, can_moderate: moderator, results: rows.map((r) => presentQuestionForViewer(r.question, r.author, r.voted)) };
  }

  async ask(eventSlug: string, userId: number, slug: string, presentationId: number, text: string): Promise<PresentationQuestionForViewer> {
    const stage = await this.stage(eventSlug, userId, slug);
    const p = await this.presentationOf(stage, presentationId);
    if (!p) throw notFound('No such presentation on this stage.');
    await this.speech({ eventId: stage.grant.event.id, userId });
    // The event's word list holds a question like a chat message (decision 0097); the presentation's own
    // moderator is exempt like the event's. Slow mode stays the chats'.
    const heldFor = canModerate(stage.grant.role, userId, p) ? [] : await this.chats.listedWordsIn(stage.grant, text);
    const question = heldFor.length === 0
      ? await this.repo.ask(p.id, userId, text, this.clock.now())
      : await this.db.transaction(async (tx) => {
        const held = await new PresentationsRepository(tx).ask(p.id, userId, text, this.clock.now(), heldFor);
        await this.changes?.record(tx, {
          eventId: stage.grant.event.id, actorId: userId, subjectId: userId, area: 'moderation', action: 'question_held', target: stage.space.name,
          after: { question_id: held.id, text, words: heldFor },
        });
        return held;
      });
    const author = (await this.repo.people(stage.grant.event.id, [userId])).get(userId);
    if (!author) throw notFound();
    // A held question is told to nobody: its author has it in the reply, moderators read the list.
    if (heldFor.length === 0) this.listener.asked(stage.space, presentQuestion(question, author));
    return presentQuestionForViewer(question, author, false);
  }

  /** One upvote per person, settled by the database (409 `already_voted` the second time). */
  async upvote(eventSlug: string, userId: number, slug: string, questionId: number): Promise<PresentationQuestionForViewer> {
    const { stage, question } = await this.findQuestion(eventSlug, userId, slug, questionId);
    if (question.hidden) throw notFound();
    const voted = await this.repo.upvote(question.id, userId);
    if (!voted) throw new ApiError(409, 'You upvoted this question already.', presentationErrorCodes.alreadyVoted);
    return this.told(stage, voted, true);
  }

  /** The presentation's moderator (or an organiser) marks a question answered or hides it; others 403. */
  async moderate(eventSlug: string, userId: number, slug: string, questionId: number, values: { answered?: boolean; hidden?: boolean }): Promise<PresentationQuestionForViewer> {
    const { stage, question, presentation } = await this.findQuestion(eventSlug, userId, slug, questionId);
    if (!canModerate(stage.grant.role, userId, presentation)) {
      throw forbidden('Only the presentation\'s moderator marks or hides questions.', presentationErrorCodes.notModerator);
    }
    const updated = await this.repo.moderate(question.id, values);
    return this.told(stage, updated, null);
  }

  /**
   * Its author, the presentation's moderator or an organiser deletes a question (issue 29): it leaves every
   * list at once; one deleted by someone else than its author is logged with its text (area `moderation`).
   */
  async deleteQuestion(eventSlug: string, userId: number, slug: string, questionId: number): Promise<null> {
    const { stage, question, presentation } = await this.findQuestion(eventSlug, userId, slug, questionId);
    const byAuthor = question.authorId === userId;
    if (!byAuthor && !canModerate(stage.grant.role, userId, presentation)) {
      throw forbidden("Only the question's author and the presentation's moderators may delete it.", presentationErrorCodes.notQuestionAuthor);
    }
    await this.db.transaction(async (tx) => {
      const removed = await new PresentationsRepository(tx).deleteQuestion(question.id);
      if (!removed) throw notFound();
      if (!byAuthor && this.changes) {
        await this.changes.record(tx, {
          eventId: stage.grant.event.id, actorId: userId, area: moderationArea, action: 'message_deleted', target: `${stage.space.name}: ${presentation.title}`,
          subjectId: question.authorId, before: { question_id: question.id, text: question.text }, after: { deleted_by: 'moderator' },
        });
      }
    });
    this.listener.deleted(stage.space, { presentation_id: presentation.id, question_id: question.id });
    return null;
  }

  private async findQuestion(eventSlug: string, userId: number, slug: string, questionId: number) {
    const stage = await this.stage(eventSlug, userId, slug);
    const question = await this.repo.question(null, questionId);
    const presentation = question ? await this.repo.find(stage.space.id, question.presentationId) : null;
    if (!question || !presentation) throw notFound();
    return { stage, question, presentation };
  }

  /** Tells the room of the changed question; answers it as the viewer sees it (`voted` read again unless known). */
  private async told(stage: Stage, question: QuestionRow, voted: boolean | null): Promise<PresentationQuestionForViewer> {
    const author = (await this.repo.people(stage.grant.event.id, [question.authorId])).get(question.authorId);
    if (!author) throw notFound();
    // The stage's room is everyone on its page: a hidden question reaches it without its text (its moderators
    // keep the text they have; the list they read carries it).
    const told = presentQuestion(question, author);
    this.listener.updated(stage.space, question.hidden ? { ...told, text: '', held_for: undefined } : told);
    const mine = voted ?? (await this.repo.questions(stage.grant.event.id, question.presentationId, stage.userId, true)).some((r) => r.question.id === question.id && r.voted);
    return presentQuestionForViewer(question, author, mine);
  }

  // ---- setting up (the demo, tests, later the console) ----

  async create(
    eventId: number,
    space: Pick<SpaceRow, 'id'>,
    input: Omit<PresentationRow, 'id' | 'eventId' | 'spaceId' | 'createdAt' | 'description' | 'url' | 'videocallId' | 'moderatorId' | 'programItemId' | 'startsAt' | 'endsAt' | 'position'> &
      Partial<Pick<PresentationRow, 'description' | 'url' | 'videocallId' | 'moderatorId' | 'programItemId' | 'startsAt' | 'endsAt' | 'position'>> & { speakerIds?: number[] },
  ): Promise<PresentationRow> {
    const { speakerIds = [], ...values } = input;
    return this.repo.insert({ ...values, eventId, spaceId: space.id }, speakerIds);
  }

  setCurrent(space: Pick<SpaceRow, 'id'>, presentationId: number | null): Promise<void> {
    return this.repo.setCurrent(space.id, presentationId, this.clock.now());
  }
}

