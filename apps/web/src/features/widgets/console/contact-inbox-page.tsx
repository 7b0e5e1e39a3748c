import { Badge, Button, Card, Group, SegmentedControl, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { IconInbox, IconMailForward } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contactAnswerBody, organizerContactRoutes, type ContactQuestion } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@/shared/api/http';
import { errorMessage } from '@/shared/api/errors';
import { schemaErrors } from '@/shared/lib/form-errors';
import { notify, toast } from '@/shared/notify/notify';
import type { EventSectionProps } from '@/shared/plug-ins/console-sections';
import { ConsolePagination } from '@/shared/ui/console-list';
import { ConsolePage } from '@/shared/ui/console-page';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { UserText } from '@/shared/ui/user-text';
import { readableLight } from '@/shared/ui/readable-badge';

type State = 'unanswered' | 'answered' | 'all';
const pageSize = 20;
const inboxKey = (eventSlug: string) => ['console', 'contact-inbox', eventSlug] as const;

function When({ at }: { at: string }) {
  const { i18n } = useTranslation();
  return <Text component="time" dateTime={at} size="xs" c="dimmed">{new Date(at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}</Text>;
}

/** One question: who asked and when, what; its answer, or the form that mails one. */
function QuestionCard({ eventSlug, question }: { eventSlug: string; question: ContactQuestion }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const asker = question.asker ? `${question.asker.first_name} ${question.asker.last_name}`.trim() || question.asker.email : t('contact_inbox.removed_asker');
  const send = useMutation({
    mutationFn: () => call(organizerContactRoutes.answer, { params: { eventSlug, questionId: question.id }, body: { text } }),
    onSuccess: () => {
      toast(t('contact_inbox.answered_toast', { name: asker }));
      void queryClient.invalidateQueries({ queryKey: inboxKey(eventSlug) });
    },
    onError: (err) => notify.error(errorMessage(err, t('contact_inbox.answer_failed'))),
  });
  return (
    <Card withBorder radius="md" padding="md" data-testid="contact-question">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text fw={650}><UserText>{asker}</UserText></Text>
            {question.asker ? <Text size="sm" c="dimmed">{question.asker.email}</Text> : null}
          </Group>
          <Group gap="xs">
            <When at={question.asked_at} />
            <Badge size="sm" {...readableLight(question.answered_at ? 'teal' : 'orange')}>{t(question.answered_at ? 'contact_inbox.answered' : 'contact_inbox.unanswered')}</Badge>
          </Group>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}><UserText>{question.message}</UserText></Text>
        {question.answered_at ? (
          <Card radius="sm" padding="sm" bg="var(--mantine-color-gray-light)">
            <Text size="xs" c="dimmed" mb={4}>{t('contact_inbox.answer_by', { name: question.answered_by ?? '' })} · <When at={question.answered_at} /></Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}><UserText>{question.answer ?? ''}</UserText></Text>
          </Card>
        ) : question.asker ? (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              const found = schemaErrors(contactAnswerBody, { text });
              setError(found.text);
              if (!found.text) send.mutate();
            }}
          >
            <Stack gap="xs">
              <Textarea label={t('contact_inbox.answer_label')} description={t('contact_inbox.answer_hint', { email: question.asker.email })} value={text} onChange={(e) => setText(e.currentTarget.value)} error={error} autosize minRows={2} maxRows={8} data-testid="contact-answer" />
              <Group justify="flex-end">
                <Button type="submit" size="sm" leftSection={<IconMailForward size={16} aria-hidden />} loading={send.isPending} data-testid="contact-send">{t('contact_inbox.send')}</Button>
              </Group>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </Card>
  );
}

/** `/manage/{eventSlug}/contact`: the reception widget's questions, unanswered first, answered by mail. */
export function ContactInboxPage({ eventSlug }: EventSectionProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>('unanswered');
  const [page, setPage] = useState(1);
  const questions = useQuery({
    queryKey: [...inboxKey(eventSlug), state, page],
    queryFn: ({ signal }) => call(organizerContactRoutes.questions, { params: { eventSlug }, query: { state, limit: pageSize, offset: (page - 1) * pageSize } }, signal),
    placeholderData: keepPreviousData,
  });
  const unanswered = questions.data?.unanswered;
  let content;
  if (questions.isPending) content = <Skeleton h={140} radius="md" data-testid="contact-loading" />;
  else if (questions.isError) content = <ErrorPanel description={errorMessage(questions.error, t('contact_inbox.load_failed'))} onRetry={() => void questions.refetch()} />;
  else if (questions.data.results.length === 0) content = <EmptyPanel icon={<IconInbox size={28} stroke={1.6} />} title={t(`contact_inbox.empty.${state}`)} description={t('contact_inbox.empty.body')} />;
  else {
    content = (
      <Stack gap="sm" data-testid="contact-questions">
        {questions.data.results.map((q) => <QuestionCard key={q.id} eventSlug={eventSlug} question={q} />)}
        <ConsolePagination count={questions.data.count} pageSize={pageSize} page={page} onChange={setPage} justify="flex-end" />
      </Stack>
    );
  }
  return (
    <ConsolePage title={t('contact_inbox.title')} description={t('contact_inbox.intro')} testId="contact-inbox">
      <SegmentedControl
        value={state}
        onChange={(v) => {
          setState(v as State);
          setPage(1);
        }}
        data={[
          { value: 'unanswered', label: unanswered === undefined ? t('contact_inbox.filter.unanswered') : t('contact_inbox.filter.unanswered_count', { count: unanswered }) },
          { value: 'answered', label: t('contact_inbox.filter.answered') },
          { value: 'all', label: t('contact_inbox.filter.all') },
        ]}
        aria-label={t('contact_inbox.filter.label')}
        style={{ alignSelf: 'flex-start' }}
        data-testid="contact-filter"
      />
      {content}
    </ConsolePage>
  );
}
