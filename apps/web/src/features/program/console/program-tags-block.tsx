import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TagsPanel } from './tags-panel';

/** The event's program tags on its settings page: the same editor as the program's own tab. */
export function ProgramTagsBlock({ eventSlug }: { eventSlug: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="settings-program-tags">
      <TagsPanel eventSlug={eventSlug} intro={false} />
      <Anchor component={Link} to={`/manage/${eventSlug}/program`} size="sm">
        {t('manage_program.settings_block.open_program')}
      </Anchor>
    </Stack>
  );
}
