import { Button, Group, Modal, Select, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoothStaff } from '@foyer/contracts';
import { limits } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/notify/notify';
import { giveBusinessCard } from '../api';
import { readOwnCard, storeOwnCard } from '../own-card';
import { leaveCardLocks } from '../rules';

interface LeaveCardModalProps {
  opened: boolean;
  onClose: () => void;
  eventSlug: string;
  boothSlug: string;
  boothName: string;
  staff: BoothStaff[];
}

const staffName = (s: BoothStaff) => `${s.first_name} ${s.last_name}`.trim();

/**
 * Leave a business card (spec 3 §4): share the e-mail (locked on once shared), address a staff member
 * (locked once assigned) and add a note. Toasts for 3 s; 'Error dropping business card' on failure.
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

function LeaveCardForm({ eventSlug, boothSlug, staff, onDone }: Omit<LeaveCardModalProps, 'opened' | 'onClose' | 'boothName'> & { onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [locks] = useState(() => leaveCardLocks(readOwnCard(eventSlug, boothSlug)));
  const [includeEmail, setIncludeEmail] = useState(locks.initialIncludeEmail);
  const [staffId, setStaffId] = useState<string | null>(locks.initialStaff !== null ? String(locks.initialStaff) : null);
  const [message, setMessage] = useState('');
  const give = useMutation({
    mutationFn: () =>
      giveBusinessCard(eventSlug, boothSlug, {
        include_email: includeEmail,
        message: message.trim(),
        staff: locks.staffLocked ? locks.initialStaff : staffId ? Number(staffId) : null,
        is_auto: false,
      }),
    onSuccess: (card) => {
      storeOwnCard(eventSlug, boothSlug, card);
      void queryClient.invalidateQueries({ queryKey: ['booths', eventSlug, 'detail', boothSlug] });
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
        <Switch
          label={t('business_cards.leave.include_email')}
          description={locks.emailLocked ? t('business_cards.leave.email_locked') : undefined}
          checked={includeEmail}
          disabled={locks.emailLocked}
          onChange={(e) => setIncludeEmail(e.currentTarget.checked)}
          data-testid="card-include-email"
        />
        {options.length > 0 ? (
          <Select
            label={t('business_cards.leave.staff')}
            placeholder={t('business_cards.leave.staff_anyone')}
            description={locks.staffLocked ? t('business_cards.leave.staff_locked') : undefined}
            data={options}
            value={staffId}
            onChange={setStaffId}
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
          <Button type="submit" loading={give.isPending}>{t('business_cards.leave.submit')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
