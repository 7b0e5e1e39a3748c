import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createBoothBody } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiRequestError, errorMessage } from '@/shared/api/errors';
import { schemaErrors, serverFieldErrors, type FieldErrors } from '@/shared/lib/form-errors';
import { slugFromName } from '@/shared/lib/slug-from-name';
import { notify, toast } from '@/shared/notify/notify';
import { createBooth } from './booths-console-api';

/** A new booth: its name and address; then its own page for the rest. */
export function CreateBoothModal({ eventSlug, opened, onClose }: { eventSlug: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const body = { name, slug: slug ?? slugFromName(name) };

  const close = () => {
    setName('');
    setSlug(null);
    setErrors({});
    onClose();
  };
  const create = useMutation({
    mutationFn: () => createBooth(queryClient, eventSlug, createBoothBody.parse(body)),
    onSuccess: (booth) => {
      toast(t('manage_booths.create.done', { name: booth.name }));
      close();
      void navigate(`/manage/${eventSlug}/booths/${booth.slug}`);
    },
    onError: (error) => {
      const byField = serverFieldErrors(error, ['name', 'slug']);
      if (byField) setErrors(byField);
      // A taken address is a 409 with its own words: said beside the field.
      else if (error instanceof ApiRequestError && error.status === 409) setErrors({ slug: errorMessage(error, t('manage_booths.create.failed')) });
      else notify.error(errorMessage(error, t('manage_booths.create.failed')));
    },
  });

  return (
    <Modal opened={opened} onClose={close} title={t('manage_booths.create.title')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form
        noValidate
        data-testid="create-booth-form"
        onSubmit={(e) => {
          e.preventDefault();
          const found = schemaErrors(createBoothBody, body);
          setErrors(found);
          if (Object.keys(found).length === 0) create.mutate();
        }}
      >
        <Stack gap="md">
          <TextInput label={t('manage_booths.fields.name')} required value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} data-autofocus />
          <TextInput
            label={t('manage_booths.fields.slug')}
            description={t('manage_booths.fields.slug_hint')}
            required
            value={body.slug}
            onChange={(e) => setSlug(e.currentTarget.value)}
            error={errors.slug}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="create-booth-submit">
              {t('manage_booths.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
