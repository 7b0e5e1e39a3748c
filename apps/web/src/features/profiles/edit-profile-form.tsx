import { Avatar, Alert, Button, Checkbox, Divider, FileButton, Group, Progress, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconBrandX, IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hiddenProfileField, profileMessages, profileUpdateBody, profileUploadLimits, type CurrentUser, type ProfileUpdate } from '@foyer/contracts';
import { errorMessage } from '@/shared/api/errors';
import { localiseServerText } from '@/shared/api/server-texts';
import { UserText } from '@/shared/ui/user-text';
import { RichTextField } from '@/shared/ui/rich-text-editor';
import { storeCurrentUser, updateProfile, uploadProfileFile } from './api';

type Editable = Required<Omit<ProfileUpdate, 'do_not_disturb'>>;
type Field = keyof Editable;

const editableOf = (u: CurrentUser): Editable => ({
  first_name: u.first_name, last_name: u.last_name, company: u.company, jobtitle: u.jobtitle, about: u.about,
  linkedin: u.linkedin, facebook: u.facebook, twitter: u.twitter, instagram: u.instagram,
  hidden_profile_fields: u.hidden_profile_fields, hide_document: u.hide_document, incognito_mode: u.incognito_mode,
  alias_name: u.alias_name, location_type: u.location_type,
});

/** Only what differs from the stored profile is sent; nothing at all when nothing changed. */
function changes(before: Editable, after: Editable): ProfileUpdate {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(after) as Field[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) out[key] = after[key];
  }
  return out as ProfileUpdate;
}

const socials = [
  { field: 'linkedin', icon: IconBrandLinkedin, label: 'LinkedIn' },
  { field: 'facebook', icon: IconBrandFacebook, label: 'Facebook' },
  { field: 'twitter', icon: IconBrandX, label: 'Twitter' },
  { field: 'instagram', icon: IconBrandInstagram, label: 'Instagram' },
] as const;

type UploadState = { status: 'idle' } | { status: 'loading'; percent: number } | { status: 'failed'; message: string } | { status: 'succeeded' };

interface EditProfileFormProps {
  user: CurrentUser;
  eventSlug: string | null;
  /** Opened because a name is missing: the form cannot be dismissed, only saved. */
  forced: boolean;
  modalId: string;
}

