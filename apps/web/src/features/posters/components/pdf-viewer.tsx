import { ActionIcon, Center, Group, Loader, Text, Tooltip } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Document, Page, pdfjs } from 'react-pdf';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import classes from './posters.module.css';

// pdf.js parses in a worker from our own origin (the page's CSP allows workers from 'self').
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

const zoomSteps = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];
/** pdf.js options: no `eval` for fonts (our CSP forbids it). */
const documentOptions = { isEvalSupported: false };

/** A poster's PDF (spec 2 "Posters"): one page at a time, paged and zoomed; loaded only when opened. */
export function PdfViewer({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(2);
  const { ref, width } = useElementSize();
  const scale = zoomSteps[zoom]!;
  const pageWidth = Math.max(200, Math.floor((width || 600) - 32) * scale);
  return (
    <div className={classes.viewer} data-testid="pdf-viewer">
      <Group className={classes.viewerBar} justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('posters.viewer.previous')}>
            <ActionIcon variant="default" onClick={() => setPage((p) => Math.max(1, p - 1))} disabled={page <= 1} aria-label={t('posters.viewer.previous')} data-testid="pdf-previous">
              <IconChevronLeft size={18} />
            </ActionIcon>
          </Tooltip>
          <Text size="sm" fw={600} aria-live="polite" data-testid="pdf-page">
            {pages > 0 ? t('posters.viewer.page', { page, pages }) : '…'}
          </Text>
          <Tooltip label={t('posters.viewer.next')}>
            <ActionIcon variant="default" onClick={() => setPage((p) => Math.min(pages, p + 1))} disabled={page >= pages} aria-label={t('posters.viewer.next')} data-testid="pdf-next">
              <IconChevronRight size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('posters.viewer.zoom_out')}>
            <ActionIcon variant="default" onClick={() => setZoom((z) => Math.max(0, z - 1))} disabled={zoom === 0} aria-label={t('posters.viewer.zoom_out')} data-testid="pdf-zoom-out">
              <IconZoomOut size={18} />
            </ActionIcon>
          </Tooltip>
          <Text size="sm" w={48} ta="center" data-testid="pdf-zoom">{Math.round(scale * 100)}%</Text>
          <Tooltip label={t('posters.viewer.zoom_in')}>
            <ActionIcon variant="default" onClick={() => setZoom((z) => Math.min(zoomSteps.length - 1, z + 1))} disabled={zoom === zoomSteps.length - 1} aria-label={t('posters.viewer.zoom_in')} data-testid="pdf-zoom-in">
              <IconZoomIn size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('posters.viewer.zoom_reset')}>
            <ActionIcon variant="default" onClick={() => setZoom(2)} aria-label={t('posters.viewer.zoom_reset')}>
              <IconZoomReset size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <div ref={ref} className={classes.viewerBody} tabIndex={0} role="region" aria-label={t('posters.viewer.region', { title })}>
        <Document
          file={url}
          options={documentOptions}
          onLoadSuccess={(doc) => { setPages(doc.numPages); setPage(1); }}
          loading={<Center p="xl"><Loader aria-label={t('posters.viewer.loading')} /></Center>}
          error={<Center p="xl"><Text c="red.8">{t('posters.viewer.error')}</Text></Center>}
        >
          <div role="img" aria-label={t('posters.viewer.page_label', { title, page })} data-testid="pdf-canvas" data-page={page}>
            <Page pageNumber={page} width={pageWidth} renderTextLayer={false} renderAnnotationLayer={false} className={classes.pdfPage} />
          </div>
        </Document>
      </div>
    </div>
  );
}
