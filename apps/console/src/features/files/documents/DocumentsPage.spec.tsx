import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentCategoryNode, DocumentRecord, DocumentVersionRecord, Profile, StoredFile } from '@om/api';
import { adminProfile } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';
import { chooseRowAction, rowActionNames } from '../../../testing/rowMenu';

jest.setTimeout(30_000);

const at = '2026-11-25T08:00:00.000Z';
const file = (id: number, name: string): StoredFile => ({ id, name, size: 2048, content_type: 'application/pdf', purpose: 'document', uploaded_at: at, uploaded_by: 2 });
const doc: DocumentRecord = {
  id: 3, company_id: 1, category_id: 9, category_name: 'Pump manuals', title: 'Pump manual', description: '', tags: ['pump'], device_type_ids: [], device_ids: [],
  visibility: 'company', department_id: 0, current_version: 2, file: file(52, 'manual-v2.pdf'), created_by: 1, version: 4, created_at: at, updated_at: at,
};
const versions: DocumentVersionRecord[] = [
  { id: 2, document_id: 3, number: 2, note: 'Revised', file: file(52, 'manual-v2.pdf'), created_by: 1, created_at: at },
  { id: 1, document_id: 3, number: 1, note: '', file: file(51, 'manual-v1.pdf'), created_by: 1, created_at: at },
];
const category: DocumentCategoryNode = { id: 9, company_id: 1, parent_id: 0, name: 'Pump manuals', sort_order: 0, remark: '', version: 1, created_at: at, updated_at: at, document_count: 1, children: [] };

/** A manager-like profile: every action on the library, nothing else. */
const librarian: Profile = { ...adminProfile, roles: ['dataFilesList'], permissions: ['dataFilesList:view', 'dataFilesList:create', 'dataFilesList:edit', 'dataFilesList:delete'] };

/** jsdom has no upload progress: a stand-in XMLHttpRequest that reports progress and answers the stored file. */
class UploadStandIn {
  static sent: { url: string; body: unknown }[] = [];
  /** The pending upload's answer, given when the test says so (progress is visible until then). */
  static finish: (() => void) | undefined;
  url = '';
  status = 200;
  responseText = '';
  responseType = '';
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  headers: Record<string, string> = {};
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    UploadStandIn.sent.push({ url: this.url, body });
    this.upload.onprogress?.({ loaded: 1024, total: 2048, lengthComputable: true });
    this.responseText = JSON.stringify({ code: 20000, message: '', data: file(77, 'new.pdf') });
    UploadStandIn.finish = () => this.onload?.();
  }
}

function api(profile: Profile = adminProfile) {
  const mocked = mockApi({
    'GET /user/user_info': () => profile,
    'GET /api/get_company': () => [],
    'GET /api/documents': () => ({ items: [doc], total: 1 }),
    'GET /api/documents/3/versions': () => ({ items: versions }),
    'GET /api/document_categories/tree': () => [category],
    'POST /api/documents': async (request) => ({ ...doc, id: 4, ...(await request.json()) }),
  });
  const answer = mocked.fetch.getMockImplementation();
  mocked.fetch.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (new URL(request.url).pathname === '/api/files/52') {
      mocked.requests.push(request);
      return new Response(new Blob(['%PDF-1.4']), { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="manual-v2.pdf"' } });
    }
    if (!answer) throw new Error('mockApi answers nothing');
    return answer(input, init);
  });
  return mocked;
}

beforeEach(() => {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
  Object.defineProperty(globalThis, 'XMLHttpRequest', { value: UploadStandIn, configurable: true, writable: true });
  UploadStandIn.sent = [];
});

describe('the file library (/files/filesList)', () => {
  it('previews the newest version in a frame, fetched with the session, and lists every version', async () => {
    const { requests } = api();
    await renderApp('/files/filesList', { token: 'tok' });
    const table = await screen.findByRole('table', { name: 'File library' });
    expect(await within(table).findByText('Pump manual')).toBeInTheDocument();
    expect(within(table).getByText('v2')).toBeInTheDocument();

    expect(await rowActionNames(table, 'Pump manual')).toEqual(expect.arrayContaining(['Preview', 'Download', 'Versions']));
    await chooseRowAction(table, 'Pump manual', 'Preview');
    const preview = await screen.findByRole('dialog', { name: 'Preview: manual-v2.pdf' });
    await waitFor(() => expect(within(preview).getByTitle('Preview: manual-v2.pdf')).toHaveAttribute('src', 'blob:preview'));
    const fetched = requests.find((request) => new URL(request.url).pathname === '/api/files/52');
    expect(fetched?.headers.get('Authorization')).toBe('Bearer tok');
    await userEvent.click(within(preview).getByRole('button', { name: 'Close' }));

    await chooseRowAction(table, 'Pump manual', 'Versions');
    const history = await screen.findByRole('table', { name: 'Versions of Pump manual' });
    expect(await within(history).findByText(/manual-v1\.pdf/)).toBeInTheDocument();
    expect(within(history).getByText('Revised')).toBeInTheDocument();
    expect(await rowActionNames(history, 'Pump manual v1')).toEqual(['Preview', 'Download']);
  });

  it('uploads the chosen file with its progress, then creates the document with the stored file', async () => {
    const { requests } = api(librarian);
    await renderApp('/files/filesList', { token: 'tok' });
    await screen.findByRole('table', { name: 'File library' });
    await userEvent.click(screen.getByRole('button', { name: 'Upload a document' }));
    const form = await screen.findByRole('dialog', { name: 'Upload a document' });
    await userEvent.upload(within(form).getByLabelText('File'), new File(['%PDF-1.4 new'], 'new.pdf', { type: 'application/pdf' }));
    expect(await within(form).findByRole('progressbar', { name: 'Uploading new.pdf' })).toHaveAttribute('value', '50');
    act(() => UploadStandIn.finish?.());
    expect(await within(form).findByText('Uploaded: new.pdf (2.0 KB)')).toBeInTheDocument();
    expect(UploadStandIn.sent[0]?.url).toMatch(/\/api\/files\?purpose=document$/);

    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), 'Seal replacement');
    await waitFor(() => expect(within(within(form).getByRole('combobox', { name: 'Category' })).getByRole('option', { name: 'Pump manuals' })).toBeInTheDocument());
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Category' }), 'Pump manuals');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST' && new URL(request.url).pathname === '/api/documents')).toBe(true));
    const sent = requests.find((request) => request.method === 'POST' && new URL(request.url).pathname === '/api/documents');
    expect(await sent?.json()).toMatchObject({ title: 'Seal replacement', category_id: 9, file_id: 77, visibility: 'company', tags: [] });
  });
});
