import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ChooseAndUpload, type ChooseAndUploadProps } from './ChooseAndUpload';

const pdf = (name: string, size = 1536) => {
  const file = new File([new Uint8Array(8)], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const choose = (file: File) => fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });

/** A page whose preview allows the upload only once it has read the file (as the idea import does). */
function PreviewPage(props: Pick<ChooseAndUploadProps<unknown>, 'onChosen' | 'onUpload' | 'onUploaded'>) {
  const [allowed, setAllowed] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAllowed(true)}>
        preview read
      </button>
      <ChooseAndUpload
        accept=".xlsx"
        chooseLabel="Choose"
        confirmText="Are you sure you want to import this file?"
        canUpload={allowed}
        testId="u"
        {...props}
      />
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe('ChooseAndUpload', () => {
  it('shows the chosen file, asks before uploading, shows the progress and says it worked', async () => {
    let report: (n: number) => void = () => {};
    let finish: () => void = () => {};
    const onUpload = vi.fn(
      (_file: File, onProgress: (n: number) => void) =>
        new Promise<void>((resolve) => {
          report = onProgress;
          finish = resolve;
        }),
    );
    renderWithProviders(
      <ChooseAndUpload
        accept=".pdf,application/pdf"
        maxBytes={10_000}
        chooseLabel="Choose a PDF"
        onUpload={onUpload}
        reloadMs={60_000}
        testId="u"
      />,
    );
    choose(pdf('scheme.pdf'));
    expect(await screen.findByText(/1\.5 KB/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('u-upload'));
    expect(await screen.findByText('Are you sure you want to upload this file?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onUpload).toHaveBeenCalled());
    report(41);
    expect(await screen.findByText('41%')).toBeTruthy();
    finish();
    expect(await screen.findByText('Your file has been uploaded')).toBeTruthy();
    expect(screen.getByText('Submitted successfully')).toBeTruthy();
  });

  it('refuses a file of another type or over the limit before sending it', async () => {
    const onUpload = vi.fn();
    renderWithProviders(
      <ChooseAndUpload
        accept=".pdf,application/pdf"
        maxBytes={1000}
        chooseLabel="Choose"
        onUpload={onUpload}
        reloadMs={1}
        testId="u"
      />,
    );
    choose(new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByText('Please choose one file of the accepted type.')).toBeTruthy();
    choose(pdf('huge.pdf', 5000));
    expect(await screen.findByText('The file is too large')).toBeTruthy();
    expect(screen.getByTestId('u-upload')).toHaveProperty('disabled', true);
  });

  it("says the spec's failure message with the server's reason", async () => {
    const onUpload = vi.fn().mockRejectedValue(new Error('boom'));
    renderWithProviders(
      <ChooseAndUpload accept=".pdf" maxBytes={10_000} chooseLabel="Choose" onUpload={onUpload} reloadMs={1} testId="u" />,
    );
    choose(pdf('a.pdf'));
    await screen.findByText(/a\.pdf/);
    fireEvent.click(screen.getByTestId('u-upload'));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect((await screen.findAllByText('An error occured please try again')).length).toBeGreaterThan(0);
  });

  it('without reloadMs hands the answer to the page, keeps the upload off until the page allows it, and asks its own question', async () => {
    const onUpload = vi.fn().mockResolvedValue({ imported: 3 });
    const onUploaded = vi.fn();
    const onChosen = vi.fn();
    renderWithProviders(<PreviewPage onChosen={onChosen} onUpload={onUpload} onUploaded={onUploaded} />);
    choose(new File(['x'], 'ideas.xlsx'));
    await waitFor(() => expect(onChosen).toHaveBeenCalledWith(expect.objectContaining({ name: 'ideas.xlsx' })));
    // the page's preview has not allowed it yet
    expect(screen.getByTestId('u-upload')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByText('preview read'));
    fireEvent.click(screen.getByTestId('u-upload'));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Are you sure you want to import this file?')).toBeTruthy();
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith({ imported: 3 }));
    expect(screen.queryByText('Your file has been uploaded')).toBeNull();
  });
});
