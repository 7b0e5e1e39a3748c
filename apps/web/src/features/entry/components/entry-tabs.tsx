import { Tabs } from '@mantine/core';
import { IconKey, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { EventPreview } from '@foyer/contracts';
import { LoginForm } from './login-form';
import { RequestCodeForm } from './request-code-form';
import classes from './entry.module.css';

export type EntryTab = 'requestCode' | 'login';

/**
 * The two sign-in tabs (spec 1 §2): requestCode first unless the event starts with the login tab; a sent
 * code switches to login and keeps the e-mail typed so far. An invitation's link fills the address in
 * (`?email=`).
 */
export function EntryTabs({ event }: { event: EventPreview }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<EntryTab>(event.start_with_login_tab ? 'login' : 'requestCode');
  const [params] = useSearchParams();
  const [email, setEmail] = useState(() => params.get('email')?.trim() ?? '');
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <Tabs
      value={tab}
      onChange={(value) => value && setTab(value as EntryTab)}
      variant="unstyled"
      keepMounted={false}
      classNames={{ list: classes.tabList, tab: classes.tab, panel: classes.tabPanel }}
    >
      <Tabs.List grow aria-label={t('entry.tabs.label')}>
        <Tabs.Tab value="requestCode" leftSection={<IconMailForward size={16} aria-hidden />}>
          {t('entry.tabs.request_code')}
        </Tabs.Tab>
        <Tabs.Tab value="login" leftSection={<IconKey size={16} aria-hidden />}>
          {t('entry.tabs.login')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="requestCode">
        <RequestCodeForm
          eventSlug={event.slug}
          email={email}
          onEmailChange={setEmail}
          onSent={(sentTo) => {
            setEmail(sentTo);
            setSentTo(sentTo);
            setTab('login');
          }}
          onHaveCode={() => setTab('login')}
        />
      </Tabs.Panel>
      <Tabs.Panel value="login">
        <LoginForm event={event} email={email} sentTo={sentTo} onEmailChange={setEmail} onRequestCode={() => setTab('requestCode')} />
      </Tabs.Panel>
    </Tabs>
  );
}
