// Sent with XMLHttpRequest rather than fetch: only XHR reports upload progress, and CVs go up over
// slow mobile networks.

export interface UploadResult {
  status: number;
  body: unknown;
}

/** POSTs the application form to /api/applications; resolves with any HTTP answer, rejects on network failure. */
export function uploadApplication(
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/applications");
    xhr.setRequestHeader("Accept", "application/json");
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
