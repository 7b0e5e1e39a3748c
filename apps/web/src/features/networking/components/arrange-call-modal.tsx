import { Alert, Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { videocallStatusValue, type Videocall, type VideocallStatusValue } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, errorMessage } from '@/shared/api/errors';
import { notify } from '@/shared/notify/notify';
import { applyCallUpdate, arrangeCall, type CallArrangement } from '../api';
import type { Size } from '../map-coordinates';

interface Props {
  eventSlug: string;
  /** The call being arranged; null keeps the modal closed. */
  call: Videocall | null;
  mapSize: Size;
  onClose: () => void;
}

/** Only what the organiser changed goes to the server (a move sends both coordinates). */
export function arrangement(call: Videocall, form: { name: string; status: VideocallStatusValue; x: number; y: number }): CallArrangement {
  const body: CallArrangement = {};
  if (form.name.trim() !== call.display_name) body.display_name = form.name.trim();
  if (form.status !== call.status) body.status = form.status;
  if (Math.round(form.x) !== call.x_position || Math.round(form.y) !== call.y_position) {
    body.x_position = Math.round(form.x);
    body.y_position = Math.round(form.y);
  }
  return body;
}

/**
 * An organiser's controls for one call on the area (decision 0039): rename it, set its status (closing hides it
 * from the map and refuses joins) and move it, whether or not they are in it.
 */
export function ArrangeCallModal({ eventSlug, call, mapSize, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={call !== null} onClose={onClose} title={t('networking.arrange.title')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      {call ? <ArrangeForm key={call.id} eventSlug={eventSlug} call={call} mapSize={mapSize} onClose={onClose} /> : null}
    </Modal>
  );
}

function ArrangeForm({ eventSlug, call, mapSize, onClose }: Props & { call: Videocall }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState(call.display_name);
  const [status, setStatus] = useState<VideocallStatusValue>(call.status);
  const [x, setX] = useState<number>(call.x_position ?? 0);
  const [y, setY] = useState<number>(call.y_position ?? 0);
  const body = arrangement(call, { name, status, x, y });
  const unchanged = Object.keys(body).length === 0;

  const save = useMutation({
    mutationFn: () => arrangeCall(eventSlug, call.id, body),
    onSuccess: (updated) => {
      applyCallUpdate(queryClient, eventSlug, updated);
      notify.success(updated.status === 'closed' ? t('networking.arrange.closed') : t('networking.arrange.saved'));
      onClose();
    },
  });
  const fieldError = (field: string) => {
    const data = save.error instanceof ApiRequestError ? (save.error.data as Record<string, unknown> | null) : null;
    const messages = data?.[field];
    return Array.isArray(messages) ? messages.join(' ') : undefined;
  };
  const nameError = fieldError('display_name');
  const positionError = fieldError('x_position') ?? fieldError('y_position');
  const generalError = save.isError && !nameError && !positionError ? errorMessage(save.error, t('networking.arrange.failed')) : null;

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!unchanged && name.trim() !== '') save.mutate();
      }}
      data-testid="arrange-call-form"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('networking.arrange.intro')}
        </Text>
        {generalError ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {generalError}
          </Alert>
        ) : null}
        <TextInput
          label={t('networking.arrange.name')}
          required
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={nameError ?? (name.trim() === '' ? t('networking.arrange.name_required') : undefined)}
          data-autofocus
          data-testid="arrange-name"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="arrange-status-label">
            {t('networking.arrange.status')}
          </Text>
          <SegmentedControl
            fullWidth
            value={status}
            onChange={(v) => setStatus(v as VideocallStatusValue)}
            aria-labelledby="arrange-status-label"
            data-testid="arrange-status"
            data={videocallStatusValue.options.map((value) => ({ value, label: t(`networking.status.${value}`) }))}
          />
          <Text size="xs" c={status === 'closed' ? 'orange.9' : 'dimmed'}>
            {status === 'closed' ? t('networking.arrange.closed_hint') : t('networking.arrange.status_hint')}
          </Text>
        </Stack>
        <Stack gap={4}>
          <Group grow align="flex-start">
            <NumberInput
              label={t('networking.arrange.x', { max: mapSize.width })}
              min={0}
              max={mapSize.width}
              clampBehavior="strict"
              allowDecimal={false}
              value={x}
              onChange={(v) => setX(typeof v === 'number' ? v : Number(v) || 0)}
              data-testid="arrange-x"
            />
            <NumberInput
              label={t('networking.arrange.y', { max: mapSize.height })}
              min={0}
              max={mapSize.height}
              clampBehavior="strict"
              allowDecimal={false}
              value={y}
              onChange={(v) => setY(typeof v === 'number' ? v : Number(v) || 0)}
              data-testid="arrange-y"
            />
          </Group>
          <Text size="xs" c={positionError ? 'red.8' : 'dimmed'}>
            {positionError ?? t('networking.arrange.position_hint')}
          </Text>
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('networking.arrange.cancel')}
          </Button>
          <Button type="submit" disabled={unchanged || name.trim() === ''} loading={save.isPending} data-testid="arrange-save">
            {t('networking.arrange.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
