import { Loader, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCheck, IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { slugFromName, type SlugState } from '../event-list/use-slug-check';

interface NameSlug {
  name: string;
  slug: string;
}

/**
 * A new event's name and address, the address following the name until it is typed itself and checked
 * as it is typed (`useSlugCheck`): the create, clone, import and template forms share them.
 */
export function NameSlugFields<T extends NameSlug>({ form, slug, nameRequired = true }: { form: UseFormReturnType<T>; slug: SlugState; nameRequired?: boolean }) {
  const { t } = useTranslation();
  const [slugEdited, setSlugEdited] = useState(false);
  const named = form as unknown as UseFormReturnType<NameSlug>;
  const slugProps = named.getInputProps('slug');
  const slugError = slugProps.error ?? (slug.status === 'unavailable' ? slug.message : undefined);
  return (
    <>
      <TextInput
        label={t('manage_events.fields.name')}
        description={nameRequired ? t('manage_events.fields.name_hint') : t('event_archive.import.name_hint')}
        required={nameRequired}
        data-autofocus
        {...named.getInputProps('name')}
        onChange={(e) => {
          const name = e.currentTarget.value;
          named.setFieldValue('name', name);
          if (!slugEdited) named.setFieldValue('slug', slugFromName(name));
        }}
      />
      <TextInput
        label={t('manage_events.fields.slug')}
        required
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        leftSection={<IconLink size={16} aria-hidden />}
        rightSection={slug.status === 'checking' ? <Loader size={14} aria-hidden /> : slug.status === 'available' ? <IconCheck size={16} color="var(--mantine-color-teal-8)" aria-hidden /> : null}
        {...slugProps}
        error={slugError}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        description={
          slug.status === 'available' ? (
            <Text span size="xs" c="teal.9" fw={600} data-testid="slug-available">
              {t('manage_events.slug.available', { address: `${window.location.host}/${named.values.slug.trim()}` })}
            </Text>
          ) : slugError ? null : (
            t('manage_events.slug.hint')
          )
        }
        onChange={(e) => {
          setSlugEdited(true);
          named.setFieldValue('slug', e.currentTarget.value.toLowerCase());
        }}
        data-testid="slug-input"
      />
    </>
  );
}
