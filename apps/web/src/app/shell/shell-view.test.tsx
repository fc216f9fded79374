import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShellView } from './shell-view';

describe('app shell', () => {
  it("holds home's first banner where the grey bar stands, as the server painted it", () => {
    const { container } = render(
      <ShellView kind="frame" siteName="Perlas Play" label="Naglo-load" banner="/media/b-ty.svg" />,
    );
    const image = container.querySelector('img.shell-banner');
    expect(image).toHaveAttribute('src', '/media/b-ty.svg');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(container.querySelector('span.shell-banner')).toBeNull();
  });

  it('keeps the grey bar without a banner', () => {
    const { container } = render(
      <ShellView kind="frame" siteName="Perlas Play" label="Naglo-load" />,
    );
    expect(container.querySelector('span.shell-banner')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });
});
