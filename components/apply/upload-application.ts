// Sent with XMLHttpRequest rather than fetch: only XHR reports upload progress, and CVs go up over
// slow mobile networks.

export interface UploadResult {
  status: number;
  body: unknown;
}

// randomUUID is missing outside secure contexts (a plain-http address other than localhost).
/** The Idempotency-Key of one filled-in form: a new one for each application, not for each attempt. */
export const newIdempotencyKey = () =>
  typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

/** POSTs the application form to /api/applications; resolves with any HTTP answer, rejects on network failure. */
export function uploadApplication(
  form: FormData,
  idempotencyKey: string,
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/applications");
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Idempotency-Key", idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (e.g. a proxy's error page): the status alone decides.
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new Error("The application could not be sent (network error)."));
    xhr.onabort = () => reject(new Error("The upload was interrupted."));
    xhr.send(form);
  });
}
