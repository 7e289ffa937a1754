import { messageCatalogs } from '@fikra/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import i18n from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fieldErrors, useZodRule } from './zodRule';

const name = z.string({ error: 'Please enter your Username' }).min(4, 'Username must be at least 4 characters');

function NameForm({ onFinish }: { onFinish: (v: { name?: string }) => void }) {
  const rule = useZodRule();
  return (
    <Form onFinish={onFinish}>
      <Form.Item name="name" label="Name" rules={[rule(name)]}>
        <Input />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

describe('useZodRule', () => {
  it("shows the schema's own message, the one the server would send, and an emptied field counts as missing", async () => {
    const onFinish = vi.fn();
    render(<NameForm onFinish={onFinish} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter your Username')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Name'), 'abc');
    expect(await screen.findByText('Username must be at least 4 characters')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Name'));
    expect(await screen.findByText('Please enter your Username')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('lets a valid value through', async () => {
    const onFinish = vi.fn();
    render(<NameForm onFinish={onFinish} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Mona Hassan');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ name: 'Mona Hassan' }));
    expect(screen.queryByText('Please enter your Username')).toBeNull();
  });
});

describe('fieldErrors', () => {
  it("puts a server's field errors on the fields their dotted paths name", () => {
    const t = i18n.t.bind(i18n);
    expect(
      fieldErrors(
        [
          { path: 'email', message: 'Please enter a valid Email', key: 'emailInvalid' },
          { path: 'name.en', message: 'This name is already used', key: 'nameAlreadyUsed' },
        ],
        t,
      ),
    ).toEqual([
      { name: ['email'], errors: ['Please enter a valid Email'] },
      { name: ['name', 'en'], errors: ['This name is already used'] },
    ]);
    expect(fieldErrors(undefined, t)).toEqual([]);
  });

  it('words a message by its key and params, never by the English the server sent along', () => {
    const t = i18n.t.bind(i18n);
    const [detail] = fieldErrors([{ path: 'name.en', message: 'whatever', key: 'maxChars', params: { max: 200 } }], t);
    expect(detail.errors).toEqual(['Must be at most 200 characters']);
    // a message the catalogue does not know is shown as sent
    expect(fieldErrors([{ path: 'x', message: 'Body is not valid JSON' }], t)[0].errors).toEqual(['Body is not valid JSON']);
  });

  it("in Arabic, a message about one kind takes that kind's own sentence (the label as i18next context)", async () => {
    i18n.addResourceBundle('ar', 'messages', messageCatalogs.ar);
    const ar = i18n.getFixedT('ar');
    const errors = (key: string, params: Record<string, string | number>) =>
      fieldErrors([{ path: 'company', message: '', key, params }], ar)[0].errors;
    expect(errors('notFound', { label: 'Company' })).toEqual(['الشركة غير موجودة']);
    expect(errors('nameMin', { label: 'Company', min: 4 })).toEqual(['يجب ألا يقل اسم الشركة عن 4 أحرف']);
    expect(errors('notFound', { label: 'Something new' })).toEqual([messageCatalogs.ar.notFound]);
    // a client-side zod message is found in the catalogue by its text
    expect(fieldErrors([{ path: 'username', message: 'Please enter your Username' }], ar)[0].errors).toEqual([
      'من فضلك أدخل اسم المستخدم',
    ]);
  });
});
