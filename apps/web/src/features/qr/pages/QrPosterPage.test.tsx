import { catalogs, type QrPoster } from '@fikra/shared';
import { screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, renderWithProviders } from '../../../../test/render';
import { QrPosterPage } from './QrPosterPage';

const HALL = '00000000-0000-4000-8000-0000000000b1';

/** A hall's poster as GET /v1/qr/:id answers it, at `url`; `printable` false when PUBLIC_URL is not set. */
const poster = (url: string, printable: boolean): QrPoster => ({
  url,
  printable,
  token: 'Ab12Cd34Ef',
  record: { _id: HALL, name: { en: 'Hall one', ar: 'الصالة الأولى' }, kind: 'area-section' },
  place: { areaSection: { _id: HALL, name: { en: 'Hall one', ar: 'الصالة الأولى' } } },
});

function openPoster(answer: QrPoster) {
  fakeApi({ [`GET /v1/qr/${HALL}`]: () => answer });
  return renderWithProviders(
    <MemoryRouter initialEntries={[`/admin/qr/${HALL}`]}>
      <Routes>
        <Route path="/admin/qr/:id" element={<QrPosterPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const printButton = () => screen.getByTestId('print') as HTMLButtonElement;

for (const lang of ['en', 'ar'] as const) {
  const qr = catalogs[lang].qr as unknown as { unprintable: string };

  describe(`a QR poster on an address only the admin's computer reaches (issue 28, ${lang})`, () => {
    beforeAll(async () => {
      // posters carry both languages, whatever the screen's
      i18n.addResourceBundle('ar', 'qr', catalogs.ar.qr);
      i18n.addResourceBundle('ar', 'common', catalogs.ar.common);
      await i18n.changeLanguage(lang);
    });
    afterAll(() => i18n.changeLanguage('en'));

    it('says why it will not print and how to fix it, draws no code and keeps Print off', async () => {
      openPoster(poster('http://127.0.0.1:3500/q/Ab12Cd34Ef', false));
      const blocked = await screen.findByTestId('print-blocked');
      expect(blocked.textContent).toBe(qr.unprintable.replace('{{address}}', '127.0.0.1:3500'));
      expect(blocked.textContent).toContain('PUBLIC_URL');
      expect(blocked.getAttribute('role')).toBe('alert');
      expect(screen.queryByTestId('qr-poster')).toBeNull();
      expect(printButton().disabled).toBe(true);
    });

    it('prints with PUBLIC_URL: the code, and the address spelled out under it', async () => {
      openPoster(poster('https://fikra.plant.example/q/Ab12Cd34Ef', true));
      expect((await screen.findByTestId('qr-url')).textContent).toBe('fikra.plant.example/q/Ab12Cd34Ef');
      expect(screen.queryByTestId('print-blocked')).toBeNull();
      await waitFor(() => expect(printButton().disabled).toBe(false));
    });
  });
}
