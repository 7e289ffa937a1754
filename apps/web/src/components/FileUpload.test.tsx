import type { FileRef } from '@fikra/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FileUpload } from './FileUpload';

/** Stands in for the browser's XMLHttpRequest: answers each upload with the given status and body. */
function fakeUploads(answer: (n: number) => { status: number; body: unknown }) {
  const sent: { url: string; headers: Record<string, string> }[] = [];
  class FakeXhr {
    upload = { onprogress: null };
    status = 0;
    statusText = '';
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send() {
      sent.push({ url: this.url, headers: this.headers });
      const { status, body } = answer(sent.length);
      setTimeout(() => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 10);
    }
    abort() {}
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const stored = (n: number): FileRef => ({ _id: `f${n}`, filename: `photo-${n}.png`, contentType: 'image/png' });
const png = (name: string) => new File([new Uint8Array(68)], name, { type: 'image/png' });
const choose = (files: File[]) => fireEvent.change(document.querySelector('input[type=file]')!, { target: { files } });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('FileUpload', () => {
  it('sends a chosen file with the signed-in token and adds its stored reference to the value', async () => {
    localStorage.setItem('token', 'the-token');
    const sent = fakeUploads((n) => ({ status: 201, body: [stored(n)] }));
    const onChange = vi.fn();
    const onBusyChange = vi.fn();
    renderWithProviders(
      <FileUpload
        purpose="image"
        max={5}
        value={[stored(0)]}
        onChange={onChange}
        onBusyChange={onBusyChange}
        label="Add a photo"
        failedTitle="Upload failed"
      />,
    );
    choose([png('new.png')]);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([stored(0), stored(1)]));
    expect(sent).toEqual([
      { url: '/v1/file/upload?purpose=image', headers: { Accept: 'application/json', Authorization: 'Bearer the-token' } },
    ]);
    expect(onBusyChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(onBusyChange).toHaveBeenLastCalledWith(false));
  });

  it("uploads without the token for the public form, and a refusal says the server's reason", async () => {
    localStorage.setItem('token', 'the-token');
    const sent = fakeUploads(() => ({
      status: 415,
      body: { code: 'UNSUPPORTED_FILE', message: 'This type of file is not accepted', key: 'unsupportedFile' },
    }));
    const onChange = vi.fn();
    renderWithProviders(
      <FileUpload purpose="attachment" max={10} anonymous onChange={onChange} label="Upload" failedTitle="Upload failed" />,
    );
    choose([png('notes.png')]);
    expect(await screen.findByText('Upload failed')).toBeTruthy();
    expect(screen.getByText('notes.png: This type of file is not accepted')).toBeTruthy();
    expect(sent[0].headers.Authorization).toBeUndefined();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('with one file allowed, a new choice replaces the file and the button stays', async () => {
    fakeUploads((n) => ({ status: 201, body: [stored(n)] }));
    const onChange = vi.fn();
    renderWithProviders(
      <FileUpload purpose="spreadsheet" max={1} value={[stored(0)]} onChange={onChange} label="Choose a file" failedTitle="x" />,
    );
    expect(screen.getByRole('button', { name: /Choose a file/ })).toBeTruthy();
    choose([png('codes.xlsx')]);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([stored(1)]));
  });

  it('refuses a file over the size limit before sending it', async () => {
    const sent = fakeUploads(() => ({ status: 201, body: [] }));
    renderWithProviders(<FileUpload purpose="image" max={5} label="Add a photo" failedTitle="Upload failed" />);
    const huge = png('huge.png');
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    choose([huge]);
    expect(await screen.findByText('huge.png: The file is too large')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows a dash when read-only and empty', () => {
    renderWithProviders(<FileUpload purpose="image" max={5} disabled label="Add a photo" failedTitle="x" />);
    expect(screen.getByText('—')).toBeTruthy();
    expect(document.querySelector('input[type=file]')).toBeNull();
  });
});
