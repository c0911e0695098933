/** A JSON body as a Blob: fetch and sendBeacon both take the content type from it. */
export const json = (body: object) =>
  new Blob([JSON.stringify(body)], { type: 'application/json' });

/**
 * Requests to the tracker API. Tracking must never disturb the visitor: an HTTP error is
 * answered with undefined (the browser itself reports it in the console; a 404 on a session
 * that is gone needs nothing more), a failed request is logged to the console. Cookies go
 * along by fetch's default (`credentials: 'same-origin'`): the server needs them to leave
 * staff out.
 */
export const createSender =
  (baseUrl: string) =>
  (
    method: string,
    path: string,
    body?: object,
    keepalive?: boolean,
  ): Promise<{ id?: string } | undefined> =>
    fetch(baseUrl + path, { method, keepalive, body: body && json(body) })
      // An empty answer (204) is a success too.
      .then((response) => (response.ok ? response.json().catch(() => ({})) : undefined))
      .catch(console.warn);
