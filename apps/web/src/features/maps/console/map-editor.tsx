import { ActionIcon, Anchor, Button, Card, FileButton, Group, Modal, NavLink, Progress, ScrollArea, SegmentedControl, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconArrowLeft, IconCircle, IconDeviceDesktop, IconPointer, IconPolygon, IconRectangle, IconUpload, IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MapAreaShape, OrganizerSpace } from '@foyer/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api/errors';
import { notify, toast } from '@/shared/notify/notify';
import { consoleSpacesQuery } from '@/shared/session/console-spaces';
import { usePageTitle } from '@/shared/session/page-title';
import { ConsolePage } from '@/shared/ui/console-page';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { SaveBar } from '@/shared/ui/save-bar';
import { UnsavedChangesPrompt } from '@/shared/ui/unsaved-changes';
import { AreaPanel } from './area-panel';
import { areaErrors, bodyOf, editorAreaOf, newArea, type EditorArea } from './editor-areas';
import { insertPoint, removePoint } from './editor-geometry';
import { MapCanvas, type EditorTool, type Selection } from './map-canvas';
import { deleteArea, mapAreasQuery, mapChanged, saveArea, uploadMapImage } from './map-editor-api';
import { MapPreview } from './map-preview';
import classes from './map-editor.module.css';

const formId = 'map-editor-form';
const zoomSteps = [0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4];
const tools: { value: EditorTool; icon: typeof IconPointer }[] = [
  { value: 'select', icon: IconPointer },
  { value: 'rect', icon: IconRectangle },
  { value: 'circle', icon: IconCircle },
  { value: 'poly', icon: IconPolygon },
];

/** `/manage/{eventSlug}/maps/{mapSlug}`: the map's image and its areas, drawn and linked. */
export function MapEditor({ eventSlug, mapSlug }: { eventSlug: string; mapSlug: string }) {
  const { t } = useTranslation();
  const map = useQuery(mapAreasQuery(eventSlug, mapSlug));
  const spaces = useQuery(consoleSpacesQuery(eventSlug));
  const space = spaces.data?.results.find((s) => s.type === 'map' && s.slug === mapSlug);
  usePageTitle(space ? `${space.name} · ${t('manage_maps.title')}` : null);
  let content;
  if (map.isPending || spaces.isPending) content = <Skeleton h={480} radius="md" data-testid="map-editor-loading" />;
  else if (map.isError) content = <ErrorPanel description={errorMessage(map.error, t('manage_maps.load_one_failed'))} onRetry={() => void map.refetch()} />;
  else if (spaces.isError) content = <ErrorPanel description={errorMessage(spaces.error, t('manage_maps.load_failed'))} onRetry={() => void spaces.refetch()} />;
  else
    content = (
      <Editor
        // A new image starts the editor afresh at its size.
        key={`${map.data.image_width}x${map.data.image_height}`}
        eventSlug={eventSlug}
        mapSlug={mapSlug}
        mapName={space?.name ?? mapSlug}
        mapId={space?.id ?? 0}
        image={map.data.image}
        size={{ width: map.data.image_width, height: map.data.image_height }}
        stored={map.data.results.map(editorAreaOf)}
        spaces={spaces.data.results}
      />
    );
  return (
    <ConsolePage title={space?.name ?? t('manage_maps.title')} description={t('manage_maps.editor_intro')} actions={<ImageUpload eventSlug={eventSlug} mapSlug={mapSlug} hasImage={!!map.data?.image} />} testId="map-editor">
      <BackToMaps eventSlug={eventSlug} />
      {content}
    </ConsolePage>
  );
}

function ImageUpload({ eventSlug, mapSlug, hasImage }: { eventSlug: string; mapSlug: string; hasImage: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadMapImage(queryClient, eventSlug, mapSlug, file, setProgress),
    onSuccess: (map) => toast(t('manage_maps.image_uploaded', { width: map.image_width, height: map.image_height })),
    onError: (error) => notify.error(errorMessage(error, t('manage_maps.image_failed'))),
    onSettled: () => setProgress(null),
  });
  return (
    <Stack gap={4}>
      <FileButton onChange={(file) => file && upload.mutate(file)} accept="image/png,image/jpeg,image/webp,image/gif,image/avif">
        {(props) => (
          <Button {...props} variant={hasImage ? 'default' : 'filled'} leftSection={<IconUpload size={16} aria-hidden />} loading={upload.isPending} data-testid="map-image-upload">
            {hasImage ? t('manage_maps.replace_image') : t('manage_maps.upload_image')}
          </Button>
        )}
      </FileButton>
      {progress !== null ? <Progress value={progress} size="xs" aria-label={t('manage_maps.uploading')} /> : null}
    </Stack>
  );
}

interface EditorProps {
  eventSlug: string;
  mapSlug: string;
  mapName: string;
  mapId: number;
  image: string | null;
  size: { width: number; height: number };
  stored: EditorArea[];
  spaces: OrganizerSpace[];
}

