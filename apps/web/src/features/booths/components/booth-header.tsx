import { Anchor, Badge, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAddressBook, IconExternalLink, IconId, IconMapPin } from '@tabler/icons-react';
import type { BoothDetail } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BoothLogo } from '@/features/jobs';
import { BookmarkToggle } from '@/features/goodiebag';
import classes from './booth.module.css';

interface BoothHeaderProps {
  booth: BoothDetail;
  eventSlug: string;
  canLeaveCard: boolean;
  canManage: boolean;
  onLeaveCard: () => void;
}

/** Logo, name, subtitle, category, physical location, website, the bookmark and the business card actions. */
export function BoothHeader({ booth, eventSlug, canLeaveCard, canManage, onLeaveCard }: BoothHeaderProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.header}>
      <Group gap="md" wrap="nowrap" align="flex-start" className={classes.headerMain}>
        <BoothLogo src={booth.logo} name={booth.name} size={72} />
        <Stack gap={4} miw={0}>
          <Group gap="xs">
            <Title order={1} size="h2" className={classes.boothName}>{booth.name}</Title>
            {booth.category ? <Badge variant="light" radius="sm">{booth.category.name}</Badge> : null}
          </Group>
          {booth.subtitle ? <Text c="dimmed" size="md">{booth.subtitle}</Text> : null}
          <Group gap="lg" mt={4}>
            {booth.physical_location ? (
              <Group gap={6} wrap="nowrap">
                <IconMapPin size={18} stroke={1.7} aria-hidden className={classes.pin} />
                <Text size="sm"><VisuallyHidden>{t('booth.location')}: </VisuallyHidden>{booth.physical_location}</Text>
              </Group>
            ) : null}
            {booth.website ? (
              <Anchor href={booth.website} target="_blank" rel="noopener noreferrer" size="sm">
                <Group gap={4} wrap="nowrap" component="span">
                  {t('booth.website')}
                  <IconExternalLink size={14} aria-hidden />
                </Group>
              </Anchor>
            ) : null}
          </Group>
        </Stack>
      </Group>
      <Group gap="sm" className={classes.headerActions}>
        <BookmarkToggle kind="booth" itemId={booth.id} name={booth.name} withLabel />
        {canManage ? (
          <Button component={Link} to={`/${eventSlug}/booths/${booth.slug}/business-cards`} variant="default"
            leftSection={<IconAddressBook size={18} aria-hidden />} data-testid="manage-cards">
            {t('booth.manage_business_cards')}
          </Button>
        ) : null}
        {canLeaveCard ? (
          <Button onClick={onLeaveCard} leftSection={<IconId size={18} aria-hidden />} data-testid="leave-card">
            {/* An automatic card is not one the visitor left: "update" only after one left by hand. */}
            {booth.my_business_card?.is_auto === false ? t('booth.update_business_card') : t('booth.leave_business_card')}
          </Button>
        ) : null}
      </Group>
    </div>
  );
}
