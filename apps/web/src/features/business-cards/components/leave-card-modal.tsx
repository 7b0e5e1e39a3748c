import { Avatar, Button, Group, Modal, Paper, Select, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { BoothStaff, CurrentUser, OwnBusinessCard } from '@foyer/contracts';
import { limits } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/notify/notify';
import { giveBusinessCard } from '../api';
import { cardIdentity, leaveCardLocks } from '../rules';
import { personName } from '@/shared/ui/person-name';

interface LeaveCardModalProps {
  opened: boolean;
  onClose: () => void;
  eventSlug: string;
  boothSlug: string;
  boothName: string;
  staff: BoothStaff[];
  /** The visitor, for the preview of what the booth will see. */
  visitor?: CurrentUser;
  /** The visitor's card at this booth as the server has it (`my_business_card`): the locks and the prefill. */
  myCard: OwnBusinessCard | null;
  /** A staff member chosen before opening (from their thumbnail), unless the card is already assigned. */
  preselectedStaff?: number | null;
  /** The server's answer, for the booth detail to show it at once. */
  onLeft?: (card: OwnBusinessCard) => void;
}

const staffName = (s: BoothStaff) => personName(s);

/**
 * Leave a business card (spec 3 §4): share the e-mail (locked on once shared), address a staff member
 * (locked once assigned) and add a note. The locks come from the card the server keeps, so every browser
 * shows them. Toasts for 3 s; 'Error dropping business card' on failure.
 */
export function LeaveCardModal({ opened, onClose, ...rest }: LeaveCardModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} centered size="md" closeButtonProps={{ 'aria-label': t('common.close') }} title={t('business_cards.leave.title', { booth: rest.boothName })}
      styles={{ title: { fontWeight: 700 } }}>
      {opened ? <LeaveCardForm onDone={onClose} {...rest} /> : null}
    </Modal>
  );
}

/** The card as the booth's staff will see it: picture, name and (when shared) the e-mail address. */
function CardPreview({ visitor, showIdentity, includeEmail }: { visitor: CurrentUser; showIdentity: boolean; includeEmail: boolean }) {
  const { t } = useTranslation();
  const identity = cardIdentity(visitor, showIdentity);
  const name = identity.name === null ? t('business_cards.anonymous') : identity.name || personName(visitor);
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)" data-testid="card-preview">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={6}>{t('business_cards.leave.preview')}</Text>
      <Group gap="sm" wrap="nowrap">
        <Avatar src={identity.mugshot} alt="" radius="xl" color="brand" name={name} />
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate>{name}</Text>
          {includeEmail ? <Text size="sm" c="dimmed" truncate>{visitor.email}</Text> : null}
        </div>
      </Group>
    </Paper>
  );
}

function LeaveCardForm({ eventSlug, boothSlug, staff, visitor, myCard, preselectedStaff, onLeft, onDone }: Omit<LeaveCardModalProps, 'opened' | 'onClose' | 'boothName'> & { onDone: () => void }) {
  const { t } = useTranslation();
  // Derived on every render: a fresher booth detail arriving while the modal is open still locks.
  const locks = leaveCardLocks(myCard);
  const [chosenEmail, setChosenEmail] = useState(locks.initialIncludeEmail);
  const [chosenStaff, setChosenStaff] = useState<string | null>(() => {
    const initial = locks.initialStaff ?? preselectedStaff ?? null;
    return initial !== null ? String(initial) : null;
  });
  const [message, setMessage] = useState(locks.initialMessage);
  const [chosenIdentity, setChosenIdentity] = useState(locks.identityLocked);
  const includeEmail = locks.emailLocked || chosenEmail;
  const showIdentity = locks.identityLocked || chosenIdentity;
  const staffId = locks.staffLocked ? String(locks.initialStaff) : chosenStaff;
  const give = useMutation({
    mutationFn: () =>
      giveBusinessCard(eventSlug, boothSlug, {
        include_email: includeEmail,
        message: message.trim(),
        staff: staffId ? Number(staffId) : null,
        is_auto: false,
        ignore_incognito_mode: showIdentity,
      }),
    onSuccess: (card) => {
      onLeft?.(card);
      notify.success(t('booth.leave_businesscard.success'), { displayDuration: limits.toastMs, id: `card-${boothSlug}` });
      onDone();
    },
    onError: () => notify.error(t('booth.leave_businesscard.error'), { displayDuration: limits.toastMs, id: `card-error-${boothSlug}` }),
  });
  const options = staff.map((s) => ({ value: String(s.id), label: staffName(s) }));
  return (
    <form onSubmit={(e) => { e.preventDefault(); give.mutate(); }}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">{t('business_cards.leave.intro')}</Text>
        {visitor ? <CardPreview visitor={visitor} showIdentity={showIdentity} includeEmail={includeEmail} /> : null}
        {visitor?.incognito_mode ? (
          <Switch
            label={t('business_cards.leave.show_identity')}
            description={locks.identityLocked
              ? t('business_cards.leave.identity_locked')
              : t('business_cards.leave.show_identity_hint', { alias: visitor.alias_name.trim() || t('business_cards.anonymous') })}
            checked={showIdentity}
            disabled={locks.identityLocked}
            onChange={(e) => setChosenIdentity(e.currentTarget.checked)}
            data-testid="card-show-identity"
          />
        ) : null}
        <Switch
          label={t('business_cards.leave.include_email')}
          description={locks.emailLocked ? t('business_cards.leave.email_locked') : undefined}
          checked={includeEmail}
          disabled={locks.emailLocked}
          onChange={(e) => setChosenEmail(e.currentTarget.checked)}
          data-testid="card-include-email"
        />
        {options.length > 0 ? (
          <Select
            label={t('business_cards.leave.staff')}
            placeholder={t('business_cards.leave.staff_anyone')}
            description={locks.staffLocked ? t('business_cards.leave.staff_locked') : undefined}
            data={options}
            value={staffId}
            onChange={setChosenStaff}
            disabled={locks.staffLocked}
            clearable
            comboboxProps={{ withinPortal: true }}
            data-testid="card-staff"
          />
        ) : null}
        <Textarea
          label={t('business_cards.leave.note')}
          placeholder={t('business_cards.leave.note_placeholder')}
          autosize
          minRows={3}
          maxLength={2000}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>{t('business_cards.leave.cancel')}</Button>
          <Button type="submit" loading={give.isPending}>
            {myCard?.is_auto === false ? t('booth.update_business_card') : t('business_cards.leave.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
