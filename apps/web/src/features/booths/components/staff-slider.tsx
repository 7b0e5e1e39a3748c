import { Carousel } from '@mantine/carousel';
import { Avatar, Button, Group, Indicator, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useViewportSize } from '@mantine/hooks';
import { IconId, IconUser } from '@tabler/icons-react';
import type { BoothStaff } from '@foyer/contracts';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { openAttendeeCard } from '@/features/attendees';
import { attendeeSlots } from '@/shared/plug-ins/attendee-views';
import { useEventSlug } from '@/shared/session/event-slug';
import { useIsMobile } from '@/shared/ui/layout';
import { TransUserText, UserText } from '@/shared/ui/user-text';
import { staffSliderCounts } from '../browser-logic';
import classes from './booth.module.css';
import { personName } from '@/shared/ui/person-name';

const fullName = (s: BoothStaff) => personName(s);
const initials = (s: BoothStaff) => `${s.first_name.charAt(0)}${s.last_name.charAt(0)}`.toUpperCase();

/** "Sales lead at Aurora Optics", or whichever of the two the staff member shows; null for neither. */
function StaffJobLine({ staff }: { staff: Pick<BoothStaff, 'jobtitle' | 'company'> }) {
  const jobtitle = staff.jobtitle.trim();
  const company = staff.company.trim();
  if (jobtitle && company) return <TransUserText i18nKey="booth.staff.job_at" values={{ jobtitle, company }} />;
  if (!jobtitle && !company) return null;
  return <UserText>{jobtitle || company}</UserText>;
}

interface StaffThumbProps {
  staff: BoothStaff;
  isSelf: boolean;
  /** Leave a business card addressed to this staff member; absent for the booth's own staff. */
  onLeaveCard?: (staffId: number) => void;
}

function StaffThumb({ staff, isSelf, onLeaveCard }: StaffThumbProps) {
  const { t } = useTranslation();
  const eventSlug = useEventSlug() ?? '';
  const [opened, { close, toggle }] = useDisclosure(false);
  const name = fullName(staff);
  // Calling a staff member (spec 3), from the calls feature through the attendee views' slot.
  const CallButton = attendeeSlots.callButton;
  const presence = t(staff.is_online ? 'attendees.online' : 'attendees.offline');
  const face = (
    <Stack gap={4} align="center">
      {/* Whether they are in the event now: a visitor looks for someone to talk to (spec 3, presence). */}
      <Indicator color={staff.is_online ? 'teal.6' : 'gray.5'} size={14} offset={8} position="bottom-end" withBorder
        role="img" aria-label={presence} data-online={staff.is_online}>
        <Avatar src={staff.mugshot} alt="" size={56} radius="xl" color="brand" name={name}>{initials(staff)}</Avatar>
      </Indicator>
      <Text size="xs" fw={500} ta="center" lineClamp={2}><UserText>{name}</UserText></Text>
      {isSelf ? <Text size="xs" c="dimmed">{t('booth.staff.you')}</Text> : null}
    </Stack>
  );
  // One's own thumbnail gives no popover (spec 3 §6).
  if (isSelf) return <div className={classes.staffThumb} data-testid="staff-self">{face}</div>;
  const hasJobLine = !!(staff.jobtitle.trim() || staff.company.trim());
  return (
    <Popover opened={opened} onDismiss={close} position="top" withArrow shadow="md" width={320}
      trapFocus returnFocus>
      <Popover.Target>
        <UnstyledButton className={classes.staffThumb} aria-label={name} onClick={toggle}>{face}</UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown data-testid="staff-popover">
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Avatar src={staff.mugshot} alt="" size={48} radius="xl" color="brand" name={name}>{initials(staff)}</Avatar>
            <Stack gap={2} miw={0}>
              <Text fw={600} lh={1.3}><UserText>{name}</UserText></Text>
              {hasJobLine ? <Text size="sm" lh={1.35}><StaffJobLine staff={staff} /></Text> : null}
              <Text size="xs" c="dimmed">{t('booth.staff.role')} · {presence}</Text>
            </Stack>
            {CallButton ? (
              <Suspense fallback={null}>
                <div style={{ marginInlineStart: 'auto' }}>
                  <CallButton eventSlug={eventSlug} person={staff} compact />
                </div>
              </Suspense>
            ) : null}
          </Group>
          <Button size="sm" variant="subtle" fullWidth justify="flex-start" leftSection={<IconUser size={16} aria-hidden />}
            onClick={() => { close(); openAttendeeCard(eventSlug, staff.id); }} data-testid="staff-view-profile">
            {t('attendees.view_profile')}
          </Button>
          {onLeaveCard ? (
            <Button size="sm" variant="light" fullWidth justify="flex-start" leftSection={<IconId size={16} aria-hidden />}
              classNames={{ root: classes.wrappingButton, label: classes.wrappingButtonLabel }}
              onClick={() => { close(); onLeaveCard(staff.id); }} data-testid="staff-leave-card">
              <TransUserText i18nKey="booth.staff.leave_card" values={{ name: staff.first_name.trim() || name }} />
            </Button>
          ) : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** Staff thumbnails in a slider: 10 shown, 5 scrolled (mobile: width/110 shown, 3 scrolled); a spacer when none. */
export function StaffSlider({ staff, userId, onLeaveCard }: { staff: BoothStaff[]; userId: number | undefined; onLeaveCard?: (staffId: number) => void }) {
  const { t } = useTranslation();
  const { width } = useViewportSize();
  const mobile = useIsMobile();
  const counts = staffSliderCounts(width || 1024, mobile);
  if (staff.length === 0) {
    return <div className={classes.staffSpacer} data-testid="staff-spacer"><Text c="dimmed" size="sm">{t('booth.staff.none')}</Text></div>;
  }
  return (
    <Carousel
      slideSize={`${100 / counts.shown}%`}
      slideGap="xs"
      emblaOptions={{ slidesToScroll: counts.scroll, align: 'start', containScroll: 'trimSnaps' }}
      withControls={staff.length > counts.shown}
      previousControlProps={{ 'aria-label': t('booth.staff.previous') }}
      nextControlProps={{ 'aria-label': t('booth.staff.next') }}
      aria-label={t('booth.tabs.staff')}
      data-testid="staff-slider"
      data-shown={counts.shown}
    >
      {staff.map((s) => (
        <Carousel.Slide key={s.id}>
          <StaffThumb staff={s} isSelf={s.id === userId} onLeaveCard={onLeaveCard} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
