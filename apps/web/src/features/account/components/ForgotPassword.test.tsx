import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '../../../../test/render';
import { ForgotPassword } from './ForgotPassword';

afterEach(() => vi.unstubAllGlobals());

describe('ForgotPassword', () => {
  it('without e-mail on the server, offers no link and says to ask an administrator', async () => {
    fakeApi({ 'GET /v1/config': () => ({ passwordReset: false }) });
    renderWithProviders(<ForgotPassword />);
    expect(await screen.findByText('Forgot your password? Ask an administrator to set a new one for you.')).toBeTruthy();
    expect(screen.queryByText('Forgot password?')).toBeNull();
  });

  it('with e-mail, sends the lowercased address and shows the same answer whatever it is', async () => {
    const api = fakeApi({
      'GET /v1/config': () => ({ passwordReset: true }),
      'POST /v1/auth/forgotPassword': () => ({ message: 'sent' }),
    });
    renderWithProviders(<ForgotPassword />);
    fireEvent.click(await screen.findByText('Forgot password?'));
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: ' Someone@Plant.Example ' } });
    fireEvent.click(screen.getByText('Send the link'));
    expect(await screen.findByText(/If this email is registered, a link to reset the password has been sent/)).toBeTruthy();
    await waitFor(() =>
      expect(api.find((r) => r.url.pathname === '/v1/auth/forgotPassword')?.body).toEqual({
        email: 'someone@plant.example',
      }),
    );
  });
});