function Editor({ eventSlug, mapSlug, mapName, mapId, image, size, stored, spaces }: EditorProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { ref: frame, width: frameWidth } = useElementSize();
  const [base, setBase] = useState(stored);
  const [areas, setAreas] = useState(stored);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [tool, setTool] = useState<EditorTool>('select');
  const [zoomChoice, setZoomChoice] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const [deleting, setDeleting] = useState<EditorArea | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const fitZoom = frameWidth > 0 && size.width > 0 ? Math.min(1, (frameWidth - 2) / size.width) : 1;
  const zoom = zoomChoice ?? fitZoom;
  const linkable = spaces.filter((s) => s.id !== mapId);
  const outside = t('manage_maps.outside', { width: size.width, height: size.height });
  const errorsOf = (area: EditorArea) => areaErrors(area, size, outside);
  const changed = useMemo(() => {
    const before = new Map(base.map((a) => [a.key, JSON.stringify(bodyOf(a))]));
    return areas.filter((a) => a.id === null || before.get(a.key) !== JSON.stringify(bodyOf(a)));
  }, [areas, base]);
  const invalid = tried ? changed.filter((a) => Object.keys(errorsOf(a)).length > 0) : [];
  const selected = areas.find((a) => a.key === selection?.key) ?? null;
  const labelOf = (area: EditorArea) => area.name || spaces.find((s) => s.id === area.space)?.name || (area.widget ? t(`manage_maps.widgets.${area.widget}`) : t('manage_maps.unlinked', { shape: t(`manage_maps.shapes.${area.shape}`) }));

  const update = (key: string, patch: Partial<EditorArea>) => setAreas((list) => list.map((a) => (a.key === key ? { ...a, ...patch } : a)));
  const create = (shape: MapAreaShape, coords: number[]) => {
    const area = newArea(shape, coords);
    setAreas((list) => [...list, area]);
    setSelection({ key: area.key, handle: null });
    setTool('select');
  };
  const save = useMutation({
    mutationFn: async () => {
      const saved = new Map<string, EditorArea>();
      // One at a time: a refusal stops the rest, and what was written stays written.
      for (const area of changed) saved.set(area.key, editorAreaOf(await saveArea(eventSlug, mapSlug, area.id, bodyOf(area))));
      return saved;
    },
    onSuccess: (saved) => finish(saved),
    onError: (error) => notify.error(errorMessage(error, t('manage_maps.save_failed'))),
  });
  const finish = (saved: Map<string, EditorArea>) => {
    const next = areas.map((a) => saved.get(a.key) ?? a);
    setAreas(next);
    setBase(next.filter((a) => a.id !== null));
    if (selection && saved.has(selection.key)) setSelection({ key: saved.get(selection.key)!.key, handle: selection.handle });
    setTried(false);
    mapChanged(queryClient, eventSlug, mapSlug);
    toast(t('manage_maps.saved'));
  };
  const removal = useMutation({
    mutationFn: async (area: EditorArea) => {
      if (area.id !== null) await deleteArea(eventSlug, mapSlug, area.id);
      return area;
    },
    onSuccess: (area) => {
      setAreas((list) => list.filter((a) => a.key !== area.key));
      setBase((list) => list.filter((a) => a.key !== area.key));
      setSelection(null);
      setDeleting(null);
      if (area.id !== null) mapChanged(queryClient, eventSlug, mapSlug);
      toast(t('manage_maps.deleted'));
    },
    onError: (error) => notify.error(errorMessage(error, t('manage_maps.delete_failed'))),
  });

  if (!image)
    return <EmptyPanel icon={<IconUpload size={28} stroke={1.6} />} title={t('manage_maps.no_image_title')} description={t('manage_maps.no_image_body')} data-testid="map-no-image" />;

  const zoomBy = (direction: 1 | -1) => {
    const next = direction > 0 ? zoomSteps.find((z) => z > zoom + 1e-6) : [...zoomSteps].reverse().find((z) => z < zoom - 1e-6);
    if (next) setZoomChoice(next);
  };

  return (
    <form
      id={formId}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        const bad = changed.find((a) => Object.keys(errorsOf(a)).length > 0);
        if (bad) setSelection({ key: bad.key, handle: null });
        else save.mutate();
      }}
    >
      <div className={classes.layout}>
        <Stack gap="sm" miw={0}>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <SegmentedControl
              value={tool}
              onChange={(v) => setTool(v as EditorTool)}
              aria-label={t('manage_maps.tools.label')}
              data={tools.map(({ value, icon: Icon }) => ({
                value,
                label: (
                  <Group gap={6} wrap="nowrap" data-testid={`tool-${value}`}>
                    <Icon size={16} aria-hidden />
                    <span className={classes.toolName}>{t(`manage_maps.tools.${value}`)}</span>
                  </Group>
                ),
              }))}
            />
            <Group gap={4} wrap="nowrap">
              <Tooltip label={t('manage_maps.zoom_out')}>
                <ActionIcon variant="default" onClick={() => zoomBy(-1)} aria-label={t('manage_maps.zoom_out')}>
                  <IconZoomOut size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Text size="sm" w={52} ta="center" aria-live="polite" data-testid="zoom-level">
                {Math.round(zoom * 100)}%
              </Text>
              <Tooltip label={t('manage_maps.zoom_in')}>
                <ActionIcon variant="default" onClick={() => zoomBy(1)} aria-label={t('manage_maps.zoom_in')}>
                  <IconZoomIn size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('manage_maps.zoom_fit')}>
                <ActionIcon variant="default" onClick={() => setZoomChoice(null)} aria-label={t('manage_maps.zoom_fit')}>
                  <IconZoomReset size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Button variant="light" size="xs" ml="xs" leftSection={<IconDeviceDesktop size={16} aria-hidden />} onClick={() => setPreviewing(true)} data-testid="map-preview-open">
                {t('manage_maps.preview.open')}
              </Button>
            </Group>
          </Group>
          <div ref={frame}>
            <MapCanvas
              image={image}
              size={size}
              zoom={zoom}
              areas={areas}
              labelOf={labelOf}
              selection={selection}
              tool={tool}
              onSelect={setSelection}
              onChange={(key, coords) => update(key, { coords })}
              onCreate={create}
              onDelete={(key) => setDeleting(areas.find((a) => a.key === key) ?? null)}
            />
          </div>
          <Text id="map-canvas-keys" size="xs" c="dimmed">
            {t('manage_maps.keys')}
          </Text>
        </Stack>
        <Stack gap="md">
          <Card withBorder radius="md" padding="sm">
            <Text size="sm" fw={700} mb={4}>
              {t('manage_maps.areas', { count: areas.length })}
            </Text>
            {areas.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('manage_maps.no_areas')}
              </Text>
            ) : (
              <ScrollArea.Autosize mah={280} type="auto">
              <Stack gap={0} data-testid="area-list">
                {areas.map((area) => (
                  <NavLink
                    key={area.key}
                    component="button"
                    type="button"
                    label={labelOf(area)}
                    description={t(`manage_maps.shapes.${area.shape}`)}
                    active={area.key === selection?.key}
                    onClick={() => setSelection({ key: area.key, handle: null })}
                    rightSection={changed.includes(area) ? <Text size="xs" c="orange">{t('manage_maps.unsaved')}</Text> : null}
                  />
                ))}
              </Stack>
              </ScrollArea.Autosize>
            )}
          </Card>
          {selected ? (
            <Card withBorder radius="md" padding="md">
              <AreaPanel
                area={selected}
                spaces={linkable}
                errors={tried || selected.id !== null ? errorsOf(selected) : {}}
                selectedPoint={selection?.handle ?? null}
                onChange={(area) => update(area.key, area)}
                onAddPoint={() => {
                  const after = selection?.handle ?? selected.coords.length / 2 - 1;
                  update(selected.key, { coords: insertPoint(selected.coords, after) });
                  setSelection({ key: selected.key, handle: after + 1 });
                }}
                onRemovePoint={() => {
                  if (selection?.handle === null || selection?.handle === undefined) return;
                  update(selected.key, { coords: removePoint(selected.coords, selection.handle) });
                  setSelection({ key: selected.key, handle: null });
                }}
                onDelete={() => setDeleting(selected)}
              />
            </Card>
          ) : (
            <Text size="sm" c="dimmed">
              {t('manage_maps.select_hint')}
            </Text>
          )}
        </Stack>
      </div>
      <Stack mt="md">
        <SaveBar form={formId} dirty={changed.length > 0} saving={save.isPending} errorCount={invalid.length} onDiscard={() => { setAreas(base); setSelection(null); setTried(false); }} />
      </Stack>
      <UnsavedChangesPrompt dirty={changed.length > 0 && !save.isPending} />
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('manage_maps.delete_title')} closeButtonProps={{ 'aria-label': t('common.close') }}>
        <Text size="sm">{t('manage_maps.delete_body', { name: deleting ? labelOf(deleting) : '' })}</Text>
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" onClick={() => setDeleting(null)} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={removal.isPending} onClick={() => deleting && removal.mutate(deleting)} data-testid="area-delete-confirm">
            {t('manage_maps.delete_area')}
          </Button>
        </Group>
      </Modal>
      <MapPreview opened={previewing} onClose={() => setPreviewing(false)} eventSlug={eventSlug} mapSlug={mapSlug} mapName={mapName} mapId={mapId} image={image} size={size} areas={areas} spaces={spaces} />
    </form>
  );
}

function BackToMaps({ eventSlug }: { eventSlug: string }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={`/manage/${eventSlug}/maps`} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('manage_maps.back')}
      </Group>
    </Anchor>
  );
}
