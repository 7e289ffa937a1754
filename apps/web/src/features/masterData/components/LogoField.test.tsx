import type { FileRef } from '@fikra/shared';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { LogoField } from './LogoField';

const logo: FileRef = { _id: 'f1', filename: 'acme.png', contentType: 'image/png' };

describe('LogoField', () => {
  it('shows the current logo named after the record, offers to replace it, and removes it', () => {
    const onChange = vi.fn();
    renderWithProviders(<LogoField value={logo} onChange={onChange} recordName="Acme Foods" />);
    const preview = screen.getByRole('img', { name: 'Logo of Acme Foods' });
    expect(preview.getAttribute('src')).toBe('/v1/file/f1');
    // the logo shows once: the upload's own list does not show it a second time (issue 30)
    expect(document.querySelectorAll('img[src="/v1/file/f1"]')).toHaveLength(1);
    expect(screen.queryByText('acme.png')).toBeNull();
    expect(screen.getByText('Replace logo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Remove logo/ }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('says the journal prints the product mark while there is no logo', () => {
    renderWithProviders(<LogoField value={null} recordName="" />);
    expect(screen.getByTestId('md-logo-preview').textContent).toBe(
      'No logo yet: the kaizen journal prints the Fikra mark instead.',
    );
    expect(screen.getByText('Upload logo')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove logo/ })).toBeNull();
  });
});
