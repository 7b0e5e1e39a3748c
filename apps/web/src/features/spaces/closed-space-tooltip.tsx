import { Box, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Wraps the disabled link of a closed (unpublished) space with the 'space is closed' tooltip. The
 * wrapper is focusable so keyboard users hear why the link does nothing.
 */
export function ClosedSpaceTooltip({ closed, name, children, block = false }: { closed: boolean; name?: string; children: ReactNode; block?: boolean }) {
  const { t } = useTranslation();
  if (!closed) return <>{children}</>;
  return (
    <Tooltip label={t('nav.space_closed')} position="bottom" events={{ hover: true, focus: true, touch: true }}>
      <Box
        component="span"
        tabIndex={0}
        role="link"
        aria-disabled="true"
        aria-label={name ? `${name}: ${t('nav.space_closed')}` : t('nav.space_closed')}
        display={block ? 'block' : 'inline-flex'}
        style={{ cursor: 'not-allowed', borderRadius: 'var(--mantine-radius-md)' }}
        data-closed-space
      >
        {children}
      </Box>
    </Tooltip>
  );
}
