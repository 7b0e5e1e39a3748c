import type { UseFormReturnType } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiRequestError, errorMessage } from '@/shared/api/errors';
import { localiseServerText } from '@/shared/api/server-texts';
import { notify, toast } from '@/shared/notify/notify';
import { consoleEventsKey } from '@/shared/session/console-access';
import { useSlugCheck, type SlugState } from '../event-list/use-slug-check';

interface NewEventOptions<V> {
  send: (values: V) => Promise<{ slug: string; name: string }>;
  /** The toast once made (`{{name}}`), and the refusal when it fails otherwise. */
  doneKey: string;
  failedKey: string;
  onDone: () => void;
  /** A refusal the form shows itself (answers true); the others go to a notice. */
  refused?: (error: unknown) => boolean;
}

/**
 * What every form that makes an event (template, clone, import) does around its call: the address checked
 * as it is typed, a taken one shown at the address, and once made the console's lists refreshed, a toast and
 * the new event's settings.
 */
export function useNewEvent<V, F extends { slug: string }>(form: UseFormReturnType<F>, options: NewEventOptions<V>): {
  slug: SlugState;
  pending: boolean;
  submit: (values: V) => void;
} {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const slug = useSlugCheck(form.values.slug);
  const named = form as unknown as UseFormReturnType<{ slug: string }>;
  const mutation = useMutation({
    mutationFn: options.send,
    onSuccess: (made) => {
      void queryClient.invalidateQueries({ queryKey: consoleEventsKey });
      toast(t(options.doneKey, { name: made.name }));
      options.onDone();
      void navigate(`/manage/${made.slug}/settings`);
    },
    onError: (error) => {
      if (options.refused?.(error)) return;
      if (error instanceof ApiRequestError && error.status === 409) named.setFieldError('slug', localiseServerText(error.detail ?? t('manage_events.slug.taken')));
      else notify.error(errorMessage(error, t(options.failedKey)));
    },
  });
  const submit = (values: V) => {
    if (slug.status === 'unavailable') named.setFieldError('slug', slug.message);
    else mutation.mutate(values);
  };
  return { slug, pending: mutation.isPending, submit };
}
