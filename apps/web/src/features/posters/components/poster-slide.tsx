import { Anchor, Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconFileOff, IconFileText, IconMessage } from '@tabler/icons-react';
import { posterContact, type Poster, type PosterSpace } from '@foyer/contracts';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { attendeeSlots } from '@/shared/plug-ins/attendee-views';
import { BookmarkToggle } from '@/features/goodiebag';
import { UserText } from '@/shared/ui/user-text';
import { posterCallPath } from '../api';
import classes from './posters.module.css';

interface PosterSlideProps {
  eventSlug: string;
  posterSlug: string;
  poster: Poster;
  space: PosterSpace['meta'];
  viewerId: number | undefined;
  onOpen: () => void;
  active: boolean;
}

const safeVideo = (url: string | null) => (url && /^https:\/\//i.test(url) ? url : null);

/** One poster of the slider: its preview (opens the PDF), title, authors and the ways to reach the author. */
export function PosterSlide({ eventSlug, posterSlug, poster, space, viewerId, onOpen, active }: PosterSlideProps) {
  const { t } = useTranslation();
  const contact = posterContact(space, poster, viewerId);
  const author = poster.author_user;
  const authorName = author ? `${author.first_name} ${author.last_name}`.trim() : '';
  const video = safeVideo(poster.video_url);
  const CallButton = attendeeSlots.callButton;
  return (
    <div className={classes.slide} data-testid={active ? 'poster-current' : 'poster-slide'} data-poster-id={poster.id}>
      <button type="button" className={classes.preview} onClick={onOpen} disabled={!poster.pdf} aria-label={poster.pdf ? t('posters.slide.open_named', { title: poster.title }) : t('posters.slide.no_file')}>
        {poster.preview ? <img src={poster.preview} alt="" loading="lazy" /> : (
          <Stack align="center" justify="center" h="100%" gap="xs" c="dimmed"><IconFileText size={48} stroke={1.3} aria-hidden /></Stack>
        )}
      </button>
      <Paper className={classes.info} radius="lg" p="lg" withBorder>
        <Stack gap="sm">
          <Title order={2} size="h3"><UserText>{poster.title}</UserText></Title>
          {poster.author_names ? <Text c="dimmed"><UserText>{poster.author_names}</UserText></Text> : null}
          {poster.pdf ? (
            <Button leftSection={<IconFileText size={18} aria-hidden />} onClick={onOpen} data-testid="poster-open">{t('posters.slide.open')}</Button>
          ) : (
            <Group gap="xs" c="dimmed" data-testid="poster-no-file"><IconFileOff size={18} aria-hidden /><Text size="sm">{t('posters.slide.no_file')}</Text></Group>
          )}
          {video ? (
            <Anchor href={video} target="_blank" rel="noopener noreferrer" size="sm">
              <Group gap={4} component="span"><IconExternalLink size={14} aria-hidden />{t('posters.slide.video')}</Group>
            </Anchor>
          ) : null}
          <BookmarkToggle kind="poster" itemId={poster.id} name={poster.title} withLabel />
          {author ? (
            <div className={classes.author}>
              <Group gap="sm" wrap="nowrap">
                <Avatar src={author.mugshot} name={authorName || undefined} color="brand" radius="xl" alt="" />
                <div style={{ minWidth: 0 }}>
                  <Text size="xs" c="dimmed">{t('posters.slide.author')}</Text>
                  <Text fw={600} truncate><UserText>{authorName}</UserText></Text>
                </div>
              </Group>
              {author.id === viewerId ? <Text size="sm" c="dimmed" mt="xs">{t('posters.slide.yours')}</Text> : null}
              {contact.message || contact.call ? (
                <Group gap="xs" mt="sm">
                  {contact.message ? (
                    <Button variant="light" leftSection={<IconMessage size={18} aria-hidden />} onClick={() => attendeeSlots.openChat?.(author.id)} data-testid="poster-message">
                      {t('posters.slide.message')}
                    </Button>
                  ) : null}
                  {contact.call && CallButton ? createElement(CallButton, { eventSlug, person: author, roomPath: posterCallPath(eventSlug, posterSlug) }) : null}
                </Group>
              ) : null}
            </div>
          ) : null}
        </Stack>
      </Paper>
    </div>
  );
}
