/**
 * The few Bot API methods the site uses, over HTTPS: `POST {api}/bot{token}/{method}` with a JSON
 * body, answered `{ok: true, result}` or `{ok: false, error_code, description, parameters}`
 * (core.telegram.org/bots/api#making-requests). Every call has a timeout; a network failure or
 * timeout is an answer too (`error_code: 0`), never a throw, so callers decide once what each means.
 */
export type BotAnswer<T = unknown> =
  | { ok: true; result: T }
  | {
      ok: false;
      /** Telegram's code (400, 403, 429…), or 0 when Telegram was not reached or answered nonsense. */
      errorCode: number;
      description: string;
      /** Seconds to wait (a 429's `parameters.retry_after`). */
      retryAfter?: number | undefined;
    };

export interface InlineButton {
  text: string;
  url?: string;
  callback_data?: string;
}

export type InlineKeyboard = InlineButton[][];

export interface BotApi {
  call<T = unknown>(method: string, params: Record<string, unknown>): Promise<BotAnswer<T>>;
}

export function createBotApi(options: { apiUrl: string; token: string; timeoutMs?: number }): BotApi {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async call<T>(method: string, params: Record<string, unknown>): Promise<BotAnswer<T>> {
      let response: Response;
      try {
        response = await fetch(`${options.apiUrl}/bot${options.token}/${method}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(params),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        // The token is in the URL: only the error's name and message go on, never the request.
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : 'unreachable';
        return { ok: false, errorCode: 0, description: `Telegram unreachable (${reason})` };
      }
      const body = (await response.json().catch(() => null)) as {
        ok?: boolean;
        result?: T;
        error_code?: number;
        description?: string;
        parameters?: { retry_after?: number };
      } | null;
      if (body?.ok === true) return { ok: true, result: body.result as T };
      const retryAfter = body?.parameters?.retry_after;
      return {
        ok: false,
        errorCode: body?.error_code ?? (response.ok ? 0 : response.status),
        description: (body?.description ?? `HTTP ${response.status}`).slice(0, 160),
        ...(typeof retryAfter === 'number' && retryAfter >= 0 && { retryAfter }),
      };
    },
  };
}
