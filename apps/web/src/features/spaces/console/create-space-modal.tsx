import { Button, Group, Modal, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createSpaceBody, spaceTypes, type SpaceType } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/shared/api/errors';
import { slugFromName } from '@/shared/lib/slug-from-name';
import { schemaErrors, serverFieldErrors, type FieldErrors } from '@/shared/lib/form-errors';
import { notify, toast } from '@/shared/notify/notify';
import { spaceIcons } from '../space-icons';
import { createSpace } from './spaces-api';

interface CreateSpaceModalProps {
  eventSlug: string;
  opened: boolean;
  onClose: () => void;
}

/** A new space: its kind (one of ten), its name and its address; then its own page to fill in the rest. */
export function CreateSpaceModal({ eventSlug, opened, onClose }: CreateSpaceModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [type, setType] = useState<SpaceType>('map');
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugTouched, setSlugTouched] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const body = { type, name, slug: slugTouched ? slug : slugFromName(name) };

  const close = () => {
    setName('');
    setSlug('');
    setSlugTouched(false);
    setErrors({});
    onClose();
  };
  const create = useMutation({
    mutationFn: () => createSpace(queryClient, eventSlug, createSpaceBody.parse(body)),
    onSuccess: (space) => {
      toast(t('manage_spaces.create.done', { name: space.name }));
      close();
      void navigate(`/manage/${eventSlug}/spaces/${space.id}`);
    },
    onError: (error) => {
      const byField = serverFieldErrors(error, ['name', 'slug', 'type']);
      if (byField) setErrors(byField);
      else notify.error(errorMessage(error, t('manage_spaces.create.failed')));
    },
  });

  return (
    <Modal opened={opened} onClose={close} title={t('manage_spaces.create.title')} size="xl" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form
        noValidate
        data-testid="create-space-form"
        onSubmit={(e) => {
          e.preventDefault();
          const found = schemaErrors(createSpaceBody, body);
          setErrors(found);
          if (Object.keys(found).length === 0) create.mutate();
        }}
      >
        <Stack gap="md">
          <Radio.Group value={type} onChange={(v) => setType(v as SpaceType)} label={t('manage_spaces.fields.type')} description={t('manage_spaces.fields.type_hint')}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" mt="xs">
              {spaceTypes.map((kind) => {
                const Icon = spaceIcons[kind];
                return (
                  <Radio.Card key={kind} value={kind} radius="md" p="sm" data-testid={`space-type-${kind}`}>
                    <Group gap="sm" wrap="nowrap" align="flex-start">
                      <Radio.Indicator />
                      <Icon size={20} stroke={1.7} aria-hidden />
                      <div>
                        <Text size="sm" fw={650}>
                          {t(`shell.space_types.${kind}`)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t(`manage_spaces.type_hints.${kind}`)}
                        </Text>
                      </div>
                    </Group>
                  </Radio.Card>
                );
              })}
            </SimpleGrid>
          </Radio.Group>
          <TextInput label={t('manage_spaces.fields.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} required data-autofocus />
          <TextInput
            label={t('manage_spaces.fields.slug')}
            description={t('manage_spaces.fields.slug_hint')}
            value={body.slug}
            onChange={(e) => {
              setSlugTouched(true);
              setSlug(e.currentTarget.value);
            }}
            error={errors.slug}
            required
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('manage_spaces.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
