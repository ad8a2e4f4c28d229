/** What came back from sending a form to the API. */
export type SendOutcome = { ok: true; body: unknown } | { ok: false; status: number; detail: string; errors: Record<string, string[]> };

/**
 * Sends a multipart form to the API with upload progress (fetch has none): same origin, the
 * session cookie, the answer parsed. A network failure is an outcome too, never a throw.
 */
export function sendForm(method: 'POST' | 'PUT', url: string, form: FormData, onProgress: (percent: number) => void): Promise<SendOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.withCredentials = true;
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      type Answer = { detail?: string; errors?: Record<string, string[]> } | null;
      let body: Answer;
      try {
        body = JSON.parse(request.responseText) as Answer;
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300) resolve({ ok: true, body });
      else resolve({ ok: false, status: request.status, detail: body?.detail ?? '', errors: body?.errors ?? {} });
    });
    request.addEventListener('error', () => resolve({ ok: false, status: 0, detail: '', errors: {} }));
    request.send(form);
  });
}
