import { vi } from 'vitest';

/**
 * Stubs `XMLHttpRequest`, which uploads use for their progress (shared/api/upload.ts): each upload is kept
 * with its method, address and the file of the form's `file` field, and answered 200 with `reply`'s body.
 */
export function stubUploads(reply: (upload: { method: string; url: string }) => unknown) {
  const uploads: { method: string; url: string; file: File }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private target = { method: '', url: '' };
    open(method: string, url: string) {
      this.target = { method, url };
    }
    setRequestHeader() {}
    send(form: FormData) {
      uploads.push({ ...this.target, file: form.get('file') as File });
      this.status = 200;
      this.responseText = JSON.stringify(reply(this.target));
      setTimeout(() => this.onload?.(), 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return uploads;
}
