import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAt } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addMemberBody, type ConsoleRole } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, errorMessage } from '@/shared/api/errors';
import { localiseServerText } from '@/shared/api/server-texts';
import { schemaErrors, serverFieldErrors } from '@/shared/lib/form-errors';
import { notify, toast } from '@/shared/notify/notify';
import { addPerson } from './people-api';
import { personLabel } from './person-actions';

/** Putting someone on the event's list by address, with the console roles they get. */
export function AddPersonModal({ eventSlug, opened, onClose }: { eventSlug: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('manage_people.add.title')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      {opened ? <AddPersonForm eventSlug={eventSlug} onDone={onClose} /> : null}
    </Modal>
  );
}

function AddPersonForm({ eventSlug, onDone }: { eventSlug: string; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<{ email: string; roles: ConsoleRole[] }>({
    initialValues: { email: '', roles: [] },
    validate: (values) => schemaErrors(addMemberBody, values),
    validateInputOnBlur: true,
  });
  const mutation = useMutation({
    mutationFn: (values: { email: string; roles: ConsoleRole[] }) => addPerson(queryClient, eventSlug, { ...values, email: values.email.trim() }),
    onSuccess: (person) => {
      toast(t('manage_people.add.done', { name: personLabel(person) }));
      onDone();
    },
    onError: (error) => {
      const byField = serverFieldErrors(error, ['email', 'roles']);
      if (byField) form.setErrors(byField);
      else if (error instanceof ApiRequestError && error.status === 409) form.setFieldError('email', localiseServerText(error.detail ?? ''));
      else notify.error(errorMessage(error, t('manage_people.add.failed')));
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))} data-testid="add-person-form">
      <Stack gap="md">
        <TextInput
          type="email"
          label={t('form.email_address.label')}
          placeholder={t('form.email_address.placeholder')}
          leftSection={<IconAt size={16} aria-hidden />}
          required
          data-autofocus
          {...form.getInputProps('email')}
        />
        <Checkbox.Group label={t('manage_people.add.roles')} description={t('manage_people.add.roles_hint')} {...form.getInputProps('roles')}>
          <Stack gap="xs" mt="xs">
            <Checkbox value="owner" label={t('manage_people.role.owner')} description={t('manage_people.role.owner_hint')} />
            <Checkbox value="moderator" label={t('manage_people.role.moderator')} description={t('manage_people.role.moderator_hint')} />
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t('manage_people.add.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
