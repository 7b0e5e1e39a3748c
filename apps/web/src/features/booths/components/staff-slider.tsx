import { Carousel } from '@mantine/carousel';
import { Avatar, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import type { BoothStaff } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/shared/ui/layout';
import { staffSliderCounts } from '../browser-logic';
import classes from './booth.module.css';

const fullName = (s: BoothStaff) => `${s.first_name} ${s.last_name}`.trim();
const initials = (s: BoothStaff) => `${s.first_name.charAt(0)}${s.last_name.charAt(0)}`.toUpperCase();

function StaffThumb({ staff, isSelf }: { staff: BoothStaff; isSelf: boolean }) {
  const { t } = useTranslation();
  const face = (
    <Stack gap={4} align="center">
      <Avatar src={staff.mugshot} alt="" size={56} radius="xl" color="initials" name={fullName(staff)}>{initials(staff)}</Avatar>
      <Text size="xs" fw={500} ta="center" lineClamp={2}>{fullName(staff)}</Text>
      {isSelf ? <Text size="xs" c="dimmed">{t('booth.staff.you')}</Text> : null}
    </Stack>
  );
  // One's own thumbnail gives no popover (spec 3 §6).
  if (isSelf) return <div className={classes.staffThumb} data-testid="staff-self">{face}</div>;
  return (
    <Popover position="top" withArrow shadow="md">
      <Popover.Target>
        <UnstyledButton className={classes.staffThumb} aria-label={fullName(staff)}>{face}</UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={2}>
          <Text fw={600}>{fullName(staff)}</Text>
          <Text size="sm" c="dimmed">{t('booth.staff.role')}</Text>
          <Text size="xs" c="dimmed" maw={220}>{t('booth.staff.contact_later')}</Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** Staff thumbnails in a slider: 10 shown, 5 scrolled (mobile: width/110 shown, 3 scrolled); a spacer when none. */
export function StaffSlider({ staff, userId }: { staff: BoothStaff[]; userId: number | undefined }) {
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
          <StaffThumb staff={s} isSelf={s.id === userId} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