/** The profile editor (spec 3 "Profile edit modal"): every field, picture and PDF, privacy of fields. */
export function EditProfileForm({ user, eventSlug, forced, modalId }: EditProfileFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [stored, setStored] = useState(user);
  const [values, setValues] = useState<Editable>(() => editableOf(user));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [picture, setPicture] = useState<UploadState>({ status: 'idle' });
  const [documentUpload, setDocumentUpload] = useState<UploadState>({ status: 'idle' });
  const set = <K extends Field>(key: K, value: Editable[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // A field's message goes once it is edited; the next save checks again.
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };

  const close = () => modals.close(modalId);

  const save = async () => {
    const diff = changes(editableOf(stored), values);
    const parsed = profileUpdateBody.safeParse({ ...diff, first_name: values.first_name, last_name: values.last_name });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= localiseServerText(issue.message);
      setErrors(next);
      return;
    }
    setErrors({});
    if (Object.keys(diff).length === 0) {
      close();
      return;
    }
    setStatus('loading');
    setFailure(null);
    try {
      await updateProfile(queryClient, user.id, diff, eventSlug);
      close();
    } catch (error) {
      setStatus('failed');
      const data = (error as { data?: unknown }).data;
      if (data && typeof data === 'object' && !('detail' in data)) {
        setErrors(Object.fromEntries(Object.entries(data as Record<string, string[]>).map(([k, v]) => [k, String(v[0])])));
      }
      setFailure(errorMessage(error, t('profile_edit.save_failed')));
    }
  };

  const upload = (kind: 'mugshot' | 'document', setState: (s: UploadState) => void) => async (file: File | null) => {
    if (!file) return;
    const max = kind === 'mugshot' ? profileUploadLimits.mugshotBytes : profileUploadLimits.documentBytes;
    const tooLarge = kind === 'mugshot' ? profileMessages.pictureTooLarge : profileMessages.documentTooLarge;
    if (kind === 'document' && file.type !== 'application/pdf') return setState({ status: 'failed', message: localiseServerText(profileMessages.onlyPdf) });
    if (file.size > max) return setState({ status: 'failed', message: localiseServerText(tooLarge) });
    setState({ status: 'loading', percent: 0 });
    try {
      const next = await uploadProfileFile(kind, user.id, file, eventSlug, (percent) => setState({ status: 'loading', percent }));
      storeCurrentUser(queryClient, next);
      setStored(next);
      setState({ status: 'succeeded' });
    } catch (error) {
      setState({ status: 'failed', message: errorMessage(error, t('profile_edit.upload_failed')) });
    }
  };

  const uploadStatus = (state: UploadState, testId: string) =>
    state.status === 'loading' ? (
      <Progress value={state.percent} size="sm" aria-label={t('profile_edit.uploading')} data-testid={`${testId}-progress`} animated />
    ) : state.status === 'failed' ? (
      <Text c="red.7" size="sm" role="alert" data-testid={`${testId}-error`}>
        {state.message}
      </Text>
    ) : null;

  const incognito = values.incognito_mode;
  return (
    <Stack gap="md" data-testid="edit-profile-form">
      {forced ? (
        <Alert variant="light" color="brand" title={t('profile_edit.complete_title')}>
          {t('profile_edit.complete_text')}
        </Alert>
      ) : null}

      <Group gap="md" wrap="nowrap" align="center">
        <Avatar src={stored.mugshot} size={72} radius="xl" color="brand" variant="filled" name={`${values.first_name} ${values.last_name}`} alt="" />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <FileButton onChange={(f) => void upload('mugshot', setPicture)(f)} accept="image/png,image/jpeg,image/webp,image/gif,image/avif">
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />} loading={picture.status === 'loading'} data-testid="mugshot-button">
                {t('profile_edit.change_picture')}
              </Button>
            )}
          </FileButton>
          {uploadStatus(picture, 'mugshot')}
        </Stack>
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('profile_edit.first_name')} required disabled={incognito} value={values.first_name} error={errors.first_name} onChange={(e) => set('first_name', e.currentTarget.value)} />
        <TextInput label={t('profile_edit.last_name')} required disabled={incognito} value={values.last_name} error={errors.last_name} onChange={(e) => set('last_name', e.currentTarget.value)} />
        <TextInput label={t('profile_edit.jobtitle')} value={values.jobtitle} error={errors.jobtitle} onChange={(e) => set('jobtitle', e.currentTarget.value)} />
        <TextInput label={t('profile_edit.company')} value={values.company} error={errors.company} onChange={(e) => set('company', e.currentTarget.value)} />
      </SimpleGrid>
      <Select
        label={t('profile_edit.location_type')}
        value={values.location_type}
        onChange={(v) => v && set('location_type', v as Editable['location_type'])}
        data={(['virtual', 'in_person', 'hybrid'] as const).map((v) => ({ value: v, label: t(`profile_edit.location.${v}`) }))}
        allowDeselect={false}
      />

      <div>
        <Text size="sm" fw={500} mb={4}>
          {t('profile_edit.about')}
        </Text>
        <RichTextField value={values.about} onChange={(html) => set('about', html)} label={t('profile_edit.about')} hideLabel testId="about-editor" />
      </div>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {socials.map(({ field, icon: Icon, label }) => (
          <TextInput
            key={field}
            label={label}
            placeholder="https://"
            leftSection={<Icon size={16} aria-hidden />}
            value={values[field]}
            error={errors[field]}
            onChange={(e) => set(field, e.currentTarget.value)}
          />
        ))}
      </SimpleGrid>

      <Divider label={t('profile_edit.document')} labelPosition="left" />
      <Group gap="sm" wrap="wrap">
        {stored.document ? (
          <Button component="a" href={stored.document} variant="subtle" leftSection={<IconFileTypePdf size={16} aria-hidden />} data-testid="document-link">
            <UserText>{stored.document_name ?? 'document.pdf'}</UserText>
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t('profile_edit.no_document')}
          </Text>
        )}
        <FileButton onChange={(f) => void upload('document', setDocumentUpload)(f)} accept="application/pdf">
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />} loading={documentUpload.status === 'loading'} data-testid="document-button">
              {t('profile_edit.upload_document')}
            </Button>
          )}
        </FileButton>
      </Group>
      {uploadStatus(documentUpload, 'document')}
      <Switch label={t('profile_edit.hide_document')} checked={values.hide_document} onChange={(e) => set('hide_document', e.currentTarget.checked)} />

      <Divider label={t('profile_edit.privacy')} labelPosition="left" />
      <Checkbox.Group label={t('profile_edit.hidden_fields')} value={values.hidden_profile_fields} onChange={(v) => set('hidden_profile_fields', v as Editable['hidden_profile_fields'])}>
        <Group gap="md" mt={6}>
          {hiddenProfileField.options.map((f) => (
            <Checkbox key={f} value={f} label={t(`profile_edit.field.${f}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      <Switch
        label={t('profile_edit.incognito')}
        description={t('profile_edit.incognito_help')}
        checked={incognito}
        onChange={(e) => set('incognito_mode', e.currentTarget.checked)}
        data-testid="incognito-switch"
      />
      {incognito ? (
        <TextInput label={t('profile_edit.alias_name')} description={t('profile_edit.alias_help')} value={values.alias_name} error={errors.alias_name} onChange={(e) => set('alias_name', e.currentTarget.value)} />
      ) : null}

      {failure ? (
        <Text c="red.7" size="sm" role="alert">
          {failure}
        </Text>
      ) : null}
      <Group justify="flex-end" gap="sm">
        {!forced ? (
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
        ) : null}
        <Button onClick={() => void save()} loading={status === 'loading'} data-testid="save-profile">
          {t('profile_edit.save')}
        </Button>
      </Group>
    </Stack>
  );
}
