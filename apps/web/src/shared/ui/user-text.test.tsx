import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@/app/test-utils';
import { TransUserText, UserText } from './user-text';

/** A right-to-left override: unisolated, it turns everything after it on the line around. */
const evil = '\u202Egnp.exe';

describe('text people typed is isolated from the text around it (bidi)', () => {
  it('UserText and TransUserText wrap the person part in <bdi>, not the sentence', () => {
    renderUi(
      <>
        <p data-testid="plain">
          <UserText>{evil}</UserText> said hello
        </p>
        <p data-testid="sentence">
          <TransUserText i18nKey="booth.staff.job_at" values={{ jobtitle: evil, company: 'Aurora Optics' }} />
        </p>
      </>,
    );
    expect(screen.getByTestId('plain').querySelector('bdi')!.textContent).toBe(evil);
    const sentence = screen.getByTestId('sentence');
    expect(sentence.textContent).toBe(`${evil} at Aurora Optics`);
    expect([...sentence.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual([evil, 'Aurora Optics']);
  });
});
