import { ApiError, urlOf } from './api';
import { currentLanguage } from './language';
import { session } from './storage';

/** The file name of a content-disposition header ("attachment; filename="a.csv""), if any. */
export function fileNameOf(disposition: string | null): string | undefined {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1].trim()) : undefined;
}

/**
 * Fetches a file of the operator API with the session's bearer token (a plain link or an <img>
 * cannot send it) and the console's language. A refusal throws an ApiError with the server's
 * message; the answer is the response, its body not read yet.
 */
export async function fetchFile(
  path: string,
  query: Record<string, string | number | undefined> = {},
): Promise<Response> {
  const headers: Record<string, string> = { Language: currentLanguage() };
  const token = session.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(urlOf(path, query), { method: 'GET', headers });
  } catch {
    throw new ApiError(0, 'network.error', 'The server cannot be reached');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as
      { code?: string; message?: string } | undefined;
    throw new ApiError(
      response.status,
      body?.code ?? 'http.error',
      body?.message ?? `HTTP ${response.status}`,
    );
  }
  return response;
}

/**
 * Fetches a file of the operator API (fetchFile) and saves it under the server's file name: a
 * Blob behind an object URL, clicked once. Answers the file name.
 */
export async function downloadFile(
  path: string,
  query: Record<string, string | number | undefined>,
  fallbackName: string,
): Promise<string> {
  const response = await fetchFile(path, query);
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
  return name;
}
