import { ActionIcon, Badge, Button, Group, Menu, Skeleton, Stack, Text, Textarea, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArrowBigUp, IconArrowBigUpFilled, IconCheck, IconDotsVertical, IconEye, IconEyeOff, IconMessageQuestion, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { presentationErrorCodes, questionMaxLength, type PresentationQuestionForViewer, type QuestionsReply } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, errorMessage } from '@/shared/api/errors';
import { notify } from '@/shared/notify/notify';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { UserText } from '@/shared/ui/user-text';
import { SilencedNotice, useSilence } from '@/features/moderation';
import { presentationApi, presentationKeys, questionsQuery } from '../api';
import { withAsked, withDeleted, withUpdated, withVoted } from '../questions';
import classes from './presentations.module.css';
import { personName } from '@/shared/ui/person-name';

interface QaProps {
  eventSlug: string;
  stageSlug: string;
  /** The current presentation (null: nothing to ask about). */
  presentationId: number | null;
}

function Question({ q, canModerate, onUpvote, onModerate, onDelete }: {
  q: PresentationQuestionForViewer; canModerate: boolean; onUpvote: () => void; onModerate: (change: { answered?: boolean; hidden?: boolean }) => void; onDelete: () => void;
}) {
  const { t } = useTranslation();
  const author = personName(q.author);
  return (
    <li className={classes.question} data-answered={q.answered || undefined} data-hidden={q.hidden || undefined} data-testid="qa-question">
      <Tooltip label={q.voted ? t('presentations.qa.voted') : t('presentations.qa.upvote')}>
        <UnstyledButton className={classes.vote} onClick={onUpvote} disabled={q.voted} aria-pressed={q.voted}
          aria-label={t('presentations.qa.upvote_label', { count: q.votes })} data-testid="qa-upvote">
          {q.voted ? <IconArrowBigUpFilled size={18} aria-hidden /> : <IconArrowBigUp size={18} aria-hidden />}
          <span data-testid="qa-votes">{q.votes}</span>
        </UnstyledButton>
      </Tooltip>
      <div style={{ minWidth: 0, flex: 1 }}>
        <Text size="sm" className={classes.questionText}><UserText>{q.text}</UserText></Text>
        <Group gap={6} mt={4}>
          <Text size="xs" c="dimmed"><UserText>{author}</UserText></Text>
          {q.answered ? <Badge size="xs" color="teal.9" variant="filled" leftSection={<IconCheck size={10} aria-hidden />}>{t('presentations.qa.answered')}</Badge> : null}
          {q.hidden ? <Badge size="xs" color="gray.7" variant="filled">{t('presentations.qa.hidden')}</Badge> : null}
        </Group>
      </div>
      {canModerate ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('presentations.qa.moderate', { text: q.text.slice(0, 40) })} data-testid="qa-moderate">
              <IconDotsVertical size={16} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconCheck size={16} aria-hidden />} onClick={() => onModerate({ answered: !q.answered })} data-testid="qa-mark-answered">
              {q.answered ? t('presentations.qa.mark_unanswered') : t('presentations.qa.mark_answered')}
            </Menu.Item>
            <Menu.Item leftSection={q.hidden ? <IconEye size={16} aria-hidden /> : <IconEyeOff size={16} aria-hidden />} onClick={() => onModerate({ hidden: !q.hidden })} data-testid="qa-hide">
              {q.hidden ? t('presentations.qa.show') : t('presentations.qa.hide')}
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete} data-testid="qa-delete">
              {t('presentations.qa.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </li>
  );
}

/**
 * The Q&A beside the stage: ask (1–500 characters, counted as one types), upvote once (the button stays
 * pressed), most votes first, live; the moderator marks answered or hides.
 */
