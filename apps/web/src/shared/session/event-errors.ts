import { errorCodes } from '@foyer/contracts/constants';
import { ApiRequestError } from '@/shared/api/errors';
import { localiseServerText } from '@/shared/api/server-texts';

type Translate = (key: string) => string;

/**
 * What the person is told when the current event fails to load (spec 1 §8): invite-only → access not
 * allowed; 'Not found.' → event not found; otherwise the reply's message, error or detail (in the app's
 * language), else the not-allowed text.
 */
export function eventLoadErrorMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiRequestError) {
    if (error.isNetworkError) return t('common.cant_reach_server');
    if (error.code === errorCodes.inviteOnly) return t('event_access.not_allowed');
    if (error.detail === 'Not found.') return t('event_access.not_found');
    const data = error.data as Record<string, unknown> | null;
    for (const field of ['message', 'error', 'detail']) {
      const value = data && typeof data === 'object' ? data[field] : undefined;
      if (typeof value === 'string' && value.trim()) return localiseServerText(value);
    }
    return t('event_access.not_allowed');
  }
  if (error instanceof Error && error.message) return error.message;
  return t('event_access.not_allowed');
}
