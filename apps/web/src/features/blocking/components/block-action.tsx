import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBan, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TransUserText } from '@/shared/ui/user-text';
import { useBlockToggle, useIsBlocked, type BlockablePerson } from '../use-block';
import { personName } from '@/shared/ui/person-name';

const nameOf = (p: BlockablePerson) => personName(p);

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
  const ask = () =>
    modals.openConfirmModal({
      title: <TransUserText i18nKey="blocking.confirm_title" values={{ name }} />,
      children: (
        <Text size="sm">
          <TransUserText i18nKey="blocking.confirm_text" values={{ name }} />
        </Text>
      ),
      labels: { confirm: t('blocking.block'), cancel: t('blocking.cancel') },
      confirmProps: { color: 'red.8', 'data-testid': 'block-confirm' } as Record<string, string>,
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () => toggle.mutate({ person, block: true }),
    });
  return (
    // Red text on white in the shade that keeps AA contrast (4.5:1); the theme's default red reads 3.3:1.
    <Button variant="subtle" color="red" c="red.9" leftSection={<IconBan size={18} aria-hidden />} onClick={ask} disabled={!ready} data-testid="attendee-block">
      {t('blocking.block')}
    </Button>
  );
}