export function QaPanel({ eventSlug, stageSlug, presentationId }: QaProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = presentationKeys.questions(eventSlug, stageSlug);
  const query = useQuery(questionsQuery(eventSlug, stageSlug));
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [held, setHeld] = useState(false);
  // A moderator silenced me: where I would ask, the notice says why and until when.
  const silenced = useSilence(eventSlug);
  const patch = (f: (r: QuestionsReply) => QuestionsReply) => queryClient.setQueryData<QuestionsReply>(key, (r) => (r ? f(r) : r));
  const trimmed = text.trim();

  const ask = useMutation({
    mutationFn: () => presentationApi.ask(eventSlug, stageSlug, presentationId!, trimmed),
    onSuccess: (q) => {
      patch((r) => withAsked(r, q));
      setText('');
      setError(null);
      // Held for review (the event's word list): nobody sees it yet, so its author is told why it is not listed.
      setHeld(q.held_for !== undefined);
    },
    onError: (e) => setError(errorMessage(e, t('presentations.qa.ask_failed'))),
  });
  const upvote = useMutation({
    mutationFn: (id: number) => presentationApi.upvote(eventSlug, stageSlug, id),
    onSuccess: (q) => patch((r) => withUpdated(r, q)),
    onError: (e, id) => {
      if (e instanceof ApiRequestError && e.code === presentationErrorCodes.alreadyVoted) patch((r) => withVoted(r, id));
      else notify.error(errorMessage(e, t('presentations.qa.vote_failed')));
    },
  });
  const moderate = useMutation({
    mutationFn: ({ id, change }: { id: number; change: { answered?: boolean; hidden?: boolean } }) => presentationApi.moderate(eventSlug, stageSlug, id, change),
    onSuccess: (q) => patch((r) => withUpdated(r, q)),
    onError: (e) => notify.error(errorMessage(e, t('presentations.qa.moderate_failed'))),
  });
  const remove = useMutation({
    mutationFn: (id: number) => presentationApi.deleteQuestion(eventSlug, stageSlug, id),
    onSuccess: (_, id) => patch((r) => (r.presentation_id === null ? r : withDeleted(r, { presentation_id: r.presentation_id, question_id: id }))),
    onError: (e) => notify.error(errorMessage(e, t('presentations.qa.moderate_failed'))),
  });

  if (presentationId === null) {
    return <EmptyPanel icon={<IconMessageQuestion size={28} stroke={1.6} />} title={t('presentations.qa.no_presentation')} description={t('presentations.qa.no_presentation_hint')} />;
  }
  const reply = query.data;
  const tooLong = trimmed.length > questionMaxLength;
  const submit = () => {
    if (!trimmed) return setError(t('presentations.qa.empty_error'));
    if (tooLong) return setError(t('presentations.qa.too_long', { max: questionMaxLength }));
    ask.mutate();
  };
  return (
    <div className={classes.qa} data-testid="qa-panel">
      <div className={classes.qaList}>
        {query.isPending ? <Stack p="md" gap="sm" aria-busy="true" aria-label={t('common.loading')}>{[0, 1, 2].map((i) => <Skeleton key={i} h={56} radius="md" />)}</Stack> : null}
        {query.isError ? <ErrorPanel title={t('presentations.qa.load_failed')} onRetry={() => void query.refetch()} /> : null}
        {reply && reply.results.length === 0 ? (
          <EmptyPanel icon={<IconMessageQuestion size={28} stroke={1.6} />} title={t('presentations.qa.empty')} description={t('presentations.qa.empty_hint')} />
        ) : null}
        {reply && reply.results.length > 0 ? (
          <ul className={classes.questions} aria-label={t('presentations.qa.list')} aria-live="polite" data-testid="qa-list">
            {reply.results.map((q) => (
              <Question key={q.id} q={q} canModerate={reply.can_moderate} onUpvote={() => upvote.mutate(q.id)} onModerate={(change) => moderate.mutate({ id: q.id, change })}
                onDelete={() => remove.mutate(q.id)} />
            ))}
          </ul>
        ) : null}
      </div>
      {silenced ? (
        <SilencedNotice until={silenced.until} reason={silenced.reason} />
      ) : (
      <form className={classes.ask} onSubmit={(e) => { e.preventDefault(); submit(); }}>
        <Textarea value={text} onChange={(e) => { setText(e.currentTarget.value); setError(null); setHeld(false); }} placeholder={t('presentations.qa.placeholder')} aria-label={t('presentations.qa.ask_label')}
          autosize minRows={2} maxRows={5} error={error} data-testid="qa-input"
          onKeyDown={(e) => { if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) { e.preventDefault(); submit(); } }} />
        {held ? <Text size="sm" mt={6} role="status" data-testid="qa-held">{t('presentations.qa.held')}</Text> : null}
        <Group justify="space-between" mt={6}>
          <Text size="xs" c={tooLong ? 'red.8' : 'dimmed'} aria-live="polite" data-testid="qa-count">{t('presentations.qa.count', { count: trimmed.length, max: questionMaxLength })}</Text>
          <Button type="submit" size="xs" loading={ask.isPending} data-testid="qa-ask">{t('presentations.qa.ask')}</Button>
        </Group>
      </form>
      )}
    </div>
  );
}
