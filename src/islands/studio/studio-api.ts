import type { Copies } from '../../lib/copy-edit.ts';
import type { Locale } from '../../lib/locales.ts';
import type { CopyForm, CopyPage, CopyPath, CopyProblem } from '../../lib/page-copy.ts';
import { api } from '../shared/api.ts';

/** The studio's API (issue 37, lib/schemas/studio.ts), as the editor island calls it: same origin, the session cookie. */
export interface CopyEditor {
  id: number;
  username: string;
}
export interface StudioDraft {
  copy: Copies;
  base_version: number;
  revision: number;
  editor: CopyEditor | null;
  updated_at: string;
}
export interface StudioPageData {
  page: CopyPage;
  form: CopyForm;
  published: { version: number; copy: Copies };
  draft: StudioDraft | null;
  problems: CopyProblem[];
}
export interface CopyVersion {
  version: number;
  action: 'files' | 'publish' | 'restore' | 'reset';
  from_version: number | null;
  editor: CopyEditor | null;
  created_at: string;
}
export interface CopyChangeRow {
  locale: Locale;
  path: CopyPath;
  before: string | null;
  after: string | null;
}

const base = (page: CopyPage) => `/api/studio/pages/${page}`;

export function studioApi(page: CopyPage, locale: Locale) {
  return {
    load: () => api<StudioPageData>(base(page), { locale }),
    save: (body: { copy: Copies; revision: number; base_version: number }) =>
      api<{ revision: number; updated_at: string; problems: CopyProblem[] }>(`${base(page)}/draft`, { locale, method: 'PUT', json: body }),
    discard: (revision: number) => api<null>(`${base(page)}/draft?revision=${revision}`, { locale, method: 'DELETE' }),
    publish: (body: { revision: number; version: number }) => api<{ version: number }>(`${base(page)}/publish`, { locale, json: body }),
    versions: () => api<{ results: CopyVersion[] }>(`${base(page)}/versions`, { locale }),
    changes: (from: number, to: number | 'draft') => api<{ changes: CopyChangeRow[] }>(`${base(page)}/changes?from=${from}&to=${to}`, { locale }),
    restore: (from: number, version: number) => api<{ version: number }>(`${base(page)}/restore`, { locale, json: { from, version } }),
    reset: (version: number) => api<{ version: number }>(`${base(page)}/reset`, { locale, json: { version } }),
  };
}
export type StudioApi = ReturnType<typeof studioApi>;
