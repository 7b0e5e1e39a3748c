import { Notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { renderUi } from '../../test-utils';
import { i18n } from '@/i18n';
import { useFullscreenPrompt } from './fullscreen-prompt';

function Prompt() {
  useFullscreenPrompt('demo', true, true);
  return <Notifications />;
}

beforeEach(() => Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true }));
afterEach(() => Object.defineProperty(document, 'fullscreenEnabled', { value: false, configurable: true }));

it("speaks the event's language in its title and body when the language arrives after the notice", async () => {
  renderUi(<Prompt />);
  expect(await screen.findByText('Full-screen view')).toBeTruthy();
  await act(() => i18n.changeLanguage('de'));
  expect(await screen.findByText('Vollbildansicht')).toBeTruthy();
  expect(screen.getByText('Genieße die Veranstaltung ohne Ablenkung.')).toBeTruthy();
  expect(screen.queryByText('Full-screen view')).toBeNull();
});
