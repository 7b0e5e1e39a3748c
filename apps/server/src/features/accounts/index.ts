import { accountRoutes } from '@foyer/contracts';
import type { Feature } from '../../platform/context';
import { registerRoute } from '../../platform/http/register';
import { deriveKey, developmentJwtSecret } from '../../platform/secrets';
import type { Identity } from '../identity';
import { firstAcceptedLanguage } from './accounts.mail';
import { AccountRemoval } from './accounts.removal';
import { accountExportPart, exportFileName, exportPersonalData } from './accounts.export';

export { deletedUserName, reactivationDeadline, reactivationHashes } from './accounts.reactivation';
export { storedFileKey } from '../../platform/storage';
export { firstAcceptedLanguage } from './accounts.mail';
export { removalLinkMail } from './removal-link.mail';

/**
 * Accounts: removal (GDPR) through the platform's account-erasure hook, and a person's data export through
 * its export registry (decision 0100). Reactivation is a sign-in and lives with the auth feature (decision 0020).
 */
export function accountsFeature(identity: Identity): Feature {
  return {
    name: 'accounts',
    register(app, platform) {
      const secret = platform.config.jwtSecret ?? developmentJwtSecret(platform.config.dataDir);
      const removal = new AccountRemoval(platform, deriveKey(secret, 'reactivation'), (id) => identity.sessions.forget(id));
      registerRoute(app, accountRoutes.remove, async (req) => {
        await removal.remove(req.user.id, firstAcceptedLanguage(req.raw.headers['accept-language']));
        return { detail: 'Your account has been removed.' };
      });
      platform.accountExport.register('account', accountExportPart);
      registerRoute(app, accountRoutes.exportData, async (req, reply) => {
        const data = await exportPersonalData(platform, req.user.id);
        reply.header('content-disposition', `attachment; filename="${exportFileName(data.exported_at)}"`).header('cache-control', 'no-store');
        return data;
      });
    },
  };
}
