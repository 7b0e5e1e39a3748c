import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TaggedText } from './tagged-text';

describe('TaggedText', () => {
  it('draws each marked part inside its component and leaves the rest plain', () => {
    const { container } = render(
      <TaggedText text="I agree to the <terms>terms</terms> and the <privacy>privacy statement</privacy>" components={{ terms: <a href="#t" />, privacy: <b /> }} />,
    );
    expect(container.innerHTML).toBe('I agree to the <a href="#t">terms</a> and the <b>privacy statement</b>');
  });

  it('keeps unknown marks and text without marks as they are', () => {
    expect(render(<TaggedText text="a <x>b</x> c" components={{}} />).container.textContent).toBe('a <x>b</x> c');
    expect(render(<TaggedText text="plain" components={{ terms: <a /> }} />).container.innerHTML).toBe('plain');
  });
});
