import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminProfile } from '../../../testing/fixtures';
import { Envelope, mockApi } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';
import { checkAvatarFile, checkPasswordChange, checkProfile } from '../validation';

describe('the profile page', () => {
  it("shows the user's details from GET /user/user_info", async () => {
    mockApi({ 'GET /user/user_info': () => ({ ...adminProfile, parent_name: 'Holding' }) });
    await renderApp('/profile/index', { token: 'tok' });
    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Riverside Water Works')).toBeInTheDocument();
    expect(screen.getByText('Holding')).toBeInTheDocument();
    expect(screen.getByText('Administrators')).toBeInTheDocument();
  });

  it('saves name, phone and email and shows the new name in the top bar', async () => {
    const bodies: unknown[] = [];
    mockApi({
      'GET /user/user_info': () => adminProfile,
      'PUT /user/profile': async (request) => {
        const body = await request.json();
        bodies.push(body);
        return { ...adminProfile, name: body.name };
      },
    });
    await renderApp('/profile/index', { token: 'tok' });
    const form = await screen.findByRole('region', { name: 'Your details' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Required')).toBeInTheDocument();
    await userEvent.type(name, 'Ada Lovelace');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Phone' }), '+44 20 7946 0000');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), 'ada@example.org');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Your details were saved.')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Ada Lovelace', phone: '+44 20 7946 0000', email: 'ada@example.org' }]);
    expect(within(screen.getByRole('button', { name: 'User menu' })).getByText('Ada Lovelace')).toBeInTheDocument();
  });

  it('refuses a picture that is too large or of another type, naming it', async () => {
    mockApi({ 'GET /user/user_info': () => adminProfile });
    await renderApp('/profile/index', { token: 'tok' });
    const input = await screen.findByLabelText('Choose a picture');
    await userEvent.upload(input, new File([new Uint8Array(600 * 1024)], 'holiday.png', { type: 'image/png' }));
    expect(await screen.findByText('“holiday.png” is larger than 512 KB.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload the picture' })).toBeDisabled();
    await userEvent.upload(input, new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(await screen.findByText('“cat.gif” is not a PNG, JPEG or WebP picture.')).toBeInTheDocument();
  });

  it('previews a picture, uploads it as multipart form data and shows the stored picture', async () => {
    const parts: FormDataEntryValue[] = [];
    const picture = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    Object.assign(URL, { createObjectURL: jest.fn((blob: Blob) => `blob:${blob.size}`), revokeObjectURL: jest.fn() });
    mockApi({
      'GET /user/user_info': () => adminProfile,
      'POST /user/avatar': async (request) => {
        const form = await request.formData();
        parts.push(...form.getAll('file'));
        return { ...adminProfile, avatar: '/api/files/41' };
      },
      'GET /api/files/41': () => new Response(new Blob([picture, picture], { type: 'image/png' }), { headers: { 'Content-Type': 'image/png' } }),
    });
    await renderApp('/profile/index', { token: 'tok' });
    await userEvent.upload(await screen.findByLabelText('Choose a picture'), new File([picture], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Preview of the new picture' })).toHaveAttribute('src', 'blob:4');
    await userEvent.click(screen.getByRole('button', { name: 'Upload the picture' }));
    // Under the form and in a toast.
    expect(await screen.findAllByText('Your picture was updated.')).not.toHaveLength(0);
    expect(parts).toHaveLength(1);
    const [part] = parts;
    expect(part instanceof File ? [part.name, part.size] : part).toEqual(['me.png', 4]);
    // The stored picture is read through the authorised download (8 bytes: the served one, not the preview).
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledWith(expect.objectContaining({ size: 8 })));
  });

  it('changes the password: the current one is required, the new one twice; other sessions end', async () => {
    const bodies: unknown[] = [];
    mockApi({
      'GET /user/user_info': () => adminProfile,
      'POST /user/password': async (request) => {
        const body = await request.json();
        bodies.push(body);
        return body.current_password === 'Admin@12345' ? null : new Envelope(40000, 'current_password: wrong password', 400);
      },
    });
    await renderApp('/profile/index', { token: 'tok' });
    const form = await screen.findByRole('region', { name: 'Change password' });
    await userEvent.type(within(form).getByLabelText('New password'), 'Newpass2024x');
    await userEvent.type(within(form).getByLabelText('Repeat the new password'), 'Newpass2024y');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByText('Required')).toBeInTheDocument();
    expect(within(form).getByText('The two new passwords differ')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await userEvent.type(within(form).getByLabelText('Current password'), 'wrong');
    await userEvent.clear(within(form).getByLabelText('Repeat the new password'));
    await userEvent.type(within(form).getByLabelText('Repeat the new password'), 'Newpass2024x');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('current_password: wrong password')).toBeInTheDocument();

    await userEvent.clear(within(form).getByLabelText('Current password'));
    await userEvent.type(within(form).getByLabelText('Current password'), 'Admin@12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Your password was changed. Your sessions on other devices have ended.')).toBeInTheDocument();
    await waitFor(() => expect(bodies.at(-1)).toEqual({ current_password: 'Admin@12345', new_password: 'Newpass2024x' }));
  });
});

describe('the profile rules', () => {
  it('take PNG, JPEG and WebP up to 512 KB', () => {
    expect(checkAvatarFile({ type: 'image/webp', size: 512 * 1024 })).toBeUndefined();
    expect(checkAvatarFile({ type: 'image/jpeg', size: 512 * 1024 + 1 })).toBe('size');
    expect(checkAvatarFile({ type: 'image/svg+xml', size: 10 })).toBe('type');
  });

  it('want a strong new password, different from the current one, typed twice', () => {
    expect(checkPasswordChange({ current: 'a', next: 'short1', confirm: 'short1' })).toEqual({ next: 'weak' });
    expect(checkPasswordChange({ current: 'Same12345678', next: 'Same12345678', confirm: 'Same12345678' })).toEqual({ next: 'same' });
    expect(checkPasswordChange({ current: '', next: '', confirm: '' })).toEqual({ current: 'required', next: 'required', confirm: 'required' });
    expect(checkPasswordChange({ current: 'x', next: 'Longenough1', confirm: 'Longenough1' })).toEqual({});
    // No composition rules: a long passphrase of letters only is fine (NIST SP 800-63B).
    expect(checkPasswordChange({ current: 'x', next: 'correct horse battery', confirm: 'correct horse battery' })).toEqual({});
  });

  it('want a name, and a valid phone and email when given', () => {
    expect(checkProfile({ name: ' ', phone: '', email: '' })).toEqual({ name: 'required' });
    expect(checkProfile({ name: 'Ann', phone: 'call me', email: 'ann@' })).toEqual({ phone: 'invalid', email: 'invalid' });
  });
});
