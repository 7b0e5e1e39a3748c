import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import type { BoothDocument } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { BookmarkToggle } from '@/features/goodiebag';
import { recordDocumentDownload } from '../api';
import classes from './booth.module.css';

/**
 * Documents open in a new tab; each click is recorded as a download. The tab opens at once (a popup
 * opened after an await is blocked) and the recording goes alongside. Each can be bookmarked (goodie bag).
 */
export function DocumentsList({ eventSlug, boothSlug, documents }: { eventSlug: string; boothSlug: string; documents: BoothDocument[] }) {
  const { t } = useTranslation();
  const record = (doc: BoothDocument) => {
    recordDocumentDownload(eventSlug, boothSlug, doc.id).catch((error: unknown) => console.warn('Download not recorded', error));
  };
  return (
    <ul className={classes.documents} aria-label={t('booth.tabs.documents')}>
      {documents.map((doc) => (
        <li key={doc.id} className={classes.documentItem}>
          <UnstyledButton component="a" href={doc.url} target="_blank" rel="noopener noreferrer" onClick={() => record(doc)}
            className={classes.document} data-testid="booth-document">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" size={40} radius="md" aria-hidden><IconFileTypePdf size={22} stroke={1.6} /></ThemeIcon>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} truncate>{doc.name}</Text>
                <Text size="xs" c="dimmed">{t('booth.documents.open')}</Text>
              </div>
              <IconExternalLink size={16} aria-hidden />
            </Group>
          </UnstyledButton>
          <BookmarkToggle kind="file" itemId={doc.id} name={doc.name} />
        </li>
      ))}
    </ul>
  );
}
