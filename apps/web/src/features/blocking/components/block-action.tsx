import { Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBan, IconCircleCheck } from '@tabler/icons-react';
import { moderationReasonMaxLength } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TransUserText } from '@/shared/ui/user-text';
import { useBlockToggle, useIsBlocked, type BlockablePerson } from '../use-block';
import { personName } from '@/shared/ui/person-name';

const nameOf = (p: BlockablePerson) => personName(p);

/**
 * The question before a block: what it does, and "report them too" with what happened (decision 0097), which
 * puts a report into the moderators' queue with the block.
 */
function BlockForm({ name, onBlock, onCancel }: { name: string; onBlock: (reportReason?: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [report, setReport] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!report) return onBlock();
        if (!reason.trim()) return setError(t('blocking.report_reason_needed'));
        onBlock(reason.trim());
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          <TransUserText i18nKey="blocking.confirm_text" values={{ name }} />
        </Text>
        <Checkbox label={t('blocking.report_too')} checked={report} onChange={(e) => setReport(e.currentTarget.checked)} data-testid="block-report" />
        {report ? (
          <Textarea
            label={t('blocking.report_reason')}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            required
            autosize
            minRows={2}
            maxLength={moderationReasonMaxLength}
            data-autofocus
            data-testid="block-report-reason"
          />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>{t('blocking.cancel')}</Button>
          <Button type="submit" color="red.8" data-testid="block-confirm">{t('blocking.block')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * "Block" / "Unblock" among the attendee card's actions. Blocking asks first, naming the person; the change
 * shows at once and goes back if the server refuses.
 */
export function BlockAction({ eventSlug, person }: { eventSlug: string; person: BlockablePerson }) {
  const { t } = useTranslation();
  const { blocked, ready } = useIsBlocked(eventSlug, person.id);
  const toggle = useBlockToggle(eventSlug);
  const name = nameOf(person);
  if (blocked) {
    return (
      <Button variant="default" leftSection={<IconCircleCheck size={18} aria-hidden />} onClick={() => toggle.mutate({ person, block: false })} data-testid="attendee-unblock">
        {t('blocking.unblock')}
      </Button>
    );
  }
  const ask = () => {
    const id = `block-${person.id}`;
    modals.open({
      modalId: id,
      title: <TransUserText i18nKey="blocking.confirm_title" values={{ name }} />,
      closeButtonProps: { 'aria-label': t('common.close') },
      children: (
        <BlockForm
          name={name}
          onCancel={() => modals.close(id)}
          onBlock={(reportReason) => {
            modals.close(id);
            toggle.mutate({ person, block: true, reportReason });
          }}
        />
      ),
    });
  };
  return (
    // Red text on white in the shade that keeps AA contrast (4.5:1); the theme's default red reads 3.3:1.
    <Button variant="subtle" color="red" c="red.9" leftSection={<IconBan size={18} aria-hidden />} onClick={ask} disabled={!ready} data-testid="attendee-block">
      {t('blocking.block')}
    </Button>
  );
}
